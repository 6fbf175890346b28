// Wine-law answers: a region's legal rules, classifications and label terms, the numbers first.

import { describe, labelSection } from './describe.ts';
import { type Ctx, type Draft, draft, regionGrapesLine, regionLead, use } from './draft.ts';
import { practiceFor } from './exercise.ts';
import { askedRoots, QUESTION_STOP, questionWords, rarityScorer, relevance } from './facts.ts';
import { COUNTRY_ADJECTIVES } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import { LADDER } from './plan.ts';
import { lowerFirst, mentionsPhrase, sentence, unique } from './text.ts';
import type { Depth, Topic } from './types.ts';

export const LAW =
  /\b(classif|cru|minimum|maximum|month|year|aged|ageing|aging|docg|doc|aoc|aop|ava|dop|igt|permitted|must|law|rule|regulat|%|hectare|yield|reserva|riserva|reserve|pradikat|kabinett|spatlese|auslese|grosse lage|1855|premier|grand|village|superiore|classico|label)/;

/** A sentence that gives a ladder in order: "in rising order of must weight: Kabinett, …". */
const ORDERED = /\b(in (rising|ascending|descending|increasing) order|from \w+ (through|up to|to) \w+|ranked|ranks)\b/;

/** A topic's title, summary and points as one text, joined once per topic: the same text is checked for every name. */
function wholeText(t: Topic): string {
  let text = WHOLE_TEXTS.get(t);
  if (text === undefined) {
    text = `${t.title} ${t.summary} ${t.points.map((p) => p.text).join(' ')}`;
    WHOLE_TEXTS.set(t, text);
  }
  return text;
}

const WHOLE_TEXTS = new WeakMap<Topic, string>();

