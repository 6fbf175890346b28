// Answering exam items from the knowledge base: every option is scored by the evidence the records
// hold for it (the ties between the stem's subjects and the option in their fields, the option named
// in the stem's records next to the stem's other words, the stem's words in the option's own record).
// The best-supported option wins (the least supported one for "NOT…" and "…EXCEPT" stems); with no
// evidence or a tie the answer says so instead of guessing.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { ChoiceItem, ChoiceOption } from './choice.ts';
import { aliasChoice, renamedChoice } from './choice-alias.ts';
import { bandChoice } from './choice-band.ts';
import { asksMeaning, claimChoice, oppositeOption, reversedOption } from './choice-claims.ts';
import { clauseChoice, clauseFit } from './choice-clause.ts';
import { itemOption, judgedOption, presenceOption, stemClues } from './choice-clues.ts';
import { definitionChoice } from './choice-definition.ts';
import { describedChoice } from './choice-described.ts';
import { contentRoots, docOf, idf, type Link, link, names, namesOfRef, refsIn, sameNamed } from './choice-evidence.ts';
import { hemisphereChoice } from './choice-hemisphere.ts';
import { ITEM_TIP, ownItemInstead, stemItemOption } from './choice-item.ts';
import { memberChoice } from './choice-members.ts';
import { monthChoice } from './choice-month.ts';
import {
  attributeFit,
  describeRef,
  distractorNote,
  exactRef,
  optionNote,
  undecided,
  whyNot,
  withOptionName,
} from './choice-notes.ts';
import { outsiderOption } from './choice-outsider.ts';
import { pairChoice } from './choice-pairs.ts';
import { parentChoice } from './choice-parents.ts';
import { climateScale, figureChoice, scaleChoice, structureScale } from './choice-ranking.ts';
import { figureMatch, figures, optionFigure, unitWritten } from './choice-scale.ts';
import { scopeChoice } from './choice-scope.ts';
import { seasonScale } from './choice-season.ts';
import { sequenceChoice } from './choice-sequence.ts';
import { sideChoice } from './choice-side.ts';
import { sourceChoice } from './choice-source.ts';
import { tableChoice } from './choice-table.ts';
import { rowChoice } from './choice-table-rows.ts';
import { judge, trueFalse } from './choice-truth.ts';
import {
  cueHits,
  cueNear,
  cueTotal,
  denied,
  PRIMARY,
  type Scored,
  type StemView,
  saidOtherwise,
  view,
  withoutSharedCountry,
} from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, uniqueMentions, use } from './draft.ts';
import type { Understanding } from './intent.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold, words } from './normalize.ts';
import { joinBlocks } from './render.ts';
import type { Mention } from './search.ts';
import { mentionsPhrase, sentence, withoutSetAside } from './text.ts';
import { WRITERS } from './writers.ts';
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

/**
 * Options that each join several names ("Cabernet Franc and Sauvignon Blanc"): such an option is
 * right only where one sentence of the stem's records names all of its parts together; a sentence
 * that names one part (Merlot, blended with Cabernet Sauvignon) says nothing of the pair. The
 * options whose parts stand together in a sentence are lifted above those whose parts never do.
 */
