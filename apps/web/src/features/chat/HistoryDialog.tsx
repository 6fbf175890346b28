import { MESSAGES, relativeTime, SCREENS } from '@sommai/shared';
import { LoaderCircle, MessageSquare, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { useChatHistory } from '../../lib/api/chats.ts';
import { isApiError } from '../../lib/api/index.ts';
import { toast } from '../../lib/toasts.tsx';
import { useDeleteChat, useRenameChat } from './api.ts';
import type { ChatSummary } from './types.ts';

const text = SCREENS.chat;

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 404 && error.status < 500 ? error.message : fallback;
}

interface RowProps {
  chat: ChatSummary;
  current: boolean;
  opening: boolean;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}

function HistoryRow({ chat, current, opening, onOpen, onDeleted }: RowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [title, setTitle] = useState(chat.title);
  const rename = useRenameChat();
  const remove = useDeleteChat();
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (mode === 'rename') inputRef.current?.select();
    if (mode === 'confirm') confirmRef.current?.focus();
  }, [mode]);

  const backToView = (focus: 'rename' | 'delete') => {
    setMode('view');
    requestAnimationFrame(() => (focus === 'rename' ? renameRef : deleteRef).current?.focus());
  };

  const saveTitle = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (!next || next === chat.title) {
      setTitle(chat.title);
      backToView('rename');
      return;
    }
    rename.mutate(
      { id: chat.id, title: next },
      {
        onSuccess: () => {
          toast.success(MESSAGES.chatRenamed);
          backToView('rename');
        },
        onError: (error) => toast.error(errorText(error, MESSAGES.chatRenameFailed)),
      },
    );
  };

  const onRenameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Cancel the rename only, not the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      setTitle(chat.title);
      backToView('rename');
    }
  };

  const confirmDelete = () => {
    remove.mutate(chat.id, {
      onSuccess: () => {
        toast.success(MESSAGES.chatDeleted);
        onDeleted(chat.id);
      },
      onError: (error) => toast.error(errorText(error, MESSAGES.chatDeleteFailed)),
    });
  };

  if (mode === 'rename') {
    return (
      <li className="rounded-xl border border-wine-600 bg-white p-3">
        <form onSubmit={saveTitle} className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={inputId} className="sr-only">
            {text.renameLabel}
          </label>
          <input
            id={inputId}
            ref={inputRef}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={onRenameKeyDown}
            className="min-w-0 flex-1 rounded-lg border border-cream-300 px-3 py-2 text-base focus:border-wine-600 focus:outline-2 focus:outline-wine-600/40"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={rename.isPending}>
              {text.save}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setTitle(chat.title);
                backToView('rename');
              }}
            >
              {text.cancel}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  if (mode === 'confirm') {
    return (
      <li className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 text-sm text-red-900">
          <span className="font-semibold">{text.deleteConfirm}</span> <span className="break-words">{chat.title}</span>
        </p>
        <div className="flex gap-2">
          <button
            ref={confirmRef}
            type="button"
            onClick={confirmDelete}
            disabled={remove.isPending}
            className="inline-flex items-center gap-1.5 rounded-full bg-red-700 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {remove.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {text.delete}
          </button>
          <Button variant="ghost" size="sm" onClick={() => backToView('delete')}>
            {text.cancel}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li
      className={`group flex items-center gap-1 rounded-xl border p-1 transition-colors ${
        current ? 'border-wine-600 bg-wine-50' : 'border-cream-300 bg-white hover:border-wine-600'
      }`}
    >
      <button
        type="button"
        onClick={() => onOpen(chat.id)}
        aria-current={current ? 'true' : undefined}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg px-2.5 py-2 text-left"
      >
        {opening ? (
          <LoaderCircle
            className="mt-0.5 size-4 shrink-0 animate-spin text-wine-700 motion-reduce:animate-none"
            aria-hidden="true"
          />
        ) : (
          <MessageSquare className="mt-0.5 size-4 shrink-0 text-wine-700" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1">
          <span className="sr-only">{text.openChat} </span>
          <span className="block truncate font-semibold text-wine-900">{chat.title}</span>
          <span className="mt-0.5 block text-xs text-ink-muted">
            {relativeTime(chat.updatedAt)} · {text.historyMessages(chat.messageCount)}
            {current ? ` · ${text.historyCurrent}` : ''}
          </span>
        </span>
      </button>
      <button
        ref={renameRef}
        type="button"
        onClick={() => setMode('rename')}
        aria-label={text.renameChat(chat.title)}
        title={text.rename}
        className="grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-cream-200 hover:text-wine-800"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        ref={deleteRef}
        type="button"
        onClick={() => setMode('confirm')}
        aria-label={text.deleteChat(chat.title)}
        title={text.delete}
        className="grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

interface HistoryDialogProps {
  open: boolean;
  currentId: string;
  openingId: string | null;
  onClose: () => void;
  onOpenChat: (id: string) => void;
  onDeleted: (id: string) => void;
}

/** Past chats, newest first: reopen, rename in place, delete after a confirmation. */
export function HistoryDialog({ open, currentId, openingId, onClose, onOpenChat, onDeleted }: HistoryDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const history = useChatHistory(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (history.isError) toast.error(MESSAGES.chatHistoryLoadFailed, { id: 'chat-history' });
  }, [history.isError]);

  const chats = history.data ?? [];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      onPointerDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it; Escape does too.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[85dvh] w-[min(36rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-wine-950/50"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-cream-300 px-5 py-4">
          <h2 id={titleId} className="font-serif text-xl font-bold text-wine-900">
            {text.historyTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={text.closeHistory}
            className="grid size-9 place-items-center rounded-full text-wine-800 hover:bg-wine-50"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {history.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              {text.historyLoading}
            </p>
          ) : history.isError ? (
            <p className="py-6 text-center text-sm text-ink-muted">{MESSAGES.chatHistoryLoadFailed}</p>
          ) : chats.length === 0 ? (
            <div className="py-8 text-center">
              <MessageSquare className="mx-auto size-8 text-wine-300" aria-hidden="true" />
              <p className="mt-3 font-semibold text-wine-900">{text.historyEmpty}</p>
              <p className="mt-1 text-sm text-ink-muted">{text.historyEmptyHint}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {chats.map((chat) => (
                <HistoryRow
                  key={chat.id}
                  chat={chat}
                  current={chat.id === currentId}
                  opening={chat.id === openingId}
                  onOpen={onOpenChat}
                  onDeleted={(id) => {
                    // The row and its focused button are gone: keep the focus inside the dialog.
                    closeRef.current?.focus();
                    onDeleted(id);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </dialog>
  );
}
