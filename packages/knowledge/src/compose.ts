// The answer composer: turns a question into a markdown answer built only from the knowledge base.
// Each intent makes a draft (a lead sentence with the key fact, sections, a practice question);
// the voice style then decides how the draft reads (render.ts), and the level what goes into it.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import { ENGINE_TEXTS, ENGINE_TITLES } from '@sommai/shared/engine-texts';
import { withCitedCapitals } from './anchor.ts';
import { leadWithAntecedent } from './antecedent.ts';
import { askedTermSentence } from './asked-term.ts';
import { asBottle, attachmentAsk, labelWine, summary } from './attachment.ts';
import { bothNamed } from './both-named.ts';
import { parseChoice } from './choice.ts';
import { answerChoice } from './choice-answer.ts';
import { leadWithCitedName } from './cited-name.ts';
import { coloursCompared } from './colours-compared.ts';
import { comparative } from './comparative.ts';
import { compare } from './compare.ts';
import { limitsInFull, meaningOnLabel, questionAfterScene, withoutInterjection } from './context-first.ts';
import { grapeInCountry } from './country-grape.ts';
import { describe, localNameDraft } from './describe.ts';
import { type Ctx, type Draft, draft as draft0, namedHere, type Source, uniqueMentions } from './draft.ts';
import { examplesDraft } from './examples.ts';
import { extremeDraft, extremeWines } from './extreme.ts';
import { factsMentioning } from './facts.ts';
import { explainJargon } from './glossary.ts';
import { grapeRole } from './grape-role.ts';
import { grapeSweetness } from './grape-sweetness.ts';
import { grapeVineyard } from './grape-vineyard.ts';
import { inheritedVarietalRule } from './inherited-rule.ts';
import { appellationOfGrape, type ChatTurn, type Intent, type Understanding, understand } from './intent.ts';
import type { KnowledgeBase } from './kb.ts';
import { kindAskedDraft } from './kind-asked.ts';
import { labelLine, readLabel } from './label.ts';
import { law } from './law.ts';
import { STOPWORDS } from './lexicon.ts';
import { madeFromYesNo } from './made-from.ts';
import { fold, words } from './normalize.ts';
import { noteGrapesDraft } from './note-grapes.ts';
import { grapeOf, howMade, placeWithinDraft, where } from './origin.ts';
import { ownerAsPlace } from './owner.ts';
import { describeList, pairFromList, pairing, readContext } from './pairing.ts';
import { leadWithParts } from './parts.ts';
import { DATED, pastRecord, pastSentence, pastTold } from './past.ts';
import { pastedNoteDraft } from './pasted-note.ts';
import { answerSentence, classify, clauseSentence, goneOff, type Plan } from './plan.ts';
import { exam, greeting, offTopic, unknown } from './practice.ts';
import { regionExtreme } from './region-extreme.ts';
import { joinBlocks, render } from './render.ts';
import { reportedClaim } from './reported.ts';
import { sameness } from './same-names.ts';
import type { Mention } from './search.ts';
import { serving } from './service.ts';
import { setAside } from './set-aside.ts';
import { similarGrapes, similarWines } from './similar.ts';
import { extremeGrapes, structureAsked, structureExtreme } from './structure-extreme.ts';
import { tasting } from './tasting.ts';
import { mentionsPhrase, sentence, unique } from './text.ts';
import { theorySentence } from './theory.ts';
import { tidy } from './tidy.ts';
import { traitAsked, traitSource, traitSourceSentence } from './trait-source.ts';
import { asksFahrenheit, typedTemperature, withFahrenheit } from './units.ts';
import { wordMeaning } from './word-meaning.ts';
import { wordOrigin } from './word-origin.ts';
import { WRITERS } from './writers.ts';

export interface AnswerInput {
  question: string;
  level: LevelId;
  style: VoiceStyle;
  /** Text of an attached document, such as a wine list extracted from a PDF. */
  context?: string;
  /** Earlier turns, oldest first, for follow-ups. */
  history?: readonly ChatTurn[];
}

export type { Source } from './draft.ts';

export interface Answer {
  markdown: string;
  sources: Source[];
  intent: Intent;
  /** False when the knowledge base had nothing relevant (unknown, off-topic). */
  found: boolean;
}

