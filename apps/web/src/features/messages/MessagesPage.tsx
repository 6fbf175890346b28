import { MESSAGES, SCREENS, type UserMessage } from '@sommai/shared';
import { CheckCheck, Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { ListEmpty, ListFailed } from '../../components/ListStates.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useMarkAsRead, useUnreadCount, useUserMessages } from '../../lib/api/messages.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { MESSAGE_TYPE_STYLES } from '../../lib/messageTypes.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { ContactAdminModal } from './ContactAdminModal.tsx';

const text = SCREENS.messageCenter;

function MessageRow({
  message,
  onMarkRead,
  marking,
}: {
  message: UserMessage;
  onMarkRead: () => void;
  marking: boolean;
}) {
  const style = MESSAGE_TYPE_STYLES[message.message_type] ?? MESSAGE_TYPE_STYLES.personal;
  const Icon = style.icon;
  const unread = !message.is_read;
  return (
    <li
      className={`flex gap-4 rounded-2xl border p-5 shadow-sm ${
        unread ? 'border-wine-300 bg-white' : 'border-cream-300 bg-cream-50'
      }`}
    >
      <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${style.iconClass}`} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <article className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${style.badge}`}>
            {text.typeLabels[message.message_type]}
          </span>
          {unread ? (
            <span className="rounded-full bg-wine-700 px-2.5 py-0.5 text-xs font-bold text-cream-50">{text.new}</span>
          ) : null}
          <time dateTime={message.created_at} className="ml-auto text-sm text-ink-muted">
            {formatDateTime(message.created_at)}
          </time>
        </div>
        <h2 className={`mt-2 font-serif text-lg text-wine-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
          {message.title}
        </h2>
        <p className="mt-1 whitespace-pre-line break-words text-ink">{message.content}</p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {message.sender_name ? (
            <p className="text-sm text-ink-muted">
              {text.from}: <span className="font-semibold text-ink">{message.sender_name}</span>
            </p>
          ) : (
            <span />
          )}
          {unread ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onMarkRead}
              disabled={marking}
              aria-label={text.markAsReadLabel(message.title)}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {text.markAsRead}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export function MessagesPage() {
  useDocumentTitle(SCREENS.pages.messages.documentTitle);
  const me = useCurrentUser();
  const messages = useUserMessages(me.id);
  const unread = useUnreadCount(me.id);
  const markAsRead = useMarkAsRead(me.id);
  const [contactOpen, setContactOpen] = useState(false);

  const list = messages.data ?? [];
  const unreadCount = Math.max(0, unread.data ?? list.filter((m) => !m.is_read).length);

  const markRead = (id: string) =>
    markAsRead.mutate(id, { onError: (error) => toast.error(error.message || MESSAGES.markReadFailed) });

  return (
    <div className="mx-auto max-w-4xl px-6 py-10">
      <PageHeading
        title={SCREENS.pages.messages.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-3">
            {text.subtitle}
            {unreadCount > 0 ? (
              <span className="rounded-full bg-wine-700 px-3 py-0.5 text-sm font-bold text-cream-50">
                {text.newCount(unreadCount)}
              </span>
            ) : null}
          </span>
        }
        actions={
          <Button onClick={() => setContactOpen(true)}>
            <Send className="size-4" aria-hidden="true" />
            {text.contactAdmin}
          </Button>
        }
      />

      {messages.isPending ? (
        <LoadingScreen text={text.loading} />
      ) : messages.isError ? (
        <ListFailed
          title={MESSAGES.messagesLoadFailed}
          error={messages.error}
          retry={messages.refetch}
          tryAgain={text.tryAgain}
        />
      ) : list.length === 0 ? (
        <ListEmpty
          icon={<Inbox className="mx-auto size-10 text-wine-700" aria-hidden="true" />}
          title={MESSAGES.messagesEmpty}
          hint={MESSAGES.messagesEmptyHint}
          titleAs="h2"
        />
      ) : (
        <ul aria-label={text.listLabel} className="space-y-4">
          {list.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              marking={markAsRead.isPending && markAsRead.variables === message.id}
              onMarkRead={() => markRead(message.id)}
            />
          ))}
        </ul>
      )}

      <ContactAdminModal open={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  );
}
