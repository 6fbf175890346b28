// "I love Sancerre, what's a similar wine?", "an alternative to Barolo?", "if I like Châteauneuf, what
// else should I try?": wines like a named one are the places that make the same grape and whose own
// sentences measure themselves against it ("across the river from Sancerre", "lighter than Barolo",
// "the closest rival to Châteauneuf-du-Pape"), not the named wine's profile.

import type { Ctx } from './draft.ts';
import { fold } from './normalize.ts';
import { mentionsPhrase, sentence } from './text.ts';

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
