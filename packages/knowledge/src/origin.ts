// Answers about a wine's making and place: which grapes it is made from, where it (or a grape) is
// grown, and how it is made.

import { describe, describeGrape, describeRegion, describeTopic, IDENTITY, withinFacts } from './describe.ts';
import {
  bold,
  COUNT,
  type Ctx,
  cleanSynonym,
  colourAnswer,
  colourWord,
  type Draft,
  draft,
  FACTS,
  factsAbout,
  grownWithinLine,
  namesOf,
  regionGrapeNames,
  regionGrapesLine,
  regionLead,
  regionName,
  structureTable,
  structureText,
  uniqueMentions,
  use,
} from './draft.ts';
import { practiceFor } from './exercise.ts';
import {
  answeringFact,
  askedRoots,
  bestTopic,
  MAKING,
  QUESTION_STOP,
  questionWords,
  rarityScorer,
  relevance,
} from './facts.ts';
import { STOPWORDS } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { cap, join, mentionsPhrase, sentence, unique } from './text.ts';
import type { Region, Topic } from './types.ts';

/**
 * The colour of wine a question asks about, said of the place or of its wine ("white Rioja", "red
 * Sancerre", "Rioja blanco", "the white wines of Rioja"); not a colour said of a second clause's
 * grape ("…and what white grape can be added").
 */
function askedColour(question: string, place: string): 'red' | 'white' | undefined {
  const q = ` ${words(question).join(' ')} `;
  const p = words(place).join(' ');
  // "White Rioja", "Rioja white", or the grape itself of a colour ("the white grape of Rioja").
  // …or the colour said of the grapes at the end: "which grapes of Bordeaux are white?".
  const said = (hues: string) =>
    new RegExp(
      ` (${hues}) (${p}|wines?|grapes?|variety|varieties|varietals?) | ${p} (${hues}) | (grapes?|varieties) .*(are|is) (${hues}) $`,
    ).test(q);
  const WHITE = 'white|whites|blanc|blanco|bianco|branco|weiss';
  const RED = 'red|reds|black|rouge|rosso|tinto';
  // "Which Champagne grapes are not white?": the other colour.
  const denied = (hues: string) => new RegExp(` (are|is|arent|isnt) not (${hues})\\b| non (${hues}) `).test(q);
  const white = said(WHITE) || denied(RED);
  const red = said(RED) || denied(WHITE);
  if (denied(WHITE) && !denied(RED)) return 'red';
  if (denied(RED) && !denied(WHITE)) return 'white';
  return white === red ? undefined : white ? 'white' : 'red';
}