export function answer(kb: KnowledgeBase, input: AnswerInput): Answer {
  const level = clampLevel(input.level);
  const style = input.style;
  // "My uncle insists Champagne must always be vintage — true?": a claim passed on is checked as the claim.
  let question = limitsInFull(
    meaningOnLabel(withoutInterjection(reportedClaim(input.question.trim()) ?? input.question.trim())),
  );
  // A pasted exam item (options or a true/false statement) is answered as one: the right option first.
  const item = parseChoice(question);
  if (item) {
    const { draft, ctx } = answerChoice(kb, item, level, style, question);
    const markdown = render(draft, style, level, question);
    return { markdown, sources: [...ctx.sources.values()], intent: 'choice', found: draft.found };
  }
  // "I'm studying for WSET 2. Can you explain…?": a question naming its own subject after a scene set in
  // statements is answered on its own.
  if (!input.context) question = questionAfterScene(kb, question);
  // "Which DOCG uses Frappato?" asks which appellations grow it, whatever their category.
  question = appellationOfGrape(kb, question);
  // "Oregon's Dundee Hills" asks about the Dundee Hills; Oregon only says where they are.
  question = ownerAsPlace(kb, question);
  let u = understand(kb, question, input.history ?? []);
  // "When was cloudy bay founded?": a name the records cite, typed in lower case, read as everyday
  // words took the question off wine; written as the records write it, it is the name.
  if (u.intent === 'off-topic') {
    const named = withCitedCapitals(kb, question);
    const again = named === question ? undefined : understand(kb, named, input.history ?? []);
    if (again && again.intent !== 'off-topic') {
      question = named;
      u = again;
    }
  }
  // "What was the methanol scandal?": an event the records tell in full is about wine, named or not.
  // "Why did French buyers flock to Rioja in the 1870s?": a question of the past read off wine, or left
  // unread, whose event a dated sentence of the records tells, is that record's history.
  if ((u.intent === 'off-topic' || (u.intent === 'unknown' && !u.honesty)) && !input.context) {
    const told = pastRecord(kb, question) ?? pastTold(kb, question, u.intent === 'off-topic');
    u = aboutRecord(kb, u, 'describe', told);
  }
  // "Why is red wine red?": a trait's source the records tell, asked in words that named no record.
  if (u.intent === 'unknown' && !u.honesty && !input.context) {
    const ask = traitAsked(kb, question);
    const told = ask
      ? traitSourceSentence({ kb, level, style, question, u, sources: new Map(), write: WRITERS }, ask)
      : undefined;
    u = aboutRecord(kb, u, 'how-made', told);
  }
  // "What is the lightest red wine?": an extreme of structure asked of wine in general is told by the
  // grapes at that end of the scale, the best known first, whatever other intent its words suggested.
  // A wine carried over from earlier turns is not what a question on wine in general asks about.
  if (
    !input.context &&
    !u.subjects.some((s) => namedHere(question, s) && (s.kind === 'grape' || s.kind === 'region'))
  ) {
    const top = extremeGrapes(kb, structureAsked(question), 1)[0];
    if (top && !(u.intent === 'pairing' && u.foods.length > 0))
      u = { ...aboutRecord(kb, u, 'describe', { kind: 'grape', id: top.id }), honesty: undefined };
  }
  // What an attachment says drives the answer: one label is one bottle, a page or list is its wines.
  const wines = input.context ? readContext(kb, input.context) : [];
  const label = input.context ? readLabel(kb, input.context) : undefined;
  const bottle = label ? labelWine(kb, label, wines) : undefined;
  const attached = bottle ? [bottle] : wines;
  const ask = input.context ? attachmentAsk(question) : 'other';
  // Subjects found only by topic retrieval (no name in the question) give way to the attached wines.
  const named = u.subjects.filter((m) => m.start >= 0);
  // "The wine I'm drinking right now" is the attached one when there is an attachment.
  const inHand = u.honesty?.reason === 'unseen';
  if (attached.length > 0 && (named.length === 0 || inHand) && !(u.intent === 'pairing' && u.foods.length > 0)) {
    // "What grape is this made from?" about an attached label or list: its wines become the subjects.
    const subjects = uniqueMentions(attached.flatMap((w) => w.mentions)).slice(0, 4);
    const intent: Intent =
      u.intent === 'unknown' || u.intent === 'off-topic' || u.intent === 'greeting' ? 'describe' : u.intent;
    u = { ...u, subjects, intent, honesty: undefined };
  }
  const ctx: Ctx = { kb, level, style, question, u, sources: new Map(), write: WRITERS };
  let draft: Draft;
  if (ask === 'summary' && wines.length > 0 && !bottle) draft = summary(describeList(ctx, wines), wines);
  else if (attached.length > 0 && (u.foods.length > 0 || (u.intent === 'pairing' && !label)))
    draft = bottle ? asBottle(pairFromList(ctx, attached), bottle.line) : pairFromList(ctx, attached);
  else if (
    attached.length > 1 &&
    u.intent === 'describe' &&
    u.subjects.every((s) => attached.some((w) => w.mentions.includes(s)))
  )
    draft = describeList(ctx, attached);
  else if (input.context && attached.length === 0 && ask !== 'other' && named.length === 0)
    draft = { ...draft0(ENGINE_TITLES.attachment, ENGINE_TEXTS.attachment.unreadable), found: false, plain: true };
  else draft = compose(ctx);
  // The plan's fact first: the sentence that answers the question opens the answer; a comparison of
  // a fact ("Barolo vs Barbaresco ageing minimums") opens with that fact for each side.
  const plan = classify(
    question,
    ctx.u.subjects.some((s) => s.kind === 'region' && s.start >= 0),
  );
  // A term named in a plain "what is…" question is the answer; asked for a number or a rule, the
  // sentence holding it answers first.
  const termFirst = plan.form === 'open' && (plan.fact === 'definition' || plan.fact === 'general');
  const first =
    draft.plain || draft.answered
      ? undefined
      : (wordOrigin(ctx) ??
        wordMeaning(ctx) ??
        setAside(ctx) ??
        comparative(ctx) ??
        regionExtreme(ctx) ??
        bothNamed(ctx) ??
        goneOff(ctx) ??
        traitSource(ctx) ??
        madeFromYesNo(ctx) ??
        grapeSweetness(ctx) ??
        grapeVineyard(ctx) ??
        grapeRole(ctx) ??
        coloursCompared(ctx) ??
        grapeInCountry(ctx) ??
        styleMaking(ctx, plan) ??
        noteWordOfWine(ctx) ??
        extremeWines(ctx) ??
        structureExtreme(ctx) ??
        similarWines(ctx) ??
        similarGrapes(ctx) ??
        pastOr(
          ctx,
          termFirst
            ? (askedTermSentence(ctx) ??
                answerSentence(ctx, plan) ??
                sideBySide(ctx, plan) ??
                theorySentence(ctx, plan, draft.lead))
            : (answerSentence(ctx, plan) ??
                askedTermSentence(ctx) ??
                sideBySide(ctx, plan) ??
                theorySentence(ctx, plan, draft.lead)),
          draft.lead,
        ));
  // A term's meaning already given as the term's own entry ("**LBV** (Portugal): Ruby Port…") is said.
  const meaning = first?.replace(/^[^:]{2,60}:\s+/, '');
  const told =
    first !== undefined &&
    meaning !== undefined &&
    meaning !== first &&
    meaning.length >= 40 &&
    fold(draft.lead).includes(fold(meaning).slice(0, 80));
  if (first && !told && !fold(draft.lead).includes(fold(first).slice(0, 80))) draft.lead = `${first} ${draft.lead}`;
  else if (first && draft.lead.includes(first) && !draft.lead.startsWith(first))
    // Already said, but after the profile: the answer moves to the front, and a side's label
    // ("**Oregon:**") left with nothing after it goes with it.
    draft.lead = `${first} ${draft.lead
      .replace(first, '')
      .replace(/\*\*[^*]{1,60}:\*\*\s*(?=\*\*|$)/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim()}`;
  if (first && draft.lead.startsWith(first)) draft.lead = withoutRepeatedList(draft.lead, first);
  // A second question in the same sentence gets its answer in the opening too, after the first.
  const second = draft.plain || draft.answered ? undefined : clauseSentence(ctx, draft.lead);
  if (second && !fold(draft.lead).includes(fold(second).slice(0, 80))) {
    const lead = draft.lead;
    const at = first && lead.startsWith(first) ? first.length : 0;
    draft.lead = `${lead.slice(0, at)}${at > 0 ? ' ' : ''}${second} ${lead.slice(at).trim()}`.trim();
  }
  // "What does cru mean on a Beaujolais label?": the place's own use of the term follows its meaning.
  const used = draft.plain || draft.answered ? undefined : termOfPlace(ctx);
  if (used && !fold(draft.lead).includes(fold(used).slice(0, 80))) {
    const [head, ...rest] = draft.lead.split(/(?<=[.!?])\s+/);
    draft.lead = [head, used, ...rest].join(' ');
  }
  // "Is Prosecco the same as Champagne?" is answered yes or no before anything else.
  const same = draft.plain ? undefined : sameness(ctx);
  if (same) draft.lead = `${same} ${draft.lead}`;
  // "Tell me about Apalta": a place within a region is answered as itself, within its region.
  leadWithParts(ctx, draft);
  leadWithAntecedent(kb, draft);
  leadWithCitedName(ctx, draft);
  // "What percentage of Cabernet must a Napa Cabernet contain?": the country's varietal rule is the
  // answer, ahead of whatever the wine's name brought to the front.
  const rule = draft.plain ? undefined : inheritedVarietalRule(ctx);
  if (rule && !draft.lead.includes(rule)) draft.lead = `${rule} ${draft.lead}`;
  if (!draft.plain) draft.lead = withoutRepeatedSentences(draft.lead);
  if (label && !draft.plain) draft.lead = `${labelLine(label, question)} ${draft.lead}`;
  if (input.context && wines.length === 0 && draft.found)
    draft.after = joinBlocks(draft.after, ENGINE_TEXTS.attachment.nothingKnown);
  // "What is 16 °C in Fahrenheit?": a temperature typed in the question is converted first.
  const typed = draft.plain || u.intent === 'off-topic' ? undefined : typedTemperature(question);
  if (typed) draft.lead = `${typed} ${draft.lead}`;
  const shown = render(draft, style, level, question);
  // Asked in Fahrenheit, every Celsius figure is given in both units.
  const rendered = asksFahrenheit(question) && !draft.plain ? withFahrenheit(shown) : shown;
  // Level 1 reads in plain words: jargon is explained where it first appears.
  const markdown = tidy(level === 1 && !draft.plain ? explainJargon(rendered, question) : rendered);
  return { markdown, sources: [...ctx.sources.values()], intent: u.intent, found: draft.found };
}

