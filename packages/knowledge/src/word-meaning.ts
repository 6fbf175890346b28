// "What does 'oaked' mean?", "define unoaked": a single word that is no label term but one of a theory
// topic's own keywords is defined by that topic's sentence using the word, the word nearest its start.
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

const ASKED =
  /^(?:so )?(?:what (?:does|do) (?:a |an |the )?['"‘“]?([a-z][a-z-]{2,})['"’”]? (?:wine |wines )?mean|what is meant by ['"‘“]?([a-z][a-z-]{2,})['"’”]?|define ['"‘“]?([a-z][a-z-]{2,})['"’”]?)\W*$/;

export function wordMeaning(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).trim();
  const m = q.match(ASKED);
  const word = m?.[1] ?? m?.[2] ?? m?.[3];
  // A label term has its own meaning, told by its record.
  if (!word || ctx.u.subjects.some((s) => s.kind === 'term' && s.start >= 0)) return undefined;
  const at = new RegExp(`(^|[^a-z])${word.replace(/-/g, '[- ]')}([^a-z]|$)`);
  let best: { id: string; text: string; index: number } | undefined;
  for (const t of ctx.kb.topics) {
    if (!t.keywords.some((k) => fold(k) === word)) continue;
    for (const p of [{ depth: 1, text: t.summary }, ...t.points]) {
      if (p.depth > Math.max(ctx.level, 2)) continue;
      for (const s of p.text.split(/(?<=[.!?])\s+(?=[A-Z“"])/)) {
        const f = fold(s);
        const found = f.match(at);
        if (found?.index === undefined) continue;
        // "Vintage is the year…", "oaked wines can taste…": a sentence saying what the word is comes first.
        const after = f.slice(found.index + found[0].length);
        const defines = /^\W*(?:wines? |on a label )?(?:is|are|means?|refers? to|describes?|can taste)\b/.test(after);
        const index = found.index - (defines ? 1000 : 0);
        if (!best || index < best.index) best = { id: t.id, text: s, index };
      }
    }
  }
  if (!best) return undefined;
  use(ctx, 'topic', best.id);
  return sentence(best.text);
}
