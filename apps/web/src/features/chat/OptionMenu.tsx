import { Check, ChevronUp, Lock, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

export interface MenuOption<V extends string | number> {
  value: V;
  label: string;
  description?: string;
  /** Shown with a lock; still choosable, so the choice can explain why it is refused. */
  locked?: boolean;
}

interface OptionMenuProps<V extends string | number> {
  /** What is being chosen ('Voice style'); also the menu's name. */
  label: string;
  icon: LucideIcon;
  /** The short current value shown on the button. */
  buttonText: ReactNode;
  /** The current value in words, for the button's accessible name. */
  valueText: string;
  options: readonly MenuOption<V>[];
  value: V;
  lockedText?: string;
  disabled?: boolean;
  onSelect: (value: V) => void;
}

/** A compact menu button with radio items, for the chat's bottom bar (opens upwards). */
export function OptionMenu<V extends string | number>({
  label,
  icon: Icon,
  buttonText,
  valueText,
  options,
  value,
  lockedText,
  disabled,
  onSelect,
}: OptionMenuProps<V>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const index = Math.max(
      0,
      options.findIndex((o) => o.value === value),
    );
    itemRefs.current[index]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, options, value, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (current + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (next !== null) {
      event.preventDefault();
      items[next]?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label}: ${valueText}`}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-cream-300 bg-cream-50 px-2.5 text-sm sm:px-3 font-semibold text-wine-800 transition-colors hover:border-wine-600 hover:bg-wine-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{buttonText}</span>
        <ChevronUp
          className={`hidden size-3.5 shrink-0 transition-transform sm:block motion-reduce:transition-none ${open ? '' : 'rotate-180'}`}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute bottom-full left-0 z-30 mb-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-cream-300 bg-cream-50 p-1.5 shadow-xl"
        >
          <p
            className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            aria-hidden="true"
          >
            {label}
          </p>
          {options.map((option, i) => {
            const checked = option.value === value;
            return (
              <button
                key={option.value}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={checked ? 0 : -1}
                onClick={() => {
                  close(true);
                  onSelect(option.value);
                }}
                className={`flex w-full items-start gap-2.5 rounded-xl px-3 py-2 text-left text-sm transition-colors hover:bg-wine-50 focus-visible:bg-wine-50 focus-visible:outline-2 focus-visible:outline-offset-0 ${
                  checked ? 'bg-wine-50' : ''
                }`}
              >
                <span className="mt-0.5 grid size-4 shrink-0 place-items-center text-wine-700" aria-hidden="true">
                  {checked ? <Check className="size-4" /> : null}
                </span>
                <span className="min-w-0 flex-1">
                  <span className={`block font-semibold ${option.locked ? 'text-ink-muted' : 'text-wine-900'}`}>
                    {option.label}
                    {option.locked && lockedText ? <span className="sr-only"> ({lockedText})</span> : null}
                  </span>
                  {option.description ? (
                    <span className="mt-0.5 block text-xs text-ink-muted">{option.description}</span>
                  ) : null}
                </span>
                {option.locked ? <Lock className="mt-0.5 size-3.5 shrink-0 text-ink-muted" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
