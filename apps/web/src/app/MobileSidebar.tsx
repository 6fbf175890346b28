import { COMMON_TEXTS } from '@sommai/shared';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Sidebar } from './Sidebar.tsx';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
}

/** The sidebar as a slide-over dialog on small screens. */
export function MobileSidebar({ open, onClose }: MobileSidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panelRef.current) return;
      // Keep keyboard focus inside the open dialog.
      const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 h-full w-full bg-wine-950/60"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={COMMON_TEXTS.mainNavigation}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col shadow-2xl"
      >
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={COMMON_TEXTS.closeMenu}
          className="absolute top-5 right-3 z-10 grid size-10 place-items-center rounded-full text-cream-100 hover:bg-wine-800 focus-visible:outline-2 focus-visible:outline-gold-300"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <Sidebar onNavigate={onClose} />
      </div>
    </div>
  );
}
