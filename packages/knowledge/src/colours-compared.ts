// "What's the difference between red and white wine?": wines compared by their colour are made
// differently, and each colour's way of making says how: the skins fermented with the juice, pressed
// off before, or left in contact only briefly. Each colour opens with its own first sentence.

import { sentencesOf } from './compare.ts';
import type { Ctx } from './draft.ts';
import { fold } from './normalize.ts';

const COMPARED = /\b(difference|differences|differ|differs|different|vs|versus|compared?|comparing|between)\b/;
const COLOUR = /\b(red|white|rose|pink)(?= (?:and|or|vs|versus|wines?)\b|\b(?=[^a-z]*$))/g;
const MAKING: Record<string, { label: string; topic: string }> = {
  red: { label: 'Red wine', topic: 'red-winemaking' },
  white: { label: 'White wine', topic: 'white-winemaking' },
  rose: { label: 'Rosé', topic: 'rose-winemaking' },
  pink: { label: 'Rosé', topic: 'rose-winemaking' },
};

export function coloursCompared(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).replace(/rosé/g, 'rose');
  if (!COMPARED.test(q) || !/\bwines?\b/.test(q)) return undefined;
  // Only wine in general: a named grape or place is compared as itself.
  if (ctx.u.subjects.some((s) => (s.kind === 'grape' || s.kind === 'region') && s.start >= 0)) return undefined;
  const colours = [...new Set([...q.matchAll(COLOUR)].map((m) => (m[1] === 'pink' ? 'rose' : m[1])))];
  if (colours.length < 2) return undefined;
  const lines = colours.map((c) => {
    const t = ctx.kb.topic(MAKING[c].topic);
    const first = t ? sentencesOf(t.summary)[0] : undefined;
    return first ? `**${MAKING[c].label}:** ${first}` : undefined;
  });
  return lines.every((l) => l !== undefined) ? lines.join(' ') : undefined;
}