/**
 * A question about the past is answered by the sentence that dates or places the event it asks
 * about, wherever the records keep it, unless the opening chosen already tells that event as well.
 */
function pastOr(ctx: Ctx, chosen: string | undefined, lead: string): string | undefined {
  // A dated opening stands unless another dated sentence tells clearly more of the event asked.
  if (chosen && DATED.test(chosen)) return pastSentence(ctx, chosen) ?? chosen;
  // The draft may already open with the dated event, unless another tells clearly more of it.
  const opening = lead.split(/(?<=[.!?])\s+/)[0] ?? '';
  if (!chosen && DATED.test(opening)) return pastSentence(ctx, opening);
  return pastSentence(ctx) ?? chosen;
}

/** Words asking what a word of a tasting note says: "what does that mean", "is it a compliment". */
const WORD_MEANING =
  /\b(mean|means|meant|meaning|called|described as|compliment|praise|criticism|good thing|bad thing|good sign|bad sign)\b/;

/**
 * "My Zinfandel tastes jammy, what does that mean?", "is jammy a compliment for a Shiraz?": a word of
 * the tasting-note vocabulary said of a named wine is what is asked; its sentence leads, the one that
 * also names the wine first, before the grape's profile.
 */
function noteWordOfWine(ctx: Ctx): string | undefined {
  if (!WORD_MEANING.test(fold(ctx.question))) return undefined;
  const wine = ctx.u.subjects.find((s) => (s.kind === 'grape' || s.kind === 'region') && s.start >= 0);
  const word = ctx.u.subjects.find(
    (s) => s.kind === 'topic' && s.start >= 0 && s.start === s.end && ctx.kb.topic(s.id)?.category === 'tasting',
  );
  const t = word ? ctx.kb.topic(word.id) : undefined;
  if (!wine || !word || !t || (ctx.u.subjects[0] !== wine && ctx.u.subjects[0] !== word)) return undefined;
  const texts = [t.summary, ...t.points.filter((p) => p.depth <= ctx.level + 1).map((p) => p.text)].filter((x) =>
    mentionsPhrase(x, word.matched),
  );
  // Asked what it means, the sentence that defines it; asked whether it is praise, the one on the wine.
  const defining = /\b(mean|means|meant|meaning)\b/.test(fold(ctx.question))
    ? texts.find((x) => /\bmeans\b/.test(fold(x)))
    : undefined;
  const named = texts.find((x) => mentionsPhrase(x, wine.matched) || mentionsPhrase(x, wine.title));
  const best = defining ?? named ?? texts[0];
  return best ? sentence(best) : undefined;
}

