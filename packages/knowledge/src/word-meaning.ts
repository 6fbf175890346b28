// "What does 'oaked' mean?", "define unoaked", "what does 'cigar box' mean in a tasting note?": a word
// that is no label term but one of a topic's own keywords, or a word a topic's sentence defines in
// quotation marks ('"Tight" means…'), is defined by that sentence: the one that says what the word is
// first, else the one using it nearest its start.
import { allSentences } from './choice-evidence.ts';
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

const QUOTED = `['"‘“]?([a-z][a-z-]{2,}(?: [a-z][a-z-]+){0,2})['"’”]?`;
/** Where the word is used: "in a tasting note", "when describing a wine", "about a wine". */
const USED = `(?: (?:in|on|for) (?:a |an |the )?(?:wine |tasting )*(?:notes?|reviews?|descriptions?|tasting|wines?|labels?|bottles?)| (?:when )?(?:describing|used about|used of|said of|said about|talking about|about|of|to describe) (?:a |an |the )?(?:wines?|reds?|whites?))?`;

const ASKED = new RegExp(
  `^(?:so )?(?:what (?:does|do) (?:a |an |the )?${QUOTED} (?:wine |wines )?mean${USED}|what is meant by ${QUOTED}${USED}|define ${QUOTED}${USED}|what (?:does it|do they) mean (?:when|if) (?:a |the )?wine is (?:called |described as )?${QUOTED})\\W*$`,
);

export function wordMeaning(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).trim();
  const m = q.match(ASKED);
  const word = m?.slice(1).find((x) => x !== undefined);
  // A label term has its own meaning, told by its record.
  if (!word || ctx.u.subjects.some((s) => s.kind === 'term' && s.start >= 0)) return undefined;
  const spelled = word.replace(/-/g, '[- ]');
  const at = new RegExp(`(^|[^a-z])${spelled}([^a-z]|$)`);
  // '"Tight" means…', '"velvety" and "silky" describe…': the word in quotation marks is being defined.
  const quoted = new RegExp(`["“]${spelled}["”]`);
  let best: { id: string; text: string; index: number } | undefined;
  for (const t of ctx.kb.topics) {
    const keyword = t.keywords.some((k) => fold(k) === word);
    for (const p of [{ depth: 1, text: t.summary }, ...t.points]) {
      if (p.depth > Math.max(ctx.level, 2)) continue;
      if (!keyword && !quoted.test(fold(p.text))) continue;
      for (const s of p.text.split(/(?<=[.!?])\s+(?=[A-Z“"])/)) {
        const f = fold(s);
        const found = f.match(keyword ? at : quoted);
        if (found?.index === undefined) continue;
        // "Vintage is the year…", "oaked wines can taste…": a sentence saying what the word is comes first.
        const after = f.slice(found.index + found[0].length);
        const defines = /^\W*(?:wines? |on a label )?(?:is|are|means?|refers? to|describes?|can taste)\b/.test(after);
        // The word set in quotation marks is the one being explained, before any sentence using it.
        const index = found.index - (quoted.test(f) ? 2000 : defines ? 1000 : 0);
        if (!best || index < best.index) best = { id: t.id, text: s, index };
      }
    }
  }
  if (!best) return unknownWord(ctx, word, at);
  use(ctx, 'topic', best.id);
  return sentence(best.text);
}

/**
 * "What does 'plush' mean in a tasting note?" with the word in none of the records: say so, rather
 * than pass off a general note on tasting as its meaning.
 */
function unknownWord(ctx: Ctx, word: string, at: RegExp): string | undefined {
  // A record the word itself names ("Barolo") is known, whatever the records' sentences say.
  if (ctx.u.subjects.some((s) => s.start >= 0 && word.includes(fold(s.matched)))) return undefined;
  if (allSentences(ctx.kb).some((s) => at.test(fold(s.text)))) return undefined;
  return `I have no definition of “${word}” in my notes, so I can’t say what it means when said of a wine.`;
}
