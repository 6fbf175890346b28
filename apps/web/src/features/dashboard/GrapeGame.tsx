import { MESSAGES, SCREENS } from '@sommai/shared';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { NotAvailableYet } from '../../components/NotAvailableYet.tsx';
import { api } from '../../lib/api/index.ts';

const text = SCREENS.games;
/** Clues a round may show; a right answer scores one point more for each clue left unseen. */
const MAX_CLUES = 3;

/** One round as the server deals it from the knowledge base (the grapes never ship in this bundle). */
export interface GrapeRound {
  id: string;
  clues: { label: string; text: string }[];
  options: string[];
  answer: number;
}

function useGrapeRounds() {
  return useQuery({
    queryKey: ['games', 'grape-clues'],
    queryFn: async ({ signal }) =>
      (await api.get<{ rounds: GrapeRound[] }>('/games/grape-clues?rounds=10', { signal })).rounds,
    staleTime: 0,
    gcTime: 0,
  });
}

function Round({
  round,
  index,
  total,
  onDone,
}: {
  round: GrapeRound;
  index: number;
  total: number;
  onDone: (points: number) => void;
}) {
  const [shown, setShown] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const clues = round.clues.slice(0, MAX_CLUES);
  const answered = picked !== null;
  const correct = picked === round.answer;
  const answerName = round.options[round.answer] ?? '';
  const points = correct ? MAX_CLUES + 1 - shown : 0;
  const last = index + 1 === total;

  return (
    <div>
      <p className="text-sm font-semibold text-wine-700">{text.roundOf(index + 1, total)}</p>
      <ol className="mt-3 space-y-2">
        {clues.slice(0, shown).map((clue, i) => (
          <li key={clue.label} className="rounded-xl border border-cream-300 bg-white px-4 py-3">
            <span className="text-xs font-bold tracking-wide text-ink-muted uppercase">
              {text.clue(i + 1)} · {clue.label}
            </span>
            <p className="mt-0.5 text-ink">{clue.text}</p>
          </li>
        ))}
      </ol>
      {!answered && shown < clues.length ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShown((n) => n + 1)}>
          {text.nextClue}
        </Button>
      ) : null}
      <fieldset className="mt-4">
        <legend className="mb-2 font-semibold text-wine-900">{text.optionsLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {round.options.map((option, i) => {
            const state = !answered
              ? 'border-cream-300 bg-cream-50 hover:border-wine-600'
              : i === round.answer
                ? 'border-emerald-700 bg-emerald-50 text-emerald-900'
                : i === picked
                  ? 'border-red-700 bg-red-50 text-red-900'
                  : 'border-cream-300 bg-cream-50 opacity-70';
            return (
              <button
                key={option}
                type="button"
                disabled={answered}
                onClick={() => setPicked(i)}
                className={`rounded-xl border px-4 py-2.5 text-left font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 ${state}`}
              >
                {option}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div aria-live="polite">
        {answered ? (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className={`flex items-center gap-2 font-semibold ${correct ? 'text-emerald-800' : 'text-red-800'}`}>
              {correct ? (
                <CircleCheck className="size-5" aria-hidden="true" />
              ) : (
                <CircleX className="size-5" aria-hidden="true" />
              )}
              {correct ? text.correct(answerName) : text.wrong(answerName)}
            </p>
            <Button onClick={() => onDone(points)}>{last ? text.finish : text.next}</Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Game({ rounds, onRestart }: { rounds: GrapeRound[]; onRestart: () => void }) {
  const [index, setIndex] = useState(0);
  const [points, setPoints] = useState(0);
  const [correct, setCorrect] = useState(0);
  const round = rounds[index];

  if (!round) {
    return (
      <div className="text-center" aria-live="polite">
        <Trophy className="mx-auto size-10 text-gold-500" aria-hidden="true" />
        <p className="mt-3 font-serif text-3xl font-bold text-wine-900">
          {text.score(points, rounds.length * MAX_CLUES)}
        </p>
        <p className="mt-1 text-ink-muted">{text.scoreLine(correct, rounds.length)}</p>
        <Button className="mt-6" onClick={onRestart}>
          {text.playAgain}
        </Button>
      </div>
    );
  }
  return (
    <Round
      key={round.id}
      round={round}
      index={index}
      total={rounds.length}
      onDone={(p) => {
        setPoints((n) => n + p);
        if (p > 0) setCorrect((n) => n + 1);
        setIndex((i) => i + 1);
      }}
    />
  );
}

/** Guess the Grape: rounds of clues from the knowledge base, dealt by the server. */
export function GrapeGame() {
  const rounds = useGrapeRounds();
  const [game, setGame] = useState(0);

  if (rounds.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
        {text.loading}
      </p>
    );
  }
  if (rounds.isError) {
    return (
      <div role="alert">
        <p className="text-red-900">{MESSAGES.gameLoadFailed}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => rounds.refetch()}>
          {SCREENS.common.tryAgain}
        </Button>
      </div>
    );
  }
  if (rounds.data.length === 0) return <NotAvailableYet />;
  return (
    <div>
      <p className="mb-4 text-sm text-ink-muted">{text.pointsNote}</p>
      <Game
        key={game}
        rounds={rounds.data}
        onRestart={() => {
          setGame((n) => n + 1);
          void rounds.refetch();
        }}
      />
    </div>
  );
}
