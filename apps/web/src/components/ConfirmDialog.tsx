import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClasses } from './Button.tsx';

const dangerClasses =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-800 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:opacity-60';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question before something that cannot be undone; Cancel has the focus, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onPointerDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its panel) cancels.
        if (event.target === event.currentTarget) cancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-2xl border border-cream-300 bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-wine-950/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="font-serif text-xl font-bold text-wine-900">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-ink-muted">
          {text}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            ref={cancelRef}
            onClick={cancel}
            disabled={busy}
            className={buttonClasses('secondary', 'md')}
          >
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={dangerClasses}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
