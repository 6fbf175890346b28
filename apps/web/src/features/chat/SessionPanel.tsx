import { SCREENS } from '@sommai/shared';
import type { ChatUIMessage } from './types.ts';

const text = SCREENS.chat;

/** Minutes from the first to the last message, or null with fewer than 2 messages (spec section 9). */
export function sessionMinutes(messages: readonly ChatUIMessage[]): number | null {
  if (messages.length < 2) return null;
  const times = messages
    .map((m) => (m.metadata?.createdAt ? Date.parse(m.metadata.createdAt) : Number.NaN))
    .filter((t) => Number.isFinite(t));
  if (times.length < 2) return 0;
  return Math.max(0, Math.round((Math.max(...times) - Math.min(...times)) / 60_000));
}

/** The PDF panel: what this session holds so far. */
export function SessionPanel({ id, messages }: { id: string; messages: readonly ChatUIMessage[] }) {
  const questions = messages.filter((m) => m.role === 'user').length;
  const answers = messages.filter((m) => m.role === 'assistant').length;
  const minutes = sessionMinutes(messages);
  const stats = [
    { label: text.questionsAsked, value: String(questions) },
    { label: text.aiResponses, value: String(answers) },
    { label: text.sessionDuration, value: minutes === null ? text.notAvailable : text.durationMinutes(minutes) },
  ];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-2xl border border-cream-300 bg-cream-50 p-4">
      <h2 id={`${id}-title`} className="font-serif text-base font-bold text-wine-900">
        {text.pdfPanelTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-cream-100 px-3 py-2">
            <dt className="text-xs text-ink-muted">{stat.label}</dt>
            <dd className="mt-0.5 font-serif text-xl font-bold text-wine-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