export function law(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const region = u.subjects.find((s) => s.kind === 'region');
  const terms = u.subjects.filter((s) => s.kind === 'term');
  const topicMentions = u.subjects.filter((s) => s.kind === 'topic');
  const r = region ? kb.region(region.id) : undefined;
  const regionNames = r ? [r.name, ...r.synonyms] : [];
  const labelTopics = unique([
    ...topicMentions.map((t) => kb.topic(t.id)).filter((t) => t !== undefined),
    ...(r
      ? kb.topics.filter((t) => t.category === 'labels' && regionNames.some((n) => mentionsPhrase(wholeText(t), n)))
      : []),
  ]).filter(
    (t) =>
      t.category === 'labels' ||
      t.category === 'business' ||
      // With a place named, a topic of another field ("quality" in tasting) answers only if it names the place.
      (topicMentions.some((m) => m.id === t.id) && (!r || regionNames.some((n) => mentionsPhrase(wholeText(t), n)))),
  );
  if (!r && labelTopics.length === 0) {
    const first = terms[0] ?? u.subjects[0];
    return first ? describe(ctx, first) : ctx.write.unknown(ctx);
  }
  const termNames = terms.map((t) => t.title);
  // The question's words, and the words that named a topic or term ("Reserve"), are what to answer.
  const qw = unique([
    ...questionWords(ctx),
    ...[...topicMentions, ...terms]
      .filter((m) => m.start >= 0)
      .flatMap((m) =>
        words(m.matched)
          .filter((w) => !QUESTION_STOP.has(w))
          .map((w) => root(w)),
      ),
  ]);
  // Every sentence that could answer: the region's facts and the label-law points that name it.
  const candidates: { text: string; depth: Depth; score: number; topic?: Topic }[] = [];
  const rare = rarityScorer(
    [...(r?.facts.map((f) => f.text) ?? []), ...labelTopics.flatMap((t) => t.points.map((p) => p.text))],
    qw,
    askedRoots(ctx),
  );
  // A longer name built on the region's ("Chianti Classico" for "Chianti") is another place with its
  // own rules, unless the question names it.
  const qf = fold(ctx.question);
  const base = r ? fold(r.name) : '';
  const longer = r
    ? kb.regions.map((x) => fold(x.name)).filter((n) => n.startsWith(`${base} `) && !qf.includes(n))
    : [];
  // "The ripest Prädikat", "the highest level": the top or bottom of a ladder is read off the
  // sentence that gives the ladder in order.
  const extreme =
    /\b(\w{3,}est|highest|lowest|top|bottom|most|least)\b/.test(qf) &&
    /\b(levels?|ranks?|grades?|categor(y|ies)|steps?|tiers?|rungs?|pradikat|pradikate)\b/.test(qf);
  // "The vintage rule in the EU", "an Australian varietal wine": with no place record named, the
  // country or union the question names picks its own line of a survey of label laws.
  const placeNames = r ? [] : askedPlaces(kb, qf);
  const ladder = LADDER.test(qf);
  const ladderOf = termNames.map((n) => n.replace(/\s*\([^)]*\)/g, '').trim()).filter((n) => n.length > 1);
  const score = (text: string, own: boolean) => {
    let s = rare(text) * 4 + Math.min(2, (fold(text).match(new RegExp(LAW, 'g')) ?? []).length);
    if (extreme && ORDERED.test(fold(text))) s += 6;
    // "Chablis classification tiers": the sentence that names the rungs in order answers.
    // A ladder of another name (the Prädikat levels for "the VDP levels") is not the one asked.
    else if (
      ladder &&
      ORDERED.test(fold(text)) &&
      (ladderOf.length === 0 || ladderOf.some((n) => mentionsPhrase(text, n)))
    )
      s += 4;
    for (const n of termNames) if (mentionsPhrase(text, n)) s += 4;
    const named = regionNames.some((n) => mentionsPhrase(text, n));
    if (placeNames.length > 0) s = placeNames.some((n) => mentionsPhrase(text, n)) ? s + 4 : s * 0.5;
    if (!own && named) s += 2;
    // With a region named, its own facts answer before a general point that does not name it.
    if (own) s += 2;
    else if (r && !named) s *= 0.75;
    const ft = fold(text);
    if (longer.some((n) => ft.includes(n)) && !longer.reduce((t, n) => t.split(n).join(' '), ft).includes(base)) s -= 4;
    return s;
  };
  if (r)
    for (const f of r.facts) candidates.push({ text: sentence(f.text), depth: f.depth, score: score(f.text, true) });
  for (const t of labelTopics)
    for (const p of t.points) {
      const about =
        !r || regionNames.some((n) => mentionsPhrase(p.text, n)) || topicMentions.some((m) => m.id === t.id);
      if (about) candidates.push({ text: sentence(p.text), depth: p.depth, score: score(p.text, false), topic: t });
    }
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.depth - b.depth);
  // At lower levels the law may sit deeper than the level: give the single most relevant point anyway.
  const atLevel = ranked.filter((c) => c.depth <= level);
  const best = atLevel[0] && rare(atLevel[0].text) >= rare(ranked[0]?.text ?? '') ? atLevel[0] : ranked[0];
  const floor = Math.max(2, (best?.score ?? 0) * 0.3);
  const rest = atLevel.filter((c) => c !== best && c.score >= floor).slice(0, level >= 3 ? 8 : 4);
  const d = draft(r?.name ?? labelTopics[0]?.title ?? '', '');
  // "What are the rules for Barolo?" asks for the law as a whole: the permitted grapes come first.
  const whole =
    r?.grapesAre === 'permitted' &&
    /\b(rules?|requirements?|regulations?|laws?|legal)\b/.test(qf) &&
    !/\b(age|aged|ageing|aging|minimum|maximum|alcohol|yields?|percent|percentage|sugar|months?|years?|how)\b/.test(qf);
  d.lead = [
    r ? regionLead(ctx, r) : '',
    whole && r ? regionGrapesLine(ctx, r) : '',
    best?.text ?? (labelTopics[0] ? sentence(labelTopics[0].summary) : ''),
  ]
    .filter(Boolean)
    .join(' ');
  for (const t of unique(ranked.slice(0, 6).flatMap((c) => (c.topic ? [c.topic] : [])))) use(ctx, 'topic', t.id);
  if (r) use(ctx, 'region', r.id);
  for (const t of terms) {
    const entry = kb.term(t.id);
    if (!entry) continue;
    use(ctx, 'term', entry.id);
    d.sections.push({ heading: entry.term, text: `**${entry.term}** (${entry.country}): ${sentence(entry.meaning)}` });
  }
  if (rest.length > 0) d.sections.push({ heading: 'Rules and classification', items: rest.map((c) => c.text) });
  if (r) {
    const grapesLine = regionGrapesLine(ctx, r);
    if (grapesLine)
      d.sections.push({ heading: r.grapesAre === 'permitted' ? 'Permitted grapes' : 'Grapes', text: grapesLine });
    if (r.labelTerms.length > 0) d.sections.push(labelSection(ctx, r));
    if (r.classification) d.keyPoints.push(`Classification: ${r.classification}.`);
  }
  // A label topic's table (ageing rules, Prädikat levels) when the question is about what it tabulates.
  const tableTopic = labelTopics.find(
    (t) =>
      t.table &&
      (!r ||
        relevance(`${t.table.caption} ${t.table.rows.flat().join(' ')}`, qw) > 0 ||
        regionNames.some((n) => mentionsPhrase(t.table?.caption ?? '', n))),
  );
  if (tableTopic?.table) {
    use(ctx, 'topic', tableTopic.id);
    d.sections.push({
      heading: tableTopic.table.caption,
      table: { headers: tableTopic.table.headers, rows: tableTopic.table.rows },
      tableFirst: true,
    });
  }
  if (!r && labelTopics[0]) d.title = labelTopics[0].title;
  d.keyPoints.push(...rest.slice(0, 2).map((c) => c.text));
  d.check = r
    ? `What is the legal status of ${r.name}, and which grapes does it allow?`
    : `What do you know about ${lowerFirst(d.title)}?`;
  d.practice = practiceFor(ctx, region ?? terms[0] ?? u.subjects[0]) ?? undefined;
  return d;
}

/** The names of the countries (and the EU) a question names, by name or adjective ("Australian"). */
function askedPlaces(kb: Ctx['kb'], qf: string): string[] {
  const out: string[] = [];
  if (/\b(eu|european union|europe|european)\b/.test(qf)) out.push('EU', 'European Union');
  for (const c of kb.regions) {
    if (c.kind !== 'country') continue;
    const adjectives = Object.entries(COUNTRY_ADJECTIVES)
      .filter(([, id]) => id === c.id)
      .map(([a]) => a);
    const names = [c.name, ...c.synonyms];
    if ([...names, ...adjectives].some((n) => mentionsPhrase(qf, fold(n)))) out.push(...names);
  }
  return out;
}
