import {
  LEVEL_IDS,
  LEVELS,
  REVIEW_AREA_LABELS,
  REVIEW_RATINGS,
  type ReviewCardView,
  type ReviewPack,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { Download, Flame, Lock } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { api } from '../../lib/api/index.ts';
import { saveBlob } from '../../lib/download.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { useAddPack, useDueCards, usePacks, useRateCard, useReviewSummary } from './api.ts';
import { ReviewChart } from './ReviewChart.tsx';

const text = TRAINER_TEXTS.review;

/** True while the user types in a field, where 1–4 and Space are text, not answers. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

function Session({ cards, onEmpty }: { cards: ReviewCardView[]; onEmpty: () => void }) {
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const rate = useRateCard();
  const card = cards[index];

  const answer = useCallback(
    (rating: number) => {
      if (!card || rate.isPending) return;
      rate.mutate(
        { id: card.id, rating },
        {
          onSuccess: () => {
            setRevealed(false);
            if (index + 1 >= cards.length) onEmpty();
            else setIndex(index + 1);
          },
          onError: (err) => toast.error(err.message),
        },
      );
    },
    [card, cards.length, index, onEmpty, rate],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!revealed && (e.key === ' ' || e.key === 'Enter')) {
        // A focused button's own Enter/Space already works; this is for the rest of the page.
        if ((e.target as HTMLElement | null)?.tagName === 'BUTTON') return;
        e.preventDefault();
        setRevealed(true);
      } else if (revealed && /^[1-4]$/.test(e.key)) {
        e.preventDefault();
        answer(Number(e.key));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, answer]);

  if (!card) return null;
  return (
    <section
      aria-labelledby="review-card-title"
      className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-sm"
    >
      <h2 id="review-card-title" className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {text.front} {index + 1} / {cards.length}
      </h2>
      <p className="mt-2 whitespace-pre-line font-serif text-xl text-wine-900" data-testid="review-front">
        {card.front}
      </p>
      {revealed ? (
        <>
          <h3 className="mt-6 text-xs font-semibold uppercase tracking-wide text-ink-muted">{text.back}</h3>
          <p className="mt-2 whitespace-pre-line text-ink" data-testid="review-back" aria-live="polite">
            {card.back}
          </p>
          <fieldset className="mt-6 flex flex-wrap gap-2">
            <legend className="sr-only">{text.revealHint}</legend>
            {REVIEW_RATINGS.map((r) => (
              <Button
                key={r.value}
                variant={r.value === 3 ? 'primary' : 'secondary'}
                onClick={() => answer(r.value)}
                disabled={rate.isPending}
                aria-keyshortcuts={String(r.value)}
              >
                <kbd className="rounded bg-cream-200 px-1.5 text-xs text-wine-900">{r.value}</kbd>
                {r.label}
              </Button>
            ))}
          </fieldset>
        </>
      ) : (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
            {text.reveal}
          </Button>
          <span className="text-sm text-ink-muted">{text.revealHint}</span>
        </div>
      )}
    </section>
  );
}

function Packs() {
  const packs = usePacks();
  const add = useAddPack();
  if (!packs.data) return null;
  const byLevel = (level: number) => packs.data.filter((p) => p.level === level);
  const onAdd = (p: ReviewPack) =>
    add.mutate(
      { level: p.level, area: p.area },
      { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(err.message) },
    );
  return (
    <section aria-labelledby="packs-title" className="mt-10">
      <h2 id="packs-title" className="font-serif text-2xl font-bold text-wine-900">
        {text.packsTitle}
      </h2>
      <p className="mt-1 text-ink-muted">{text.packsIntro}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {LEVEL_IDS.map((level) => (
          <div key={level} className="rounded-2xl border border-cream-300 bg-cream-50 p-4">
            <h3 className="font-semibold text-wine-900">
              Level {level}: {LEVELS.find((l) => l.id === level)?.name}
            </h3>
            <ul className="mt-2 divide-y divide-cream-200">
              {byLevel(level).map((p) => (
                <li key={p.area} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-medium">{REVIEW_AREA_LABELS[p.area]}</span>
                    <span className="block text-sm text-ink-muted">{text.packCounts(p.added, p.cards)}</span>
                  </span>
                  {p.locked ? (
                    <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
                      <Lock className="size-4" aria-hidden="true" />
                      {text.packLocked}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={add.isPending || p.added >= p.cards}
                      onClick={() => onAdd(p)}
                      aria-label={`${text.addPack}: Level ${p.level} ${REVIEW_AREA_LABELS[p.area]}`}
                    >
                      {text.addPack}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ReviewPage() {
  useDocumentTitle(text.documentTitle);
  const summary = useReviewSummary();
  const due = useDueCards();
  const [done, setDone] = useState(false);

  const exportCsv = async () => {
    try {
      const file = await api.file('/review/export.csv');
      saveBlob(file.blob, file.filename ?? 'sommai-review.csv');
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const s = summary.data;
  const cards = due.data ?? [];
  return (
    <div className="mx-auto max-w-4xl px-6 py-8 sm:px-10 lg:py-12">
      <PageHeading
        title={text.title}
        subtitle={text.intro}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()}>
            <Download className="size-4" aria-hidden="true" />
            {text.exportCsv}
          </Button>
        }
      />
      {s ? (
        <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="rounded-xl bg-wine-50 p-3">
            <dt className="sr-only">Due</dt>
            <dd className="font-semibold text-wine-900" data-testid="review-due">
              {text.due(s.due)}
            </dd>
          </div>
          <div className="rounded-xl bg-cream-100 p-3">
            <dt className="sr-only">Deck</dt>
            <dd>{text.total(s.total)}</dd>
          </div>
          <div className="rounded-xl bg-cream-100 p-3">
            <dt className="sr-only">Streak</dt>
            <dd className="inline-flex items-center gap-1">
              <Flame className="size-4 text-wine-700" aria-hidden="true" />
              {text.streak(s.streak)}
            </dd>
          </div>
          <div className="rounded-xl bg-cream-100 p-3">
            <dt className="sr-only">Today</dt>
            <dd>{text.reviewedToday(s.reviewedToday)}</dd>
          </div>
        </dl>
      ) : null}
      {due.isSuccess ? (
        cards.length > 0 && !done ? (
          <Session cards={cards} onEmpty={() => setDone(true)} />
        ) : (
          <p className="rounded-2xl border border-cream-300 bg-cream-50 p-6 text-ink" role="status">
            {s && s.total === 0 ? text.empty : text.allDone}
            {done ? (
              <Button
                className="ml-3"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDone(false);
                  void due.refetch();
                }}
              >
                ↻<span className="sr-only">Refresh</span>
              </Button>
            ) : null}
          </p>
        )
      ) : null}
      {s ? (
        <div className="mt-6">
          <ReviewChart history={s.history} />
        </div>
      ) : null}
      <Packs />
    </div>
  );
}
