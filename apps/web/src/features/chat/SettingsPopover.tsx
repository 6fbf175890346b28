import { LEVELS, type LevelId, SCREENS, VOICE_STYLE_LABELS, VOICE_STYLES, type VoiceStyle } from '@sommai/shared';
import { Settings, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

const text = SCREENS.chat;

interface SettingsPopoverProps {
  level: LevelId;
  voiceMode: VoiceStyle;
  allowedLevels: readonly number[];
  buttonClassName: string;
}

/** What the level and voice style do, where to change them, and the way to the account settings. */
export function SettingsPopover({ level, voiceMode, allowedLevels, buttonClassName }: SettingsPopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const current = LEVELS.find((l) => l.id === level) ?? LEVELS[0];
  const allLevels = allowedLevels.length >= LEVELS.length;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={buttonClassName}
      >
        <Settings className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{text.settings}</span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-cream-300 bg-cream-50 p-4 text-left shadow-xl focus:outline-none"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="font-serif text-lg font-bold text-wine-900">
            {text.settingsTitle}
          </h2>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            aria-label={text.close}
            className="-mt-1 -mr-1 grid size-8 place-items-center rounded-full text-wine-800 hover:bg-wine-50"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <h3 className="mt-3 text-sm font-semibold text-wine-900">
          {text.settingsLevelTitle}: <span className="font-normal">{current.chatLabel}</span>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{text.settingsLevelText}</p>
        <p className="mt-1 text-sm text-ink-muted">
          {text.settingsLevelsOnPlan(allowedLevels.join(', '))}{' '}
          {allLevels ? null : (
            <Link to="/pricing" className="font-semibold text-wine-700 underline underline-offset-2">
              {text.settingsViewPlans}
            </Link>
          )}
        </p>
        <h3 className="mt-4 text-sm font-semibold text-wine-900">
          {text.settingsVoiceTitle}: <span className="font-normal">{VOICE_STYLE_LABELS[voiceMode]}</span>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{text.settingsVoiceText}</p>
        <dl className="mt-2 space-y-1.5 text-sm">
          {VOICE_STYLES.map((style) => (
            <div key={style} className="flex gap-2">
              <dt className="w-20 shrink-0 font-semibold text-wine-900">{VOICE_STYLE_LABELS[style]}</dt>
              <dd className="text-ink-muted">{text.voiceDescriptions[style]}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 border-t border-cream-300 pt-3">
          <Link to="/app/settings" className="text-sm font-semibold text-wine-700 underline underline-offset-2">
            {text.settingsAllSettings}
          </Link>
        </div>
      </div>
    </div>
  );
}
