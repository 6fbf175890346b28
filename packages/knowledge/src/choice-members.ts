// "Which of these is NOT a First Growth / a Chablis Grand Cru / one of the Beaujolais crus?": an item
// about membership of a list or a rank. Two kinds of evidence name the exception:
// - a rank the option's own record gives it that is another step of the same ladder than the one the
//   stem asks for (a Second Growth is not a First Growth; a Premier Cru is not a Grand Cru);
// - a sentence of the stem's own records that lists every other option while the records never name
//   this one at all (the five First Growths, the seven Chablis Grands Crus).
// An option that nothing is known about is never the exception by default.

import type { ChoiceOption } from './choice.ts';
import { allSentences, contentRoots, docOf, type Ref } from './choice-evidence.ts';
import { PRIMARY, type StemView } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';
import { escapeRegExp, mentionsPhrase, sentence } from './text.ts';

/** The ladders of rank a classification uses; each match is read as one step. */
const LADDERS: { re: RegExp; step: (m: RegExpMatchArray) => string }[] = [
  { re: /\b(first|second|third|fourth|fifth) growths?\b/g, step: (m) => m[1] },
  {
    re: /\b(premiers? grands? crus?|grands? crus?|premiers? crus?)\b/g,
    step: (m) => m[1].replace(/s\b/g, '').replace(/\s+/g, ' '),
  },
];

/** The first step of any ladder a text names, which is the rank it gives its subject ("X is a Second
 * Growth of Saint-Julien, next to Latour"; "one of the Chablis Premiers Crus, next to the Grands Crus"). */
function firstStep(text: string): { ladder: number; step: string; at: number } | undefined {
  const t = fold(text);
  let best: { ladder: number; step: string; at: number } | undefined;
  LADDERS.forEach((l, ladder) => {
    for (const m of t.matchAll(l.re))
      if (m.index !== undefined && (!best || m.index < best.at)) best = { ladder, step: l.step(m), at: m.index };
  });
  return best;
}

/** The steps of each ladder a text names, keyed by ladder. */
function stepsIn(text: string): Map<number, Set<string>> {
  const t = fold(text);
  const out = new Map<number, Set<string>>();
  LADDERS.forEach((l, i) => {
    for (const m of t.matchAll(l.re)) {
      const set = out.get(i) ?? new Set<string>();
      set.add(l.step(m));
      out.set(i, set);
    }
  });
  return out;
}

/** The sentences of an option's own record that speak of it: a part's own fact, or its record's facts. */
function ownSentences(ctx: Ctx, r: Mention, text: string): string[] {
  const { kb } = ctx;
  if (r.kind === 'region' && r.within) {
    const part = kb.region(r.id)?.parts?.find((p) => p.name === r.within);
    return part?.fact ? [part.fact] : [];
  }
  if (!PRIMARY.has(r.kind) && r.kind !== 'term') return [];
  return docOf(kb, r)
    .filter((s) => {
      // Only a sentence whose subject is the option gives it a rank: "Pauillac has three First Growths"
      // ranks the estates, not Pauillac.
      const head = s.text.slice(0, Math.max(text.length, kb.title(r.kind, r.id).length) + 2);
      return s.natural && (mentionsPhrase(head, text) || mentionsPhrase(head, kb.title(r.kind, r.id)));
    })
    .map((s) => s.text);
}

/** The names an option may be written by in a list: "Château Latour" also as "Latour". */
function listNames(o: ChoiceOption): string[] {
  const short = o.text.replace(/^(?:château|chateau|domaine|castello|bodega|quinta|weingut)\s+/i, '');
  return short !== o.text && short.length >= 4 ? [o.text, short] : [o.text];
}

interface Verdict {
  i: number;
  reason: string;
  others: string[];
  /** The reason speaks for itself (it is no list of the others). */
  plain?: boolean;
}

