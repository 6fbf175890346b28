import { TOAST } from '@sommai/shared';
import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

export { toast };

/** The one toaster of the app: the spec's durations, top right, at most TOAST.maxVisible on screen. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    const excess = visible.length - TOAST.maxVisible;
    if (excess <= 0) return;
    const oldestFirst = [...visible].sort((a, b) => a.createdAt - b.createdAt);
    for (const t of oldestFirst.slice(0, excess)) toast.dismiss(t.id);
  }, [toasts]);

  return (
    <Toaster
      position={TOAST.position}
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