/** Words of a style's making in a term's meaning: "aged first under flor", "fortified", "blended". */
const MAKING = /\b(aged|ageing|aging|made|fermented|fortified|blended|pressed|dried|matured|kept|left|stopped)\b/;

/**
 * "How is Amontillado made?": a wine style named by its own label word is made as its meaning says
 * (aged under flor, then oxidatively); the survey of the styles around it comes after.
 */
function styleMaking(ctx: Ctx, plan: Plan): string | undefined {
  if (plan.fact !== 'how-made' && ctx.u.intent !== 'how-made') return undefined;
  const s = ctx.u.subjects[0];
  if (s?.kind !== 'term' || s.start < 0 || !s.whole) return undefined;
  const t = ctx.kb.term(s.id);
  if (!t || !MAKING.test(fold(t.meaning))) return undefined;
  const name = t.term.replace(/\s*\([^)]*\)/g, '').trim();
  const meaning = t.meaning.replace(/^(A|An)\s/, (a) => a.toLowerCase());
  return sentence(/^(a|an)\s/.test(meaning) ? `${name} is ${meaning}` : `${name}: ${meaning}`);
}

/**
 * A label term asked of a named place ("what does cru mean on a Beaujolais label?", "reserva on a
 * Rioja label"): the place's own sentence that uses the term, which says what it means there.
 */