export function grapeOf(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  // "Chile's País is the same as which grape?" asks about the grape named, the place is its setting.
  const named = u.subjects.find((s) => s.kind === 'grape' && s.start >= 0);
  if (named && IDENTITY.test(fold(ctx.question))) return describeGrape(ctx, named);
  // "País grape in Chile": a grape named as the subject, with no grape asked for, is described in its place.
  if (
    named?.whole &&
    u.subjects.indexOf(named) === 0 &&
    !/\b(which|what|whats|name|list)\b|\bmade (from|with|of)\b|\bgrapes? (is|are) (used|grown|planted|allowed|permitted)\b/.test(
      fold(ctx.question),
    )
  )
    return describeGrape(ctx, named);
  // "Which grape makes dry Sherry?": a theory phrase that holds a place's name ("dry sherry") asks
  // for the place's grapes.
  const lead = u.subjects[0];
  const inPhrase =
    lead?.kind === 'topic' && lead.matched.includes(' ')
      ? words(lead.matched)
          .flatMap((w) => kb.mentions(w))
          .find((x) => x.kind === 'region' && x.whole && x.score >= 0.85)
      : undefined;
  const m = u.subjects.find((s) => s.kind === 'region') ?? inPhrase ?? lead;
  if (!m) return ctx.write.unknown(ctx);
  if (m.kind === 'grape') return describeGrape(ctx, m);
  if (m.kind === 'region') {
    const r0 = kb.region(m.id);
    if (!r0) return ctx.write.unknown(ctx);
    use(ctx, 'region', r0.id);
    if (r0.grapes.length === 0) return describeRegion(ctx, m);
    // "The main grape of white Rioja": only the grapes of the colour asked, when the place grows both.
    const hue = askedColour(ctx.question, m.matched);
    const ofHue = hue
      ? r0.grapes.filter((id) => {
          const g = kb.grape(id);
          return g !== undefined && (hue === 'red' ? g.colour === 'black' : g.colour !== 'black');
        })
      : [];
    const r = ofHue.length > 0 && ofHue.length < r0.grapes.length ? { ...r0, grapes: ofHue } : r0;
    const hueWord = r !== r0 ? `${hue} ` : '';
    const all = level >= 3 || r.grapes.length <= COUNT[level];
    const names = regionGrapeNames(ctx, r, all ? r.grapes.length : COUNT[level]);
    const permitted = r.grapesAre === 'permitted';
    let lead: string;
    if (names.length === 1)
      lead = `**${r.name}** is made from **${names[0]}**${permitted && level >= 2 ? `, the only permitted ${hueWord}grape` : ''}.`;
    else if (permitted && all)
      lead = `The permitted ${hueWord}grapes of **${r.name}** are ${join(names.map(bold))}${level >= 2 ? `, led by ${names[0]}` : ''}.`;
    else
      lead = `The main ${hueWord}grapes of **${r.name}** are ${join(names.map(bold))}${all ? '' : ', among others'}.`;
    // A two-part question ("where is Madiran and what is it made from?") is told where first.
    if (/\bwhere\b|\b(what|which) (region|country|area|part)\b/.test(fold(ctx.question)) && r.kind !== 'country')
      lead = `${regionLead(ctx, r)} ${lead}`;
    const d = draft(r.name, lead);
    // The grapes of the colour asked answer a one-part question as they stand.
    if (r !== r0 && !/,|\band\b/.test(ctx.question)) d.answered = true;
    const grapes = (r === r0 ? kb.grapesOf(r.id) : r.grapes.flatMap((id) => kb.grape(id) ?? [])).slice(0, names.length);
    if (level >= 2 && grapes.length > 0)
      d.sections.push({
        heading: 'The grapes',
        items: grapes.map(
          (g) =>
            `**${g.name}**: ${colourWord(g)} grape; ${join(g.aromas.slice(0, 3))}; ${structureText(g, ctx.level)}.`,
        ),
        table: level >= 3 ? structureTable(grapes) : undefined,
      });
    const grapeWords = grapes.flatMap((g) => [g.name, ...g.synonyms.map(cleanSynonym)]);
    const qw = questionWords(ctx).filter((w) => !['grape', 'made', 'wine', 'main'].includes(w));
    const facts = factsAbout(
      r.facts,
      level,
      (t) =>
        grapeWords.filter((n) => mentionsPhrase(t, n)).length +
        (/blend|varietal|grape|%|percent|permitted/i.test(t) ? 1 : 0) +
        relevance(t, qw) * 3,
      FACTS[level],
    );
    // A fact that answers the question's own words ("permitted", "percent") joins the lead.
    const answerFact = [...facts].sort((a, b) => relevance(b, qw) - relevance(a, qw))[0];
    const direct = answerFact && relevance(answerFact, qw) > 0 ? answerFact : undefined;
    if (direct) d.lead += ` ${direct}`;
    const more = facts.filter((f) => f !== direct);
    if (more.length > 0) d.sections.push({ heading: 'Key facts', items: more });
    if (r.styles.length > 0 && level >= 2) d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles))}.` });
    d.keyPoints = facts.slice(0, 2);
    d.tip = grapes[0]
      ? `Look for ${join(grapes[0].aromas.slice(0, 2))} when you taste ${r.name}: that's the ${grapes[0].name} speaking.`
      : undefined;
    d.check = `Which grape do you think ${r.name} is made from?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  // A term or a topic (Port, Sherry, the traditional method): the grapes its text names.
  const e = kb.get(m.kind, m.id);
  // A topic of several things ("Kir, spritz, sangria…") asked about one of them by name: the grapes
  // of the points that speak of that one, when any do.
  const own = e?.kind === 'topic' ? e.record.points.filter((p) => fold(p.text).includes(fold(m.matched))) : [];
  const text =
    e?.kind === 'topic'
      ? (own.length > 0 && own.length < e.record.points.length
          ? own.map((p) => p.text)
          : [e.record.summary, ...e.record.points.map((p) => p.text)]
        ).join(' ')
      : e?.kind === 'term'
        ? e.record.meaning
        : '';
  const grapes = uniqueMentions(kb.mentions(text).filter((x) => x.kind === 'grape' && x.whole));
  if (grapes.length === 0) return describe(ctx, m);
  for (const g of grapes) use(ctx, 'grape', g.id);
  const base = describe(ctx, m);
  base.lead = `The grapes named for **${m.title}** are ${join(grapes.map((g) => bold(g.title)))}. ${base.lead}`;
  return base;
}

export const PLACE_WORDS =
  /\b(north|south|east|west|river|coast|km|near|between|along|valley|border|bank|hills?|slopes?|island|mountains?|lake|ocean|sea|city|town|inland|plateau)/;

/**
 * "Which Greek appellation is famous for Agiorgitiko?": a place asked for within a named country or
 * region, by the grape it is known for. The places inside that lead with the grape, or that the
 * grape's own record names as its homes, answer.
 */
// "Where in Italy…" asks for the place within the one named, as "which region of Italy…" does.
function placeWithin(ctx: Ctx): { grape: Mention; lead: string } | undefined {
  const { kb, u } = ctx;
  if (
    !/\b(which|what)\b.*\b(regions?|appellations?|areas?|districts?|villages?|communes?|valleys?|islands?|sub ?regions?|zones?|places?|denominations?|avas?|wards?|lakes?)\b|\bwhere (abouts )?in\b/.test(
      fold(ctx.question),
    )
  )
    return undefined;
  const grape = u.subjects.find((s) => s.kind === 'grape');
  const outer = u.subjects.find((s) => s.kind === 'region');
  const g = grape ? kb.grape(grape.id) : undefined;
  const r = outer ? kb.region(outer.id) : undefined;
  if (!r) return undefined;
  const inside: Region[] = [];
  let level = kb.children(r.id);
  for (let n = 0; n < 3 && level.length > 0; n++) {
    inside.push(...level);
    level = level.flatMap((k) => kb.children(k.id));
  }
  // "Which regions?" asks for regions, "which appellation", "AVA", "village" or "lake" for the smaller places.
  const small = /\b(appellations?|villages?|communes?|denominations?|avas?|wards?|lakes?)\b/.test(fold(ctx.question));
  if (!grape || !g) return styleWithin(ctx, r, inside, small);
  const keys = g.keyRegions.map((k) => kb.findRegion(k)?.id ?? k);
  // A place counts by its own rank among the grape's homes, or by the best of the homes inside it
  // (Piedmont for Barolo), or when the grape leads its list.
  const rank = (x: Region): number => {
    const own = keys.indexOf(x.id);
    const below = kb.children(x.id).map(rank);
    const best = Math.min(own >= 0 ? own : Number.POSITIVE_INFINITY, ...below);
    return best < Number.POSITIVE_INFINITY ? best : x.grapes[0] === g.id ? keys.length : best;
  };
  const fits = (x: Region) => (small ? x.kind === 'appellation' || x.kind === 'subregion' : x.kind === 'region');
  const ranked = inside.filter((x) => rank(x) < Number.POSITIVE_INFINITY);
  const fitting = ranked.filter(fits);
  const byRank = (a: Region, b: Region) => rank(a) - rank(b);
  fitting.sort(byRank);
  ranked.sort(byRank);
  // The best place of the kind asked, then the grape's first home when it is another ("Piedmont and Barolo").
  const direct = inside.filter((x) => keys.includes(x.id)).sort((a, b) => keys.indexOf(a.id) - keys.indexOf(b.id));
  const homes = unique([
    ...fitting.slice(0, 1),
    ...(direct.length > 0 ? direct : ranked).slice(0, 1),
    ...fitting.slice(1, 2),
  ]).slice(0, 2);
  if (homes.length === 0) return undefined;
  for (const x of homes) use(ctx, 'region', x.id);
  return {
    grape,
    lead: `In ${r.name}, ${g.name} is above all the grape of ${join(homes.map((x) => `**${x.name}**`))}.`,
  };
}

/** Styles a place within another can be asked for by ("which Austrian lake is famous for sweet wines?"). */
const STYLE_ASKED = /\b(sweet|sparkling|fortified|rose|botrytis|botrytised|botrytized|ice wines?|dessert wines?)\b/;

/**
 * "Which Austrian lake is famous for sweet wines?": with no grape named, the style asked for picks the
 * place inside the named one whose own styles and facts hold it, when one place clearly does.
 */
function styleWithin(
  ctx: Ctx,
  r: Region,
  inside: Region[],
  small: boolean,
): { grape: Mention; lead: string } | undefined {
  const q = fold(ctx.question);
  if (!/\b(famous|known|renowned|noted|best|celebrated|reputed)\b/.test(q)) return undefined;
  const style = q.match(STYLE_ASKED)?.[1];
  if (!style) return undefined;
  const said = (t: string) => new RegExp(`\\b${style.replace(/s$/, '')}`).test(fold(t));
  const fits = (x: Region) => (small ? x.kind === 'appellation' || x.kind === 'subregion' : x.kind === 'region');
  const pool = inside.filter(fits).length > 0 ? inside.filter(fits) : inside;
  const scored = pool
    .map((x) => ({ x, n: x.styles.filter(said).length + x.facts.filter((f) => said(f.text)).length }))
    .filter((e) => e.n > 0)
    .sort((a, b) => b.n - a.n);
  if (scored.length === 0 || (scored[1] && scored[1].n === scored[0].n)) return undefined;
  const x = scored[0].x;
  const fact = x.facts.find((f) => said(f.text));
  use(ctx, 'region', x.id);
  const mention: Mention = {
    kind: 'region',
    id: x.id,
    title: x.name,
    matched: fold(x.name),
    start: -1,
    end: -1,
    score: 1,
    whole: true,
  };
  return {
    grape: mention,
    lead: fact ? sentence(fact.text) : `In ${r.name}, ${style} wines come above all from **${x.name}**.`,
  };
}

/** A place asked for within a named one by the grape or style it is known for, answered as that place. */
export function placeWithinDraft(ctx: Ctx): Draft | undefined {
  return placeWithin(ctx) ? where(ctx) : undefined;
}

/**
 * A question asking what a thing is as well as where: "what is it and where does it grow?"; "what is
 * it like" asks how it tastes instead.
 */
const IDENTITY_TOO =
  /\bwhat (is|are) (it|they|this|that)\b(?! like)|^(what|whats) (is|are) (?![^?]* like\b)[^?]* and where\b/;

export function where(ctx: Ctx, asked = true): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects[0];
  if (!m) return ctx.write.unknown(ctx);
  const home = asked ? placeWithin(ctx) : undefined;
  if (home) {
    const subjects = [home.grape, ...u.subjects.filter((s) => s !== home.grape)];
    const d = where({ ...ctx, u: { ...u, subjects } }, false);
    d.lead = `${home.lead} ${d.lead}`;
    return d;
  }
  if (m.kind === 'region') {
    const r = kb.region(m.id);
    if (!r) return ctx.write.unknown(ctx);
    use(ctx, 'region', r.id);
    const d = draft(r.name, regionLead(ctx, r));
    const within = withinFacts(ctx, r);
    const answer = within.length > 0 ? answeringFact(ctx, 'region', r.id, within) : undefined;
    if (answer) d.lead = `${answer} ${d.lead}`;
    const chain = [r, ...kb.ancestors(r.id)].reverse().map((x) => x.name);
    if (chain.length > 1) d.sections.push({ heading: 'On the map', text: chain.join(' › ') });
    const facts = factsAbout(r.facts, level, PLACE_WORDS, level === 1 ? 1 : 3);
    if (facts.length > 0) d.sections.push({ heading: 'Where exactly', items: facts });
    if (level >= 2)
      d.sections.push({
        heading: 'Climate',
        text: `${cap(r.climate)} climate.${r.climateNotes[0] ? ` ${sentence(r.climateNotes[0])}` : ''}`,
      });
    const kids = kb.children(r.id);
    if (level >= 2 && kids.length > 0)
      d.sections.push({ heading: 'Within it', text: `${join(kids.slice(0, COUNT[level] + 2).map((k) => k.name))}.` });
    const grapesLine = regionGrapesLine(ctx, r);
    if (grapesLine) d.sections.push({ heading: 'Grapes', text: grapesLine });
    d.keyPoints = [chain.join(' › '), ...facts.slice(0, 1)];
    d.check = `Which country is ${r.name} in?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  if (m.kind === 'grape') {
    const g = kb.grape(m.id);
    if (!g) return ctx.write.unknown(ctx);
    use(ctx, 'grape', g.id);
    const regions = kb.regionsGrowing(g.id);
    const key = g.keyRegions.slice(0, COUNT[level]).map((k) => {
      const r = kb.findRegion(k);
      if (r) use(ctx, 'region', r.id);
      return r ? `${r.name}${r.kind !== 'country' ? ` (${r.country})` : ''}` : regionName(ctx, k);
    });
    const colour = colourAnswer(ctx.question, g);
    // A key region the homeland already names ("Istria (Croatia and Slovenia) and the Karst (Kras)")
    // is not listed again: "Its key regions today are Croatia, Slovenia and Kras" repeats it.
    const home = ` ${fold(g.origin).replace(/[^a-z0-9]+/g, ' ')} `;
    const newKey = unique(key).filter(
      (k) => !home.includes(` ${fold(k.replace(/\s*\(.*\)\s*$/, '')).replace(/[^a-z0-9]+/g, ' ')} `),
    );
    // "What is it and where does it grow?": what it is, a white or black grape, is said with where.
    const what = !colour && IDENTITY_TOO.test(fold(ctx.question)) ? ` is a ${colourWord(g)} grape that` : '';
    const lead = `${colour ? `${colour} ` : ''}**${g.name}**${what} comes from ${g.origin}.${newKey.length > 1 ? ` Its key regions today are ${join(newKey)}.` : newKey.length === 1 ? ` Its key region today is ${newKey[0]}.` : ''}`;
    // "What does it taste like and where is it grown?": both halves are answered, the taste after the place.
    const taste = TASTE_TOO.test(fold(ctx.question))
      ? ` It typically tastes of ${join(g.aromas.slice(0, level === 1 ? 4 : 6))}, with ${structureText(g, level)}.`
      : '';
    const d = draft(g.name, `${lead}${taste}`);
    const within = grownWithinLine(ctx, g.id);
    if (within) d.lead = `${within} ${d.lead}`;
    const more = regions.filter((r) => !g.keyRegions.includes(r.id)).slice(0, level >= 3 ? 12 : 0);
    if (more.length > 0)
      d.sections.push({ heading: 'Also grown in', text: `${join(more.map((r) => `${r.name} (${r.country})`))}.` });
    const facts = factsAbout(
      g.facts,
      level,
      /\b(grown|grows|planted|plantings|origin|native|home|region|country|widely|cool|warm|climate)/,
      3,
    );
    if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
    if (level >= 3 && g.viticulture.length > 0)
      d.sections.push({ heading: 'Climate and vineyard', items: g.viticulture.map(sentence) });
    d.keyPoints = facts.slice(0, 1);
    d.check = `Can you name two regions famous for ${g.name}?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  return describe(ctx, m);
}

/** A place question that asks for the taste as well: "what's it like and where is it grown?". */
const TASTE_TOO = /\b(taste|tastes|tasting|flavou?rs?|smells?|aromas?|what(['’]?s| is| are) (it|they) like)\b/;

/** Words that ask how a thing is made in general, not for one of its steps. */
const GENERAL_MAKING = /^(made|make|produc|creat|vinifi|how|step|process|method|work)/;

/** The point of a topic, or of a topic it leads to, that answers a question about one step. */
function stepAsked(ctx: Ctx, topic: Topic): string | undefined {
  const qw = questionWords(ctx).filter((w) => !GENERAL_MAKING.test(w));
  if (qw.length < 2) return undefined;
  const topics = [topic, ...topic.related.flatMap((id) => ctx.kb.topic(id) ?? [])];
  const points = topics.flatMap((t) => t.points.filter((p) => p.depth <= Math.max(ctx.level, 2) + 1));
  // Rare words weigh more: "sediment" tells the step, "bottle" is in every step.
  const rare = rarityScorer(
    points.map((p) => p.text),
    qw,
    askedRoots(ctx),
  );
  // The step is named by two of the question's words side by side ("dead yeast", "direct pressing"),
  // not by two words met apart ("white … red").
  const content = (w: string) => !STOPWORDS.has(w) && !QUESTION_STOP.has(w);
  const pairsOf = (text: string) => {
    const ws = words(text);
    return ws
      .slice(1)
      .flatMap((w, i) => (content(w) && content(ws[i]) ? [[root(ws[i]), root(w)]] : []))
      .filter(([a, b]) => qw.includes(a) || qw.includes(b))
      .map(([a, b]) => `${a} ${b}`);
  };
  const pairs = new Set(pairsOf(ctx.question));
  const paired = (text: string) => pairsOf(text).some((p) => pairs.has(p));
  let best: { text: string; r: number } | undefined;
  for (const p of points) {
    if (relevance(p.text, qw) < 2 || !paired(p.text)) continue;
    const r = rare(p.text);
    if (!best || r > best.r) best = { text: p.text, r };
  }
  // A numbered step reads as a sentence of its own: "7. Disgorgement: …" → "Disgorgement: …".
  return best ? sentence(best.text.replace(/^\d+\.\s+/, '')) : undefined;
}

/** A question that asks for a time of year: "when is harvest", "what month do they pick". */
const WHEN_ASKED = /\b(when|what months?|which months?|what time of (the )?year|what season)\b/i;
// "May" is left out: it is far more often the verb.
const TIME_OF_YEAR =
  /\b(january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|winter)\b/i;

/**
 * "When is harvest in Australia?": the point of the topic that gives a time of year for what is
 * asked, and names the place asked about when one does, leads.
 */
function timeAsked(ctx: Ctx, topic: Topic): string | undefined {
  if (!WHEN_ASKED.test(ctx.question)) return undefined;
  // The subjects' own words count here: "harvest" and "Australia" are what the time is asked of.
  const qw = unique(
    words(ctx.question)
      .filter((w) => w.length > 2 && !QUESTION_STOP.has(w) && !STOPWORDS.has(w) && !GENERAL_MAKING.test(w))
      .map((w) => root(w)),
  );
  const points = topic.points.filter((p) => p.depth <= Math.max(ctx.level, 2) + 1 && TIME_OF_YEAR.test(p.text));
  let best: { text: string; r: number } | undefined;
  for (const p of points) {
    const r = relevance(p.text, qw);
    if (r > 0 && (!best || r > best.r)) best = { text: p.text, r };
  }
  return best ? sentence(best.text) : undefined;
}

/**
 * "What is whole bunch pressing?": two topics found side by side ("whole bunch", "pressing") name one
 * thing together; the topic whose own sentences use the whole phrase ("whole-bunch pressing") is asked.
 */
function joinedTopic(ctx: Ctx): { id: string; point: string } | undefined {
  const asked = ctx.u.subjects.filter((s) => s.kind === 'topic' && s.start >= 0);
  const ws = words(ctx.question);
  for (const a of asked)
    for (const b of asked) {
      if (b.start !== a.end + 1) continue;
      const phrase = ws.slice(a.start, b.end + 1).join(' ');
      for (const s of asked) {
        const t = ctx.kb.topic(s.id);
        const said = t?.points.find((p) => p.depth <= Math.max(ctx.level, 2) + 1 && mentionsPhrase(p.text, phrase));
        if (said) return { id: s.id, point: sentence(said.text.replace(/^\d+\.\s+/, '')) };
        if (t && mentionsPhrase(t.summary, phrase)) return { id: s.id, point: sentence(t.summary) };
      }
    }
  return undefined;
}

export function howMade(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const topicMention = u.subjects.find((s) => s.kind === 'topic');
  // Steps for "how is it made", plain points for "what is terroir".
  const steps = /\b(how|made|make|steps?|process|method)\b/i.test(ctx.question);
  if (u.subjects[0]?.kind === 'topic') {
    const joined = joinedTopic(ctx);
    const id = joined?.id ?? u.subjects[0].id;
    const d = describeTopic(ctx, id, steps);
    // "How do you make rosé by direct pressing?": the way asked about leads the method's summary.
    const t = kb.topic(id);
    const step = t ? (joined?.point ?? timeAsked(ctx, t) ?? stepAsked(ctx, t)) : undefined;
    if (step && !d.lead.includes(step.slice(0, 60))) d.lead = `${step} ${d.lead}`;
    return d;
  }
  const m = u.subjects.find((s) => s.kind !== 'topic') ?? topicMention;
  if (!m) return ctx.write.unknown(ctx);
  if (m.kind === 'topic') return describeTopic(ctx, m.id, steps);
  const names = namesOf(ctx, m);
  const topic =
    bestTopic(ctx, names, ['winemaking', 'sparkling', 'fortified', 'sweet']) ??
    (topicMention ? kb.topic(topicMention.id) : undefined);
  const e = kb.get(m.kind, m.id);
  const facts =
    e?.kind === 'grape' || e?.kind === 'region'
      ? factsAbout(e.record.facts, level, MAKING, level === 1 ? 2 : level === 2 ? 4 : 8)
      : [];
  if (!topic && facts.length === 0) return describe(ctx, m);
  use(ctx, m.kind, m.id);
  const d = topic ? describeTopic(ctx, topic.id, true) : draft(m.title, '');
  // The record's fact that answers what is asked beyond its name ("how do they get so sweet?") opens.
  const answers =
    e?.kind === 'grape' || e?.kind === 'region' ? answeringFact(ctx, m.kind, m.id, e.record.facts) : undefined;
  const intro = answers ?? facts[0] ?? '';
  d.title = `How ${m.title} is made`;
  d.lead = topic ? `${intro ? `${intro} ` : ''}${sentence(topic.summary)}` : intro;
  // "How do they get the dead yeast out of the bottle?" asks for one step: the point of the method
  // (or of a method it leads to) that uses the question's own words leads.
  const step = topic ? (timeAsked(ctx, topic) ?? stepAsked(ctx, topic)) : undefined;
  if (step && !d.lead.includes(step)) d.lead = `${step} ${d.lead}`;
  const more = facts.filter((f) => f !== intro);
  if (more.length > 0 && facts.length > 1) d.sections.unshift({ heading: `About ${m.title}`, items: more });
  if (e?.kind === 'region' && e.record.styles.length > 0 && level >= 2)
    d.sections.push({ heading: 'Styles', text: `${cap(join(e.record.styles))}.` });
  d.check = `Can you name the key steps in making ${m.title}?`;
  d.practice = practiceFor(ctx, m) ?? d.practice;
  return d;
}
