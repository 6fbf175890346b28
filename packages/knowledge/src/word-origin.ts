// Where a word of wine comes from ("where does the word claret come from?", "what is the origin of
// the name brandy?", "what does the name Franschhoek mean?"): the answer is the sentence of the records
// that gives the word's source (a language it comes from, a word it was first, what it means), wherever
// that sentence is kept; a profile of the thing the word names does not answer it.

import type { Ctx } from './draft.ts';
import { type KnowledgeBase, warmAlso } from './kb.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

/** A question about a word's source, with the word asked about. */
const ASKED: readonly RegExp[] = [
  /\bwhere (?:does|did|do) the (?:word|name|term) ["“']?([\p{L}' -]{2,40}?)["”']? (?:come|originate|derive)\b/u,
  /\b(?:origins?|etymology|roots?) of the (?:word|name|term) ["“']?([\p{L}' -]{2,40}?)["”']?\s*(?:\?|$|in\b|for\b)/u,
  /\bhow did the (?:word|name|term) ["“']?([\p{L}' -]{2,40}?)["”']? (?:come about|arise|begin|start)\b/u,
  /\bwhat does the (?:word|name|term) ["“']?([\p{L}' -]{2,40}?)["”']? (?:literally )?mean\b/u,
  // "Why do the British call Bordeaux 'claret'?", "why is it called Sekt?": a name given is asked the source of.
  /\bwhy (?:do|does|did|is|are|was|were) [^?]{0,40}?\bcall(?:ed)? (?:[\p{L}-]+ ){0,3}?["“']([\p{L}' -]{2,40}?)["”']/u,
  /\bwhy (?:is|are|was|were) [\p{L}' -]{2,40}? called ([\p{L}' -]{2,40}?)\s*[?.!]*$/u,
];

/** The word a question asks the source of, folded, or undefined. */
export function wordAsked(question: string): string | undefined {
  const q = fold(question).replace(/[’‘]/g, "'");
  for (const re of ASKED) {
    const m = re.exec(q);
    if (m) return m[1].trim();
  }
  return undefined;
}

/**
 * Words that give a source: a language a word comes from, a word it comes from, what it means, whom
 * it is named after, or a gloss in brackets ("Franschhoek ("French corner")").
 */
const SOURCE =
  /\b(from the (?:old )?(?:french|dutch|latin|greek|italian|spanish|portuguese|german|arabic|english|hungarian)|derives?|derived|means?|meaning|named (?:after|for)|gave (?:english |us )?the word|literally)\b|\(["“][^"”]+["”]\)/;

/** The same words of source, every one in a text. */
const SOURCE_ALL = new RegExp(SOURCE.source, 'g');

const SENTENCES = new WeakMap<KnowledgeBase, string[]>();

/** Every sentence of the records that gives a source of some word, read once. */
function sourceSentences(kb: KnowledgeBase): string[] {
  let out = SENTENCES.get(kb);
  if (out) return out;
  const texts = [
    ...kb.regions.flatMap((r) => [...r.facts.map((f) => f.text), ...(r.parts ?? []).flatMap((x) => x.fact ?? [])]),
    ...kb.grapes.flatMap((g) => g.facts.map((f) => f.text)),
    ...kb.topics.flatMap((t) => [t.summary, ...t.points.map((x) => x.text)]),
    ...kb.terms.map((t) => `${t.term}: ${t.meaning}`),
  ];
  out = texts.flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z“"])/)).filter((s) => SOURCE.test(fold(s)));
  SENTENCES.set(kb, out);
  return out;
}

warmAlso(sourceSentences);

/**
 * The sentence giving the source of the word asked about: it holds the word, whole, and a word of
 * source close after it (within a few words), the closest first; undefined when the question does not
 * ask a word's source or no sentence gives it.
 */
export function wordOrigin(ctx: Ctx): string | undefined {
  const asked = wordAsked(ctx.question);
  if (!asked) return undefined;
  const word = new RegExp(`(^|[^\\p{L}])${asked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[^\\p{L}]|$)`, 'u');
  let best: { text: string; gap: number } | undefined;
  for (const s of sourceSentences(ctx.kb)) {
    const f = fold(s);
    const at = word.exec(f);
    if (!at) continue;
    const after = f.slice(at.index + at[0].length);
    const m = SOURCE.exec(after);
    // The source is told of this word when it comes soon after it (a gloss, "from the French…"), or
    // just before it ("…which gave English the word brandy").
    const gapAfter = m ? after.slice(0, m.index).split(/\s+/).filter(Boolean).length : Number.POSITIVE_INFINITY;
    const before = [...f.slice(0, at.index).matchAll(SOURCE_ALL)].at(-1);
    const gapBefore = before
      ? f
          .slice((before.index ?? 0) + before[0].length, at.index)
          .split(/\s+/)
          .filter(Boolean).length
      : Number.POSITIVE_INFINITY;
    const gap = Math.min(gapAfter, gapBefore);
    if (gap > 6) continue;
    if (!best || gap < best.gap) best = { text: s, gap };
  }
  return best ? sentence(best.text) : undefined;
}
