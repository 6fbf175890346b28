import { TOAST } from '@sommai/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { toast as baseToast, Toaster, type ToastOptions, useToasterStore } from 'react-hot-toast';

type Show = (message: string, options?: ToastOptions) => string;

/** The same text shown again replaces the toast on screen (its timer starts over) instead of stacking. */
const once =
  (show: Show): Show =>
  (message, options) =>
    show(message, { id: `text:${message}`, ...options });

/** react-hot-toast's toast, with repeats of one text collapsed into one toast. */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => baseToast(message, { id: `text:${message}`, ...options }),
  baseToast,
  { success: once(baseToast.success), error: once(baseToast.error) },
);

const WIDE = '(min-width: 768px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * The one toaster of the app: the spec's durations, at most TOAST.maxVisible on screen, placed
 * where no control is. Page headers keep their controls at the top right (the chat's Settings and
 * PDF buttons), so on wide screens toasts rise from the bottom centre, over the footer's empty
 * middle; on phones they sit under the top bar, over the page title.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();
  const wide = useSyncExternalStore(subscribeWide, isWide);

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    const excess = visible.length - TOAST.maxVisible;
    if (excess <= 0) return;
    const oldestFirst = [...visible].sort((a, b) => a.createdAt - b.createdAt);
    for (const t of oldestFirst.slice(0, excess)) toast.dismiss(t.id);
  }, [toasts]);

  return (
    <Toaster
      position={wide ? TOAST.position.wide : TOAST.position.narrow}
      containerStyle={wide ? undefined : { top: TOAST.narrowTopPx }}
      toastOptions={{
        blank: { duration: TOAST.durationBlankMs },
        error: { duration: TOAST.durationErrorMs },
        success: { duration: TOAST.durationSuccessMs },
        custom: { duration: TOAST.durationCustomMs },
        loading: { duration: Number.POSITIVE_INFINITY },
        style: {
          background: '#fffdf9',
          color: '#2a1a1f',
          border: '1px solid #e7d8bf',
          boxShadow: '0 8px 24px rgba(66, 13, 33, 0.12)',
        },
      }}
    />
  );
}
