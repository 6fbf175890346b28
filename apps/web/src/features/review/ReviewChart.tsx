import { TRAINER_TEXTS } from '@sommai/shared';

const text = TRAINER_TEXTS.review;

/** Reviews per day over the last 30 days, as bars; the numbers are in a list for screen readers. */
export function ReviewChart({ history }: { history: { date: string; count: number }[] }) {
  const top = Math.max(1, ...history.map((d) => d.count));
  return (
    <figure className="rounded-2xl border border-cream-300 bg-cream-50 p-5">
      <figcaption className="mb-3 text-sm font-semibold text-wine-900">{text.chartTitle}</figcaption>
      <ol className="flex h-28 items-end gap-1" aria-label={text.chartTitle}>
        {history.map((d) => (
          <li key={d.date} className="flex h-full flex-1 items-end" title={text.chartDay(d.date, d.count)}>
            <span className="sr-only">{text.chartDay(d.date, d.count)}</span>
            <span
              aria-hidden="true"
              className={`block w-full rounded-t ${d.count ? 'bg-wine-700' : 'bg-cream-300'}`}
              style={{ height: `${d.count ? Math.max(6, (d.count / top) * 100) : 3}%` }}
            />
          </li>
        ))}
      </ol>
    </figure>
  );
}
