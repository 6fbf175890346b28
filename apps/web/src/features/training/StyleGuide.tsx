import { SCREENS } from '@sommai/shared';
import { Ban, Check, Clock } from 'lucide-react';
import { useId } from 'react';

const text = SCREENS.training;

/** What makes a good training set, and how long training takes. */
export function StyleGuide({ durationMs }: { durationMs: number | null }) {
  const titleId = useId();
  const timeId = useId();
  return (
    <div className="space-y-6">
      <section aria-labelledby={titleId} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm">
        <h2 id={titleId} className="font-serif text-xl font-bold text-wine-900">
          {text.styleGuideTitle}
        </h2>
        <h3 className="mt-4 text-sm font-semibold tracking-wide text-green-800 uppercase">{text.include}</h3>
        <ul className="mt-2 space-y-1.5">
          {text.includeItems.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm text-ink">
              <Check className="mt-0.5 size-4 shrink-0 text-green-800" aria-hidden="true" />
              <span className="first-letter:uppercase">{item}</span>
            </li>
          ))}
        </ul>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-red-800 uppercase">{text.avoid}</h3>
        <ul className="mt-2 space-y-1.5">
          {text.avoidItems.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm text-ink">
              <Ban className="mt-0.5 size-4 shrink-0 text-red-800" aria-hidden="true" />
              <span className="first-letter:uppercase">{item}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={timeId} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm">
        <h2 id={timeId} className="flex items-center gap-2 font-serif text-xl font-bold text-wine-900">
          <Clock className="size-5 text-wine-700" aria-hidden="true" />
          {text.estimateTitle}
        </h2>
        <p className="mt-3 font-semibold text-ink">{text.estimate}</p>
        <p className="mt-1.5 text-sm text-ink-muted">{text.estimateNote}</p>
        {durationMs ? <p className="mt-3 text-sm font-semibold text-green-800">{text.took(durationMs)}</p> : null}
      </section>
    </div>
  );
}
