import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

const WIDTHS = {
  md: 'w-[min(30rem,calc(100vw-1.5rem))]',
  lg: 'w-[min(46rem,calc(100vw-1.5rem))]',
} as const;

interface ModalProps {
  open: boolean;
  title: string;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel: string;
  /** Escape, the close button and a press on the backdrop call this (unless busy). */
  onClose: () => void;
  busy?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: focus moves into it and is trapped there, Escape closes it,
 * and focus goes back to where it was when it closes.
 */
export function Modal({
  open,
  title,
  description,
  closeLabel,
  onClose,
  busy = false,
  size = 'md',
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first field (or button) of the content, not the corner close button.
      const first = dialog.querySelector<HTMLElement>(
        '[data-autofocus], .modal-body input, .modal-body textarea, .modal-body select, .modal-body button',
      );
      first?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnTo.current?.focus();
    }
  }, [open]);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${WIDTHS[size]} rounded-2xl border border-cream-300 bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-wine-950/50`}
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="font-serif text-xl font-bold text-wine-900">
                {title}
              </h2>
              {description ? (
                <p id={textId} className="mt-1 text-sm text-ink-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={close}
              disabled={busy}
              aria-label={closeLabel}
              className="-m-1 rounded-full p-1.5 text-ink-muted hover:bg-wine-50 hover:text-wine-800 focus-visible:outline-2 focus-visible:outline-wine-700"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="modal-body mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
