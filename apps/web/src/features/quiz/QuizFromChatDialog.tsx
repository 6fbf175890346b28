import { MESSAGES, relativeTime, SCREENS } from '@sommai/shared';
import { LoaderCircle, MessageSquare, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useChatHistory } from '../../lib/api/chats.ts';
import { isApiError } from '../../lib/api/index.ts';
import { toast } from '../../lib/toasts.tsx';
import { useGenerateQuiz } from './api.ts';

const text = SCREENS.quiz;

interface QuizFromChatDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Quiz me on a chat': pick one of the user's chats and take a quiz made from what it covered. */
export function QuizFromChatDialog({ open, onClose }: QuizFromChatDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const history = useChatHistory(open);
  const generate = useGenerateQuiz();
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (history.isError) toast.error(MESSAGES.chatHistoryLoadFailed, { id: 'chat-history' });
  }, [history.isError]);

  const close = () => {
    if (!generate.isPending) onClose();
  };

  const pick = (chatId: string) => {
    generate.mutate(chatId, {
      onSuccess: (quiz) => {
        toast.success(MESSAGES.quizGenerated);
        void navigate(`/app/quiz/${encodeURIComponent(String(quiz.id))}`);
      },
      onError: (error) =>
        toast.error(isApiError(error) && error.status < 500 ? error.message : MESSAGES.quizGenerateFailed),
    });
  };

  const chats = history.data ?? [];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-busy={generate.isPending}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[85dvh] w-[min(34rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-wine-950/50"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4">
          <div>
            <h2 id={titleId} className="font-serif text-xl font-bold text-wine-900">
              {text.quizMeTitle}
            </h2>
            <p id={textId} className="mt-1 text-sm text-ink-muted">
              {text.quizMeText}
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={text.close}
            className="grid size-9 shrink-0 place-items-center rounded-full text-wine-800 hover:bg-wine-50"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {generate.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              {text.quizMeCreating}
            </p>
          ) : history.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              {text.quizMeLoading}
            </p>
          ) : history.isError ? (
            <p className="py-6 text-center text-sm text-ink-muted">{MESSAGES.chatHistoryLoadFailed}</p>
          ) : chats.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-muted">{text.quizMeEmpty}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {chats.map((chat) => (
                <li key={chat.id}>
                  <button
                    type="button"
                    onClick={() => pick(chat.id)}
                    className="flex w-full items-center gap-3 rounded-xl border border-cream-300 bg-white px-3.5 py-3 text-left hover:border-wine-600 hover:bg-wine-50"
                  >
                    <MessageSquare className="size-5 shrink-0 text-wine-700" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-wine-900">{chat.title}</span>
                      <span className="block text-sm text-ink-muted">
                        {SCREENS.chat.historyMessages(chat.messageCount)} · {relativeTime(chat.updatedAt)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </dialog>
  );
}
