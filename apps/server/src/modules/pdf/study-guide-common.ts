// What every study guide's parts share: the level's words, a grape's or region's lines, pairing
// rows, and the self-test drawn from the facts a guide prints, with its answer key.

import type { Depth, Grape, KnowledgeBase, PairingEntry, Region, TermEntry, Topic } from '@sommai/knowledge';
import { type Draft, finalize, listText, withoutBrackets } from '@sommai/knowledge/quiz-bank';
import { LEVELS, type LevelId } from '@sommai/shared';
import { questionsAbout } from '../quiz/from-chat.ts';
import type { Block, Rich } from './document.ts';

export const SELF_TEST_QUESTIONS = 10;

export const levelName = (level: LevelId) => LEVELS.find((l) => l.id === level)?.name ?? '';

export const upTo = <T extends { depth: Depth }>(items: readonly T[], level: LevelId) => {
  const within = items.filter((f) => f.depth <= level);
  return within.length > 0 ? within : items.slice(0, 2);
};

export const levelWord = (v: string | undefined) => (v ? v.replace(/([a-z])([+-])$/, '$1($2)') : '—');

export const colourWord = (g: Grape) =>
  g.colour === 'black' ? 'Black (red wines)' : g.colour === 'grey' ? 'Grey-pink skin (white wines)' : 'White';

export function grapeNames(kb: KnowledgeBase, ids: readonly string[]): string[] {
  return ids.map((id) => kb.grape(id)?.name ?? withoutBrackets(id)).filter((n) => n.length > 0);
}

export function placeLine(kb: KnowledgeBase, r: Region): string {
  const chain = [r, ...kb.ancestors(r.id)].filter((x) => x.kind !== 'country').map((x) => x.name);
  return [...chain.slice(1), r.country].join(', ') || r.country;
}

export function structureLine(g: Grape): string {
  const parts = [`${levelWord(g.structure.acidity)} acidity`];
  if (g.structure.tannin) parts.push(`${levelWord(g.structure.tannin)} tannin`);
  parts.push(`${levelWord(g.structure.body)} body`);
  if (g.structure.alcohol) parts.push(`${levelWord(g.structure.alcohol)} alcohol`);
  return listText(parts);
}

export function pairingRows(pairings: readonly PairingEntry[], match: (w: PairingEntry['wines'][number]) => boolean) {
  return pairings
    .flatMap((p) =>
      p.wines
        .filter(match)
        .slice(0, 1)
        .map((w) => [p.food, w.wine, firstClause(w.why)]),
    )
    .slice(0, 10);
}

export function firstClause(text: string, max = 180): string {
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).trimEnd()}…`;
}

/** The self-test and its answer key, from the bank's question makers (so every answer is checked the same way). */
export function selfTest(
  weights: Map<string, number>,
  seed: string,
  kb: KnowledgeBase,
): { test: Block[]; key: Block[] } {
  const drafts: Draft[] = questionsAbout(weights, seed, SELF_TEST_QUESTIONS, kb);
  if (drafts.length === 0) return { test: [], key: [] };
  const questions = drafts.map((d, i) => finalize(`q${i + 1}`, d));
  const letter = (i: number) => String.fromCharCode(65 + i);
  return {
    test: [
      { type: 'heading', level: 1, text: 'Self-test questions' },
      {
        type: 'paragraph',
        text: `Answer all ${questions.length} questions before you turn to the answer key on the last page.`,
        tone: 'muted',
      },
      ...questions.map((q, i): Block => ({ type: 'question', number: i + 1, text: q.question, options: q.options })),
    ],
    key: [
      { type: 'pageBreak' },
      { type: 'heading', level: 1, text: 'Answer key' },
      {
        type: 'table',
        headers: ['No.', 'Answer', 'Why'],
        widths: [0.6, 2.6, 5],
        rows: questions.map((q, i) => [
          String(i + 1),
          `${letter(q.correctAnswer)}. ${q.options[q.correctAnswer]}`,
          q.explanation,
        ]),
      },
    ],
  };
}

export interface Parts {
  title: string;
  subtitle: string;
  overview: Block[];
  facts: [string, string][];
  involved: Block[];
  tasting: Block[];
  pairing: Block[];
  tips: Rich[];
  extra?: { heading: string; blocks: Block[] }[];
  refs: Map<string, number>;
}

export type Subject =
  | { kind: 'grape'; record: Grape }
  | { kind: 'region'; record: Region }
  | { kind: 'topic'; record: Topic }
  | { kind: 'pairing'; record: PairingEntry }
  | { kind: 'term'; record: TermEntry };
