import { useChat } from '@ai-sdk/react';
import { chatMessageMetadataSchema, MESSAGES, SCREENS } from '@sommai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { DefaultChatTransport, generateId } from 'ai';
import { FileText, History, MessageSquarePlus, Wine, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { apiUrl, isApiError, streamingFetch } from '../../lib/api/index.ts';
import type { ChatPanelProps } from '../../lib/chatPanel.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { usePreferences } from '../../lib/preferences.ts';
import { toast } from '../../lib/toasts.tsx';
import { fetchChat, useCapabilities } from './api.ts';
import { Composer } from './Composer.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { type ChatMode, ChatModeToggle, ImageMode } from './ImageMode.tsx';
import { MessageList, messageText } from './Messages.tsx';
import { SessionPanel } from './SessionPanel.tsx';
import { SettingsPopover } from './SettingsPopover.tsx';
import { streamRequestBody } from './transport.ts';
import type { ChatAttachment, ChatUIMessage, StoredChat, UploadedAttachment } from './types.ts';
import { useAttachments } from './useAttachments.ts';

const text = SCREENS.chat;

const headerButton =
  'inline-flex h-9 items-center gap-1.5 rounded-full border border-cream-300 bg-cream-50 px-2.5 text-sm font-semibold text-wine-800 transition-colors hover:border-wine-600 hover:bg-wine-50 sm:px-3.5 aria-expanded:border-wine-600 aria-expanded:bg-wine-50';

/** The request in flight, so a failure can put things back as they were (spec section 4). */
interface Turn {
  chatId: string;
  kind: 'submit' | 'regenerate';
  before: ChatUIMessage[];
  input: string;
  attachments: ChatAttachment[];
}

interface Session {
  id: string;
  messages: ChatUIMessage[];
}

function toAttachment(a: UploadedAttachment): ChatAttachment {
  return { id: a.id, name: a.name, type: a.type, size: a.size, url: a.url, note: a.note };
}

function fromStored(chat: StoredChat): ChatUIMessage[] {
  return chat.messages.map((m) => ({
    id: m.id,
    role: m.role,
    parts: [{ type: 'text', text: m.content }],
    metadata: {
      createdAt: m.timestamp,
      attachments: m.attachments ?? [],
      notice: m.role === 'assistant' ? (m.notice ?? undefined) : undefined,
      sources: m.sources ?? undefined,
      interrupted: m.interrupted ?? undefined,
    },
  }));
}

/** Errors whose own message says what to do; anything else gets the spec's general chat failure. */
function failureMessage(error: Error): string {
  if (isApiError(error) && (error.status === 400 || error.status === 402 || error.status === 403)) {
    return error.message;
  }
  return MESSAGES.chatFailed;
}

/** The Wine AI Chat, as its own page or opened in place (dashboard, level cards). */
export function ChatPanel({ initialLevel, onClose, closeLabel, className = '', initialChatId }: ChatPanelProps) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const preferences = usePreferences();
  const capabilities = useCapabilities();
  const attachments = useAttachments();
  const [session, setSession] = useState<Session>(() => ({ id: generateId(), messages: [] }));
  const [input, setInput] = useState('');
  const [preparing, setPreparing] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [mode, setMode] = useState<ChatMode>('chat');
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const turn = useRef<Turn | null>(null);
  const sendLock = useRef(false);
  const sessionId = useRef(session.id);
  sessionId.current = session.id;
  const panelId = useId();
  const titleId = useId();

  // Only the new question travels: the server reads the conversation so far from the database.
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatUIMessage>({
        api: apiUrl('/chat/stream'),
        fetch: streamingFetch,
        prepareSendMessagesRequest: (options) => ({ body: streamRequestBody(options) }),
      }),
    [],
  );

  const chat = useChat<ChatUIMessage>({
    id: session.id,
    messages: session.messages,
    transport,
    messageMetadataSchema: chatMessageMetadataSchema,
    onError: (error) => {
      if (turn.current?.chatId !== sessionId.current) return;
      toast.error(failureMessage(error));
      if (isApiError(error) && error.code === 'TOKEN_LIMIT') void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onFinish: ({ message, isError, isAbort }) => {
      const current = turn.current;
      turn.current = null;
      if (!current || current.chatId !== sessionId.current) return;
      if (isError) {
        // The failed question goes (spec section 4), and what was typed and attached comes back to the box.
        chat.setMessages(current.before);
        chat.clearError();
        if (current.kind === 'submit') {
          setInput((now) => (now.trim() ? now : current.input));
          attachments.restore(current.attachments);
        }
        setAnnouncement('');
        return;
      }
      const createdAt = new Date().toISOString();
      // The question takes the id it is stored under (the answer's came with the stream's start).
      const questionId = message.metadata?.questionId;
      chat.setMessages((messages) => {
        const at = messages.findIndex((m) => m.id === message.id);
        return messages.map((m, i) => {
          if (i === at) return { ...m, metadata: { ...m.metadata, createdAt } };
          if (questionId && i === at - 1 && m.role === 'user') return { ...m, id: questionId };
          return m;
        });
      });
      setAnnouncement(isAbort ? text.answerStopped : text.answerReady);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
    },
  });

  // Opened in place, the chat takes the focus from the button that opened it.
  const inPlace = Boolean(onClose);
  useEffect(() => {
    if (inPlace) closeRef.current?.focus();
  }, [inPlace]);

  // Opened from a level card: that level is the one to chat at.
  const appliedLevel = useRef(false);
  const { save } = preferences;
  useEffect(() => {
    if (!initialLevel || appliedLevel.current) return;
    appliedLevel.current = true;
    void save({ level: initialLevel });
  }, [initialLevel, save]);

  const replying = chat.status === 'submitted' || chat.status === 'streaming';
  const busy = replying || preparing;
  const last = chat.messages.at(-1);
  const streamingId = chat.status === 'streaming' && last?.role === 'assistant' ? last.id : null;
  const thinking =
    chat.status === 'submitted' || (chat.status === 'streaming' && (last?.role !== 'assistant' || !messageText(last)));
  const tokenLimitReached = me.usage.tokensUsed >= me.limits.tokenLimit;
  const status = thinking ? text.thinking : replying ? text.answering : announcement;

  const requestBody = (attachmentIds: string[]) => ({
    level: preferences.level,
    voiceMode: preferences.voiceMode,
    attachmentIds,
  });

  const send = async (raw: string, fromInput: boolean) => {
    const message = raw.trim();
    // The lock covers the moments the busy state has not caught up with (a double Enter).
    if (busy || sendLock.current) return;
    if (!message && attachments.items.length === 0) return;
    if (tokenLimitReached) {
      toast.error(MESSAGES.tokenLimitReached);
      return;
    }
    const id = session.id;
    sendLock.current = true;
    setPreparing(true);
    let ready: UploadedAttachment[];
    try {
      ready = await attachments.settle();
    } finally {
      setPreparing(false);
    }
    if (sessionId.current !== id || (!message && ready.length === 0)) {
      sendLock.current = false;
      return;
    }
    const sent = ready.map(toAttachment);
    turn.current = {
      chatId: id,
      kind: 'submit',
      before: chat.messages,
      input: fromInput ? raw : '',
      attachments: sent,
    };
    if (fromInput) setInput('');
    attachments.clear();
    setAnnouncement('');
    // Held until the reply is over, stopped or failed.
    void chat
      .sendMessage(
        { text: message, metadata: { attachments: sent, createdAt: new Date().toISOString() } },
        { body: requestBody(sent.map((a) => a.id)) },
      )
      .finally(() => {
        sendLock.current = false;
      });
  };

  const regenerate = useRef(() => {});
  regenerate.current = () => {
    if (busy || sendLock.current) return;
    if (tokenLimitReached) {
      toast.error(MESSAGES.tokenLimitReached);
      return;
    }
    turn.current = { chatId: session.id, kind: 'regenerate', before: chat.messages, input: '', attachments: [] };
    setAnnouncement('');
    sendLock.current = true;
    void chat.regenerate({ body: requestBody([]) }).finally(() => {
      sendLock.current = false;
    });
  };
  const onRegenerate = useCallback(() => regenerate.current(), []);

  const reset = (next: Session) => {
    void chat.stop();
    sendLock.current = false;
    turn.current = null;
    setSession(next);
    setInput('');
    attachments.clear();
    setPdfOpen(false);
    setAnnouncement('');
  };

  const newChat = () => {
    reset({ id: generateId(), messages: [] });
    inputRef.current?.focus();
  };

  const openChat = async (id: string) => {
    if (openingId) return;
    if (id === session.id) {
      setHistoryOpen(false);
      return;
    }
    setOpeningId(id);
    try {
      const stored = await fetchChat(id);
      reset({ id: stored.id, messages: fromStored(stored) });
      setHistoryOpen(false);
      requestAnimationFrame(() => inputRef.current?.focus());
    } catch {
      toast.error(MESSAGES.chatOpenFailed);
    } finally {
      setOpeningId(null);
    }
  };

  // Opened to continue a saved chat: load it once, as picking it from History would.
  const initialOpened = useRef(false);
  useEffect(() => {
    if (!initialChatId || initialOpened.current) return;
    initialOpened.current = true;
    void openChat(initialChatId);
  });

  const onDeleted = (id: string) => {
    if (id === session.id) reset({ id: generateId(), messages: [] });
  };

  const hasMessages = chat.messages.length > 0;

  return (
    <section aria-labelledby={titleId} className={`flex min-h-0 flex-col ${className}`}>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 pb-3">
        <h1 id={titleId} className="font-serif text-2xl font-bold tracking-tight text-wine-900 sm:text-3xl">
          {SCREENS.pages.chat.title}
        </h1>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <ChatModeToggle mode={mode} onChange={setMode} />
          <button type="button" onClick={newChat} className={headerButton}>
            <MessageSquarePlus className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{text.newChat}</span>
          </button>
          <button type="button" onClick={() => setHistoryOpen(true)} aria-haspopup="dialog" className={headerButton}>
            <History className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{text.history}</span>
          </button>
          <SettingsPopover
            level={preferences.level}
            voiceMode={preferences.voiceMode}
            allowedLevels={preferences.allowedLevels}
            buttonClassName={headerButton}
          />
          {hasMessages ? (
            <button
              type="button"
              onClick={() => setPdfOpen((v) => !v)}
              aria-expanded={pdfOpen}
              aria-controls={pdfOpen ? `${panelId}-pdf` : undefined}
              className={headerButton}
            >
              <FileText className="size-4" aria-hidden="true" />
              <span>{text.pdfPanel}</span>
            </button>
          ) : null}
          {onClose ? (
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={closeLabel ?? text.close}
              className="grid size-9 place-items-center rounded-full border border-cream-300 bg-cream-50 text-wine-800 hover:bg-wine-50"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </header>

      <ImageMode hidden={mode !== 'image'} />
      {/* The chat stays as it was while images are made, and comes back as it was left. */}
      <div hidden={mode === 'image'} className="contents">
        {pdfOpen && hasMessages ? (
          <div className="pb-3">
            <SessionPanel id={`${panelId}-pdf`} chatId={session.id} messages={chat.messages} />
          </div>
        ) : null}

        <p role="status" className="sr-only">
          {status}
        </p>

        {hasMessages || thinking ? (
          <MessageList
            messages={chat.messages}
            thinking={thinking}
            streamingId={streamingId}
            busy={busy}
            onRegenerate={onRegenerate}
          />
        ) : (
          <div className="flex min-h-0 flex-1 flex-col items-center justify-center overflow-y-auto px-2 py-8 text-center">
            <span
              className="grid size-14 place-items-center rounded-2xl bg-wine-700 text-cream-50 shadow-md"
              aria-hidden="true"
            >
              <Wine className="size-7" />
            </span>
            <p className="mt-4 max-w-md font-serif text-xl font-bold text-wine-900">{MESSAGES.chatEmpty}</p>
            <h2 className="mt-6 text-xs font-semibold tracking-wide text-ink-muted uppercase">{text.examplesTitle}</h2>
            <ul className="mt-3 grid w-full max-w-2xl gap-2 sm:grid-cols-2">
              {text.examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => void send(example, false)}
                    className="h-full w-full rounded-xl border border-cream-300 bg-cream-50 px-4 py-3 text-left text-sm font-medium text-wine-900 shadow-sm transition hover:-translate-y-0.5 hover:border-wine-600 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="pt-3">
          <Composer
            input={input}
            onInputChange={setInput}
            inputRef={inputRef}
            attachments={attachments}
            preferences={preferences}
            busy={busy}
            canStop={replying}
            tokenLimitReached={tokenLimitReached}
            transcriptionAvailable={capabilities.data?.transcription ?? false}
            onSend={() => void send(input, true)}
            onStop={() => void chat.stop()}
          />
        </div>
      </div>

      <HistoryDialog
        open={historyOpen}
        currentId={session.id}
        openingId={openingId}
        onClose={() => setHistoryOpen(false)}
        onOpenChat={(id) => void openChat(id)}
        onDeleted={onDeleted}
      />
    </section>
  );
}
