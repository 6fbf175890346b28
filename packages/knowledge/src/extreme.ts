// "What's the sweetest kind of wine?", "which reds are the most tannic?": a trait at its extreme, asked
// of wine in general with no wine named, is answered by the sentences of the records that name the
// wines at that extreme ("among the sweetest wines in the world"), not by the profile of a style.

import { type Ctx, type Draft, draft } from './draft.ts';
import { factsMentioning } from './facts.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

/** A trait at its extreme: "sweetest", "driest", "most tannic". */
const EXTREME = /\b(sweetest|driest|strongest|lightest|richest|most (?:tannic|acidic|aromatic|alcoholic|powerful))\b/;

/** What the extreme is asked of: wine in general, a colour of wine, or a kind of it. */
const OF_WINE = /\b(wines?|reds?|whites?|styles?|kinds?|types?|sorts?)\b/;

/** The extreme the question asks for ("sweetest", "most tannic"), when it asks for one. */
const extremeAsked = (ctx: Ctx): string | undefined => fold(ctx.question).match(EXTREME)?.[1];

export function extremeWines(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  const sup = extremeAsked(ctx);
  if (!sup || !OF_WINE.test(q)) return undefined;
  // "The sweetest Champagne", "the driest style of Sherry": a wine named has its own scale.
  if (ctx.u.subjects.some((s) => s.kind !== 'topic' && s.kind !== 'pairing' && s.start >= 0)) return undefined;
  // The extreme said of wines in general ("the sweetest wines in the world"), not of one place's
  // styles ("the sweetest style of Madeira").
  const general = new RegExp(`\\b${sup} (\\w+ ){0,2}(wines?|reds?|whites?)\\b(?! of (?!all\\b|the world\\b)\\w)`);
  const terms = ctx.kb.terms
    .filter((t) => general.test(fold(t.meaning)))
    .map((t) => `${t.term.replace(/\s*\([^)]*\)/g, '')}: ${t.meaning}`);
  // Such sentences are few, and said at any depth: the learner asking is told which wines they are.
  const said = [...factsMentioning({ ...ctx, level: 4 }, sup, 12, true).map((f) => f.text), ...terms]
    .flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z“"])/))
    .filter((t) => general.test(fold(t)));
  // A sentence that opens on the extreme ("The sweetest wines of all…") says it of them all.
  const opens = (t: string) => fold(t).startsWith(`the ${sup}`) || fold(t).includes(`: the ${sup}`);
  const ordered = [...said.filter(opens), ...said.filter((t) => !opens(t))];
  const kept = [...new Set(ordered)].slice(0, 2);
  return kept.length > 0 ? kept.map(sentence).join(' ') : undefined;
}

/**
 * The same answer when nothing else in the question named a record ("what is the sweetest wine you
 * can buy?"): the wines at the extreme are the answer, not an admission that nothing is known.
 */
export function extremeDraft(ctx: Ctx): Draft | undefined {
  const lead = extremeWines(ctx);
  const sup = extremeAsked(ctx);
  return lead && sup ? { ...draft(`The ${sup} wines`, lead), answered: true } : undefined;
}