function together(kb: KnowledgeBase, docs: StemView['docs'], options: ChoiceOption[], scored: Scored[]): void {
  const parts = options.map((o) => {
    const ps = o.text.split(/\s*(?:\band\b|&|\+|,|\bx\b|×)\s*/i).filter((p) => p.trim());
    if (ps.length < 2) return undefined;
    const refs = ps.map((p) => refsIn(kb, p).filter((r) => PRIMARY.has(r.kind) || r.kind === 'term')[0]);
    return refs.every((r) => r !== undefined) ? refs : undefined;
  });
  if (parts.filter(Boolean).length < 2) return;
  // The pair as a pair: "X and Y" in either order, not the tail of a longer list ("A, X and Y").
  const pairs = parts.map((refs) => {
    if (refs?.length !== 2) return [];
    const [a, b] = refs.map((r) => kb.title(r.kind, r.id).toLowerCase());
    return [`${a} and ${b}`, `${b} and ${a}`];
  });
  const joined = pairs.map((ps) =>
    ps.length === 0
      ? undefined
      : docs.find(({ s }) => {
          const t = s.text.toLowerCase();
          return ps.some((p) => {
            const at = t.indexOf(p);
            return (
              at >= 0 && !/,\s*$/.test(t.slice(Math.max(0, at - 30), at).replace(/[^,]*$/, (m) => (m.trim() ? '' : m)))
            );
          });
        })?.s.text,
  );
  const n = joined.filter(Boolean).length;
  if (n === 0 || n === options.length) return;
  const top = Math.max(...scored.map((x) => x.score));
  scored.forEach((x, i) => {
    const text = joined[i];
    if (text) Object.assign(x, { score: x.score + top, reason: text });
  });
}

/** The best share of a bracketed gloss of a stem term, in the stem's records, the option's words say. */
function glossOf(v: StemView, roots: readonly string[]): { text: string; share: number } | undefined {
  const mine = new Set(roots);
  const terms = [...new Set(v.refs.map((x) => fold(x.matched)).filter((m) => m.length >= 4))];
  let best: { text: string; share: number } | undefined;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown) continue;
    const t = fold(s.text);
    for (const m of terms) {
      const at = t.indexOf(m);
      if (at < 0) continue;
      const g = /^\w*\s*\(([^)]+)\)/.exec(t.slice(at + m.length));
      if (!g) continue;
      const rs = [...new Set(contentRoots(g[1]))];
      if (rs.length < 2) continue;
      const share = rs.filter((r) => mine.has(r)).length / rs.length;
      if (share >= 0.5 && (!best || share > best.share)) best = { text: s.text, share };
    }
  }
  return best;
}

/**
 * A short option that the stem's subject completes: "Vintage" among "Which of these Port styles…" is
 * Vintage Port, and "Fino" in a Sherry stem is Fino Sherry; the record of the whole name speaks for it,
 * not the topics its first word leads to.
 */
function completed(kb: KnowledgeBase, stem: string, text: string): Mention[] | undefined {
  if (text.split(/\s+/).length > 3) return undefined;
  const subjects = stem.slice(1).match(/\b\p{Lu}[\p{L}-]+/gu) ?? [];
  for (const w of subjects) {
    if (mentionsPhrase(text, w)) continue;
    const whole = words(`${text} ${w}`).join(' ');
    const hits = refsIn(kb, `${text} ${w}`).filter((m) => m.matched === whole && m.kind !== 'topic');
    if (hits.length > 0) return hits;
  }
  return undefined;
}

/**
 * A grape named inside a style's longer name ("Shiraz" in "sparkling Shiraz") is not the option: the
 * style's record speaks for it, and the grape's ties to a region ("Shiraz is grown in Rutherglen")
 * say nothing of the style.
 */
function withinStyle(refs: Mention[]): Mention[] {
  const styles = refs.filter((r) => r.kind === 'term');
  return refs.filter(
    (r) =>
      r.kind !== 'grape' ||
      !styles.some((t) => t.start <= r.start && r.end <= t.end && t.end - t.start > r.end - r.start),
  );
}

/** A stem that asks for a style or type ("Which style of Sherry…", "What type of Port…"). */
const STYLE_ASKED = /\b(?:which|what)\s+(?:[\p{L}-]+\s+){0,2}?(?:style|styles|type|types|category|kind)\b/iu;

/**
 * A name that is both a grape and a style ("Pedro Ximénez", "Moscatel") is read as the style when
 * the stem asks for one: the grape's vineyards say nothing about how the style is made.
 */
function styleRefs(kb: KnowledgeBase, stem: string, refs: Mention[], text: string): Mention[] {
  if (!STYLE_ASKED.test(stem) || !refs.some((r) => r.kind === 'grape')) return refs;
  const terms = kb.mentions(text).filter((m) => m.kind === 'term' && m.score >= 0.85);
  return refs.map((r) => (r.kind === 'grape' && terms.find((t) => t.start === r.start && t.end === r.end)) || r);
}

