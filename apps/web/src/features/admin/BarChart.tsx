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
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD_TOP = 22;
const PAD_BOTTOM = 34;

/**
 * A column chart drawn in SVG (no chart library in the bundle), described for screen readers and
 * backed by the same figures as a table.
 */
export function BarChart({ title, summary, bars, labelHeading, valueHeading, tableToggle }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.min(40, slot * 0.62);
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;

  return (
    <figure className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm">
      <figcaption className="font-serif text-lg font-bold text-wine-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="mt-3 h-auto w-full"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - PAD_BOTTOM} y2={HEIGHT - PAD_BOTTOM} stroke="#e7d8bf" strokeWidth={2} />
        {bars.map((bar, i) => {
          const h = (bar.value / max) * plotHeight;
          const x = i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - PAD_BOTTOM - h;
          return (
            <g key={bar.label}>
              <rect x={x} y={y} width={barWidth} height={Math.max(h, bar.value > 0 ? 2 : 0)} rx={4} fill="#7b1e3a">
                <title>{`${bar.label}: ${bar.display}`}</title>
              </rect>
              {bar.value > 0 ? (
                <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fontSize={12} fill="#2a1a1f">
                  {bar.display}
                </text>
              ) : null}
              <text x={i * slot + slot / 2} y={HEIGHT - 12} textAnchor="middle" fontSize={11} fill="#5b4850">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
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
