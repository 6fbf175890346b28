// Answering exam items from the knowledge base: every option is scored by the evidence the records
// hold for it (the ties between the stem's subjects and the option in their fields, the option named
// in the stem's records next to the stem's other words, the stem's words in the option's own record).
// The best-supported option wins (the least supported one for "NOT…" and "…EXCEPT" stems); with no
// evidence or a tie the answer says so instead of guessing.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { ChoiceItem, ChoiceOption } from './choice.ts';
import {
  contentRoots,
  DEMONYMS,
  DENIAL,
  docOf,
  idf,
  type Link,
  link,
  names,
  namesOfRef,
  type Ref,
  refsIn,
  type Sent,
  within,
} from './choice-evidence.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, EVERYDAY, PLAIN, titleCase, use } from './draft.ts';
import type { Understanding } from './intent.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold, root, words } from './normalize.ts';
import { joinBlocks } from './render.ts';
import type { Mention } from './search.ts';
import { join, mentionsPhrase, sentence } from './text.ts';

/** Stems asking for the leading, main or best-known option rather than any permitted one. */
const LEAD =
  /\b(lead|leads|leading|main|mainly|principal|dominant|dominates?|dominated|major|key|signature|chief|primary|mostly|majority|best known|famous|most|basis|based|mainly)\b/i;

interface Scored {
  option: ChoiceOption;
  refs: Mention[];
  score: number;
  /** The sentence that best ties the option to the stem, natural sentences preferred. */
  reason?: string;
  reasonWeight: number;
  /** The tie in the records' fields between the option and a stem subject, if any. */
  tie?: string;
}

interface StemView {
  refs: Mention[];
  /** Records whose sentences may name the answer: the stem's subjects and the theory topics it matches
   * (those found by shared words only count for less). */
  docs: { s: Sent; w: number }[];
  cues: string[];
  cueWeight: Map<string, number>;
  lead: boolean;
}

/** The answer to an exam item, as a draft in the shape every other answer takes. */
export function answerChoice(
  kb: KnowledgeBase,
  item: ChoiceItem,
  level: LevelId,
  style: VoiceStyle,
  question: string,
): { draft: Draft; ctx: Ctx } {
  const mentions = kb.mentions(question);
  const u: Understanding = {
    intent: 'choice',
    subjects: mentions.filter((m) => m.kind !== 'pairing'),
    foods: mentions.filter((m) => m.kind === 'pairing'),
    mentions,
    unknownWords: [],
    followUp: false,
  };
  const ctx: Ctx = { kb, level, style, question, u, sources: new Map() };
  const d =
    item.kind === 'choice' ? choice(ctx, item.stem, item.options, item.negated) : trueFalse(ctx, item.statement);
  return { draft: d, ctx };
}

function view(kb: KnowledgeBase, stem: string, extra = ''): StemView {
  const refs = dedupe([...refsIn(kb, stem), ...countriesIn(kb, stem)]);
  const named = new Set<string>();
  const ws = words(stem);
  for (const m of refs) for (let i = m.start; i <= m.end; i++) if (ws[i]) named.add(root(ws[i]));
  // The subject's own words stay among the cues: an option's record that names it is evidence.
  const cues = [...new Set(contentRoots(`${stem} ${extra}`))];
  // …at half weight: in the subject's own record they are everywhere.
  const cueWeight = new Map(cues.map((w) => [w, idf(kb, w) * (named.has(w) ? 0.5 : 1)]));
  const ranked = kb.index.topics(stem).slice(0, 3);
  const topics = ranked.filter((t) => t.score >= 4 && t.score >= (ranked[0]?.score ?? 0) * 0.5);
  const docs: { s: Sent; w: number }[] = [];
  const seen = new Set<string>();
  const found = [
    ...refs.map((r) => ({ r: r as Ref, w: 1 })),
    ...topics.map((t) => ({ r: { kind: 'topic' as const, id: t.id }, w: 0.7 })),
  ];
  for (const { r, w } of found) {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const s of docOf(kb, r)) docs.push({ s, w });
  }
  return { refs, docs, cues, cueWeight, lead: LEAD.test(stem) };
}

/** Countries named by an adjective: "Which Spanish region…" is about Spain. */
function countriesIn(kb: KnowledgeBase, text: string): Mention[] {
  return words(text).flatMap((w, i) => {
    const name = DEMONYMS[w];
    const r = name ? kb.findRegion(name) : undefined;
    return r && r.kind === 'country'
      ? [{ kind: 'region' as const, id: r.id, score: 1, title: r.name, matched: w, start: i, end: i, whole: true }]
      : [];
  });
}