/** "Which of the following statements about X is true?": each option is a claim to judge. */
const STATEMENTS = /\b(statements?|true|correct|accurate|false|incorrect|untrue)\b/i;

function statements(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  // The stem's subject completes a claim that does not name one: "…about Chablis: It is in Burgundy".
  const subject = stem.match(/\b(?:about|regarding|concerning)\s+(.+?)(?:\s+(?:is|are)\b|\s*[?:]|$)/i)?.[1];
  const want = !negated;
  const judgeAll = (complete: boolean) =>
    options.map((o) => {
      // "It is carried out by yeast" reads as "malolactic conversion is carried out by yeast".
      const claim =
        complete && subject && !mentionsPhrase(o.text, subject)
          ? /^(it|they)\s+/i.test(o.text)
            ? `${subject} ${o.text.replace(/^(it|they)\s+/i, '')}`
            : `${subject}: ${o.text}`
          : o.text;
      return { o, j: judge(ctx, claim) };
    });
  let judged = judgeAll(true);
  let hits = judged.filter((x) => x.j.value === want);
  // "Which statement about food and wine pairing is FALSE? … Umami in food makes…": claims that name
  // their own subject, left unsettled when the stem's subject is put before them, are read as written.
  // (A claim that opens on "it" or "they" says nothing without the stem's subject.)
  if (hits.length !== 1 && subject && !options.some((o) => /^(it|they|its|their)\b/i.test(o.text))) {
    judged = judgeAll(false);
    hits = judged.filter((x) => x.j.value === want);
  }
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

/** An exam verdict the records' own sentence gives: the option, that sentence, and the tip for its kind. */
function verdictDraft(
  ctx: Ctx,
  o: ChoiceOption,
  text: string,
  tip: string,
  refs: readonly { kind: Mention['kind']; id: string }[] = [],
): Draft {
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${sentence(text)}`);
  for (const r of refs) use(ctx, r.kind, r.id);
  d.tip = tip;
  d.sources = [...ctx.sources.values()];
  return d;
}

/** A stem without what it sets aside ("rather than by machine"), unless too little would be left. */
function setAsideCut(stem: string): string {
  const bare = withoutSetAside(stem);
  return bare.trim().split(/\s+/).length >= 3 ? bare : stem;
}

/** A stem without the example it gives of what it describes ("such as Meursault", "e.g. Chablis"). */
function withoutExample(stem: string): string | undefined {
  const out = stem.replace(
    /,?\s*\(?\b(?:such as|e\.g\.|for example|for instance|like)\s+[^?,.;:()]+\)?(?=[?,.;:]|$)/i,
    '',
  );
  return out !== stem && /\p{L}{3,}/u.test(out) && out.split(/\s+/).length >= 4 ? out : undefined;
}

function choice(ctx: Ctx, written: string, options: ChoiceOption[], negated: boolean): Draft {
  const { kb } = ctx;
  // "Rioja's main red variety" is about Rioja: a possessive ending is read off a name it hides.
  // "Which TWO grapes…" says how many names each option holds, not a figure to look for.
  const bare = written
    .replace(/(\p{L})['’]s\b/gu, '$1')
    .replace(/\b(which|what|name|choose|select|pick|identify)\s+(two|three|both|2|3)\b/gi, '$1');
  const read =
    bare !== written && refsIn(kb, bare).length >= refsIn(kb, written).length && bare.length > 10 ? bare : written;
  const stem = withoutSharedCountry(
    kb,
    read,
    options.map((o) => o.text),
  );
  if (STATEMENTS.test(stem) && options.every((o) => o.text.split(/\s+/).length >= 3)) {
    const d = statements(ctx, stem, options, negated);
    if (d) return d;
  }
  // "Pinotage is a crossing of Pinot Noir and which grape?": the parent the stem leaves out.
  const parent =
    parentChoice(ctx, stem, options, negated) ??
    hemisphereChoice(ctx, stem, options, negated) ??
    sourceChoice(ctx, stem, options, negated);
  if (parent) return parent;
  // Options that each pair a place with its grape or its country: the one pair the records bear out.
  const pairs = pairChoice(ctx, stem, options, negated);
  if (pairs) return pairs;
  // "Also known as", "the local name for … in": the names the thing's record gives it.
  const alias = aliasChoice(ctx, stem, options, negated);
  if (alias) return alias;
  // "The sub-zone formerly called Rioja Baja is now named:": the option the records write before the old name.
  const renamed = renamedChoice(ctx, stem, options, negated);
  if (renamed)
    return verdictDraft(
      ctx,
      options[renamed.index],
      renamed.text,
      'Learn old and new names in pairs: exams like to ask for the one the stem does not give.',
    );
  // Options that are the same things listed in different orders: the order the records give.
  const sequenced = sequenceChoice(ctx, stem, options, negated);
  if (sequenced) return sequenced;
  // "Véraison refers to:": the option that says what the records' definition of the word says.
  const defined = definitionChoice(ctx, stem, options, negated);
  if (defined) return defined;
  // Options that are months: the stage the stem names, read from its row in the vine's calendar.
  const month = monthChoice(ctx, stem, options, negated);
  if (month) return month;
  // "An advantage of picking by hand rather than by machine": what the stem sets aside is no cue.
  const v = view(kb, setAsideCut(stem));
  // "…a still wine at 12.5% abv? Low / Medium / High": the band the stem's figure falls in.
  const band = negated ? undefined : bandChoice(v, stem, options);
  if (band)
    return verdictDraft(
      ctx,
      options[band.index],
      band.text,
      'Learn each band with its figures: the stem’s number tells you which one it falls in.',
      v.refs,
    );
  // Options that are figures ("3 years", "6–10 °C") or steps of a scale are read as such.
  const numeric = figureChoice(ctx, v, options, negated, stem);
  if (numeric) return numeric;
  const ordered = negated ? undefined : scaleChoice(ctx, v, stem, options);
  if (ordered) return ordered;
  // "…for a full-bodied oaked white such as Meursault?": the example only illustrates the kind of wine
  // described; a figure or a scale step is stated for the kind, so it is read again without the example.
  const general = withoutExample(stem);
  if (general) {
    const g = view(kb, general);
    const found =
      figureChoice(ctx, g, options, negated, general) ?? (negated ? undefined : scaleChoice(ctx, g, general, options));
    if (found) return found;
  }
  // "Which food component makes a wine taste more bitter?": a table's rows for options, its column asked.
  const tabled = tableChoice(ctx, stem, options, negated);
  if (tabled) return tabled;
  // "Pear drop and banana are classified as: primary / secondary…": a table that sorts things into kinds.
  const rowed = rowChoice(ctx, stem, options, negated);
  if (rowed) return rowed;
  // "Which is the WORST place to store wine?": a record's clause with the same judging word names it.
  // "…the petrol note?": a list sentence pairing each option with what it does names it in its item.
  // "Which is NOT a reason…? To increase the yield": the one option the records say the other way round.
  const judged = negated
    ? (reversedOption(v, stem, options) ?? outsiderOption(v, stem, options))
    : (scopeChoice(v, stem, options) ??
      judgedOption(v, stem, options) ??
      itemOption(kb, v, stem, options) ??
      presenceOption(v, stem, options));
  if (judged)
    return verdictDraft(
      ctx,
      options[judged.index],
      judged.text,
      'Cross out the options you know are wrong first; the stem usually holds a clue word that decides it.',
      v.refs,
    );
  const claimed = claimChoice(ctx, v, stem, options, negated);
  if (claimed) return claimed;
  const optRefs = options.map((o) =>
    uniqueMentions(withinStyle(completed(kb, stem, o.text) ?? styleRefs(kb, stem, refsIn(kb, o.text), o.text))),
  );
  // "Which is NOT a traditional-method wine? … Prosecco": the one option whose records say the opposite word.
  const contrary = negated ? oppositeOption(kb, stem, options, optRefs) : undefined;
  if (contrary)
    return verdictDraft(
      ctx,
      options[contrary.index],
      contrary.text,
      'With NOT or EXCEPT in the stem, look for the one option that does not fit; the other three are true.',
      [...v.refs, ...optRefs[contrary.index]],
    );
  // "Which is NOT a Left Bank appellation?": each option's records say which bank it is on.
  const sided = sideChoice(ctx, v, stem, options, optRefs, negated);
  if (sided) return sided;
  // "Which is NOT a First Growth?": a rank the option's record gives it, or a list that leaves it out.
  const member = memberChoice(ctx, v, stem, options, optRefs, negated);
  if (member) return member;
  const optRoots = options.map((o) => [...new Set(contentRoots(o.text))]);
  // A word in every option tells them apart no better than a word in none.
  const spread = new Map<string, number>();
  for (const rs of optRoots) for (const w of rs) spread.set(w, (spread.get(w) ?? 0) + 1);
  const weightOf = (w: string) => idf(kb, w) / (spread.get(w) ?? 1);

  const meaning = asksMeaning(stem, v);
  const termMeaning = v.refs
    .filter((r) => r.kind === 'term')
    .map((r) => kb.term(r.id))
    .filter((t) => t !== undefined)
    .map((t) => `${t.term}: ${t.meaning}`)
    .join(' ');
  const termRoots = new Set(contentRoots(termMeaning));
  const fits = optRefs.map((refs) => refs.map((r) => attributeFit(kb, r, stem)));
  // The kind of thing the stem asks for, as a topic the options belong to: "soil" in "What soil is
  // Priorat famous for?", reached by Albariza and Kimmeridgian alike.
  const folded = fold(stem);
  const kindsAsked = v.refs.filter(
    (x) =>
      !PRIMARY.has(x.kind) &&
      x.matched !== '' &&
      new RegExp(`\\b(what|which)( \\w+)? ${x.matched}\\b`).test(folded) &&
      optRefs.some((rs) => rs.some((r) => r.kind === x.kind && r.id === x.id)),
  );
  const sharedFit = fits.every((f) => f.length > 0 && f.every((x) => x === fits[0][0]));
  const structurals = options.map(() => 0);
  const scored: Scored[] = options.map((option, i) => {
    const refs = optRefs[i];
    // "What does 'Brut' indicate on a Champagne label?" asks what a term means: the place named is
    // only where the label is read, so its grapes and neighbours are no evidence.
    const stemPrimary = meaning ? [] : v.refs.filter((s) => PRIMARY.has(s.kind));
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
    // An option that names a place within a record ("Castilla y León", one of Spain's parts) is not
    // that record: the stem's ties to the whole (Cava is Spanish) say nothing of the part, unless the
    // part's own fact names the stem's subject ("Castilla y León … holds Ribera del Duero").
    const partNames = (o: Mention) => {
      const fact = o.within ? kb.region(o.id)?.parts?.find((p) => p.name === o.within)?.fact : undefined;
      return fact !== undefined && stemPrimary.some((s) => mentionsPhrase(fact, kb.title(s.kind, s.id)));
    };
    for (const o of refs.filter((r) => PRIMARY.has(r.kind) && (!r.within || partNames(r)))) {
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
    // A label term or style is tied to the country its record gives it, as a region is to the country
    // it lies in: "Which Greek wine is flavoured with pine resin?" ties Retsina to Greece as firmly as
    // it ties Naoussa, and the stem's other words decide between them.
    for (const r of refs.filter((x) => x.kind === 'term' && exactRef(kb, x, option.text))) {
      const home = kb.term(r.id)?.country;
      const tied = stemPrimary.find(
        (s) => s.kind === 'region' && kb.region(s.id)?.kind === 'country' && kb.region(s.id)?.name === home,
      );
      if (tied) {
        links.push(1);
        offer(describeRef(ctx, r, option.text), 0.5);
      }
    }
    // What the stem says of the option's kind that a field holds: "a white grape", "a cool climate";
    // a fit every option shares tells them apart no better than none.
    // (A place within a record, such as a lake or a district, is not the record: its climate is not
    // the part's own trait.)
    for (const r of sharedFit ? [] : refs.filter((x) => !x.within)) {
      const fit = attributeFit(kb, r, stem);
      if (fit !== 0) {
        links.push(fit);
        if (fit > 0) offer(describeRef(ctx, r, option.text), 0.5);
      }
    }
    // The option names a stem subject under another name ("Botrytis cinerea" for noble rot); but a
    // topic the stem asks for by its kind ("what soil…", "which soil type…") is what every option is,
    // not another name for one of them.
    const only = refs.length === 1 ? refs[0] : undefined;
    if (
      only &&
      !PRIMARY.has(only.kind) &&
      !kindsAsked.some((x) => x.kind === only.kind && x.id === only.id) &&
      v.refs.some(
        (x) =>
          x.kind === only.kind &&
          x.id === only.id &&
          x.matched !== only.matched &&
          sameNamed(kb, only, x.matched, only.matched) &&
          // A stem phrase that leads to several records ("second fermentation": the traditional method
          // and malolactic conversion alike) is no other name for any one of them.
          !v.refs.some((y) => y.matched === x.matched && (y.kind !== x.kind || y.id !== x.id)),
      )
    )
      links.push(0.4);
    const structural = links.length > 0 ? links.reduce((a, b) => a + b, 0) / links.length : 0;
    structurals[i] = structural;
    // 2. The option named in the stem's records, in a sentence that uses the stem's words.
    // The option's own words are no evidence for it ("Extra Dry" for "the driest style").
    const skip = new Set(optRoots[i]);
    let fig = optionFigure(option.text);
    if (fig?.unit === 'count') fig = undefined;
    const total = optRoots[i].reduce((n, w) => n + weightOf(w), 0);
    let inStem = 0;
    // The names the option goes by: its own words, and the names of the grape or region it is (a
    // topic found by one of its keywords does not lend the option its other keywords).
    const optNames = [
      option.text,
      // A place within a country ("Lake Michigan", a part of the United States) goes by its own name
      // only, unless its own fact names the stem's subject: a sentence naming the country says nothing of it.
      ...refs.flatMap((r) =>
        PRIMARY.has(r.kind)
          ? r.within && !partNames(r)
            ? [r.within]
            : namesOfRef(kb, r)
          : exactRef(kb, r, option.text)
            ? [kb.title(r.kind, r.id)]
            : [],
      ),
    ].filter((n) => n.length >= 3);
    // Where the option stands in a sentence: its own words, not the ones every option shares
    // ("5" in "5 years", not "years").
    const ownWords = [...optRoots[i], ...optNames.flatMap((n) => contentRoots(n))];
    const distinct = ownWords.filter((w) => (spread.get(w) ?? 1) === 1);
    const mine = new Set(distinct.length > 0 ? distinct : ownWords);
    for (const { s, w: docWeight } of v.docs) {
      if (meaning && PRIMARY.has(s.ref.kind)) continue;
      const byName = optNames.some((n) => mentionsPhrase(s.text, n) && !denied(s.text, n)) ? 1 : 0;
      // A word the sentence says the other way round ("unoaked", "low alcohol") counts against.
      let byWords = 0;
      if (total > 0) {
        const otherwise = saidOtherwise(option.text, s.text);
        byWords =
          optRoots[i].reduce((n, w) => n + (otherwise.has(w) ? -weightOf(w) : s.roots.has(w) ? weightOf(w) : 0), 0) /
          total;
      }
      const m = Math.max(byName, byWords);
      if (m < 0.4) continue;
      // A figure with its unit ("20%") is named only where the sentence states it: the same digits
      // counting something else ("at least 20 years") are no evidence.
      if (fig && !figures(s.text).some((f) => figureMatch(fig, f, unitWritten(fig.unit, s.text)) >= 0.4)) continue;
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
    let placeNamed = false;
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
      // A grape or place offered as what a label word means is no meaning: its records speak of the
      // place on the label, not of the word.
      if (meaning && PRIMARY.has(r.kind)) continue;
      const stemRefs = v.refs.filter((s) => !(s.kind === r.kind && s.id === r.id) && (!meaning || s.kind === 'term'));
      // A record found by one of its keywords ("Oidium" in the vine diseases topic) speaks for the
      // option only in the sentences that name it.
      const exact = exactRef(kb, r, option.text);
      for (const s of docOf(kb, r)) {
        // The option may say in other words what the record calls it ("removing leaves", "leaf removal").
        const naming =
          mentionsPhrase(s.text, option.text) ||
          (r.matched !== '' && mentionsPhrase(s.text, r.matched)) ||
          (r.label !== undefined && r.label !== '' && mentionsPhrase(s.text, r.label));
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
        if (stemRefs.some((x) => x.kind === 'region' && names(kb, x, s.text))) placeNamed = true;
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
    // Asked which kind of thing a named place has ("what soil is Priorat famous for?"), an option
    // whose sentences never name the place is backed only by the kind's word, and counts half.
    if (!placeNamed && kindsAsked.length > 0 && stemPrimary.some((x) => x.kind === 'region')) inOption *= 0.5;
    // A term's own meaning, read against the option's words: "dry … sugar" for Brut.
    const meant =
      meaning && total > 0 ? optRoots[i].reduce((n, w) => n + (termRoots.has(w) ? weightOf(w) : 0), 0) / total : 0;
    if (meant >= 0.3) offer(termMeaning, meant);
    // "Green harvesting (removing bunches to reduce the crop)": the records gloss the stem's term in
    // brackets; an option that says the gloss again says what the term is.
    const gloss = negated ? undefined : glossOf(v, optRoots[i]);
    if (gloss) offer(gloss.text, gloss.share * 2);
    const score = 2 * structural + 1.5 * inStem + inOption + 2 * meant + (gloss ? 3 * gloss.share : 0);
    return { option, refs, score, reason: reason && withOptionName(kb, reason, refs, option.text), reasonWeight, tie };
  });

  // Ties every option has alike (each village lies in Burgundy) tell them apart no better than none.
  const common = Math.min(...structurals);
  if (common > 0) for (const x of scored) x.score -= 2 * common;
  together(kb, v.docs, options, scored);
  if (!negated) stemClues(kb, v, stem, options, scored);
  for (const m of v.refs) use(ctx, m.kind, m.id);
  // "Which of these grapes makes the lightest-bodied / most tannic wines?": the structure fields decide.
  const scale = structureScale(kb, stem, optRefs);
  const scaled =
    scale?.(ctx, options, optRefs) ??
    climateScale(ctx, stem, options, optRefs) ??
    (negated ? undefined : seasonScale(ctx, stem, options, optRefs));
  if (scaled) return scaled;
  // For a negated stem the answer is the option least tied to it, among those the records know:
  // an option nothing is known about cannot be shown to be the exception.
  const known = scored.filter((s) => s.refs.length > 0 || s.score > 0);
  // …unless every other option is shown to fit, tied to the stem's subject in the records' fields or
  // named in a sentence of its records ("Which is NOT one of the Beaujolais crus?" with three crus):
  // then the one option nothing supports is the exception.
  const shown = (s: Scored) =>
    s.tie !== undefined || (s.score > 0 && s.reason !== undefined && mentionsPhrase(s.reason, s.option.text));
  const unsupported = scored.filter((s) => !shown(s));
  const odd = negated && scored.length >= 3 && unsupported.length === 1 && unsupported[0].score === 0;
  const pool = negated && known.length >= 2 && !odd ? known : scored;
  const ranked = [...pool].sort((a, b) => (negated ? a.score - b.score : b.score - a.score));
  const best = ranked[0];
  const second = ranked[1];
  const top = Math.max(...scored.map((s) => s.score));
  const margin = Math.abs(best.score - (second?.score ?? 0));
  const decided = odd || (top >= 0.4 && margin >= 0.06 * Math.max(1, top));
  if (!decided) {
    // "White wine from black grapes" against "white wine from white grapes": options made of the same
    // words apart are told by which words stand together in the stem subject's own sentence.
    // …or by the item of a list sentence that holds the stem's own thing.
    const paired = negated ? undefined : pairedOption(kb, v, stem, options);
    const item = paired || negated ? undefined : stemItemOption(kb, v, stem, options);
    const found = paired ?? item;
    // "Which category is reserved for wines from a single estate?": the option whose own record says it.
    const described = found || negated ? undefined : describedChoice(kb, v, options);
    if (described)
      return verdictDraft(
        ctx,
        options[described.index],
        described.text,
        'Match the description to each option in turn: the one whose own definition says it is the answer.',
      );
    if (!found) return clauseChoice(ctx, v, options, negated) ?? undecided(ctx, scored, 'option');
    return verdictDraft(
      ctx,
      options[found.index],
      found.text,
      paired ? 'When the options share their words, read which words the definition puts together.' : ITEM_TIP,
    );
  }
  // A list sentence given as the reason may say it of another item: "viruses spread by … nematodes, and
  // Pierce's disease, … spread by sharpshooter insects" names the nematodes for the viruses.
  const instead =
    best.reason && !negated
      ? ownItemInstead(ctx, v, stem, options, best.reason, options.indexOf(best.option))
      : undefined;
  if (instead) return instead;
  // Options that are phrases: the clause that speaks of the stem's key word says one of them, and
  // nothing of the option the scores chose.
  const fit = negated ? undefined : clauseFit(ctx, v, options, negated);
  const chosen = options.indexOf(best.option);
  if (fit && fit.index !== chosen && fit.own[chosen] && fit.scores[chosen] === 0)
    return clauseChoice(ctx, v, options, negated) ?? undecided(ctx, scored, 'option');
  for (const r of best.refs) use(ctx, r.kind, r.id);
  const label = `**${best.option.label} — ${best.option.text}.**`;
  const why = negated
    ? whyNot(ctx, best)
    : best.reason
      ? sentence(best.reason)
      : (describeRef(ctx, best.refs[0], best.option.text) ?? '');
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
 * The option whose words stand side by side in a sentence about the stem's subject: each pair of
 * neighbouring words of the option ("black grape") found as neighbours in the sentence counts. A
 * sentence counts when it belongs to a grape, place or term the stem names, or holds the stem's most
 * telling word ("continental"). Two or more pairs, and more than any other option has, decide.
 */
function pairedOption(
  kb: KnowledgeBase,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  const offered = new Set(options.flatMap((o) => contentRoots(o.text)));
  const cue = contentRoots(stem)
    .filter((w) => !offered.has(w))
    .sort((a, b) => idf(kb, b) - idf(kb, a))[0];
  const pairsOf = (seq: readonly string[]) => new Set(seq.slice(1).map((w, i) => `${seq[i]} ${w}`));
  const wanted = options.map((o) => pairsOf(contentRoots(o.text)));
  const best = options.map(() => ({ n: 0, text: '' }));
  for (const { s } of v.docs) {
    const own = v.refs.some((r) => r.kind !== 'topic' && r.kind === s.ref.kind && r.id === s.ref.id);
    if (!s.shown || (!own && !(cue !== undefined && s.roots.has(cue)))) continue;
    const have = pairsOf(s.seq);
    wanted.forEach((pairs, i) => {
      let n = 0;
      for (const p of pairs) if (have.has(p)) n++;
      if (n > best[i].n) best[i] = { n, text: s.text };
    });
  }
  const ranked = best.map((b, index) => ({ ...b, index })).sort((a, b) => b.n - a.n);
  return ranked[0].n >= 2 && ranked[0].n > (ranked[1]?.n ?? 0) ? ranked[0] : undefined;
}

export { namesOfRef };
