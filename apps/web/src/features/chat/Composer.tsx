import {
  LEVELS,
  type LevelId,
  MESSAGES,
  SCREENS,
  TIMINGS,
  VOICE_STYLE_LABELS,
  VOICE_STYLES,
  type VoiceStyle,
} from '@sommai/shared';
import { GraduationCap, LoaderCircle, Mic, MicOff, Paperclip, SendHorizontal, Sparkles, Square } from 'lucide-react';
import {
  type ChangeEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { usePreferences } from '../../lib/preferences.ts';
import { PendingAttachments } from './Attachments.tsx';
import { type MenuOption, OptionMenu } from './OptionMenu.tsx';
import type { useAttachments } from './useAttachments.ts';
import { hasMediaInput, useVoiceInput } from './useVoiceInput.ts';

const text = SCREENS.chat;

const voiceOptions: MenuOption<VoiceStyle>[] = VOICE_STYLES.map((style) => ({
  value: style,
  label: VOICE_STYLE_LABELS[style],
  description: text.voiceDescriptions[style],
}));

interface ComposerProps {
  input: string;
  onInputChange: (value: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  attachments: ReturnType<typeof useAttachments>;
  preferences: ReturnType<typeof usePreferences>;
  /** A reply is on its way (or files are still uploading for the message being sent). */
  busy: boolean;
  /** The answer is streaming or awaited: the send button becomes a stop button. */
  canStop: boolean;
  tokenLimitReached: boolean;
  transcriptionAvailable: boolean;
  onSend: () => void;
  onStop: () => void;
}

function joinText(base: string, addition: string): string {
  if (!addition) return base;
  if (!base.trim()) return addition;
  return `${base.replace(/\s+$/, '')} ${addition}`;
}

/** The bottom bar: attach, message box, voice style, level, mic and send (spec section 2). */
export function Composer({
  input,
  onInputChange,
  inputRef,
  attachments,
  preferences,
  busy,
  canStop,
  tokenLimitReached,
  transcriptionAvailable,
  onSend,
  onStop,
}: ComposerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [chip, setChip] = useState<string | null>(null);
  const [showMic] = useState(hasMediaInput);
  const voiceBase = useRef('');

  const voice = useVoiceInput({
    transcriptionAvailable,
    onTranscript: (heard) => onInputChange(joinText(voiceBase.current, heard)),
  });

  useEffect(() => {
    if (!chip) return;
    const timer = setTimeout(() => setChip(null), TIMINGS.voiceChipMs);
    return () => clearTimeout(timer);
  }, [chip]);

  const empty = input.trim() === '' && attachments.items.length === 0;
  const sendDisabled = empty || busy;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendDisabled) return;
    if (voice.active) voice.stop();
    onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) attachments.add(Array.from(event.target.files));
    // The same file can be picked again after being removed.
    event.target.value = '';
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  const onDragOver = (event: DragEvent<HTMLFormElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLFormElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    attachments.add(Array.from(event.dataTransfer.files));
  };

  const chooseVoice = async (style: VoiceStyle) => {
    const saved = await preferences.setVoiceMode(style);
    if (saved) setChip(MESSAGES.voiceModeSet(VOICE_STYLE_LABELS[saved.voiceMode], saved.level));
  };

  const levelOptions: MenuOption<LevelId>[] = LEVELS.map((level) => ({
    value: level.id,
    label: level.chatLabel,
    description: text.levelShort(level.id),
    locked: !preferences.allowedLevels.includes(level.id),
  }));
  const currentLevel = LEVELS.find((l) => l.id === preferences.level) ?? LEVELS[0];

  const toggleVoice = () => {
    voiceBase.current = input;
    voice.toggle();
  };
  const voiceLabel = voice.active ? text.stopVoiceInput : text.startVoiceInput;
  const voiceStatus =
    voice.state === 'listening' || voice.state === 'recording'
      ? text.listening
      : voice.state === 'transcribing'
        ? text.transcribing
        : '';

  return (
    <div className="relative">
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none absolute -top-11 left-0 right-0 flex justify-center"
      >
        {chip ? (
          <span className="rounded-full bg-wine-900 px-4 py-1.5 text-sm font-semibold text-cream-50 shadow-lg">
            {chip}
          </span>
        ) : null}
      </div>
      {tokenLimitReached ? (
        <p className="mb-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {MESSAGES.tokenLimitReached}
        </p>
      ) : null}
      <form
        onSubmit={submit}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={`relative rounded-2xl border bg-white shadow-sm transition-colors ${
          dragging ? 'border-wine-600 bg-wine-50 ring-4 ring-wine-200' : 'border-cream-300 focus-within:border-wine-600'
        }`}
      >
        {dragging ? (
          <div className="pointer-events-none absolute inset-0 z-10 grid place-items-center rounded-2xl bg-wine-50/90 text-sm font-semibold text-wine-800">
            {text.dropFiles}
          </div>
        ) : null}
        <PendingAttachments items={attachments.items} onRemove={attachments.remove} />
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {text.messageLabel}
        </label>
        <textarea
          id={`${hintId}-input`}
          ref={inputRef}
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={text.messagePlaceholder}
          aria-describedby={hintId}
          className="field-sizing-content block max-h-48 min-h-12 w-full resize-none bg-transparent px-4 pt-3 pb-1 text-base text-ink placeholder:text-ink-muted focus:outline-none"
        />
        {/* One line at any width: the menus give up room (their text truncates), the buttons never wrap. */}
        <div className="flex items-center gap-1 px-2 pt-1 pb-2 sm:gap-2">
          <input
            ref={fileRef}
            type="file"
            accept="image/*,application/pdf,.pdf"
            multiple
            onChange={onFiles}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
          />
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            aria-label={text.attachFiles}
            title={text.attachFiles}
            className="grid size-9 shrink-0 place-items-center rounded-full text-wine-700 hover:bg-wine-50"
          >
            <Paperclip className="size-5" aria-hidden="true" />
          </button>
          <OptionMenu
            label={text.voiceStyle}
            icon={Sparkles}
            buttonText={VOICE_STYLE_LABELS[preferences.voiceMode]}
            valueText={VOICE_STYLE_LABELS[preferences.voiceMode]}
            options={voiceOptions}
            value={preferences.voiceMode}
            disabled={preferences.saving}
            onSelect={(style) => void chooseVoice(style)}
          />
          <OptionMenu
            label={text.level}
            icon={GraduationCap}
            buttonText={
              <>
                <span className="sm:hidden">{text.levelShort(currentLevel.id)}</span>
                <span className="hidden sm:inline">{currentLevel.chatLabel}</span>
              </>
            }
            valueText={text.levelValue(currentLevel.chatLabel, currentLevel.id)}
            options={levelOptions}
            value={preferences.level}
            lockedText={text.locked}
            disabled={preferences.saving}
            onSelect={(level) => void preferences.setLevel(level)}
          />
          <span className="flex-1" />
          {showMic ? (
            <button
              type="button"
              onClick={toggleVoice}
              aria-label={voiceLabel}
              aria-pressed={voice.active}
              title={voiceLabel}
              disabled={voice.state === 'transcribing'}
              className={`grid size-9 shrink-0 place-items-center rounded-full transition-colors disabled:opacity-60 ${
                voice.active ? 'bg-red-700 text-white hover:bg-red-800' : 'text-wine-700 hover:bg-wine-50'
              }`}
            >
              {voice.state === 'transcribing' ? (
                <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : voice.active ? (
                <MicOff className="size-5" aria-hidden="true" />
              ) : (
                <Mic className="size-5" aria-hidden="true" />
              )}
            </button>
          ) : null}
          {canStop ? (
            <button
              type="button"
              onClick={onStop}
              aria-label={text.stopGenerating}
              title={text.stopGenerating}
              className="grid size-10 shrink-0 place-items-center rounded-full bg-wine-900 text-cream-50 hover:bg-wine-950"
            >
              <Square className="size-4 fill-current" aria-hidden="true" />
            </button>
          ) : (
            <button
              type="submit"
              aria-label={text.sendMessage}
              title={text.sendMessage}
              disabled={sendDisabled}
              className="grid size-10 shrink-0 place-items-center rounded-full bg-wine-700 text-cream-50 shadow-sm hover:bg-wine-800 disabled:cursor-not-allowed disabled:bg-cream-300 disabled:text-ink-muted disabled:shadow-none"
            >
              {busy ? (
                <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <SendHorizontal className="size-5" aria-hidden="true" />
              )}
            </button>
          )}
        </div>
      </form>
      <p id={hintId} className="mt-1.5 hidden px-2 text-xs text-ink-muted sm:block">
        {voiceStatus || text.messageHint}
      </p>
      {voiceStatus ? (
        <p className="mt-1.5 px-2 text-xs font-medium text-wine-800 sm:hidden" aria-hidden="true">
          {voiceStatus}
        </p>
      ) : null}
    </div>
  );
}
