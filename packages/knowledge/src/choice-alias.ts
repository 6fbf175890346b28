// "The tank method is also known as: … d) the Charmat (Martinotti) method", "Blaufränkisch is known in
// Germany and Hungary respectively as: … d) Lemberger – Kékfrankos", "Prugnolo Gentile is the local
// name for Sangiovese in: … (C) Montepulciano": an item asking for another name of a thing is
// answered from the names its record gives it (a grape's synonyms, a method's other names), and a
// local name asked for its place by the place its synonym is given for.

import type { ChoiceOption } from './choice.ts';
import { allSentences, refsIn } from './choice-evidence.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import type { Mention } from './search.ts';
import { mentionsPhrase } from './text.ts';

const ALIAS_ASKED =
  /\b(also (known|called|labelled|labeled|referred to)|another name|other names?|local names?|synonyms?|known (in [^?:]{2,40} )?(respectively )?as|called in)\b/i;

/** A name without what its brackets add: "Prugnolo Gentile (Montepulciano)" → "Prugnolo Gentile". */
const bare = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim();

/** The names a record gives its thing besides its own: a grape's synonyms, a topic's other names. */
function aliasesOf(ctx: Ctx, r: Mention): { name: string; where?: string }[] {
  const { kb } = ctx;
  const split = (s: string) => {
    const where = /\(([^)]+)\)\s*$/.exec(s)?.[1];
    return bare(s)
      .split(/\s*\/\s*/)
      .filter((n) => n.length >= 3)
      .map((name) => ({ name, where }));
  };
  if (r.kind === 'grape') return (kb.grape(r.id)?.synonyms ?? []).flatMap(split);
  if (r.kind === 'region') return (kb.region(r.id)?.synonyms ?? []).flatMap(split);
  if (r.kind === 'topic') {
    const t = kb.topic(r.id);
    if (!t) return [];
    const inTitle = /\(([^)]+)\)/.exec(t.title)?.[1]?.split(/\s*,\s*/) ?? [];
    return [...inTitle, ...t.keywords].map((name) => ({ name }));
  }
  return [];
}

/** The parts an option names: "Lemberger – Kékfrankos" holds two names, "the Charmat method" one. */
const partsOf = (text: string) =>
  text
    .split(/\s+[–—-]\s+|\s*[/;,]\s*|\s+and\s+/)
    .map((p) => p.trim())
    .filter(Boolean);

export function aliasChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated || !ALIAS_ASKED.test(stem)) return undefined;
  const refs = refsIn(ctx.kb, stem).filter((r) => r.kind === 'grape' || r.kind === 'topic' || r.kind === 'region');
  for (const r of refs) {
    const aliases = aliasesOf(ctx, r).filter((a) => !mentionsPhrase(stem, a.name));
    // Another name asked: the option each of whose parts is one of the record's other names.
    const named = options.filter((o) =>
      partsOf(o.text).every((p) => aliases.some((a) => mentionsPhrase(p, a.name) || mentionsPhrase(a.name, p))),
    );
    // A local name asked for its place: the stem names the synonym, the options are places.
    const said = aliasesOf(ctx, r).filter((a) => a.where && mentionsPhrase(stem, a.name));
    const placed = options.filter((o) => said.some((a) => a.where && mentionsPhrase(a.where, o.text)));
    const hits = named.length === 1 ? named : placed.length === 1 ? placed : [];
    if (hits.length !== 1) continue;
    use(ctx, r.kind, r.id);
    const o = hits[0];
    const title = ctx.kb.title(r.kind, r.id);
    const why =
      hits === placed
        ? `${said.map((a) => `${a.name} is the name used in ${a.where}`).join('; ')}.`
        : `${o.text} is another name my notes give for ${title}.`;
    const d = draft('Exam question', `**${o.label} — ${o.text}.** ${why}`);
    d.tip = 'Learn a grape’s or a method’s other names together with the place that uses each.';
    d.sources = [...ctx.sources.values()];
    return d;
  }
  return undefined;
}

/** "The sub-zone formerly called Rioja Baja…": the old name the stem gives. */
const FORMER =
  /\b(?:formerly|previously|once|originally)\s+(?:called\s+|known\s+as\s+|named\s+)?([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,3})/u;

/**
 * "The Rioja sub-zone formerly called Rioja Baja is now named:": the records write the new name with
 * the old one after it ("Rioja Oriental (east…, formerly Rioja Baja…)"); the option named nearest
 * before the old name is the thing renamed.
 */
export function renamedChoice(
  ctx: Ctx,
  stem: string,
  options: ChoiceOption[],
  negated: boolean,
): { index: number; text: string } | undefined {
  if (negated) return undefined;
  const old = FORMER.exec(stem)?.[1];
  if (!old) return undefined;
  const mark = new RegExp(
    `\\b(?:formerly|previously|once|originally)\\s+(?:called\\s+|known\\s+as\\s+|named\\s+)?${old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
    'i',
  );
  let found: { index: number; text: string } | undefined;
  for (const s of allSentences(ctx.kb)) {
    const m = mark.exec(s.text);
    if (!m) continue;
    const before = s.text.slice(Math.max(0, m.index - 120), m.index);
    let best = -1;
    let at = -1;
    options.forEach((o, i) => {
      const k = before.lastIndexOf(o.text);
      if (k > at) {
        at = k;
        best = i;
      }
    });
    if (best < 0) continue;
    if (found && found.index !== best) return undefined;
    found = { index: best, text: s.text };
  }
  return found;
}