/** Whether every mention of a name in a sentence is denied by a word just before it. */
function denied(text: string, name: string): boolean {
  const ws = words(text);
  const ns = words(name);
  if (ns.length === 0) return false;
  let seen = false;
  for (let i = 0; i + ns.length <= ws.length; i++) {
    if (!ns.every((n, k) => ws[i + k] === n || ws[i + k] === `${n}s`)) continue;
    seen = true;
    if (!ws.slice(Math.max(0, i - 3), i).some((w) => DENIAL.has(w))) return false;
  }
  return seen;
}

function dedupe(ms: Mention[]): Mention[] {
  const seen = new Set<string>();
  return ms.filter((m) => {
    const k = `${m.kind}:${m.id}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Below this total weight a stem's words are too common to decide anything on their own. */
const CUE_FLOOR = 4;

/** Share of the stem's words (weighted by rarity) a sentence uses. */
function cueShare(v: StemView, s: Sent, skip?: Set<string>): number {
  let have = 0;
  let all = 0;
  for (const [w, weight] of v.cueWeight) {
    if (skip?.has(w)) continue;
    all += weight;
    if (s.roots.has(w)) have += weight;
  }
  return have / Math.max(all, CUE_FLOOR);
}

/** The stem's words in a sentence, each counting less the further it stands from the option's words. */
function cueNear(v: StemView, s: Sent, at: number[], skip: Set<string>): number {
  const hits = cueHits(v, s, at, skip);
  let have = 0;
  for (const x of hits.values()) have += x;
  return have / cueTotal(v, skip);
}

function cueTotal(v: StemView, skip: Set<string>): number {
  let all = 0;
  for (const [w, weight] of v.cueWeight) if (!skip.has(w)) all += weight;
  return Math.max(all, CUE_FLOOR);
}

/**
 * Each stem word a sentence uses, weighted by rarity and by nearness to the option's words; a
 * sentence that says the opposite instead ("warm" for a "cool climate" stem) counts against.
 */
function cueHits(v: StemView, s: Sent, at: number[], skip: Set<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [w, weight] of v.cueWeight) {
    if (skip.has(w)) continue;
    if (!s.roots.has(w)) {
      if (opposite(w).some((o) => s.roots.has(o) && !v.cueWeight.has(o))) out.set(w, -0.5 * weight);
      continue;
    }
    if (at.length === 0) {
      out.set(w, weight);
      continue;
    }
    const dist = (x: string) => {
      let d = Number.POSITIVE_INFINITY;
      for (let i = 0; i < s.seq.length; i++)
        if (s.seq[i] === x && !s.denied.has(i)) for (const j of at) d = Math.min(d, Math.abs(i - j));
      return d;
    };
    const d = dist(w);
    // The opposite word standing nearer the option ("the Right Bank (Saint-Émilion…" for a "Left
    // Bank" stem) says the option is on the other side.
    const against = Math.min(
      ...opposite(w)
        .filter((o) => !v.cueWeight.has(o))
        .map(dist),
    );
    if (against < d) out.set(w, (-0.5 * weight) / (1 + against / 3));
    else if (d < Number.POSITIVE_INFINITY) out.set(w, weight / (1 + d / 3));
  }
  return out;
}

const PRIMARY = new Set(['grape', 'region']);

/** "Which of the following statements about X is true?": each option is a claim to judge. */
const STATEMENTS = /\b(statements?|true|correct|accurate|false|incorrect|untrue)\b/i;

function statements(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  // The stem's subject completes a claim that does not name one: "…about Chablis: It is in Burgundy".
  const subject = stem.match(/\b(?:about|regarding|concerning)\s+(.+?)(?:\s+(?:is|are)\b|\s*[?:]|$)/i)?.[1];
  const judged = options.map((o) => {
    const claim =
      subject && !mentionsPhrase(o.text, subject) ? `${subject}: ${o.text.replace(/^(it|they)\s+/i, '')}` : o.text;
    return { o, j: judge(ctx, claim) };
  });
  const want = !negated;
  const hits = judged.filter((x) => x.j.value === want);
  if (hits.length !== 1) return undefined;
  const [hit] = hits;
  const d = draft('Exam question', `**${hit.o.label} — ${hit.o.text}.** ${sentence(hit.j.why ?? '')}`);
  const others = judged
    .filter((x) => x !== hit)
    .map((x) =>
      x.j.value === !want && x.j.why
        ? `${x.o.label} (${x.o.text}) is ${want ? 'false' : 'true'}: ${sentence(x.j.why)}`
        : `${x.o.label} (${x.o.text}): my knowledge base does not settle this one.`,
    );
  const shown = others.slice(0, ctx.level >= 3 ? others.length : 1);
  d.sections.push({ heading: 'Why not the others', items: shown });
  d.keyPoints.push(...shown);
  d.sources = [...ctx.sources.values()];
  return d;
}

function choice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft {
  const { kb } = ctx;
  if (STATEMENTS.test(stem) && options.every((o) => o.text.split(/\s+/).length >= 3)) {
    const d = statements(ctx, stem, options, negated);
    if (d) return d;
  }
  const v = view(kb, stem);
  const optRefs = options.map((o) => dedupe(refsIn(kb, o.text)));
  const optRoots = options.map((o) => [...new Set(contentRoots(o.text))]);
  // A word in every option tells them apart no better than a word in none.
  const spread = new Map<string, number>();
  for (const rs of optRoots) for (const w of rs) spread.set(w, (spread.get(w) ?? 0) + 1);
  const weightOf = (w: string) => idf(kb, w) / (spread.get(w) ?? 1);

  const scored: Scored[] = options.map((option, i) => {
    const refs = optRefs[i];
    const stemPrimary = v.refs.filter((s) => PRIMARY.has(s.kind));
    let reason: string | undefined;
    let reasonWeight = 0;
    let tie: string | undefined;
    const offer = (text: string | undefined, weight: number) => {
      if (text && weight > reasonWeight) {
        reason = text;
        reasonWeight = weight;
      }
    };
    // 1. Ties in the records' fields.
    const links: number[] = [];
    for (const o of refs.filter((r) => PRIMARY.has(r.kind))) {
      // Every stem subject the option is tied to counts: "in which part of France is X?" ties every
      // French region to France, and only the right one to X as well.
      let best: Link | undefined;
      let sum = 0;
      for (const s of stemPrimary) {
        if (s.kind === o.kind && s.id === o.id && (s.kind !== 'grape' || s.matched === o.matched)) continue;
        const l = link(kb, s, o, v.lead);
        if (!l) continue;
        sum += l.score;
        if (!best || l.score > best.score) best = l;
      }
      links.push(sum);
      if (best) {
        offer(best.text, best.score * 0.9);
        tie ??= best.text;
      }
    }
    // What the stem says of the option's kind that a field holds: "a white grape", "a cool climate".
    for (const r of refs) {
      const fit = attributeFit(kb, r, stem);
      if (fit !== 0) {
        links.push(fit);
        if (fit > 0) offer(describeRef(ctx, r, option.text), 0.5);
      }
    }
    // The option names a stem subject under another name ("Botrytis cinerea" for noble rot).
    const only = refs.length === 1 ? refs[0] : undefined;
    if (
      only &&
      !PRIMARY.has(only.kind) &&
      v.refs.some((x) => x.kind === only.kind && x.id === only.id && x.matched !== only.matched)
    )
      links.push(0.4);
    const structural = links.length > 0 ? links.reduce((a, b) => a + b, 0) / links.length : 0;
    // 2. The option named in the stem's records, in a sentence that uses the stem's words.
    // The option's own words are no evidence for it ("Extra Dry" for "the driest style").
    const skip = new Set(optRoots[i]);
    const total = optRoots[i].reduce((n, w) => n + weightOf(w), 0);
    let inStem = 0;
    // The names the option goes by: its own words, and the names of the grape or region it is (a
    // topic found by one of its keywords does not lend the option its other keywords).
    const optNames = [
      option.text,
      ...refs.flatMap((r) =>
        PRIMARY.has(r.kind) ? namesOfRef(kb, r) : exactRef(kb, r, option.text) ? [kb.title(r.kind, r.id)] : [],
      ),
    ].filter((n) => n.length >= 3);
    // Where the option stands in a sentence: its own words, not the ones every option shares
    // ("5" in "5 years", not "years").
    const ownWords = [...optRoots[i], ...optNames.flatMap((n) => contentRoots(n))];
    const distinct = ownWords.filter((w) => (spread.get(w) ?? 1) === 1);
    const mine = new Set(distinct.length > 0 ? distinct : ownWords);
    for (const { s, w: docWeight } of v.docs) {
      const byName = optNames.some((n) => mentionsPhrase(s.text, n) && !denied(s.text, n)) ? 1 : 0;
      const byWords = total > 0 ? optRoots[i].reduce((n, w) => n + (s.roots.has(w) ? weightOf(w) : 0), 0) / total : 0;
      const m = Math.max(byName, byWords);
      if (m < 0.4) continue;
      const at = s.seq.flatMap((w, k) => (mine.has(w) ? [k] : []));
      // A sentence that lists several options says less about each; a sentence made from fields
      // less than one an author wrote.
      const listed = options.filter((o) => mentionsPhrase(s.text, o.text)).length;
      // A sentence about a grape or region the stem names weighs more than one from a theory topic.
      const aboutSubject = v.refs.some(
        (r) => (PRIMARY.has(r.kind) || r.kind === 'term') && r.kind === s.ref.kind && r.id === s.ref.id,
      );
      const x =
        docWeight *
        (aboutSubject ? 1.2 : 1) *
        (s.natural ? 1 : 0.7) *
        m *
        (0.4 / Math.max(1, listed) + cueNear(v, s, at, skip));
      if (x > inStem) inStem = x;
      if (s.shown) offer(s.text, x * (s.natural ? 1 : 0.8));
    }
    // 3. The stem's subjects and words in the option's own records.
    let inOption = 0;
    // Each stem word counts once, from the sentence where it stands nearest the option.
    const gathered = new Map<string, number>();
    let namedBest = 0;
    // A region's parents speak for it too ("Pauillac" is in the Médoc, the Left Bank peninsula),
    // below the country and apart from the stem's own subjects.
    const parents = refs.flatMap((r) =>
      r.kind === 'region'
        ? kb
            .ancestors(r.id)
            .filter((a) => a.kind !== 'country' && !v.refs.some((x) => x.kind === 'region' && x.id === a.id))
            .slice(0, 2)
            .map((a) => ({ ...r, id: a.id, title: a.name, matched: '', inherited: true }))
        : [],
    );
    for (const r of [...refs.map((x) => ({ ...x, inherited: false })), ...parents]) {
      const stemRefs = v.refs.filter((s) => !(s.kind === r.kind && s.id === r.id));
      // A record found by one of its keywords ("Oidium" in the vine diseases topic) speaks for the
      // option only in the sentences that name it.
      const exact = exactRef(kb, r, option.text);
      for (const s of docOf(kb, r)) {
        const naming = mentionsPhrase(s.text, option.text) || (r.matched !== '' && mentionsPhrase(s.text, r.matched));
        if (!exact && !naming && !r.inherited) continue;
        const namedShare =
          stemRefs.length > 0 ? stemRefs.filter((x) => names(kb, x, s.text)).length / stemRefs.length : 0;
        // A sentence that names the option among others counts the stem's words near it.
        const at = naming ? s.seq.flatMap((w, k) => (mine.has(w) ? [k] : [])) : [];
        const hits = cueHits(v, s, at, skip);
        // A word found anywhere counts; its opposite counts against only where the word is never found.
        for (const [w, x] of hits) {
          const had = gathered.get(w);
          if (had === undefined || (x > 0 ? x > had : had < 0 && x < had)) gathered.set(w, x);
        }
        namedBest = Math.max(namedBest, namedShare);
        const cue = [...hits.values()].reduce((a, b) => a + b, 0) / cueTotal(v, skip);
        const x = 0.6 * namedShare + cue;
        if (x > inOption) inOption = x;
        if (s.shown && (namedShare > 0 || cue >= 0.3)) offer(s.text, x * (s.natural ? 0.9 : 0.7));
      }
    }
    // Half from the best single sentence (words that stand together), half from the words gathered
    // over all the option's sentences.
    if (gathered.size > 0 || namedBest > 0)
      inOption =
        0.5 * inOption +
        0.5 * (0.6 * namedBest + [...gathered.values()].reduce((a, b) => a + b, 0) / cueTotal(v, skip));
    const score = 2 * structural + 1.5 * inStem + inOption;
    return { option, refs, score, reason: reason && withOptionName(kb, reason, refs, option.text), reasonWeight, tie };
  });

  for (const m of v.refs) use(ctx, m.kind, m.id);
  // "Which of these grapes makes the lightest-bodied / most tannic wines?": the structure fields decide.
  const scale = structureScale(kb, stem, optRefs);
  const scaled = scale?.(ctx, options, optRefs) ?? climateScale(ctx, stem, options, optRefs);
  if (scaled) return scaled;
  // For a negated stem the answer is the option least tied to it, among those the records know:
  // an option nothing is known about cannot be shown to be the exception.
  const known = scored.filter((s) => s.refs.length > 0 || s.score > 0);
  const pool = negated && known.length >= 2 ? known : scored;
  const ranked = [...pool].sort((a, b) => (negated ? a.score - b.score : b.score - a.score));
  const best = ranked[0];
  const second = ranked[1];
  const top = Math.max(...scored.map((s) => s.score));
  const margin = Math.abs(best.score - (second?.score ?? 0));
  const decided = top >= 0.4 && margin >= 0.06 * Math.max(1, top);
  if (!decided) return undecided(ctx, scored, 'option');
  for (const r of best.refs) use(ctx, r.kind, r.id);
  const label = `**${best.option.label} — ${best.option.text}.**`;
  const why = negated
    ? whyNot(ctx, best)
    : best.reason
      ? sentence(best.reason)
      : describeRef(ctx, best.refs[0], best.option.text);
  const d = draft('Exam question', `${label} ${why}`.trim());
  const tempting = second;
  if (tempting) {
    for (const r of tempting.refs) use(ctx, r.kind, r.id);
    const line = negated
      ? `${tempting.option.label} (${tempting.option.text}) is not the exception: ${sentence(tempting.reason ?? describeRef(ctx, tempting.refs[0], tempting.option.text) ?? 'it fits the stem')}`
      : `Why not ${tempting.option.label} (${tempting.option.text})? ${distractorNote(ctx, tempting, best)}`;
    d.keyPoints.push(line);
    d.sections.push({ heading: 'Why not the others', items: [line] });
  }
  if (ctx.level >= 3) {
    const others = ranked.slice(2).map((s) => `${s.option.label} (${s.option.text}): ${optionNote(ctx, s)}`);
    if (others.length > 0) {
      d.sections[0]?.items?.push(...others);
      d.keyPoints.push(...others);
    }
  }
  d.tip = negated
    ? 'With NOT or EXCEPT in the stem, look for the one option that does not fit; the other three are true.'
    : 'Cross out the options you know are wrong first; the stem usually holds a clue word that decides it.';
  d.sources = [...ctx.sources.values()];
  return d;
}

const LEVELS: Record<string, number> = {
  low: 1,
  'medium-': 2,
  medium: 3,
  'medium+': 4,
  high: 5,
  light: 1,
  full: 5,
};

const CLIMATES: Record<string, number> = { cool: 1, moderate: 2, warm: 3, hot: 4 };

/** "Which of these regions has the warmest / coolest climate?": the regions' climate fields decide. */
function climateScale(ctx: Ctx, stem: string, options: ChoiceOption[], optRefs: Mention[][]): Draft | undefined {
  const { kb } = ctx;
  const f = fold(stem);
  const up = /\b(warmest|hottest|warmer|hotter)\b/.test(f);
  const down = /\b(coolest|coldest|cooler|colder)\b/.test(f);
  if (up === down) return undefined;
  const regions = optRefs.map((rs) => {
    const r = rs.find((x) => x.kind === 'region');
    return r ? kb.region(r.id) : undefined;
  });
  if (regions.some((r) => !r)) return undefined;
  const nums = regions.map((r) => CLIMATES[r?.climate ?? ''] ?? 0);
  const target = up ? Math.max(...nums) : Math.min(...nums);
  const at = nums.flatMap((v, i) => (v === target ? [i] : []));
  if (at.length !== 1) return undefined;
  const i = at[0];
  for (const r of regions) if (r) use(ctx, 'region', r.id);
  const d = draft(
    'Exam question',
    `**${options[i].label} — ${options[i].text}.** ${regions[i]?.name} has a ${regions[i]?.climate} climate.`,
  );
  const rest = options.flatMap((o, k) => (k === i ? [] : [`${o.label} (${o.text}): ${regions[k]?.climate} climate.`]));
  const shown = rest.slice(0, ctx.level >= 3 ? rest.length : 1);
  d.sections.push({ heading: 'Why not the others', items: shown });
  d.keyPoints.push(...shown);
  d.sources = [...ctx.sources.values()];
  return d;
}

/** The structure field and direction a superlative stem asks about, when every option is a grape. */
function structureScale(
  kb: KnowledgeBase,
  stem: string,
  optRefs: Mention[][],
): ((ctx: Ctx, options: ChoiceOption[], refs: Mention[][]) => Draft | undefined) | undefined {
  const f = fold(stem);
  const up = /\b(highest|most|fullest|heaviest|biggest|greatest|higher|more|fuller)\b/.test(f);
  const down = /\b(lowest|least|lightest|softest|lower|less|lighter)\b/.test(f);
  if (up === down) return undefined;
  const field = /\b(acid|acidity|acidic|crisp)\b/.test(f)
    ? 'acidity'
    : /\b(tannin|tannins|tannic|astringent)\b/.test(f)
      ? 'tannin'
      : /\b(body|bodied)\b/.test(f)
        ? 'body'
        : /\b(alcohol|alcoholic)\b/.test(f)
          ? 'alcohol'
          : undefined;
  if (!field) return undefined;
  const grapes = optRefs.map((rs) => {
    const r = rs.find((x) => x.kind === 'grape');
    return r ? kb.grape(r.id) : undefined;
  });
  if (grapes.some((g) => !g)) return undefined;
  return (ctx, options) => {
    const value = (i: number) => {
      const st = grapes[i]?.structure as Record<string, string | undefined> | undefined;
      const v = st?.[field];
      return v === undefined ? undefined : LEVELS[v];
    };
    const vals = options.map((_, i) => value(i));
    if (vals.some((v) => v === undefined)) return undefined;
    const nums = vals as number[];
    const target = up ? Math.max(...nums) : Math.min(...nums);
    const at = nums.flatMap((v, i) => (v === target ? [i] : []));
    if (at.length !== 1) return undefined;
    const i = at[0];
    const g = grapes[i];
    if (!g) return undefined;
    for (const x of grapes) if (x) use(ctx, 'grape', x.id);
    const word = field === 'body' ? 'body' : field;
    const level = (k: number) => {
      const v = ((grapes[k]?.structure ?? {}) as Record<string, string | undefined>)[field] ?? '';
      return (ctx.level === 1 ? EVERYDAY[v] : PLAIN[v]) ?? v;
    };
    const d = draft(
      'Exam question',
      `**${options[i].label} — ${options[i].text}.** ${g.name} typically has ${level(i)} ${word}.`,
    );
    const rest = options.map((o, k) => (k === i ? '' : `${o.label} (${o.text}): ${level(k)} ${word}.`)).filter(Boolean);
    const shown = rest.slice(0, ctx.level >= 3 ? rest.length : 1);
    d.sections.push({ heading: 'Why not the others', items: shown });
    d.keyPoints.push(...shown);
    d.sources = [...ctx.sources.values()];
    return d;
  };
}

/**
 * +1 when a field of the record matches what the stem asks of it (a grape's colour, a region's
 * climate), -1 when the field says otherwise, 0 when the stem asks neither.
 */
function attributeFit(kb: KnowledgeBase, r: Ref, stem: string): number {
  const ws = new Set(words(stem));
  if (r.kind === 'grape') {
    const g = kb.grape(r.id);
    if (!g || !/\b(white|red|black)\s+(grape|grapes|variety|varieties|varietal)\b/i.test(stem)) return 0;
    const white = ws.has('white');
    const red = ws.has('red') || ws.has('black');
    if (white === red) return 0;
    const isWhite = g.colour !== 'black';
    return isWhite === white ? 1 : -1;
  }
  if (r.kind === 'region') {
    const reg = kb.region(r.id);
    if (!reg || !ws.has('climate')) return 0;
    const asked = (['cool', 'moderate', 'warm', 'hot'] as const).filter((c) => ws.has(c));
    if (asked.length !== 1) return 0;
    return reg.climate === asked[0] ? 1 : -1;
  }
  return 0;
}

/** Whether the option is the record itself (its name or title), not a keyword that leads to it. */
function exactRef(kb: KnowledgeBase, r: Ref, text: string): boolean {
  const t = words(text).join(' ');
  // A topic is the option only under its title; its keywords are things it covers.
  const own = r.kind === 'topic' ? [kb.title(r.kind, r.id)] : namesOfRef(kb, r);
  return own.some((n) => words(n).join(' ') === t);
}

function whyNot(ctx: Ctx, s: Scored): string {
  const note = s.refs[0] ? describeRef(ctx, s.refs[0], s.option.text) : undefined;
  return note
    ? `It is the one that does not fit. ${note}`
    : 'It is the one option my knowledge base does not tie to the stem.';
}

function distractorNote(ctx: Ctx, s: Scored, winner: Scored): string {
  // What the distractor is tied to in the records shows why it is wrong here: "Carignan is one of
  // Priorat's grapes, where Grenache leads", "Tannat is a black grape best known in Madiran".
  if (s.tie && s.tie !== winner.tie) return sentence(s.tie);
  return (
    describeRef(ctx, s.refs[0], s.option.text) ??
    (s.reason && s.reason !== winner.reason && s.reasonWeight >= 0.3
      ? sentence(s.reason)
      : 'My knowledge base ties it to the question less strongly.')
  );
}

/** The option's own spelling next to the record's name: "Grenache (Garnacha)". */
function withOptionName(kb: KnowledgeBase, text: string, refs: Mention[], option: string): string {
  if (mentionsPhrase(text, option)) return text;
  for (const r of refs) {
    if (!PRIMARY.has(r.kind) || r.matched !== words(option).join(' ')) continue;
    const name = kb.title(r.kind, r.id);
    const at = text.indexOf(name);
    if (at >= 0) return `${text.slice(0, at + name.length)} (${option})${text.slice(at + name.length)}`;
  }
  return text;
}

function optionNote(ctx: Ctx, s: Scored): string {
  if (s.reason && s.reasonWeight >= 0.3) return sentence(s.reason);
  return describeRef(ctx, s.refs[0], s.option.text) ?? 'nothing in my knowledge base ties it to the question.';
}

/** One line on what a record is, for an option the evidence does not tie to the stem. */
function describeRef(ctx: Ctx, ref: Ref | undefined, option?: string): string | undefined {
  if (!ref) return undefined;
  const { kb } = ctx;
  const e = kb.get(ref.kind, ref.id);
  if (!e) return undefined;
  use(ctx, ref.kind, ref.id);
  // A topic found by one of its keywords is described by its sentence about that keyword.
  if (option && e.kind === 'topic' && !exactRef(kb, ref, option)) {
    const own = docOf(kb, ref).find((s) => s.natural && mentionsPhrase(s.text, option));
    return own ? sentence(own.text) : undefined;
  }
  switch (e.kind) {
    case 'grape': {
      const g = e.record;
      const places = g.keyRegions
        .slice(0, 3)
        .map((r) => kb.region(r)?.name ?? (/^[a-z0-9-]+$/.test(r) ? titleCase(r) : r));
      // Level 1 hears the colour of the wine; later levels the colour of the grape's skin.
      const colour =
        ctx.level === 1
          ? g.colour === 'black'
            ? 'red-wine'
            : 'white-wine'
          : g.colour === 'grey'
            ? 'pink-skinned'
            : g.colour;
      return `${g.name} is a ${colour} grape${places.length > 0 ? ` best known in ${join(places)}` : ''}.`;
    }
    case 'region': {
      const r = e.record;
      const grapes = r.grapes.slice(0, 2).map((g) => kb.grape(g)?.name ?? g);
      const where = r.kind === 'country' ? 'is a wine country' : `is in ${r.country}`;
      return `${r.name} ${where}${grapes.length > 0 ? `, known for ${join(grapes)}` : ''}.`;
    }
    case 'topic':
      return sentence(e.record.summary.split(/(?<=\.)\s/)[0] ?? e.record.summary);
    case 'term':
      return sentence(`${e.record.term}: ${e.record.meaning}`);
    case 'pairing': {
      const w = e.record.wines[0];
      return w ? sentence(`With ${e.record.food}, ${w.wine}: ${w.why}`) : undefined;
    }
  }
}

function undecided(ctx: Ctx, scored: Scored[], what: 'option' | 'statement'): Draft {
  const lines = scored.flatMap((s) => {
    const note = s.refs[0] ? describeRef(ctx, s.refs[0], s.option.text) : undefined;
    return note ? [`${s.option.label} (${s.option.text}): ${note}`] : [];
  });
  const lead =
    what === 'option'
      ? "I can't tell from my knowledge base which option is right, so I won't guess."
      : "I can't tell from my knowledge base whether this statement is true or false, so I won't guess.";
  // An honest "I can't tell" reads the same in every voice: no cheerful opener before it.
  const d = draft('Exam question', lead, lines.length > 0);
  d.plain = true;
  d.after = joinBlocks(
    lines.length > 0 ? `What I know about the options:\n\n${lines.map((l) => `- ${l}`).join('\n')}` : '',
    'Check the answer in your course notes, or ask me about each option in turn.',
  );
  d.sources = [...ctx.sources.values()];
  return d;
}

/** Words whose presence in a record's sentence contradicts the other word in a statement. */
const OPPOSITES: [string, string][] = [
  ['dry', 'sweet'],
  ['red', 'white'],
  ['before', 'after'],
  ['during', 'after'],
  ['early', 'late'],
  ['high', 'low'],
  ['cool', 'warm'],
  ['cool', 'hot'],
  ['cold', 'hot'],
  ['tank', 'bottle'],
  ['tank', 'traditional'],
  ['still', 'sparkling'],
  ['light', 'full'],
  ['oxidative', 'reductive'],
  ['north', 'south'],
  ['left', 'right'],
  ['east', 'west'],
  ['thin', 'thick'],
];

const OPPOSITE_ROOTS: [string, string][] = OPPOSITES.map(([a, b]) => [
  contentRoots(a)[0] ?? a,
  contentRoots(b)[0] ?? b,
]);

function opposite(w: string): string[] {
  return OPPOSITE_ROOTS.flatMap(([a, b]) => (a === w ? [b] : b === w ? [a] : []));
}

interface Judgement {
  value?: boolean;
  why?: string;
  v: StemView;
}

function trueFalse(ctx: Ctx, statement: string): Draft {
  const j = judge(ctx, statement);
  if (j.value === undefined || !j.why) return undecided(ctx, [], 'statement');
  return verdict(ctx, j.value, j.why, j.v);
}

/** Whether the records support a statement, contradict it, or say nothing, with the deciding fact. */
function judge(ctx: Ctx, statement: string): Judgement {
  const { kb } = ctx;
  const text = statement.replace(/[?!.]+$/, '');
  const v = view(kb, text);
  // The same record under two names ("Zinfandel and Primitivo are the same grape").
  const parts = text.split(/\s*(?:,|\band\b|\bor\b|\bis\b|\bare\b|\bas\b)\s*/i).filter((p) => p.trim());
  const partRefs = parts.flatMap((p) => refsIn(kb, p).filter((m) => m.kind === 'grape'));
  for (let i = 0; i < partRefs.length; i++)
    for (let j = i + 1; j < partRefs.length; j++)
      if (partRefs[i].id === partRefs[j].id && partRefs[i].matched !== partRefs[j].matched && /\bsame\b/i.test(text))
        return { value: true, why: `${partRefs[i].title} and ${partRefs[j].matched} are names of the same grape.`, v };
  const primary = v.refs.filter((r) => PRIMARY.has(r.kind));
  for (const r of v.refs) use(ctx, r.kind, r.id);
  let support: string | undefined;
  let against: string | undefined;
  for (let i = 0; i < primary.length; i++)
    for (let j = i + 1; j < primary.length; j++) {
      const a = primary[i];
      const b = primary[j];
      // Two readings of the same words ("Prosecco" the region and the grape's old name) are one subject.
      if (a.start <= b.end && b.start <= a.end) continue;
      const l = link(kb, a, b, v.lead);
      if (l && l.score >= 0.5) support ??= l.text;
      else if (!l) against ??= contradiction(ctx, a, b);
    }
  // The statement's words and other subjects in the records' sentences, watching for the opposite word.
  const words = new Set(v.cues);
  let best: { s: Sent; share: number } | undefined;
  let clash: string | undefined;
  for (const { s } of v.docs) {
    const others = v.refs.filter((r) => !(r.kind === s.ref.kind && r.id === s.ref.id));
    const named = others.length > 0 ? others.filter((r) => names(kb, r, s.text)).length / others.length : 1;
    const cue = cueShare(v, s);
    const share = v.cues.length > 0 ? 0.5 * named + cue : named;
    if (!best || share > best.share) best = { s, share };
    // Only a sentence about the statement's subject can contradict it.
    const subject = v.refs[0];
    const about = subject && ((s.ref.kind === subject.kind && s.ref.id === subject.id) || names(kb, subject, s.text));
    if (cue < 0.25 || !about) continue;
    // Where the sentence has both words ("during fermentation (Port); … after fermentation (Sherry)"),
    // the clause that names the subject says what holds for it.
    const clauses = s.text.split(/;|:\s|\.\s/).filter((c) => names(kb, subject, c));
    const scopes = clauses.length > 0 && clauses.length < s.text.split(/;|:\s|\.\s/).length ? clauses : [s.text];
    for (const scope of scopes) {
      const rs = new Set(contentRoots(scope));
      for (const w of words)
        if (!rs.has(w) && opposite(w).some((o) => rs.has(o) && !words.has(o) && s.roots.has(o))) clash ??= s.text;
    }
  }
  if (against && !support) return { value: false, why: against, v };
  if (support && !clash) return { value: true, why: support, v };
  if (clash) return { value: false, why: clash, v };
  if (best && best.share >= 0.6) return { value: true, why: best.s.text, v };
  return { v };
}

/** Why a statement pairing two records that are not tied is wrong, in the records' own terms. */
function contradiction(ctx: Ctx, a: Mention, b: Mention): string | undefined {
  const { kb } = ctx;
  const region = a.kind === 'region' ? kb.region(a.id) : b.kind === 'region' ? kb.region(b.id) : undefined;
  const other = region && (a.kind === 'region' && a.id === region.id ? b : a);
  if (!region || !other) return undefined;
  if (other.kind === 'grape') {
    const main = region.grapes.slice(0, 2).map((g) => kb.grape(g)?.name ?? g);
    if (main.length === 0) return undefined;
    use(ctx, 'grape', other.id);
    return `${region.name} is made mainly from ${join(main)}, not ${kb.title('grape', other.id)}.`;
  }
  const place = kb.region(other.id);
  if (other.kind === 'region' && place && place.kind === 'country' && !within(kb, region, place))
    return `${region.name} is in ${region.country}, not ${place.name}.`;
  // A place in another region: "Chablis is in Burgundy, France, not the Rhône Valley".
  if (
    other.kind === 'region' &&
    place &&
    kb.children(place.id).length > 0 &&
    !within(kb, region, place) &&
    !within(kb, place, region)
  ) {
    const chain = kb.ancestors(region.id).map((x) => x.name);
    if (chain.length > 0) return `${region.name} is in ${join(chain.slice(0, 2))}, not ${place.name}.`;
  }
  return undefined;
}

function verdict(ctx: Ctx, value: boolean, why: string, v: StemView): Draft {
  const d = draft('Exam question', `**${value ? 'True' : 'False'}.** ${sentence(why)}`);
  for (const r of v.refs) use(ctx, r.kind, r.id);
  const more = v.refs
    .filter((r) => PRIMARY.has(r.kind))
    .slice(0, ctx.level >= 3 ? 2 : 1)
    .map((r) => describeRef(ctx, r))
    .filter((s): s is string => s !== undefined && !why.includes(s));
  if (more.length > 0) {
    d.sections.push({ heading: 'Good to know', items: more });
    d.keyPoints.push(...more);
  }
  d.tip = 'In true/false items one wrong word (a grape, a place, a method) makes the whole statement false.';
  d.sources = [...ctx.sources.values()];
  return d;
}

export { namesOfRef };
