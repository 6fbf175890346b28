// Answering exam items from the knowledge base: every option is scored by the evidence the records
// hold for it (the ties between the stem's subjects and the option in their fields, the option named
// in the stem's records next to the stem's other words, the stem's words in the option's own record).
// The best-supported option wins (the least supported one for "NOT…" and "…EXCEPT" stems); with no
// evidence or a tie the answer says so instead of guessing.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { ChoiceItem, ChoiceOption } from './choice.ts';
import {
  allSentences,
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
import {
  figureMatch,
  figures,
  flat,
  optionFigure,
  orderAsked,
  positions,
  sequences,
  stemUnit,
  unitWritten,
} from './choice-scale.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, EVERYDAY, PLAIN, titleCase, use } from './draft.ts';
import type { Understanding } from './intent.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold, root, words } from './normalize.ts';
import { answerSentence } from './plan.ts';
import { joinBlocks } from './render.ts';
import type { Mention } from './search.ts';
import { join, mentionsPhrase, sentence } from './text.ts';
import { WRITERS } from './writers.ts';

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
  const ctx: Ctx = { kb, level, style, question, u, sources: new Map(), write: WRITERS };
  const d =
    item.kind === 'choice' ? choice(ctx, item.stem, item.options, item.negated) : trueFalse(ctx, item.statement);
  return { draft: verdictFirst(d, item.kind === 'choice' ? item.options : []), ctx };
}

/**
 * An exam answer opens with its verdict in every voice ("**B — Garnacha.** …"): no greeting, heading
 * or "Key point:" before the letter a learner checks against the mark scheme. The reasons follow.
 */
