// "Which pairing of appellation and main grape is correct? A: Cahors – Cabernet Franc B: Bandol –
// Grenache C: Madiran – Tannat D: Chinon – Gamay": options that each pair a place with a grape (or
// with the country it lies in). A pair is right when the place's record says so: its main grape when
// the stem asks for the main one, any of its grapes otherwise, or the country it lies in. The answer
// is the one pair that holds (the one that does not, when the stem asks which is wrong).

import type { ChoiceOption } from './choice.ts';
import { refsIn } from './choice-evidence.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import type { Region } from './types.ts';

/** The two sides of a pair: "Cahors – Malbec", "Cahors: Malbec", "Cahors / Malbec". */
const PAIR = /^(.+?)\s+(?:[–—-]|\/)\s+(.+)$|^(.+?):\s+(.+)$/;

/** A stem asking for the place's leading grape, not any grape it grows. */
const MAIN = /\b(main|principal|dominant|chief|leading|signature|key)\b/i;

/** A stem asking which pairs are names of one grape: "two names for the same variety", "synonyms". */
const SYNONYMS = /\b(same (grape|variety)|synonyms?|other names?|another name|two names|names for)\b/i;

interface Verdict {
  holds: boolean;
  why: string;
}

function judgePair(ctx: Ctx, text: string, main: boolean, synonyms: boolean): Verdict | undefined {
  const m = PAIR.exec(text.trim());
  if (!m) return undefined;
  const names = [m[1] ?? m[3], m[2] ?? m[4]].map((x) => x.trim());
  const sides = names.map((s) => refsIn(ctx.kb, s));
  // "Syrah – Shiraz", asked which pairs are two names of one grape: the same record or two (a side
  // may also name a place called after the grape, as "Primitivo" does).
  const grapes = sides.map((refs) => refs.filter((r) => r.kind === 'grape'));
  if (synonyms && grapes.every((g) => g.length === 1)) {
    const [a, b] = grapes.map((g) => g[0]);
    use(ctx, 'grape', a.id);
    const same = a.id === b.id;
    return {
      holds: same,
      why: same
        ? `${names[0]} and ${names[1]} are names of the same grape.`
        : `${names[0]} and ${names[1]} are two different grapes.`,
    };
  }
  // Each side names one record: a place on one side, a grape or a country on the other.
  if (sides.some((refs) => refs.length !== 1)) return undefined;
  const [a, b] = sides.map((refs) => refs[0]);
  const placeRef = a.kind === 'region' && !(b.kind === 'region' && ctx.kb.region(a.id)?.kind === 'country') ? a : b;
  const other = placeRef === a ? b : a;
  const place: Region | undefined = placeRef.kind === 'region' ? ctx.kb.region(placeRef.id) : undefined;
  if (!place || place.kind === 'country') return undefined;
  if (other.kind === 'grape') {
    const grape = ctx.kb.grape(other.id);
    const lead = place.grapes[0] ? ctx.kb.grape(place.grapes[0]) : undefined;
    if (!grape || !lead) return undefined;
    use(ctx, 'region', place.id);
    const holds = main ? place.grapes[0] === grape.id : place.grapes.includes(grape.id);
    return { holds, why: `${place.name} is made mainly from ${lead.name}.` };
  }
  if (other.kind === 'region' && ctx.kb.region(other.id)?.kind === 'country') {
    const country = ctx.kb.region(other.id);
    if (!country) return undefined;
    use(ctx, 'region', place.id);
    return { holds: place.country === country.name, why: `${place.name} is in ${place.country}.` };
  }
  return undefined;
}

export function pairChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (
    !/\b(pair|pairs|pairing|pairings|match|matches|matched|matching|combination|correct|correctly|incorrect|incorrectly)\b/i.test(
      stem,
    )
  )
    return undefined;
  const main = MAIN.test(stem);
  const synonyms = SYNONYMS.test(stem);
  const verdicts = options.map((o) => judgePair(ctx, o.text, main, synonyms));
  if (verdicts.some((v) => v === undefined)) return undefined;
  const picked = verdicts.flatMap((v, i) => (v?.holds !== negated ? [i] : []));
  if (picked.length !== 1) return undefined;
  const o = options[picked[0]];
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${verdicts[picked[0]]?.why ?? ''}`.trim());
  d.tip = 'Check each pair on its own; only one holds (or, with NOT, only one fails).';
  d.sources = [...ctx.sources.values()];
  return d;
}