function termOfPlace(ctx: Ctx): string | undefined {
  if (ctx.u.intent !== 'term') return undefined;
  const term = ctx.u.subjects.find((s) => s.kind === 'term' && s.start >= 0);
  const place = ctx.u.subjects.find((s) => s.kind === 'region' && s.start >= 0 && s.whole);
  const t = term ? ctx.kb.term(term.id) : undefined;
  const r = place ? ctx.kb.region(place.id) : undefined;
  if (!term || !t || !r) return undefined;
  const said = [term.matched, t.term.replace(/\s*\([^)]*\)/g, '').trim()];
  const f = r.facts.find((x) => x.depth <= ctx.level + 1 && said.some((n) => mentionsPhrase(x.text, n)));
  return f ? sentence(f.text) : undefined;
}

/** The same answer as `answer`, delivered in small chunks (a word and its spacing at a time). */
export async function* answerStream(kb: KnowledgeBase, input: AnswerInput): AsyncGenerator<string> {
  const { markdown } = answer(kb, input);
  for (const chunk of chunks(markdown)) yield chunk;
}

/** Splits markdown into token-sized chunks that join back to the same text. */
export function chunks(markdown: string): string[] {
  return markdown.match(/\s*[^\s]{1,12}|\s+$/g) ?? [];
}

/**
 * The lead without a later sentence that only lists again what its answering sentence listed ("The ten
 * crus are Morgon, Fleurie…" then "The places within Beaujolais include Morgon, Fleurie…").
 */
