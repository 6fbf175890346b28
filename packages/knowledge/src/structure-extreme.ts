// "What is the lightest red wine?", "which white grapes have the most acidity?", "name some full-bodied
// reds": an extreme of structure (body, tannin, acidity, alcohol) asked of wine in general is answered
// from the grapes' structure fields: the best-known grapes of the colour asked at that end of the scale.
import type { Ctx } from './draft.ts';
import { namedHere, use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold } from './normalize.ts';
import { join } from './text.ts';
import type { Grape } from './types.ts';

type Dimension = 'body' | 'tannin' | 'acidity' | 'alcohol';

interface Asked {
  dimension: Dimension;
  high: boolean;
  /** The phrase the answer says: "lightest-bodied", "most tannic". */
  phrase: string;
}

/** Superlatives of structure: "the lightest", "most tannic", "highest in acidity". */
const ENDS: [RegExp, Asked][] = [
  [/\b(lightest|least full[- ]bodied)\b/, { dimension: 'body', high: false, phrase: 'lightest-bodied' }],
  [/\b(fullest|heaviest|most full[- ]bodied)\b/, { dimension: 'body', high: true, phrase: 'fullest-bodied' }],
  [/\b(most tannic|highest (in )?tannins?)\b/, { dimension: 'tannin', high: true, phrase: 'most tannic' }],
  [/\b(least tannic|lowest (in )?tannins?)\b/, { dimension: 'tannin', high: false, phrase: 'least tannic' }],
  [
    /\b(most acidic|highest (in )?acid(ity)?|most acidity)\b/,
    { dimension: 'acidity', high: true, phrase: 'most acidic' },
  ],
  [
    /\b(least acidic|lowest (in )?acid(ity)?|least acidity)\b/,
    { dimension: 'acidity', high: false, phrase: 'least acidic' },
  ],
];

/** The same ends asked for by examples: "name some light-bodied reds", "a few low-tannin reds". */
const EXAMPLES: [RegExp, Asked][] = [
  [/\blight[- ]bodied\b/, { dimension: 'body', high: false, phrase: 'lightest-bodied' }],
  [/\bfull[- ]bodied\b/, { dimension: 'body', high: true, phrase: 'fullest-bodied' }],
  [/\b(low[- ]tannin|soft[- ]tannin)\b/, { dimension: 'tannin', high: false, phrase: 'least tannic' }],
  [/\b(high[- ]acid(ity)?)\b/, { dimension: 'acidity', high: true, phrase: 'most acidic' }],
];

/** A question asking which wines or grapes sit at that end: "what is the…", "which…". */
const WHICH = /^(what|whats|which)\b/;
/** Wines asked for by examples. */
const FOR_EXAMPLES = /\b(some|a few|examples? of|name|list|recommend|suggest)\b/;
/** Another matter asked of such wines: how to serve them, what they go with, what makes them so. */
const OTHER_MATTER =
  /\b(serve|served|serving|temperature|chill|glass|decant|pair|pairs|pairing|food|dish|with|makes?|causes?|why|how)\b/;
/** The wines asked about, by colour: a red, a white, or wine in general. */
const RED = /\b(reds?|red wines?|red grapes?|black grapes?)\b/;
const WHITE = /\b(whites?|white wines?|white grapes?)\b/;
/** Only of wine in general: a named grape or place is asked about itself. */
const OF_WINE = /\b(wines?|reds?|whites?|grapes?|varieties|variety)\b/;

const RANKS: Record<string, number> = { low: 0, light: 0, 'medium-': 1, medium: 2, 'medium+': 3, high: 4, full: 4 };

/** How many places list each grape: the well-known grapes first. */
const PLANTED = new WeakMap<KnowledgeBase, Map<string, number>>();

function planted(kb: KnowledgeBase): Map<string, number> {
  let counts = PLANTED.get(kb);
  if (!counts) {
    counts = new Map();
    for (const r of kb.regions) for (const g of r.grapes) counts.set(g, (counts.get(g) ?? 0) + 1);
    PLANTED.set(kb, counts);
  }
  return counts;
}

export function structureAsked(question: string): (Asked & { colour?: 'black' | 'white' }) | undefined {
  const q = fold(question).replace(/['’]/g, '');
  if (!OF_WINE.test(q) || OTHER_MATTER.test(q)) return undefined;
  const end =
    (WHICH.test(q) ? ENDS.find(([re]) => re.test(q))?.[1] : undefined) ??
    (FOR_EXAMPLES.test(q) ? EXAMPLES.find(([re]) => re.test(q))?.[1] : undefined);
  if (!end) return undefined;
  const colour = RED.test(q) && !WHITE.test(q) ? 'black' : WHITE.test(q) && !RED.test(q) ? 'white' : undefined;
  // Tannin is a red wine's: a white asked for its tannin is another question.
  if (end.dimension === 'tannin' && colour === 'white') return undefined;
  return { ...end, colour };
}

/** The best-known grapes at the asked end of the scale, most planted first. */
export function extremeGrapes(kb: KnowledgeBase, asked: ReturnType<typeof structureAsked>, max = 4): Grape[] {
  if (!asked) return [];
  const level = (g: Grape) => RANKS[g.structure[asked.dimension] ?? ''];
  const pool = kb.grapes.filter(
    (g) =>
      (asked.colour === undefined ? g.colour === 'black' || g.colour === 'white' : g.colour === asked.colour) &&
      level(g) !== undefined &&
      // Tannin is told of reds only.
      (asked.dimension !== 'tannin' || g.colour === 'black'),
  );
  const ranks = pool.map(level);
  const target = asked.high ? Math.max(...ranks) : Math.min(...ranks);
  const counts = planted(kb);
  const byPlanting = (a: Grape, b: Grape) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0);
  const ends = pool.filter((g) => level(g) === target).sort(byPlanting);
  // Body is felt along a scale without sharp steps: the best-known grape one step from the end
  // (Pinot Noir, medium(-) but planted everywhere) is named among the light reds, last.
  const near = pool.filter((g) => Math.abs(level(g) - target) === 1).sort(byPlanting)[0];
  const last = ends[Math.min(ends.length, max - 1) - 1];
  const known = near !== undefined && last !== undefined && asked.dimension === 'body' && byPlanting(near, last) < 0;
  return known ? [...ends.slice(0, max - 1), near] : ends.slice(0, max);
}

/** The opening sentence: "The lightest-bodied red wines come from Pinot Noir, Gamay, …". */
export function structureExtreme(ctx: Ctx): string | undefined {
  // A grape or place named is asked about itself ("is Barolo the most tannic?").
  if (ctx.u.subjects.some((s) => namedHere(ctx.question, s) && (s.kind === 'grape' || s.kind === 'region')))
    return undefined;
  const asked = structureAsked(ctx.question);
  const grapes = extremeGrapes(ctx.kb, asked);
  if (!asked || grapes.length < 2) return undefined;
  for (const g of grapes) use(ctx, 'grape', g.id);
  const kind = asked.colour === 'black' ? 'red wines' : asked.colour === 'white' ? 'white wines' : 'wines';
  const named = grapes.map((g) => `${g.name} (${g.structure[asked.dimension]?.replace(/([+-])$/, '($1)')})`);
  return `The ${asked.phrase} ${kind} come from grapes such as ${join(named)}, by the ${asked.dimension} of their wines on the tasting scale.`;
}
