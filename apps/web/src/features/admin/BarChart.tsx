import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** The value as people read it ('$19.99', '12'). */
  display: string;
}

interface BarChartProps {
  title: string;
  /** A one-line reading of the whole chart for screen readers. */
  summary: string;
  bars: readonly Bar[];
  /** Column headings of the table fallback. */
  labelHeading: string;
  valueHeading: string;
  tableToggle: string;
  /** A line about the figures (no revenue yet…), inside the card under the chart. */
  note?: string;
}

/** The tallest bar fills this share of the plot, leaving room for its value above it. */
const TALLEST = 85;

/**
 * A column chart drawn with plain elements (no chart library in the bundle), so its labels keep
 * the page's text size at any width, described for screen readers and backed by the same figures
 * as a table.
 */
export function BarChart({ title, summary, bars, labelHeading, valueHeading, tableToggle, note }: BarChartProps) {
  const descId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));

  return (
    <figure className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm">
      <figcaption className="font-serif text-lg font-bold text-wine-900">{title}</figcaption>
      <p id={descId} className="sr-only">
        {summary}
      </p>
      <div role="img" aria-label={title} aria-describedby={descId} className="mt-3">
        <div className="flex h-44 items-end gap-1.5 border-b-2 border-cream-300 sm:gap-3" data-chart-plot>
          {bars.map((bar) => {
            const height = (bar.value / max) * TALLEST;
            return (
              <div
                key={bar.label}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
                title={`${bar.label}: ${bar.display}`}
              >
                {bar.value > 0 ? (
                  <span className="mb-1 max-w-full truncate text-xs font-medium text-ink">{bar.display}</span>
                ) : null}
                <div
                  className="w-full max-w-10 rounded-t bg-wine-700"
                  style={{ height: bar.value > 0 ? `max(2px, ${height}%)` : 0 }}
                />
              </div>
            );
          })}
        </div>
        <div className="mt-1.5 flex gap-1.5 sm:gap-3">
          {bars.map((bar) => (
            <span
              key={bar.label}
              className="min-w-0 flex-1 text-center text-xs leading-tight break-words text-ink-muted"
              data-chart-label
            >
              {bar.label}
            </span>
          ))}
        </div>
      </div>
      {note ? <p className="mt-3 text-sm text-ink-muted">{note}</p> : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-wine-700">{tableToggle}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-cream-300 text-ink-muted">
              <th scope="col" className="py-1.5 pr-4">
                {labelHeading}
              </th>
              <th scope="col" className="py-1.5 text-right">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} className="border-b border-cream-200 last:border-0">
                <th scope="row" className="py-1.5 pr-4 font-medium">
                  {bar.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