/** The kind a NOT stem asks for: "…is NOT a wine fault?", "All of these are wine faults EXCEPT". */
const KIND_ASKED = [
  /\bnot\s+(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s*\??\s*$/iu,
  /\bare\s+(?:all\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:except|but)\b/iu,
];

/**
 * A sentence of the records that says in so many words that the option is not of the kind asked
 * ("Crystals… are tartrates…; like sediment they are harmless and not a fault"): a sentence that opens
 * with the option and denies it the kind ("not a fault", "no fault") names the exception, when it is
 * the only one. "Wine" in "a wine fault" or "a fortified wine" is no kind of its own.
 */
function byDenial(ctx: Ctx, stem: string, options: ChoiceOption[]): Verdict | undefined {
  const asked = KIND_ASKED.map((re) => re.exec(stem)?.[1]).find((x) => x !== undefined);
  if (!asked) return undefined;
  const words = asked.split(/\s+/);
  const kind = words.filter((w) => !/^wines?$/i.test(w)).at(-1);
  if (!kind || kind.length < 4) return undefined;
  const stemOf = kind.replace(/(?:s|es|ed|ing)$/i, '');
  const denial = new RegExp(`\\b(?:not|never|no)\\s+(?:a\\s+|an\\s+)?(?:[\\p{L}-]+\\s+)?${stemOf}`, 'iu');
  const said = options.map((o) => {
    const rs = contentRoots(o.text);
    if (rs.length === 0 || fold(o.text).includes(fold(stemOf))) return undefined;
    return allSentences(ctx.kb).find(
      (s) => s.natural && s.shown && rs.every((w) => s.seq.slice(0, 8).includes(w)) && denial.test(s.text),
    )?.text;
  });
  const out = said.flatMap((t, i) => (t ? [i] : []));
  if (out.length !== 1) return undefined;
  const [i] = out;
  return { i, reason: said[i] ?? '', others: [], plain: true };
}

/** A rank the option's record gives it, on the ladder the stem asks about, other than the one asked. */
function byRank(ctx: Ctx, stem: string, options: ChoiceOption[], optRefs: Ref[][]): Verdict | undefined {
  const asked = stepsIn(stem);
  if (asked.size === 0) return undefined;
  const said = options.map((o, i) => {
    for (const r of optRefs[i] as Mention[]) {
      for (const text of ownSentences(ctx, r, o.text)) {
        const first = firstStep(text);
        const want = first && asked.get(first.ladder);
        if (first && want) return { fits: want.has(first.step), text };
      }
    }
    return undefined;
  });
  const out = said.flatMap((s, i) => (s && !s.fits ? [i] : []));
  if (out.length !== 1) return undefined;
  const [i] = out;
  return {
    i,
    reason: said[i]?.text ?? '',
    others: said.flatMap((s, k) => (k !== i && s?.fits ? [`${options[k].label} (${options[k].text}): ${s.text}`] : [])),
  };
}

/**
 * "Which of these is NOT in Piedmont?": when the stem names a region and every option is a place of
 * the records, the map of regions decides. The exception is the one place outside it while the others
 * lie inside it; a list sentence that happens to name three of them says nothing about where they are.
 */
function byPlace(ctx: Ctx, v: StemView, options: ChoiceOption[], optRefs: Ref[][]): Verdict | undefined {
  const { kb } = ctx;
  const places = optRefs.map((refs) => (refs as Mention[]).filter((r) => r.kind === 'region' && !r.within));
  if (places.some((p) => p.length === 0)) return undefined;
  const areas = v.refs.filter((r) => r.kind === 'region' && kb.region(r.id)?.kind !== 'appellation');
  let found: Verdict | undefined;
  for (const area of areas) {
    const inside = (id: string) => id === area.id || kb.ancestors(id).some((a) => a.id === area.id);
    const within = places.map((p) => p.some((r) => inside(r.id)));
    const out = within.flatMap((w, i) => (w ? [] : [i]));
    if (out.length !== 1) continue;
    const [i] = out;
    if (found && found.i !== i) return undefined;
    const name = kb.title('region', area.id);
    const where = (k: number) => kb.ancestors(places[k][0].id)[0]?.name;
    found ??= {
      i,
      reason: `${options[i].text} is in ${where(i) ?? 'another region'}, not in ${name}.`,
      others: options.flatMap((o, k) => (k === i ? [] : [`${o.label} (${o.text}) is in ${name}.`])),
    };
  }
  return found;
}

/** The kind a NOT stem asks for, up to its setting: "a fungal disease" in "…NOT a fungal disease of the vine?". */
const KIND_WITH_SETTING =
  /\bnot\s+(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+?)(?:\s+(?:of|in|from|for|used|found|grown|made)\b[^?]*)?\s*\??\s*$/iu;

/**
 * A sentence that lists the members of the kind asked right after naming it ("fungal diseases
 * (powdery mildew, downy mildew, botrytis bunch rot)…, and pests such as phylloxera") names every
 * option but the exception.
 */
function byKindList(ctx: Ctx, stem: string, options: ChoiceOption[]): Verdict | undefined {
  if (options.length < 3) return undefined;
  const kind = KIND_WITH_SETTING.exec(stem)?.[1];
  if (!kind || kind.length < 5) return undefined;
  const phrase = kind
    .trim()
    .split(/\s+/)
    .map((w) => escapeRegExp(w))
    .join('\\s+');
  const list = new RegExp(
    `\\b${phrase}(?:s|es)?\\s*(?:\\(([^)]*)\\)|,?\\s+(?:such as|like|including)\\s+([^;.()]*))`,
    'iu',
  );
  let found: Verdict | undefined;
  for (const s of allSentences(ctx.kb)) {
    if (!s.natural) continue;
    const m = list.exec(s.text);
    const members = m?.[1] ?? m?.[2];
    if (!members) continue;
    const out = options.flatMap((o, i) => (listNames(o).some((n) => mentionsPhrase(members, n)) ? [] : [i]));
    if (out.length !== 1) continue;
    if (found && found.i !== out[0]) return undefined;
    found ??= { i: out[0], reason: s.text, others: [], plain: true };
  }
  return found;
}

/** A list in the stem's own records that names every option but one, which they never name. */
function byList(v: StemView, options: ChoiceOption[], optRefs: Ref[][]): Verdict | undefined {
  if (options.length < 3) return undefined;
  const own = v.docs.filter(({ s }) => v.refs.some((r) => r.kind === s.ref.kind && r.id === s.ref.id));
  const named = (text: string, o: ChoiceOption) => listNames(o).some((n) => mentionsPhrase(text, n));
  let found: { i: number; text: string } | undefined;
  for (const { s } of own) {
    const missing = options.flatMap((o, i) => (named(s.text, o) ? [] : [i]));
    if (missing.length !== 1) continue;
    if (found && found.i !== missing[0]) return undefined;
    found ??= { i: missing[0], text: s.text };
  }
  if (!found) return undefined;
  const { i, text } = found;
  // The exception must be a real record the stem's records never mention.
  if ((optRefs[i] ?? []).length === 0) return undefined;
  if (own.some(({ s }) => named(s.text, options[i]))) return undefined;
  return { i, reason: text, others: [] };
}

/**
 * "Which is NOT a Prädikat? Kabinett, Auslese, Trocken, Spätlese": options that are all label terms,
 * each defined by its own meaning. A word of the stem that every meaning but one uses ("a Prädikat
 * from…") names the kind; the one whose meaning lacks it is the exception, whatever the others'
 * meanings say of it in passing ("may be dry (Spätlese trocken)").
 */
function byOwnMeaning(ctx: Ctx, v: StemView, options: ChoiceOption[], optRefs: Ref[][]): Verdict | undefined {
  if (options.length < 3) return undefined;
  const meanings = options.map((o, i) => {
    const t = optRefs[i]
      .filter((r) => r.kind === 'term')
      .map((r) => ctx.kb.term(r.id))
      .find((x) => x !== undefined && [x.term, ...(x.synonyms ?? [])].some((n) => sameName(n, o.text)));
    return t
      ? { text: `${t.term.replace(/\s*\([^)]*\)/g, '')}: ${t.meaning}`, roots: new Set(contentRoots(t.meaning)) }
      : undefined;
  });
  if (meanings.some((m) => m === undefined)) return undefined;
  const own = meanings as { text: string; roots: Set<string> }[];
  let outlier: number | undefined;
  for (const cue of v.cues) {
    const lacking = own.flatMap((m, i) => (m.roots.has(cue) ? [] : [i]));
    if (lacking.length !== 1) continue;
    if (outlier !== undefined && outlier !== lacking[0]) return undefined;
    outlier = lacking[0];
  }
  if (outlier === undefined) return undefined;
  const others = own.filter((_, i) => i !== outlier).map((m) => m.text);
  return { i: outlier, reason: own[outlier].text, others };
}

/** A name as written in an option: "Spätlese" for the term "Spätlese", brackets and case aside. */
function sameName(name: string, option: string): boolean {
  const bare = (x: string) => fold(x.replace(/\s*\([^)]*\)/g, '')).trim();
  return bare(name) === bare(option);
}

export function memberChoice(
  ctx: Ctx,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  optRefs: Ref[][],
  negated: boolean,
): Draft | undefined {
  if (!negated || options.length < 3) return undefined;
  const hit =
    byDenial(ctx, stem, options) ??
    byKindList(ctx, stem, options) ??
    byRank(ctx, stem, options, optRefs) ??
    byPlace(ctx, v, options, optRefs) ??
    byList(v, options, optRefs) ??
    byOwnMeaning(ctx, v, options, optRefs);
  if (!hit) return undefined;
  const o = options[hit.i];
  for (const r of optRefs[hit.i]) use(ctx, r.kind, r.id);
  const lead =
    hit.others.length > 0 || hit.plain
      ? sentence(hit.reason)
      : `The others are the ones listed: ${sentence(hit.reason)}`;
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${lead}`);
  if (hit.others.length > 0) {
    const shown = hit.others.map(sentence).slice(0, ctx.level >= 3 ? hit.others.length : 1);
    d.sections.push({ heading: 'Why not the others', items: shown });
    d.keyPoints.push(...shown);
  }
  d.tip = 'With NOT or EXCEPT in the stem, look for the one option that does not fit; the other three are true.';
  d.sources = [...ctx.sources.values()];
  return d;
}
