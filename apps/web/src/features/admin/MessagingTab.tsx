import { SCREENS } from '@sommai/shared';
import { Send } from 'lucide-react';
import { Button } from '../../components/Button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { MESSAGE_TYPE_STYLES } from '../../lib/messageTypes.ts';
import { useBroadcasts } from './api.ts';
import { EmptyState, Loadable } from './parts.tsx';

const text = SCREENS.admin;

export function MessagingTab({ onSend }: { onSend: () => void }) {
  const broadcasts = useBroadcasts();
  return (
    <section aria-labelledby="messaging-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="messaging-title" className="font-serif text-xl font-bold text-wine-900">
          {text.messagingTitle}
        </h2>
        <Button onClick={onSend}>
          <Send className="size-4" aria-hidden="true" />
          {text.sendMessage}
        </Button>
      </div>
      <Loadable query={broadcasts}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={text.messagesEmpty} hint={text.messagesEmptyHint} />
          ) : (
            <ul className="space-y-3">
              {list.map((b) => {
                const style = MESSAGE_TYPE_STYLES[b.messageType];
                return (
                  <li key={b.id} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${style.badge}`}>
                        {SCREENS.messageCenter.typeLabels[b.messageType]}
                      </span>
                      <h3 className="font-serif text-lg font-bold text-wine-900">{b.title}</h3>
                    </div>
                    <p className="mt-2 whitespace-pre-line break-words text-ink">{b.content}</p>
                    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
                      <div className="flex gap-1.5">
                        <dt>{text.sent}:</dt>
                        <dd className="font-medium text-ink">{formatDateTime(b.sentAt)}</dd>
                      </div>
                      <div className="flex gap-1.5">
                        <dt>{text.recipients}:</dt>
                        <dd className="font-medium text-ink">
                          {text.recipientLabels[b.recipients]} ({b.recipientCount})
                        </dd>
                      </div>
                    </dl>
                    <p className="mt-1 text-sm font-semibold text-wine-800">
                      {text.readCount(b.readCount, b.recipientCount)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}
