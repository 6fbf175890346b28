import { MESSAGES, SCREENS, TRAINER_TEXTS } from '@sommai/shared';
import { BookOpenCheck, Check, Copy, RotateCcw, Wine } from 'lucide-react';
import { memo, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAddChatAnswer } from '../../lib/review.ts';
import { toast } from '../../lib/toasts.tsx';
import { MessageAttachments } from './Attachments.tsx';
import { Markdown } from './Markdown.tsx';
import type { ChatUIMessage } from './types.ts';

const text = SCREENS.chat;

export function messageText(message: ChatUIMessage): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

function AssistantAvatar() {
  return (
    <span
      className="mt-0.5 hidden size-8 shrink-0 place-items-center rounded-full bg-wine-700 text-cream-50 sm:grid"
      aria-hidden="true"
    >
      <Wine className="size-4" />
    </span>
  );
}

function ThinkingIndicator() {
  return (
    <li className="flex gap-3">
      <AssistantAvatar />
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-md border border-cream-300 bg-cream-50 px-4 py-3 text-sm text-ink-muted">
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-2 animate-bounce rounded-full bg-wine-600 motion-reduce:animate-none" />
          <span className="size-2 animate-bounce rounded-full bg-wine-600 [animation-delay:150ms] motion-reduce:animate-none" />
          <span className="size-2 animate-bounce rounded-full bg-wine-600 [animation-delay:300ms] motion-reduce:animate-none" />
        </span>
        {text.thinking}
      </div>
    </li>
  );
}

function IconAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-ink-muted transition-colors hover:bg-cream-200 hover:text-wine-800"
    >
      {children}
    </button>
  );
}

function AddToReviewButton({ messageId }: { messageId: string }) {
  const add = useAddChatAnswer();
  return (
    <IconAction
      label={TRAINER_TEXTS.review.addToReview}
      onClick={() =>
        add.mutate(messageId, {
          onSuccess: (res) => toast.success(res.message),
          onError: (err) => toast.error(err.message),
        })
      }
    >
      <BookOpenCheck className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{TRAINER_TEXTS.review.addToReview}</span>
    </IconAction>
  );
}

function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(MESSAGES.answerCopied);
    } catch {
      toast.error(MESSAGES.copyFailed);
    }
  };
  return (
    <IconAction label={text.copyAnswer} onClick={() => void copy()}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
    </IconAction>
  );
}

interface MessageProps {
  message: ChatUIMessage;
  streaming: boolean;
  canRegenerate: boolean;
  /** The last question, whose answer was cut off: say so and offer to answer it again. */
  interrupted?: boolean;
  onRegenerate: () => void;
}

const Message = memo(function Message({
  message,
  streaming,
  canRegenerate,
  interrupted = false,
  onRegenerate,
}: MessageProps) {
  const content = messageText(message);
  const attachments = message.metadata?.attachments ?? [];

  if (message.role === 'user') {
    return (
      <>
        <li className="flex justify-end">
          <div className="max-w-[85%] sm:max-w-[75%]">
            <span className="sr-only">{text.you}:</span>
            <div className="rounded-2xl rounded-tr-md bg-wine-700 px-4 py-2.5 text-cream-50 shadow-sm">
              <MessageAttachments attachments={attachments} tone="dark" />
              {content ? <p className="break-words whitespace-pre-wrap">{content}</p> : null}
            </div>
          </div>
        </li>
        {interrupted ? (
          <li className="flex gap-3">
            <AssistantAvatar />
            <div className="min-w-0 flex-1">
              <span className="sr-only">{text.assistant}:</span>
              <div className="rounded-2xl rounded-tl-md border border-dashed border-cream-300 bg-cream-50 px-4 py-3 shadow-sm">
                <p className="text-sm text-ink-muted italic">{MESSAGES.chatInterrupted}</p>
              </div>
              {canRegenerate ? (
                <div className="mt-1 flex items-center gap-1">
                  <IconAction label={text.regenerateAnswer} onClick={onRegenerate}>
                    <RotateCcw className="size-4" aria-hidden="true" />
                    <span aria-hidden="true">{text.regenerate}</span>
                  </IconAction>
                </div>
              ) : null}
            </div>
          </li>
        ) : null}
      </>
    );
  }

  // Until the first word arrives the thinking indicator stands in for the answer; one stopped before
  // its first word has nothing to show.
  if (!content) return null;
  const notice = message.metadata?.notice;
  const sources = message.metadata?.sources ?? [];
  return (
    <li className="flex gap-3">
      <AssistantAvatar />
      <div className="min-w-0 flex-1">
        <span className="sr-only">{text.assistant}:</span>
        <div className="rounded-2xl rounded-tl-md border border-cream-300 bg-cream-50 px-4 py-3 shadow-sm">
          <Markdown text={content} streaming={streaming} />
          {notice ? <p className="mt-3 text-xs text-ink-muted italic">{notice}</p> : null}
          {sources.length > 0 && !streaming ? (
            <p className="mt-3 border-t border-cream-200 pt-2 text-xs text-ink-muted">
              <span className="font-semibold">{text.sources}:</span> {sources.map((s) => s.title).join(' · ')}
            </p>
          ) : null}
        </div>
        {!streaming && content ? (
          <div className="mt-1 flex items-center gap-1">
            <CopyButton value={content} />
            <AddToReviewButton messageId={message.metadata?.messageId ?? message.id} />
            {canRegenerate ? (
              <IconAction label={text.regenerateAnswer} onClick={onRegenerate}>
                <RotateCcw className="size-4" aria-hidden="true" />
                <span aria-hidden="true">{text.regenerate}</span>
              </IconAction>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
});

interface MessageListProps {
  messages: ChatUIMessage[];
  thinking: boolean;
  streamingId: string | null;
  busy: boolean;
  onRegenerate: () => void;
}

/** The conversation, kept scrolled to the newest words unless the reader has scrolled up. */
export function MessageList({ messages, thinking, streamingId, busy, onRegenerate }: MessageListProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const stick = useRef(true);
  const lastAssistant = messages.findLast((m) => m.role === 'assistant');
  const lastMessage = messages.at(-1);
  const lastIsAssistant = lastMessage?.role === 'assistant';
  // Only while nothing is on its way: a regenerated answer replaces the notice as it starts.
  const interruptedId =
    lastMessage?.role === 'user' && lastMessage.metadata?.interrupted && !busy && !thinking ? lastMessage.id : null;

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new word or message should scroll.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, thinking]);

  return (
    // The conversation scrolls on its own, so keyboard users must be able to reach it.
    <section
      ref={scrollRef}
      onScroll={onScroll}
      aria-label={text.messagesLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-xl focus-visible:outline-offset-0"
    >
      <ol className="mx-auto flex max-w-3xl flex-col gap-5 px-1 py-4 sm:px-2">
        {messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            streaming={message.id === streamingId}
            canRegenerate={
              !busy && ((lastIsAssistant && message.id === lastAssistant?.id) || message.id === interruptedId)
            }
            interrupted={message.id === interruptedId}
            onRegenerate={onRegenerate}
          />
        ))}
        {thinking ? <ThinkingIndicator /> : null}
      </ol>
    </section>
  );
}
