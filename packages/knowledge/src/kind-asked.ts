// "What is the most planted grape in the world?", "which country never had phylloxera?": a grape, a
// country or a place asked for by what is true of it, with no grape or place named, is the record
// whose own sentence says everything the question says of it. Several records that say it equally
// are all told ("Phylloxera has never reached Chile…", "…never reached Cyprus…").

import { allSentences, contentRoots, type Sent } from './choice-evidence.ts';
import { describe } from './describe.ts';
import type { Ctx, Draft } from './draft.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';
import { mentionsPhrase, sentence } from './text.ts';

/**
 * The kind of record asked for, by the noun the question asks "which" or "what" of. In the singular
 * only: "which grapes are prone to rot?" asks for a list, not the one record that says it best.
 */
const KIND_ASKED = /^(?:which|what)\b(?:\s+\w+){0,4}?\s+(grape|variety|country|nation|region|appellation)\b/;

/** A place asked for by where something is or was. */
const WHERE_ASKED = /^where (?:is|are|was|were) (?:the|a|an)\b/;

/** Words that frame such a question and say nothing of the record. */
const FRAME =
  'grape grapes variety varieties country countries nation nations region regions appellation appellations wine wines red white black';

/** A sentence telling what once held, not what holds now. */
const PAST = /\b(was|were|once|formerly|used to|for (many|some) (years|decades)|for decades|until)\b/;

/** At most this many records said to be the answer. */
const MOST_TOLD = 2;

export function kindAskedDraft(ctx: Ctx): Draft | undefined {
  const q = fold(ctx.question).trim();
  // "Where is the oldest evidence of winemaking?" asks for a place as "which region" does.
  const noun = KIND_ASKED.exec(q)?.[1] ?? (WHERE_ASKED.test(q) ? 'region' : undefined);
  if (!noun) return undefined;
  if (ctx.u.subjects.some((s) => (s.kind === 'grape' || s.kind === 'region') && s.start >= 0)) return undefined;
  const kind = /^(grape|variet)/.test(noun) ? 'grape' : 'region';
  const country = /^(countr|nation)/.test(noun);
  const frame = new Set(contentRoots(FRAME));
  const asked = new Set(contentRoots(q).filter((r) => !frame.has(r)));
  // One word is too little to tell a record by.
  if (asked.size < 2) return undefined;
  const past = /\b(was|were|did|had)\b/.test(q) && !/\b(never|ever)\b/.test(q);
  const found: { s: Sent; title: string }[] = [];
  for (const s of allSentences(ctx.kb)) {
    if (!s.natural || !s.shown || s.ref.kind !== kind) continue;
    // Every root as written: a sentence's own roots leave out what it denies ("never reached").
    if (![...asked].every((r) => s.roots.has(r))) {
      const said = new Set(contentRoots(s.text));
      if (![...asked].every((r) => said.has(r))) continue;
    }
    if (!past && PAST.test(fold(s.text))) continue;
    const region = kind === 'region' ? ctx.kb.region(s.ref.id) : undefined;
    if (country && region?.kind !== 'country') continue;
    const title = kind === 'grape' ? ctx.kb.grape(s.ref.id)?.name : region?.name;
    // The sentence says it of its own record, not of another thing it names.
    if (!title || !(mentionsPhrase(s.text, title) || /^(it|its)\b/i.test(s.text))) continue;
    // "South Australia has never had phylloxera" is said of South Australia, not of Australia.
    const longer = (n: string) => n !== title && fold(n).includes(fold(title)) && mentionsPhrase(s.text, n);
    if (kind === 'region' && ctx.kb.regions.some((r) => longer(r.name))) continue;
    if (!found.some((f) => f.title === title)) found.push({ s, title });
  }
  if (found.length === 0 || found.length > MOST_TOLD) return undefined;
  // The record with more to say of itself is the better known, and told first.
  const sizes = new Map(
    found.map((f) => [
      f,
      allSentences(ctx.kb).filter((x) => x.ref.kind === f.s.ref.kind && x.ref.id === f.s.ref.id).length,
    ]),
  );
  found.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  const [first] = found;
  const m: Mention = {
    kind: first.s.ref.kind as Mention['kind'],
    id: first.s.ref.id,
    title: first.title,
    matched: first.title,
    start: -1,
    end: -1,
    whole: false,
    score: 1,
  };
  const d = describe({ ...ctx, u: { ...ctx.u, subjects: [m] } }, m);
  const said = found.map((f) => sentence(/^(it|its)\b/i.test(f.s.text) ? `${f.title}: ${f.s.text}` : f.s.text));
  d.lead = `${said.join(' ')} ${d.lead}`;
  d.answered = true;
  return d;
}
