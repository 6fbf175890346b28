// Statements that rank one thing against another or name a place's main grape, judged from the
// records: "Trockenbeerenauslese is a lower Prädikat level than Kabinett" against "The Prädikat
// levels, in rising order …: Kabinett, Spätlese, …", and "The main grape of Ribera del Duero is
// Garnacha" against the grapes the place's record lists, its main one first.
import { allSentences, refsIn } from './choice-evidence.ts';
import { parentsOf, undotted } from './choice-parents.ts';
import { sentenceWords } from './choice-ranking.ts';
import { flat, LISTED_DOWN, LISTED_UP, positions } from './choice-scale.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';
import { mentionsPhrase } from './text.ts';

export interface RankVerdict {
  value: boolean;
  why: string;
}

const RANKED =
  /^(.+?)\s+(?:is|are|ranks?)\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:(higher|lower)\b.*?\bthan|(above|below))\s+(?:a\s+|an\s+|the\s+)?(.+)$/i;

export function rankClaim(kb: KnowledgeBase, text: string): RankVerdict | undefined {
  const m = RANKED.exec(text.trim());
  if (!m) return undefined;
  const a = m[1].replace(/^(the|a|an)\s+/i, '').trim();
  const b = m[4].replace(/\s+(level|levels|rung|category|grade)s?$/i, '').trim();
  const higher = /^(higher|above)$/i.test(m[2] ?? m[3] ?? '');
  const sentences = allSentences(kb);
  for (const i of bothNamed(kb, flat(a).trim(), flat(b).trim())) {
    const s = sentences[i];
    if (!s.natural) continue;
    const up = LISTED_UP.test(s.text);
    const down = LISTED_DOWN.test(s.text);
    if (up === down) continue;
    const f = flat(s.text);
    if (!f.includes(` ${flat(a).trim()} `) || !f.includes(` ${flat(b).trim()} `)) continue;
    const [pa, pb] = positions(s.text, [a, b]);
    if (pa < 0 || pb < 0 || pa === pb) continue;
    const aHigher = up ? pa > pb : pa < pb;
    return { value: aHigher === higher, why: s.text };
  }
  return undefined;
}

/**
 * The sentences (by position, in order) whose plain form may hold both names: those holding the first
 * word of each. Every sentence when a name has no word.
 */
function bothNamed(kb: KnowledgeBase, a: string, b: string): number[] {
  const index = sentenceWords(kb);
  const [wa, wb] = [a.split(' ')[0], b.split(' ')[0]];
  if (!wa || !wb) return allSentences(kb).map((_, i) => i);
  const inB = new Set(index.get(wb) ?? []);
  return (index.get(wa) ?? []).filter((i) => inB.has(i));
}

/** "The main grape of X is Y", "Y is the principal variety of X". */
const MAIN =
  /\b(main|principal|dominant|chief|leading|most (?:widely )?planted)\s+(?:black\s+|white\s+|red\s+)?(?:grape|variety)\b/i;

export function mainGrapeClaim(kb: KnowledgeBase, text: string, refs: readonly Mention[]): RankVerdict | undefined {
  if (!MAIN.test(text) || /\b(black|white|red)\s+(grape|variety)\b/i.test(text)) return undefined;
  const places = refs.filter((r) => r.kind === 'region');
  const grapes = refs.filter((r) => r.kind === 'grape');
  if (places.length !== 1 || grapes.length !== 1) return undefined;
  const r = kb.region(places[0].id);
  const g = kb.grape(grapes[0].id);
  if (!r || !g || r.grapes.length === 0) return undefined;
  const main = kb.grape(r.grapes[0]);
  if (!main) return undefined;
  const why = `${r.name} is made mainly from ${main.name}.`;
  if (r.grapes[0] === g.id) return { value: true, why };
  // Only a grape the place is known for can be said not to lead it; an unknown tie is left undecided.
  return fold(text).includes(fold(r.name)) ? { value: false, why } : undefined;
}

/** "Pinotage is a crossing of Pinot Noir and Cabernet Sauvignon": a grape's two parents claimed. */
const CROSS_CLAIM =
  /^(.+?)\s+(?:is|was)\s+(?:\w+\s+){0,3}?(?:cross|crossing|offspring)\s+(?:between|of)\s+(.+?)\s+and\s+(.+?)\.?$/i;

export function parentClaim(kb: KnowledgeBase, text: string): RankVerdict | undefined {
  const m = CROSS_CLAIM.exec(undotted(text.trim()));
  if (!m) return undefined;
  const grapes = refsIn(kb, m[1]).filter((r) => r.kind === 'grape');
  if (grapes.length !== 1) return undefined;
  const g = kb.grape(grapes[0].id);
  const parents = g ? parentsOf(g.origin) : undefined;
  if (!g || !parents) return undefined;
  const same = (a: string, b: string) => mentionsPhrase(a, b) || mentionsPhrase(b, a);
  const claimed = [m[2], m[3]];
  const value = claimed.every((c) => parents.some((p) => same(c, p)));
  return { value, why: `${g.name} is a crossing of ${parents[0]} and ${parents[1]}.` };
}

/** "X is produced in", "X comes from", "X is made in": where a wine is said to come from. */
const MADE_IN = /\b(?:produced|made|from|comes? from|grown|originates?)\s+(?:in\s+)?(?:the\s+)?$/i;

/**
 * "Tokaji Aszú is produced in Austria": a style or topic said to come from a country its own record
 * never names, while it names another wine country, comes from that other country.
 */
export function countryClaim(
  kb: KnowledgeBase,
  text: string,
  refs: readonly Mention[],
  docs: (ref: Mention) => readonly { text: string; natural: boolean }[],
): RankVerdict | undefined {
  const countries = refs.filter((r) => r.kind === 'region' && kb.region(r.id)?.kind === 'country');
  const things = refs.filter((r) => r.kind === 'topic' || r.kind === 'term');
  if (countries.length !== 1 || things.length !== 1 || refs.length !== 2) return undefined;
  const country = kb.region(countries[0].id);
  if (!country) return undefined;
  const before = text.slice(0, text.toLowerCase().indexOf(countries[0].matched.split(' ')[0]));
  if (!MADE_IN.test(before)) return undefined;
  const said = docs(things[0]).filter((s) => s.natural);
  const named = (name: string) => said.find((s) => new RegExp(`\\b${fold(name)}\\b`).test(fold(s.text)));
  const own = named(country.name);
  if (own) return { value: true, why: own.text };
  const other = kb.regions
    .filter((r) => r.kind === 'country' && r.id !== country.id)
    .map((r) => named(r.name))
    .find(Boolean);
  return other ? { value: false, why: other.text } : undefined;
}