export function withoutRepeatedList(lead: string, first: string): string {
  const said = fold(first).replace(/\*/g, '');
  const rest = lead.slice(first.length).split(/(?<=[.!?])\s+(?=[A-Z*“"])/);
  const kept = rest.filter((s) => {
    const bold = [...s.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
    const items =
      bold.length >= 3
        ? bold
        : (s.split(/\b(?:include|includes|are|is)\b|:/).pop() ?? '')
            .split(/,\s*|\s+and\s+/)
            .map((x) => x.replace(/[.*]/g, '').trim())
            .filter((x) => x.length > 2);
    if (items.length < 3) return true;
    return items.filter((x) => said.includes(fold(x))).length < Math.ceil(items.length * 0.8);
  });
  return `${first} ${kept.join(' ')}`.replace(/\s{2,}/g, ' ').trim();
}

/**
 * The lead with every sentence said only once: an answering sentence put in front ("Not always.
 * Madeira is made from dry to sweet.") may be the very sentence the profile opens with, and two plans
 * joined may both bring it. Short sentences ("Not always.") are never taken for a repeat.
 */
export function withoutRepeatedSentences(lead: string): string {
  const seen = new Set<string>();
  const parts = lead.split(/(?<=[.!?])\s+(?=[A-Z*“"])/);
  const kept = parts.filter((part) => {
    const key = fold(part.replace(/\*/g, ''))
      .replace(/[^a-z0-9 ]/g, '')
      .trim();
    if (key.length < 30) return true;
    // The same sentence again, or one already said word for word inside a longer one.
    const said = seen.has(key) || [...seen].some((k) => k.includes(key));
    seen.add(key);
    return !said;
  });
  return kept.length === parts.length ? lead : kept.join(' ');
}

/** For a comparison that asks one fact of named places or grapes, the sentence answering it for each. */
function sideBySide(ctx: Ctx, plan: Plan): string | undefined {
  if (plan.form !== 'compare' || !['law', 'climate', 'soil', 'history', 'serving'].includes(plan.fact))
    return undefined;
  const sides = ctx.u.subjects.filter((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0).slice(0, 3);
  if (sides.length < 2) return undefined;
  const said = sides.map((s) =>
    answerSentence({ ...ctx, u: { ...ctx.u, subjects: [s] } }, { form: 'open', fact: plan.fact }),
  );
  return said.every((x) => x !== undefined) ? unique(said).join(' ') : undefined;
}

function clampLevel(n: number): LevelId {
  return n <= 1 ? 1 : n >= 4 ? 4 : (Math.round(n) as LevelId);
}

/**
 * "What does weingut mean?": a word no record is named by, asked for its meaning, is glossed where a
 * theory point uses it ("An estate (domaine, château, weingut…)"), ahead of the topic found for it.
 */
/**
 * "On a Champagne label, what does 'sec' mean?": the word asked to be read on a place's label is the
 * label term, not the place where the label is read.
 */
function labelTermAsked(ctx: Ctx): Mention | undefined {
  const [first] = ctx.u.subjects;
  if (first?.kind !== 'region' || !/\blabels?\b/.test(fold(ctx.question))) return undefined;
  return ctx.u.subjects.find(
    (s) => s.kind === 'term' && s.start >= 0 && (s.end < first.start || s.start > first.end) && s.score >= 0.9,
  );
}

function glossed(ctx: Ctx): Draft | undefined {
  const s = ctx.u.subjects[0];
  if (s?.kind !== 'topic' || s.start >= 0) return undefined;
  const x = fold(ctx.question).match(
    /\bwhat (?:does|do) (?:the word |the term )?['"‘“]?([a-z]{4,})['"’”]? mean\b/,
  )?.[1];
  if (!x) return undefined;
  const point = factsMentioning(ctx, x, 3, true).find((f) => f.kind === 'topic');
  if (!point) return undefined;
  const d = describe(ctx, s);
  d.lead = `${sentence(point.text)} ${d.lead}`;
  return d;
}

/** Words that frame "which X is famous for Y" and say nothing of which place. */
const WITHIN_FRAME = new Set(
  'which what is are the most famous known renowned noted best celebrated for its their wines wine region regions appellation appellations area areas district districts village villages commune communes valley valleys island islands subregion subregions zone zones place places denomination denominations ava avas ward wards lake lakes'.split(
    ' ',
  ),
);

/**
 * "Which Napa AVA is known for mountain Cabernet?": a word beyond the place, the grape or style and the
 * question's frame qualifies what is asked, and the places' own sentences answer it better.
 */
function qualified(ctx: Ctx): boolean {
  const named = new Set<number>();
  for (const m of ctx.u.subjects) for (let i = m.start; i <= m.end; i++) if (i >= 0) named.add(i);
  return words(ctx.question).some((w, i) => !named.has(i) && !WITHIN_FRAME.has(w) && !STOPWORDS.has(w));
}

/**
 * "Why are old vines better?": a why-question about a label term is answered by the theory topic the
 * same words found, which gives causes; the label glossary only says what the words mean on a bottle.
 */
function causeTopic(ctx: Ctx): Mention | undefined {
  const [first] = ctx.u.subjects;
  if (first?.kind !== 'term' || !/^(why|how come)\b/.test(fold(ctx.question).trim())) return undefined;
  return ctx.u.subjects.find(
    (s) => s.kind === 'topic' && s.start >= 0 && s.start === first.start && s.end === first.end,
  );
}

/**
 * "What does 'dry' mean?": an everyday word the search passes over ("dry", "sweet", "body") asked to
 * be defined is the topic that holds it as a keyword, found by that word.
 */
function commonWordTopic(ctx: Ctx): Mention | undefined {
  const q = fold(ctx.question)
    .replace(/['’‘"“”]/g, ' ')
    .replace(/\s+/g, ' ');
  const asked =
    q.match(/\bwhat (?:does|do) (?:a |an |the )?([a-z-]+) (?:wine )?mean\b/)?.[1] ??
    q.match(/\b(?:meaning of|what is meant by|define) (?:a |an |the )?([a-z-]+)\s*\??$/)?.[1];
  if (!asked || !STOPWORDS.has(asked)) return undefined;
  const t = ctx.kb.topics.find((x) => x.keywords.some((k) => fold(k) === asked));
  if (!t) return undefined;
  const at = words(ctx.question).indexOf(asked);
  return { kind: 'topic', id: t.id, title: t.title, matched: asked, start: at, end: at, whole: true, score: 1 };
}

/** The understanding turned to one record the question's words did not name: its intent and that record. */
function aboutRecord(
  kb: KnowledgeBase,
  u: Understanding,
  intent: Intent,
  told: { kind: 'grape' | 'region' | 'term' | 'topic'; id: string } | undefined,
): Understanding {
  const title = told ? recordTitle(kb, told.kind, told.id) : undefined;
  if (!told || !title) return u;
  return {
    ...u,
    intent,
    subjects: [{ kind: told.kind, id: told.id, score: 1, title, matched: title, start: -1, end: -1, whole: false }],
  };
}

function compose(ctx: Ctx): Draft {
  const { u } = ctx;
  // "What is Tempranillo called in the Douro?" asks for a name, "what is Marsanne blended with?" for
  // partners, whatever intent their words suggest.
  if (['describe', 'grape-of', 'term', 'where', 'tasting'].includes(u.intent)) {
    const named = localNameDraft(ctx);
    if (named) return named;
  }
  // "Notes: pale lemon, gooseberry, cut grass, high acid. What grape?": the grape the whole note points to.
  const pasted = pastedNoteDraft(ctx);
  if (pasted) return pasted;
  // "Which villages of the Côte de Beaune…?": a plain plural noun before a named place asks for the
  // places within it, not for the label term the word also is ("Villages" on a Beaujolais label).
  const within = placesNounAsked(ctx);
  if (within)
    return describe(
      { ...ctx, u: { ...u, subjects: [within, ...u.subjects.filter((s) => s !== within && s.kind !== 'term')] } },
      within,
    );
  // "What makes a Port a vintage Port?", "what makes a Rioja a Gran Reserva?": what qualifies a wine
  // for a category is the category's own definition.
  const category = categoryAsked(ctx);
  if (category && ['describe', 'how-made', 'term', 'law'].includes(u.intent)) return describe(ctx, category);
  // "Which red wine smells of pepper?": the grapes whose records name the note.
  const byNote = noteGrapesDraft(ctx);
  if (byNote) return byNote;
  // "Which country never had phylloxera?": the record whose own sentence says what is asked of it.
  if (
    ['describe', 'grape-of', 'where', 'how-made', 'unknown', 'term', 'law', 'tasting'].includes(u.intent) &&
    !u.honesty
  ) {
    const byWhatIsSaid = kindAskedDraft(ctx);
    if (byWhatIsSaid) return byWhatIsSaid;
  }
  // "Which Sonoma AVA is most famous for Zinfandel?": a place asked for within a named one, by what it
  // is known for, is answered as a place whatever other intent the question's words suggest.
  if (
    ['describe', 'law', 'term', 'how-made'].includes(u.intent) &&
    /^(which|what)\b.*\b(famous|known|renowned|noted|best|celebrated)\b/.test(fold(ctx.question)) &&
    !qualified(ctx)
  ) {
    const within = placeWithinDraft(ctx);
    if (within) return within;
  }
  // "Which wines are aged under flor?": examples of a method lead, before what the method is.
  if (['describe', 'grape-of', 'term', 'how-made', 'where'].includes(u.intent)) {
    const examples = examplesDraft(ctx);
    if (examples) return examples;
  }
  if (u.intent === 'unknown' && !u.honesty) {
    const extreme = extremeDraft(ctx);
    if (extreme) return extreme;
  }
  switch (u.intent) {
    case 'greeting':
      return greeting(ctx);
    case 'off-topic':
      return offTopic(ctx);
    case 'unknown':
      return unknown(ctx);
    case 'exam':
      return exam(ctx);
    case 'compare':
      return compare(ctx);
    case 'pairing':
      return pairing(ctx);
    case 'grape-of':
      return grapeOf(ctx);
    case 'where':
      return where(ctx);
    case 'how-made':
      return howMade(ctx);
    case 'serving':
      return serving(ctx);
    case 'tasting':
      return tasting(ctx);
    case 'term': {
      const onLabel = labelTermAsked(ctx);
      if (onLabel) return describe(ctx, onLabel);
      const common = commonWordTopic(ctx);
      return common ? describe(ctx, common) : (glossed(ctx) ?? describe(ctx, causeTopic(ctx) ?? u.subjects[0]));
    }
    case 'law':
      return u.intent === 'law' ? law(ctx) : (glossed(ctx) ?? describe(ctx, causeTopic(ctx) ?? u.subjects[0]));
    case 'describe':
    case 'choice':
      return u.subjects[0] ? describe(ctx, u.subjects[0]) : unknown(ctx);
  }
}

/** Plain nouns for the places a region holds. */
const PLACE_NOUNS = /^(villages|communes|parishes|towns|subzones|sub-zones|districts)$/;

/**
 * "Which villages of the Côte de Beaune…", "what villages are in the Médoc": the region named after a
 * plain noun for its places, asked with which/what, when that noun is all a term was found by.
 */
function placesNounAsked(ctx: Ctx): Mention | undefined {
  const ws = words(ctx.question);
  const at = ws.findIndex((w, i) => PLACE_NOUNS.test(w) && /^(which|what|whats)$/.test(ws[i - 1] ?? ''));
  if (at < 0) return undefined;
  const term = ctx.u.subjects.find((s) => s.kind === 'term' && s.start === at && s.end === at);
  if (!term) return undefined;
  // The place must be named in full: a name only near one ("Côte de Valmorange") is not that place.
  if (ctx.u.honesty) return undefined;
  return ctx.u.subjects.find((s) => s.kind === 'region' && s.start > at && s.whole && s.score >= 0.95);
}

/**
 * The label term a wine is asked to qualify as: "what makes a Port a vintage Port?" asks for Vintage
 * Port; "what makes a sherry a fino?" for Fino. The category stands after the second article, the
 * wine that may become it after the first.
 */
function categoryAsked(ctx: Ctx): Mention | undefined {
  const ws = words(ctx.question);
  if (!/^(what|whats)$/.test(ws[0] ?? '') || !/^makes?$/.test(ws[ws[1] === 'is' ? 2 : 1] ?? '')) return undefined;
  const articles = ws.flatMap((w, i) => (i > 1 && (w === 'a' || w === 'an') ? [i] : []));
  const at = articles.length >= 2 ? articles[1] : articles[0];
  if (at === undefined) return undefined;
  return ctx.u.subjects.find((s) => s.kind === 'term' && s.start > at);
}

/** The name a record goes by: a place's or grape's name, a topic's title, a term. */
function recordTitle(kb: KnowledgeBase, kind: 'region' | 'grape' | 'topic' | 'term', id: string): string | undefined {
  if (kind === 'region') return kb.region(id)?.name;
  if (kind === 'grape') return kb.grape(id)?.name;
  if (kind === 'topic') return kb.topic(id)?.title;
  return kb.terms.find((t) => t.id === id)?.term;
}
