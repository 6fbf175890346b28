import { SCREENS } from '@sommai/shared';
import { formatDateTime } from '../../lib/format.ts';
import { useOutbox } from './api.ts';
import { EmptyState, Loadable } from './parts.tsx';

const text = SCREENS.admin.outbox;

export function OutboxTab() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="font-serif text-xl font-bold text-wine-900">
        {text.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{text.text}</p>
      <Loadable query={outbox}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={text.empty} />
          ) : (
            <ul className="space-y-3">
              {list.map((mail) => (
                <li key={mail.id} className="rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-sm">
                  <details>
                    <summary className="cursor-pointer">
                      <span className="font-semibold text-wine-900">{mail.subject}</span>
                      <span className="mt-1 block text-sm text-ink-muted">
                        {text.to}: {mail.to} · {formatDateTime(mail.createdAt)} · {text.status}:{' '}
                        {text.statuses[mail.status] ?? mail.status}
                        {mail.attempts > 0 ? ` (${text.attempts(mail.attempts)})` : ''}
                      </span>
                    </summary>
                    <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-xl bg-white p-3 font-sans text-sm text-ink">
                      {mail.text}
                    </pre>
                    {mail.error ? <p className="mt-2 text-sm text-red-800">{mail.error}</p> : null}
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}