function verdictFirst(d: Draft, options: ChoiceOption[]): Draft {
  if (d.plain) return d;
  // After a lower-case or numbered label ("b —", "2 —") the verdict is read by the option's name, so a
  // reason that names other options goes on its own line: the verdict names one option only.
  const m = /^\*\*([a-z]|\d) — (.+?)\*\*\s*([\s\S]*)$/.exec(d.lead);
  if (m) {
    const [, label, text, why] = m;
    const head = `**${label} — ${text}**`;
    const others = options.filter((o) => o.label !== label && mentionsPhrase(why, o.text));
    d = { ...d, lead: others.length > 0 && why ? `${head}\n\n${why}` : `${head} ${why}`.trim() };
  }
  const blocks = d.sections
    .filter((s) => s.text || (s.items && s.items.length > 0))
    .map(
      (s) =>
        `### ${s.heading}\n\n${[s.text ?? '', ...(s.items ?? []).map((i) => `- ${i}`)].filter(Boolean).join('\n')}`,
    );
  return {
    ...d,
    plain: true,
    after: joinBlocks(...blocks, d.tip ? `**Tip:** ${sentence(d.tip)}` : '', d.after),
  };
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

function choice(ctx: Ctx, written: string, options: ChoiceOption[], negated: boolean): Draft {
  const { kb } = ctx;
  // "Rioja's main red variety" is about Rioja: a possessive ending is read off a name it hides.
  // "Which TWO grapes…" says how many names each option holds, not a figure to look for.
  const bare = written
    .replace(/(\p{L})['’]s\b/gu, '$1')
    .replace(/\b(which|what|name|choose|select|pick|identify)\s+(two|three|both|2|3)\b/gi, '$1');
  const stem =
    bare !== written && refsIn(kb, bare).length >= refsIn(kb, written).length && bare.length > 10 ? bare : written;
  if (STATEMENTS.test(stem) && options.every((o) => o.text.split(/\s+/).length >= 3)) {
    const d = statements(ctx, stem, options, negated);
    if (d) return d;
  }
  const v = view(kb, stem);
  // Options that are figures ("3 years", "6–10 °C") or steps of a scale are read as such.
  const numeric = figureChoice(ctx, v, options, negated, stem);
  if (numeric) return numeric;
  const ordered = negated ? undefined : scaleChoice(ctx, v, stem, options);
  if (ordered) return ordered;
  const claimed = claimChoice(ctx, v, stem, options, negated);
  if (claimed) return claimed;
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

/**
 * A sentence cut into the parts that each hold one figure with the words it belongs to: a natural
 * sentence into its clauses, a table row into its cells, each cell with the row's caption and name.
 */
function clausesOf(s: Sent): string[] {
  if (!s.natural) {
    const m = /^([^:]+):\s+(.+?)\.?$/.exec(s.text);
    const cells = m ? m[2].split(/;\s+/) : [];
    if (!m || cells.length < 3) return [s.text];
    return cells.slice(1).map((c) => `${m[1]}: ${cells[0]}; ${c}`);
  }
  return s.text.split(/;\s*|,\s+(?:and\s+)?(?=\p{Lu})|\s+and\s+(?=\p{Lu})|:\s+(?=\p{Lu})/u).filter((c) => c.trim());
}

const WORDS_AT = new Map<string, { at: number; roots: string[]; capital: boolean }[]>();

/** Words of a clause with where they start, for nearness between a figure and the stem's words. */
function wordsAt(text: string): { at: number; roots: string[]; capital: boolean }[] {
  const kept = WORDS_AT.get(text);
  if (kept) return kept;
  const out = [...text.matchAll(/[\p{L}\d’'-]+/gu)].map((m) => ({
    at: m.index ?? 0,
    // "Non-vintage" is not "vintage".
    roots: /^non-/i.test(m[0]) ? [] : contentRoots(m[0]),
    capital: /^\p{Lu}/u.test(m[0]),
  }));
  // "At least" and "must" state a minimum as surely as the word does.
  for (const m of text.matchAll(/\b(?:at least|must|minimum)\b/gi))
    out.push({ at: m.index ?? 0, roots: ['minimum'], capital: false });
  if (WORDS_AT.size > 50_000) WORDS_AT.clear();
  WORDS_AT.set(text, out);
  return out;
}

/** Words of a stem that ask for a figure without saying what it is of. */
const FIGURE_FORM = new Set(
  contentRoots(
    'many much recommended recommend ideal total typical typically usually approximately required requires long',
  ),
);

/**
 * "What is the minimum ageing for Rioja Reserva?" with figures for options: the clause of the records
 * that uses the stem's words and states one option's figure, nearest those words, decides. A clause
 * about some other named thing ("Gran Reserva five years") counts less, and so does one that names
 * none of the stem's grapes or places when the stem names some.
 */
function figureChoice(ctx: Ctx, v: StemView, options: ChoiceOption[], negated: boolean, stem = ''): Draft | undefined {
  if (negated) return undefined;
  // Bare numbers take the unit the stem asks in: "How many litres in a magnum? 0.75 / 1.5 / 3".
  const asked = stemUnit(stem);
  const figs = options.map((o) => {
    const f = optionFigure(o.text);
    return f && f.unit === 'count' && asked
      ? { lo: f.lo * asked.factor, hi: f.hi * asked.factor, unit: asked.unit }
      : f;
  });
  if (figs.some((f) => !f)) return undefined;
  const { kb } = ctx;
  const cues = new Map([...v.cueWeight].filter(([w]) => !FIGURE_FORM.has(w)));
  let total = 0;
  for (const x of cues.values()) total += x;
  total = Math.max(total, CUE_FLOOR);
  const places = v.refs.filter((r) => PRIMARY.has(r.kind));
  const placeRoots = new Set(places.flatMap((r) => contentRoots(r.matched || r.title)));
  const best = options.map(() => ({ score: 0, text: '' }));
  for (const s of allSentences(kb)) {
    // A sentence of a stem subject's own record speaks of that subject even without naming it.
    const about = v.refs.filter((r) => r.kind === s.ref.kind && r.id === s.ref.id);
    const implied = new Set(about.flatMap((r) => contentRoots(r.matched || r.title)));
    for (const clause of clausesOf(s)) {
      const stated = figures(clause);
      if (stated.length === 0) continue;
      const ws = wordsAt(clause);
      const present = new Set<string>(implied);
      const cueAt: number[] = [];
      for (const w of ws)
        for (const r of w.roots)
          if (cues.has(r)) {
            cueAt.push(w.at);
            present.add(r);
          }
      let have = 0;
      for (const r of present) have += cues.get(r) ?? 0;
      // Named things the stem does not mention: the clause is about something else.
      let foreign = 0;
      for (const w of ws)
        if (w.capital && w.roots.length > 0 && !w.roots.some((r) => cues.has(r) || implied.has(r)))
          foreign += idf(kb, w.roots[0]);
      let fit = (have - foreign) / total;
      if (placeRoots.size > 0 && ![...placeRoots].some((r) => present.has(r))) fit *= 0.5;
      if (fit < 0.2) continue;
      const unitNearby = (i: number) => unitWritten(figs[i]?.unit ?? 'count', s.text);
      stated.forEach((f, k) => {
        const near = cueAt.length > 0 ? Math.min(...cueAt.map((a) => Math.abs(a - f.at))) / 6 : 3;
        // The clause's first figure is its own; later ones qualify it ("…with at least 12 months in oak").
        const x = fit / (1 + near / 4) / (1 + 0.3 * k);
        options.forEach((_, i) => {
          const fig = figs[i];
          if (!fig) return;
          const m = figureMatch(fig, f, unitNearby(i)) * x;
          if (m > best[i].score) best[i] = { score: m, text: s.text };
        });
      });
    }
  }
  const ranked = options.map((o, i) => ({ o, ...best[i] })).sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  if (!top || top.score < 0.25 || (second && second.score > 0.85 * top.score)) return undefined;
  for (const m of v.refs) use(ctx, m.kind, m.id);
  const d = draft('Exam question', `**${top.o.label} — ${top.o.text}.** ${sentence(top.text)}`);
  const tempting = second && second.score > 0 ? second : ranked[1];
  if (tempting) {
    const line =
      tempting.score > 0 && tempting.text !== top.text
        ? `Why not ${tempting.o.label} (${tempting.o.text})? That figure belongs to something else: ${sentence(tempting.text)}`
        : `Why not ${tempting.o.label} (${tempting.o.text})? It is not the figure the rules give here.`;
    d.sections.push({ heading: 'Why not the others', items: [line] });
    d.keyPoints.push(line);
  }
  d.tip = 'Learn the figures in pairs with what they belong to: a number alone is easy to swap with its neighbour.';
  d.sources = [...ctx.sources.values()];
  return d;
}

/** Words that say the same change in other words: "increases" is "more", "reduces" is "less". */
const CHANGE: Record<string, string> = Object.fromEntries(
  [
    ['more', 'increase increases increased raise raises heighten heightens emphasise emphasises enhance enhances'],
    ['less', 'decrease decreases decreased reduce reduces reduced lower lowers soften softens softer tame tames'],
    ['large', 'big wide great'],
    ['small', 'narrow little slight'],
  ].flatMap(([to, from]) => from.split(' ').flatMap((w) => contentRoots(w).map((r) => [r, contentRoots(to)[0] ?? to]))),
);

const CHANGE_OPPOSITES: [string, string][] = [
  ['more', 'less'],
  ['large', 'small'],
  ['before', 'after'],
  ['before', 'during'],
  ['during', 'after'],
].map(([a, b]) => [contentRoots(a)[0] ?? a, contentRoots(b)[0] ?? b]);

function changeRoots(text: string): string[] {
  return contentRoots(text).map((r) => CHANGE[r] ?? r);
}

/** Words that fill out an option without saying anything that could be checked. */
const CLAIM_FILLER = new Set(
  contentRoots('complete completed fully only mainly mostly usually often very just always'),
);

/**
 * Options that are descriptions ("less bitter and less acidic", "during fermentation", "a layer of
 * yeast that protects the wine"): each is read as a claim completing the stem, and the clause of the
 * stem's records (its subjects and the theory topics the stem and the option lead to) that holds the
 * option's own words next to the stem's decides; a clause that says the opposite ("more" for "less",
 * "after" for "during") counts against.
 */
function claimChoice(
  ctx: Ctx,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  negated: boolean,
): Draft | undefined {
  const { kb } = ctx;
  const refs = options.map((o) => refsIn(kb, o.text).filter((r) => PRIMARY.has(r.kind)));
  // Descriptions, not names: at most one option is a grape or a place, and most have several words.
  if (refs.filter((r) => r.length > 0).length > 1) return undefined;
  if (options.filter((o) => o.text.split(/\s+/).length >= 2).length < Math.max(2, options.length - 1)) return undefined;
  const optRoots = options.map((o) => [...new Set(changeRoots(o.text))]);
  const spread = new Map<string, number>();
  for (const rs of optRoots) for (const w of rs) spread.set(w, (spread.get(w) ?? 0) + 1);
  const lead2 = options.map((o) => {
    const ws = flat(o.text.replace(/^\s*(?:an?|the|to)\s+/i, ''))
      .trim()
      .split(' ');
    return ws.length >= 2 ? ` ${ws.slice(0, 2).join(' ')} ` : undefined;
  });
  const stemRoots = new Set(changeRoots(stem));
  // Words in every option, or already in the stem, tell the options apart no better than none.
  const weight = (w: string) =>
    (spread.get(w) ?? 1) >= options.length || stemRoots.has(w) || CLAIM_FILLER.has(w) ? 0 : idf(kb, w);
  // Where to look: the stem's records, and the topics each option's claim leads to.
  const docs = new Map<string, { s: Sent; w: number }>();
  for (const d of v.docs) docs.set(`${d.s.ref.kind}:${d.s.ref.id}:${d.s.text}`, d);
  for (const o of options)
    for (const t of kb.index.topics(`${stem} ${o.text}`).slice(0, 2))
      for (const s of docOf(kb, { kind: 'topic', id: t.id })) {
        const k = `topic:${t.id}:${s.text}`;
        if (!docs.has(k)) docs.set(k, { s, w: 0.8 });
      }
  const cues = new Map([...v.cueWeight].map(([w, x]) => [CHANGE[w] ?? w, x]));
  let cueAll = 0;
  for (const x of cues.values()) cueAll += x;
  cueAll = Math.max(cueAll, CUE_FLOOR);
  // The stem's grapes, places and terms when it names any, else the topics it leads to.
  const named0 = v.refs.filter((r) => r.kind !== 'topic');
  const subjects = named0.length > 0 ? named0 : v.refs;
  const best = options.map(() => ({ score: 0, text: '' }));
  for (const { s, w: docWeight } of docs.values()) {
    // A list of a topic's keywords is no claim.
    if (!s.shown) continue;
    const about = subjects.some((r) => r.kind === s.ref.kind && r.id === s.ref.id);
    // The sentence says what it is about; each of its clauses says one thing of it.
    const whole = new Set(changeRoots(s.text));
    let have = 0;
    for (const [w, x] of cues) if (whole.has(w)) have += x;
    const base = (about ? 0.3 : 0) + have / cueAll;
    if (base < 0.2) continue;
    // A sentence that names none of the stem's subjects (Port, Sherry, flor) is about something else;
    // one that names them in another clause than the option's words, partly so.
    const inSentence = about || subjects.some((r) => names(kb, r, s.text));
    // A short head before a colon ("Continental climate: …") belongs to every clause after it.
    const head = /^([^:;]{3,40}):\s+/.exec(s.text)?.[1];
    const parts = (s.natural ? s.text.split(/;\s*|\.\s+|:\s+/).filter((c) => c.trim()) : clausesOf(s)).map((c) =>
      head && s.natural && !c.startsWith(head) ? `${head}: ${c}` : c,
    );
    for (const clause of parts) {
      const seq = changeRoots(clause);
      const rs = new Set(seq);
      let own = 0;
      for (const [w, x] of cues) if (rs.has(w)) own += x;
      const near = 0.5 * base + 0.5 * ((about ? 0.3 : 0) + own / cueAll);
      const inClause = about || subjects.some((r) => names(kb, r, clause));
      // Sentences an author wrote say more than lists made from fields ("Port label terms: …").
      const stemShare = Math.min(1.5, near) * (inClause ? 1 : inSentence ? 0.8 : 0.5) * (s.natural ? 1 : 0.7);
      options.forEach((_, i) => {
        let got = 0;
        let all = 0;
        let against = 0;
        for (const w of optRoots[i]) {
          const x = weight(w);
          all += x;
          if (rs.has(w)) got += x;
          else if (CHANGE_OPPOSITES.some(([a, b]) => (a === w && rs.has(b)) || (b === w && rs.has(a)))) against += x;
        }
        if (all === 0) return;
        // Words in the option's order ("malic… into lactic", not "lactic… into malic").
        const at = optRoots[i].map((w) => seq.indexOf(w)).filter((p) => p >= 0);
        let pairs = 0;
        let inOrder = 0;
        for (let a = 0; a < at.length; a++)
          for (let b = a + 1; b < at.length; b++) {
            pairs++;
            if (at[a] < at[b]) inOrder++;
          }
        const order = pairs > 0 ? 0.6 + (0.4 * inOrder) / pairs : 1;
        // The option's opening words as a phrase ("during fermentation") say more than the same words apart.
        const phrase = lead2[i];
        const together = phrase && flat(clause).includes(phrase) ? 1.3 : 1;
        const x = docWeight * ((got - against) / all) * stemShare * order * together;
        if (x > best[i].score) best[i] = { score: x, text: s.text };
      });
    }
  }
  if (negated) return undefined;
  const ranked = options.map((o, i) => ({ o, ...best[i] })).sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  if (!top || top.score < 0.3 || (second && second.score > 0.75 * top.score)) return undefined;
  for (const m of v.refs) use(ctx, m.kind, m.id);
  const d = draft('Exam question', `**${top.o.label} — ${top.o.text}.** ${sentence(top.text)}`);
  if (second) {
    const line =
      second.score > 0 && second.text !== top.text
        ? `Why not ${second.o.label} (${second.o.text})? ${sentence(second.text)}`
        : `Why not ${second.o.label} (${second.o.text})? My knowledge base does not support it here.`;
    d.sections.push({ heading: 'Why not the others', items: [line] });
    d.keyPoints.push(line);
  }
  d.tip = 'Read each option as the end of the stem\'s sentence; one word such as "more" or "after" makes it false.';
  d.sources = [...ctx.sources.values()];
  return d;
}

/**
 * "Which is the sweetest?", "Which Prädikat comes after Kabinett?", "Which step follows riddling?":
 * a text of the records that holds every option in order (a table's rows, a topic's steps, a list in
 * a sentence) decides, by the figures it gives each option or else by the order it lists them in.
 */
function scaleChoice(ctx: Ctx, v: StemView, stem: string, options: ChoiceOption[]): Draft | undefined {
  const order = orderAsked(stem);
  if (!order) return undefined;
  const { kb } = ctx;
  const names = options.map((o) => o.text);
  const anchor = order.kind === 'next' || order.kind === 'prev' ? order.anchor : undefined;
  const need = options.length >= 4 ? options.length - 1 : options.length;
  const seqs = sequences(
    kb,
    allSentences(kb).map((s) => s.text),
    anchor !== undefined,
  );
  const structured = new Set(seqs.slice(0, seqs.length - allSentences(kb).length));
  /** Reads the order a text gives the options: their places, and the figure each is given. */
  const read = (text: string) => {
    const all = positions(text, anchor ? [...names, anchor] : names);
    const pos = all.slice(0, names.length);
    const anchorAt = anchor ? all[names.length] : -1;
    const f = flat(text);
    // The figure each option is given, read up to the next option's place.
    const cuts = all.filter((p) => p >= 0).sort((x, y) => x - y);
    const vals = pos.map((p) => {
      if (p < 0) return undefined;
      const end = cuts.find((c) => c > p) ?? f.length;
      const fig = figures(f.slice(p, end))[0];
      if (!fig) return undefined;
      return { key: Number.isFinite(fig.hi) ? (fig.lo + fig.hi) / 2 : fig.lo * 1.5, unit: fig.unit };
    });
    const idx = options.map((_, i) => i).filter((i) => pos[i] >= 0);
    const known = idx.map((i) => vals[i]).filter((x) => x !== undefined);
    const byFigure =
      (order.kind === 'max' || order.kind === 'min') &&
      known.length === idx.length &&
      new Set(known.map((x) => x.unit)).size === 1 &&
      new Set(known.map((x) => x.key)).size === known.length;
    return { pos, anchorAt, idx, vals, byFigure, f };
  };
  let chosen: (ReturnType<typeof read> & { rank: number }) | undefined;
  for (const text of seqs) {
    const r = read(text);
    if (r.idx.length < need || (anchor && r.anchorAt < 0)) continue;
    // A table's rows or a method's steps, figures for every option, or words of order ("from… to",
    // "rank", "levels") mark a text that lists in order rather than in passing.
    const ordered = /\b(from|to|rank|ranks|ranked|levels?|scale|order|ascending|increasing|step)\b/.test(r.f);
    const cues = v.cues.filter((c) => r.f.includes(` ${c}`)).length;
    const rank =
      r.idx.length * 100 + (r.byFigure ? 50 : 0) + (structured.has(text) ? 30 : 0) + (ordered ? 20 : 0) + cues;
    if (!chosen || rank > chosen.rank) chosen = { ...r, rank };
  }
  if (!chosen) return undefined;
  const { pos, anchorAt, idx, vals, byFigure } = chosen;
  const key = (i: number) => (byFigure ? (vals[i]?.key ?? 0) : pos[i]);
  let pick: number | undefined;
  if (order.kind === 'max' || order.kind === 'min') {
    const sorted = [...idx].sort((a, b) => key(a) - key(b));
    pick = order.kind === 'max' ? sorted[sorted.length - 1] : sorted[0];
  } else if (order.kind === 'next') {
    pick = idx.filter((i) => pos[i] > anchorAt).sort((a, b) => pos[a] - pos[b])[0];
  } else {
    pick = idx.filter((i) => pos[i] < anchorAt).sort((a, b) => pos[b] - pos[a])[0];
  }
  if (pick === undefined) return undefined;
  for (const m of v.refs) use(ctx, m.kind, m.id);
  const inOrder = [...idx].sort((a, b) => key(a) - key(b)).map((i) => options[i].text);
  const scale =
    anchor !== undefined
      ? `In order: ${[...idx.map((i) => ({ t: options[i].text, p: pos[i] })), { t: titleCase(anchor), p: anchorAt }]
          .sort((a, b) => a.p - b.p)
          .map((x) => x.t)
          .join(' → ')}.`
      : `From ${byFigure ? 'lowest to highest' : 'first to last on the scale'}: ${inOrder.join(' → ')}.`;
  const d = draft('Exam question', `**${options[pick].label} — ${options[pick].text}.** ${scale}`);
  const neighbour = idx
    .filter((i) => i !== pick)
    .sort((a, b) => Math.abs(key(a) - key(pick)) - Math.abs(key(b) - key(pick)))[0];
  if (neighbour !== undefined) {
    const line = `Why not ${options[neighbour].label} (${options[neighbour].text})? It comes ${key(neighbour) < key(pick) ? 'before' : 'after'} ${options[pick].text} on this scale.`;
    d.sections.push({ heading: 'Why not the others', items: [line] });
    d.keyPoints.push(line);
  }
  d.tip = 'Learn a scale as one ordered list; most questions ask for its top, its bottom or a neighbour.';
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

const MORE = /\b(longer|higher|greater|more|bigger|larger|older|stronger|sweeter)\b/i;
const LESS = /\b(shorter|lower|less|smaller|fewer|younger|weaker|drier)\b/i;

/**
 * "Barbaresco has a longer minimum ageing than Barolo": the figure each side's records state for the
 * measure the statement names, compared. Undefined when either figure is missing or in another unit.
 */
function comparedFigures(
  ctx: Ctx,
  text: string,
  refs: readonly Mention[],
): { value: boolean; why: string } | undefined {
  const than = text.search(/\bthan\b/i);
  const more = MORE.exec(text);
  const less = LESS.exec(text);
  const cmp = more ?? less;
  if (than < 0 || !cmp || cmp.index > than || (more && less)) return undefined;
  const ws = words(text.slice(0, than)).length;
  const a = refs.find((r) => r.start >= 0 && r.end < ws);
  const b = refs.find((r) => r.start >= ws);
  if (!a || !b || a.id === b.id) return undefined;
  const stated = [a, b].map((r) => {
    const said = answerSentence(
      { ...ctx, question: text, u: { ...ctx.u, subjects: [r] } },
      { form: 'number', fact: 'law' },
    );
    const f = said ? figures(said).find((x) => x.unit !== 'count') : undefined;
    return said && f ? { said, f } : undefined;
  });
  const [x, y] = stated;
  if (!x || !y || x.said === y.said || x.f.unit !== y.f.unit || x.f.lo === y.f.lo) return undefined;
  // Each figure must be said of its own side, not of a neighbour in the same record.
  if (![a, b].every((r, i) => fold(stated[i]?.said ?? '').includes(fold(r.matched)))) return undefined;
  use(ctx, a.kind, a.id);
  use(ctx, b.kind, b.id);
  const value = more ? x.f.lo > y.f.lo : x.f.lo < y.f.lo;
  return { value, why: `${x.said} ${y.said}` };
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
  const compared = comparedFigures(ctx, text, primary);
  if (compared) return { ...compared, v };
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
