// "I love Sancerre, what's a similar wine?", "an alternative to Barolo?", "if I like Châteauneuf, what
// else should I try?": wines like a named one are the places that make the same grape and whose own
// sentences measure themselves against it ("across the river from Sancerre", "lighter than Barolo",
// "the closest rival to Châteauneuf-du-Pape"), not the named wine's profile.

import { bold, type Ctx, wineColour } from './draft.ts';
import { fold } from './normalize.ts';
import { forms, hits } from './note-grapes.ts';
import { join, mentionsPhrase, sentence } from './text.ts';
import type { Grape } from './types.ts';

/** A wine like another asked for. */
const LIKE_ASKED =
  /\b(similar|alternatives?|instead of|something like|(what|which) else|else (should|could|would|might|can) (i|we)|other wines? like|wines? like|fans? of|in the (same )?style of|closest (thing|rival|alternative|match)|if (you|i|we) (like|love|enjoy)|(i|we) (like|love|enjoy) \w+)\b/;

/** Words a sentence uses to set one wine beside another. */
const MEASURED = /\b(than|like|similar|rival|style|across|alternative|closest|cousin|neighbou?r)\b/;

export function similarWines(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  if (!LIKE_ASKED.test(q) || ctx.u.intent === 'compare' || ctx.u.intent === 'pairing') return undefined;
  const named = ctx.u.subjects.filter((s) => s.kind === 'region' && s.start >= 0);
  if (named.length !== 1) return undefined;
  const x = ctx.kb.region(named[0].id);
  if (!x || x.grapes.length === 0) return undefined;
  const around = new Set(ctx.kb.ancestors(x.id).map((a) => a.id));
  const said = ctx.kb.regions.flatMap((r) => {
    if (r.id === x.id || around.has(r.id) || r.grapes[0] !== x.grapes[0]) return [];
    if (ctx.kb.ancestors(r.id).some((a) => a.id === x.id)) return [];
    // The place's own sentence about itself that names the wine asked about.
    const f = r.facts
      .filter((t) => t.depth <= ctx.level + 1 && mentionsPhrase(t.text, x.name))
      .filter((t) => fold(t.text).startsWith(fold(r.name)) || /^It\b/.test(t.text))
      .sort(
        (a, b) => Number(MEASURED.test(fold(b.text))) - Number(MEASURED.test(fold(a.text))) || a.depth - b.depth,
      )[0];
    return f ? [{ text: f.text, depth: f.depth, measured: MEASURED.test(fold(f.text)) }] : [];
  });
  const kept = said
    .sort((a, b) => Number(b.measured) - Number(a.measured) || a.depth - b.depth)
    .slice(0, 2)
    .map((f) => sentence(f.text));
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/** "My wife loves Sauvignon Blanc, any suggestions?": someone's taste for a wine and a wish for another. */
const TASTE = /\b(love|loves|like|likes|enjoy|enjoys|adore|adores|fan of|into)\b/;
const TRY_ASKED = /\b(suggest|suggestions?|recommend|recommendations?|try|new|different|next|else|instead)\b/;
const STEP: Record<string, number> = { low: 0, light: 0, 'medium-': 1, medium: 2, 'medium+': 3, high: 4, full: 4 };

/** The single notes of an aroma list: "grapefruit and lime" → grapefruit, lime; "smoke (Pouilly-Fumé)" → smoke. */
function notesOf(g: Grape): string[] {
  return g.aromas.flatMap((a) =>
    fold(a)
      .replace(/\([^)]*\)/g, ' ')
      .split(/\s*(?:\/|,|\band\b|\bor\b)\s*/)
      .map((x) => x.trim())
      .filter((x) => x.length > 2 && !MADE_NOTES.test(x)),
  );
}

/** Notes the cellar or age gives (oak, lees, bottle age), not the grape: no likeness of grapes. */
const MADE_NOTES =
  /\b(vanilla|toast|toasty|oak|coconut|cedar|smoke|smoky|butter|buttery|brioche|cream|leather|tobacco|mushroom|forest floor)\b/;

/**
 * "I love Sauvignon Blanc, what else would I like?": grapes of the same colour whose aromas share two
 * or more of the named grape's notes, closest in acidity, body and tannin first, among grapes grown in
 * several places (ones a learner can find). Said with what they have in common.
 */
export function similarGrapes(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  if (!(LIKE_ASKED.test(q) || (TASTE.test(q) && TRY_ASKED.test(q)))) return undefined;
  if (ctx.u.intent === 'compare' || ctx.u.intent === 'pairing') return undefined;
  const named = ctx.u.subjects.filter((s) => s.start >= 0 && (s.kind === 'grape' || s.kind === 'region'));
  if (named.length !== 1 || named[0].kind !== 'grape') return undefined;
  const x = ctx.kb.grape(named[0].id);
  if (!x) return undefined;
  const own = notesOf(x);
  const ranked = ctx.kb.grapes
    .filter((g) => g.id !== x.id && wineColour(g) === wineColour(x) && g.keyRegions.length >= 3)
    .map((g) => {
      const text = g.aromas.join(', ');
      const shared = own.filter((n) => hits(text, forms(n)));
      // Grapes grown in more places are easier to find: a small lead among equals.
      let score = shared.length * 2 + Math.log(g.keyRegions.length);
      for (const trait of ['acidity', 'body', 'tannin'] as const) {
        const a = STEP[x.structure[trait] ?? ''];
        const b = STEP[g.structure[trait] ?? ''];
        if (a === undefined || b === undefined) continue;
        const gap = Math.abs(a - b);
        score += gap <= 1 ? 1 - gap * 0.5 : -gap;
      }
      return { g, shared, score };
    })
    .filter((r) => r.shared.length >= 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  if (ranked.length === 0) return undefined;
  const common = [...new Set(ranked.flatMap((r) => r.shared))]
    .sort(
      (a, b) => ranked.filter((r) => r.shared.includes(b)).length - ranked.filter((r) => r.shared.includes(a)).length,
    )
    .slice(0, 3);
  const fresh = x.structure.acidity === 'high' || x.structure.acidity === 'medium+';
  return `If you like ${x.name}, try ${join(
    ranked.map((r) => bold(r.g.name)),
    'or',
  )}: like it, they make ${wineColour(x)} wines with ${fresh ? 'fresh acidity and ' : ''}notes of ${join(common)}.`;
}
