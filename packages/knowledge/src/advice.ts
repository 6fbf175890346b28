// Answers that weigh several records: comparisons, food pairing (also from an attached wine list),
// service advice and wine law.

import { describe, describeTopic, labelSection } from './describe.ts';
import {
  bold,
  type Ctx,
  colourWord,
  type Draft,
  draft,
  factsAbout,
  factsUpTo,
  grapeName,
  kindWord,
  location,
  namedUnknown,
  namesOf,
  PLAIN,
  QUESTION_STOP,
  questionWords,
  rarityScorer,
  regionGrapeNames,
  regionGrapesLine,
  regionLead,
  regionName,
  relevance,
  type Section,
  structureText,
  styleWords,
  use,
} from './draft.ts';
import { foodName, practiceFor } from './exercise.ts';
import type { EntityKind, KnowledgeBase, PairingEntry } from './kb.ts';
import { STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { fold, root, stem, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { cap, join, lowerFirst, mentionsPhrase, pick, sentence, unique } from './text.ts';
import type { Depth, Grape, Region, Topic } from './types.ts';

export const SERVICE_CUES: [RegExp, RegExp][] = [
  [/\b(temperature|temp|degrees|chill|chilled|chilling|fridge|cold|warm)\b/, /temperature|chill|°c/],
  [/\b(decant|decanting|decanter|breathe|aerate|aeration|sediment)\b/, /decant/],
  [/\b(glass|glasses|glassware|stemware|flute|coupe)\b/, /glass/],
  [
    /\b(store|storing|storage|cellar|cellaring|keep|age|ageing|aging|lay down|how long|drinking window|ready)\b/,
    /stor|cellar|ageing|aging|keep/,
  ],
  [/\b(open(ed)?|leftover|once opened|reseal|preserve)\b/, /open|leftover|preserv/],
];

export function serving(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const q = ` ${fold(ctx.question)} `;
  const subject = u.subjects.find((s) => s.kind !== 'topic');
  const mentioned = u.subjects.filter(
    (s) => s.kind === 'topic' && ['service', 'storage'].includes(kb.topic(s.id)?.category ?? ''),
  );
  const topics: Topic[] = mentioned.map((s) => kb.topic(s.id)).filter((t) => t !== undefined);
  const cueTopics = (topicTest: RegExp) =>
    kb.topics.filter(
      (x) =>
        (x.category === 'service' || x.category === 'storage') &&
        (topicTest.test(fold(x.title)) || x.keywords.some((k) => topicTest.test(fold(k)))),
    );
  let cued = false;
  for (const [cue, topicTest] of SERVICE_CUES) {
    if (!cue.test(q)) continue;
    cued = true;
    for (const t of cueTopics(topicTest).slice(0, 2)) if (!topics.includes(t)) topics.push(t);
  }
  // "How should I serve X?": temperature and glass.
  if (!cued && topics.length === 0)
    for (const [, topicTest] of SERVICE_CUES.slice(0, 3)) {
      const t = cueTopics(topicTest)[0];
      if (t && !topics.includes(t)) topics.push(t);
    }
  // The question's focus is a service action ("open a bottle of Champagne"): that topic answers,
  // with the named wine as its example.
  const focus = u.subjects[0];
  if (subject && focus?.kind === 'topic' && focus.start < 0 && mentioned.some((m) => m.id === focus.id))
    return describeTopic(ctx, focus.id);
  if (!subject) {
    if (topics[0]) return describeTopic(ctx, topics[0].id);
    const other = u.subjects[0];
    return other ? describe(ctx, other) : ctx.write.unknown(ctx);
  }
  use(ctx, subject.kind, subject.id);
  const names = namesOf(ctx, subject);
  const style = styleWords(ctx, subject);
  const qw = questionWords(ctx);
  // Every piece of advice that could answer, scored alike: names of the wine first, then the
  // question's own words, then style words (advice for "sweet wines" fits Sauternes).
  const candidates: { text: string; score: number }[] = [];
  const tables: Section[] = [];
  // A row of a temperature table, told as advice for the wine asked about when it leads.
  const rows = new Map<string, string>();
  for (const t of topics.slice(0, 4)) {
    use(ctx, 'topic', t.id);
    if (t.table) {
      for (const r of t.table.rows) {
        const text = rowText(t.table.headers, r);
        const advice = temperatureAdvice(subject.title, t.table.headers, r);
        if (advice) rows.set(text, advice);
        candidates.push({ text, score: scoreForStyle(r.join(' '), names, style) + relevance(text, qw) * 2 + 1 });
      }
      if (level >= 2)
        tables.push({ heading: t.table.caption, table: { headers: t.table.headers, rows: t.table.rows } });
    }
    for (const p of t.points)
      if (p.depth <= level)
        candidates.push({
          text: sentence(p.text),
          score: scoreForStyle(p.text, names, style) + relevance(p.text, qw) * 2,
        });
  }
  const e = kb.get(subject.kind, subject.id);
  if (e?.kind === 'grape' || e?.kind === 'region')
    for (const f of e.record.facts)
      if (f.depth <= level) {
        const r = relevance(f.text, qw);
        const service =
          /\b(serve|served|serving|decant|temperature|chill|glass|cellar|keep|drink within|drunk young|bottle age)/.test(
            fold(f.text),
          );
        if (r > 0 || service) candidates.push({ text: sentence(f.text), score: 3 + r * 3 + (service ? 3 : 0) });
      }
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
  const found = unique(ranked.map((c) => c.text)).slice(0, level === 1 ? 3 : 5);
  if (found.length === 0) {
    if (topics[0]) {
      const d = describeTopic(ctx, topics[0].id);
      d.lead = `I have no advice specific to ${subject.title}, so here is the general rule. ${d.lead}`;
      return d;
    }
    return describe(ctx, subject);
  }
  const advice = rows.get(found[0]);
  const d = draft(subject.title, advice ?? `For **${subject.title}**: ${found[0]}`);
  if (found.length > 1) d.sections.push({ heading: 'Service notes', items: found.slice(1) });
  d.sections.push(...tables);
  d.keyPoints = found.slice(1, 3);
  d.tip = topics[0]?.points.find((p) => p.depth === 1 && !found.includes(sentence(p.text)))?.text;
  d.check = `How would you serve ${subject.title}: temperature, glass, and would you decant it?`;
  d.practice = practiceFor(ctx, subject) ?? undefined;
  return d;
}

/** Style families a wine belongs to or not: advice for "sweet wines" is wrong for a dry one. */
export const FAMILIES: [string, RegExp][] = [
  ['red', /\b(red|reds)\b/],
  ['white', /\b(white|whites)\b/],
  ['rose', /\b(rose|roses)\b/],
  ['sweet', /\b(sweet|dessert|botrytis|botrytised|sauternes|tokaji)\b/],
  ['sparkling', /\b(sparkling|champagne|fizz|prosecco|cava)\b/],
  ['fortified', /\b(fortified|port|sherry|madeira)\b/],
];

/** How well a piece of service advice fits a wine: its names count most, then its style words. */
export function scoreForStyle(text: string, names: string[], style: string[]): number {
  const t = fold(text);
  let s = 0;
  for (const n of names) if (mentionsPhrase(text, n)) s += 6;
  const strong = [
    'sweet',
    'sparkling',
    'fortified',
    'rose',
    'dessert',
    'tannic',
    'full-bodied',
    'light-bodied',
    'medium-bodied',
    'oaked',
  ];
  for (const w of style)
    if (w.length > 2 && new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(t))
      s += strong.includes(w) ? 2 : 1;
  // Advice written for another family (sweet wines, red wines) does not fit this one.
  for (const [family, re] of FAMILIES) if (re.test(t) && !style.includes(family) && s < 6) s -= 3;
  return s;
}

/**
 * A row of a serving-temperature table as advice for one wine: "Serve **Dolcetto** at about 13 °C
 * (lightly chilled, about 55 °F), as a light-bodied red such as Beaujolais…". Undefined when the
 * table has no °C column.
 */
export function temperatureAdvice(wine: string, headers: string[], row: string[]): string | undefined {
  const c = headers.findIndex((h) => /°C/.test(h));
  if (c < 1 || !row[c]) return undefined;
  const f = headers.findIndex((h) => /°F/.test(h));
  const [deg, note] = [row[c].replace(/\s*\(.*\)\s*$/, ''), row[c].match(/\(([^)]*)\)/)?.[1]];
  const extra = [note, f > 0 && row[f] ? row[f] : undefined].filter(Boolean).join(', ');
  const group = lowerFirst(row[0]);
  const as = /s$/.test(group) ? `like other ${group}` : `as ${/^[aeiou]/.test(group) ? 'an' : 'a'} ${group}`;
  const examples = headers.findIndex((h) => /example/i.test(h));
  const such = examples > 0 && row[examples] ? ` (${row[examples]})` : '';
  return `Serve **${wine}** at ${deg}${extra ? ` (${extra})` : ''}, ${as}${such}.`;
}

/** A table row as a sentence: "Sweet wines: 6–8 °C." */
export function rowText(headers: string[], row: string[]): string {
  if (headers.length <= 2) return sentence(`${row[0]}: ${row[1] ?? ''}`);
  return sentence(
    `${row[0]}: ${headers
      .slice(1)
      .map((h, i) => `${lowerFirst(h)} ${row[i + 1] ?? ''}`)
      .join('; ')}`,
  );
}

export const LAW =
  /\b(classif|cru|minimum|maximum|month|year|aged|ageing|aging|docg|doc|aoc|aop|ava|dop|igt|permitted|must|law|rule|regulat|%|hectare|yield|reserva|riserva|reserve|pradikat|kabinett|spatlese|auslese|grosse lage|1855|premier|grand|village|superiore|classico|label)/;

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
      ? kb.topics.filter(
          (t) =>
            t.category === 'labels' &&
            regionNames.some((n) =>
              mentionsPhrase(`${t.title} ${t.summary} ${t.points.map((p) => p.text).join(' ')}`, n),
            ),
        )
      : []),
  ]).filter(
    (t) =>
      t.category === 'labels' ||
      t.category === 'business' ||
      // With a place named, a topic of another field ("quality" in tasting) answers only if it names the place.
      (topicMentions.some((m) => m.id === t.id) &&
        (!r ||
          regionNames.some((n) =>
            mentionsPhrase(`${t.title} ${t.summary} ${t.points.map((p) => p.text).join(' ')}`, n),
          ))),
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
  );
  // A longer name built on the region's ("Chianti Classico" for "Chianti") is another place with its
  // own rules, unless the question names it.
  const qf = fold(ctx.question);
  const base = r ? fold(r.name) : '';
  const longer = r
    ? kb.regions.map((x) => fold(x.name)).filter((n) => n.startsWith(`${base} `) && !qf.includes(n))
    : [];
  const score = (text: string, own: boolean) => {
    let s = rare(text) * 4 + Math.min(2, (fold(text).match(new RegExp(LAW, 'g')) ?? []).length);
    for (const n of termNames) if (mentionsPhrase(text, n)) s += 4;
    const named = regionNames.some((n) => mentionsPhrase(text, n));
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

export function compare(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  // The things compared are the ones the question names; subjects found by topic retrieval only
  // stand in when fewer than two are named.
  const listed = u.subjects.filter((s) => s.kind !== 'pairing');
  // One thing per place in the question: "Saint-Émilion" is the region, not also a grape's synonym.
  const named = listed
    .filter((s) => s.start >= 0)
    .sort((a, b) => a.start - b.start)
    .filter((s, i, xs) => !xs.slice(0, i).some((o) => s.start <= o.end && o.start <= s.end));
  const all = named.length >= 2 ? named : listed;
  // Compare like with like when the question allows: two regions, two grapes, two terms.
  const byKind = (['region', 'grape', 'term', 'topic'] as const)
    .map((k) => all.filter((s) => s.kind === k))
    .find((xs) => xs.length >= 2);
  const subjects = (byKind ?? all).slice(0, 4);
  const kinds = new Set(subjects.map((s) => s.kind));
  if (subjects.length < 2) return describe(ctx, subjects[0]);
  for (const s of subjects) use(ctx, s.kind, s.id);
  const titles = subjects.map((s) => s.title);
  const d = draft(`${join(titles, 'vs')}`, '');
  if (kinds.size === 1 && kinds.has('grape')) {
    const gs = subjects.map((s) => kb.grape(s.id)).filter((g) => g !== undefined);
    const rows: [string, (g: Grape) => string][] = [
      ['Colour', (g) => colourWord(g)],
      ['Origin', (g) => g.origin],
      ['Aromas', (g) => join(g.aromas.slice(0, level === 1 ? 3 : 5))],
      ['Acidity', (g) => PLAIN[g.structure.acidity] ?? g.structure.acidity],
      ['Tannin', (g) => (g.structure.tannin ? (PLAIN[g.structure.tannin] ?? g.structure.tannin) : '—')],
      ['Body', (g) => PLAIN[g.structure.body] ?? g.structure.body],
    ];
    if (level >= 2) rows.push(['Key regions', (g) => join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))]);
    if (level >= 2) rows.push(['Styles', (g) => join(g.styles.slice(0, 3))]);
    if (level >= 3) rows.push(['Viticulture', (g) => g.viticulture[0] ?? '—']);
    rows.push(['Food', (g) => join(g.foodPairings.slice(0, 2))]);
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', ...gs.map((g) => g.name)], rows: rows.map(([h, f]) => [h, ...gs.map(f)]) },
      tableFirst: true,
    });
    d.lead = gs
      .map(
        (g) =>
          `**${g.name}** is a ${colourWord(g)} grape with ${structureText(g, ctx.level)}, tasting of ${join(g.aromas.slice(0, 3))}.`,
      )
      .join(' ');
    d.keyPoints = gs.map(
      (g) =>
        `${g.name}: ${join(g.aromas.slice(0, 2))}; ${PLAIN[g.structure.acidity] ?? g.structure.acidity} acidity, ${PLAIN[g.structure.body] ?? g.structure.body} body.`,
    );
  } else if (kinds.size === 1 && kinds.has('region')) {
    const rs = subjects.map((s) => kb.region(s.id)).filter((r) => r !== undefined);
    const rows: [string, (r: Region) => string][] = [
      ['Country', (r) => r.country],
      [
        'Where',
        (r) =>
          kb
            .ancestors(r.id)
            .filter((a) => a.kind !== 'country')
            .map((a) => a.name)[0] ?? r.country,
      ],
      ['Main grapes', (r) => join(r.grapes.slice(0, level >= 3 ? 6 : 3).map((g) => grapeName(ctx, g)))],
      ['Styles', (r) => join(r.styles.slice(0, 3))],
      ['Climate', (r) => r.climate],
    ];
    if (level >= 2) rows.push(['Classification', (r) => r.classification ?? '—']);
    if (level >= 3) rows.push(['Soils', (r) => join(r.soils.slice(0, 3)) || '—']);
    if (level >= 4) rows.push(['Label terms', (r) => join(r.labelTerms.slice(0, 4)) || '—']);
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', ...rs.map((r) => r.name)], rows: rows.map(([h, f]) => [h, ...rs.map(f)]) },
      tableFirst: true,
    });
    d.lead = compareRegionsLead(ctx, rs);
    // Facts naming the other wine first, then each wine's own defining facts, each labelled with its wine.
    const label = (r: Region, f: string) => (mentionsPhrase(f, r.name) ? f : `**${r.name}:** ${f}`);
    const cross = rs.flatMap((r) => {
      const others = rs.filter((o) => o !== r).flatMap((o) => [o.name, ...o.synonyms]);
      return factsAbout(r.facts, level, (t) => others.filter((n) => mentionsPhrase(t, n)).length, 2).map((f) =>
        label(r, f),
      );
    });
    const own = rs.flatMap((r) => factsUpTo(r.facts, level, 2).map((f) => label(r, f)));
    const diff = unique([...cross, ...own]).slice(0, level === 1 ? 3 : 6);
    if (diff.length > 0) d.sections.push({ heading: 'Key differences', items: diff });
    d.keyPoints = diff.slice(0, 3);
  } else {
    const summary = (s: Mention): string => {
      const e = kb.get(s.kind, s.id);
      if (!e) return '';
      switch (e.kind) {
        case 'grape':
          return `${colourWord(e.record)} grape; ${join(e.record.aromas.slice(0, 3))}; ${structureText(e.record, ctx.level)}`;
        case 'region':
          return `${kindWord(e.record)} ${location(ctx, e.record)}; ${regionGrapeNames(ctx, e.record, 3).join(', ')}`;
        case 'topic':
          return e.record.summary;
        case 'term':
          return `${e.record.country}: ${e.record.meaning}`;
        case 'pairing':
          return e.record.wines.map((w) => w.wine).join(', ');
      }
    };
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', 'What it is'], rows: subjects.map((s) => [s.title, summary(s)]) },
      tableFirst: true,
    });
    d.lead = subjects.map((s) => `**${s.title}**: ${sentence(summary(s))}`).join(' ');
    d.keyPoints = [];
  }
  // A wine against its own grape: the wine is that grape in one place, the grape is every place.
  const wine = subjects.map((s) => (s.kind === 'region' ? kb.region(s.id) : undefined)).find((r) => r);
  const grape = subjects.map((s) => (s.kind === 'grape' ? kb.grape(s.id) : undefined)).find((g) => g);
  if (subjects.length === 2 && wine && grape && wine.grapes.includes(grape.id)) {
    const around = new Set([wine.id, ...kb.ancestors(wine.id).map((a) => a.id)]);
    const others = grape.keyRegions.filter((k) => !around.has(k) && !kb.ancestors(k).some((a) => a.id === wine.id));
    const before = d.lead;
    d.lead = `**${wine.name}** is a wine made ${wine.grapes[0] === grape.id ? 'mainly ' : 'partly '}from **${grape.name}**: it is ${grape.name} from one place (${location(ctx, wine)}, a ${wine.climate} climate), giving ${join(wine.styles.slice(0, 2)) || 'its own style'}. ${grape.name} itself is grown far more widely${others.length > 0 ? `, in ${join(others.slice(0, 4).map((k) => regionName(ctx, k)))}` : ''}, and its styles range over ${unique(grape.styles).slice(0, 3).join('; ') || 'many styles'}.`;
    d.sections.unshift({ heading: 'In short', text: before });
  }
  // The axis the question asks about ("classification", "ageing", "method"): each thing's own
  // sentences on it lead, so two classifications are compared as classifications.
  const axisLead = onAxis(ctx, subjects);
  if (axisLead) {
    d.sections.unshift({ heading: 'In short', text: d.lead });
    d.lead = axisLead;
  }
  d.tip = 'Tasting the two side by side is the quickest way to fix the difference in your memory.';
  d.check = `What do you think is the biggest difference between ${join(titles)}?`;
  d.practice = practiceFor(ctx, subjects[1]) ?? undefined;
  return d;
}

/** The sparkling-wine method a region's styles name: "traditional-method sparkling" → "traditional method". */
function methodOf(r: Region): string | undefined {
  for (const s of r.styles) {
    const m = s.match(/\b([a-z]+(?:-[a-z]+)*)-method\b/i);
    if (m) return `${m[1].toLowerCase()} method`;
  }
  return undefined;
}

export function compareRegionsLead(ctx: Ctx, rs: Region[]): string {
  const [a, b] = rs;
  const parts: string[] = [];
  // Two sparkling wines differ first by how the bubbles are made.
  const [ma, mb] = [methodOf(a), methodOf(b)];
  if (ma && mb && ma !== mb) parts.push(`**${a.name}** is made by the ${ma}, **${b.name}** by the ${mb}.`);
  const ga = a.grapes[0];
  const gb = b.grapes[0];
  if (ga && ga === gb)
    parts.push(`**${a.name}** and **${b.name}** are both made mainly from **${grapeName(ctx, ga)}**.`);
  else if (ga && gb)
    parts.push(
      `**${a.name}** is made mainly from **${grapeName(ctx, ga)}**, **${b.name}** from **${grapeName(ctx, gb)}**.`,
    );
  if (a.country !== b.country) parts.push(`${a.name} is in ${a.country}, ${b.name} in ${b.country}.`);
  else {
    const ua = ctx.kb.ancestors(a.id).filter((x) => x.kind !== 'country');
    const ub = ctx.kb.ancestors(b.id).filter((x) => x.kind !== 'country');
    const common = ua.find((x) => ub.includes(x));
    if (common) {
      const own = [a, b]
        .map((r, i) => ({ r, p: (i === 0 ? ua : ub)[0] }))
        .filter((x) => x.p && x.p !== common)
        .map((x) => `${x.r.name} in ${x.p?.name}`);
      parts.push(`Both are in ${common.name}, ${a.country}${own.length > 0 ? `: ${join(own)}` : ''}.`);
    } else if (ua[0] && ub[0]) parts.push(`${a.name} is in ${ua[0].name}, ${b.name} in ${ub[0].name}.`);
  }
  if (a.climate !== b.climate) parts.push(`${a.name} has a ${a.climate} climate, ${b.name} a ${b.climate} one.`);
  if (parts.length === 0) parts.push(`**${a.name}** and **${b.name}** compared:`);
  return parts.join(' ');
}

export function pairing(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const foods = u.foods.map((f) => kb.pairing(f.id)).filter((p) => p !== undefined);
  const wines = u.subjects.filter((s) => s.kind === 'grape' || s.kind === 'region');
  if (foods.length > 0) {
    const p = foods[0];
    use(ctx, 'pairing', p.id);
    const shown = p.wines.slice(0, level === 1 ? 3 : 8);
    const d = draft(p.food, '');
    if (wines.length > 0) {
      const w = wines[0];
      const hit = p.wines.find((x) => wineMatches(ctx, x, w));
      use(ctx, w.kind, w.id);
      const e = kb.get(w.kind, w.id);
      const own = e?.kind === 'grape' || e?.kind === 'region' ? e.record.foodPairings : [];
      const listed = own.find((f) => [p.food, ...p.keywords].some((k) => mentionsPhrase(f, k)));
      d.lead = hit
        ? `Yes: **${w.title}** is a classic match for ${foodName(p.food)}. ${sentence(hit.why)}`
        : listed
          ? `Yes: my notes list ${lowerFirst(listed)} among the classic matches for **${w.title}**. Other classic wines for ${foodName(p.food)} are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`
          : `My notes don't list **${w.title}** as a classic match for ${foodName(p.food)}. The classic matches are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`;
    } else
      d.lead = `For **${foodName(p.food)}**, try ${join(
        shown.slice(0, level === 1 ? 2 : 3).map((x) => bold(x.wine)),
        'or',
      )}. ${sentence(shown[0]?.why ?? '')}`;
    for (const x of shown) {
      for (const g of x.grapes) use(ctx, 'grape', g);
      for (const r of x.regions) use(ctx, 'region', r);
    }
    d.sections.push({
      heading: 'Wines that work',
      items: shown.map(
        (x) =>
          `**${x.wine}**${x.grapes.length > 0 && level >= 2 ? ` (${join(x.grapes.map((g) => grapeName(ctx, g)))})` : ''}: ${sentence(x.why)}`,
      ),
      table:
        level >= 2
          ? {
              headers: ['Wine', 'Grapes', 'Regions', 'Why it works'],
              rows: shown.map((x) => [
                x.wine,
                join(x.grapes.map((g) => grapeName(ctx, g))),
                join(x.regions.map((r) => regionName(ctx, r))),
                x.why,
              ]),
            }
          : undefined,
    });
    if (p.avoid) d.sections.push({ heading: 'Avoid', text: sentence(p.avoid) });
    for (const other of foods.slice(1, 3)) {
      use(ctx, 'pairing', other.id);
      d.sections.push({
        heading: `With ${foodName(other.food)}`,
        items: other.wines.slice(0, 3).map((x) => `**${x.wine}**: ${sentence(x.why)}`),
      });
    }
    const principles = principlesTopic(ctx);
    if (principles && level >= 3) {
      use(ctx, 'topic', principles.id);
      d.sections.push({
        heading: 'The principle',
        items: principles.points
          .filter((pt) => pt.depth <= level)
          .slice(0, 3)
          .map((pt) => sentence(pt.text)),
      });
    }
    d.keyPoints = shown.slice(0, 3).map((x) => `${x.wine}: ${sentence(x.why)}`);
    d.tip =
      'Match the weight of the wine to the weight of the dish, then let acidity, tannin and sweetness do the fine-tuning.';
    d.check = `What would you look for in a wine to go with ${foodName(p.food)}: acidity, tannin, sweetness or body?`;
    const other = kb.pairings.filter((x) => x.id !== p.id && x.wines.length > 0);
    if (other.length > 0) {
      const o = pick(other, ctx.question);
      d.practice = {
        question: `Which wine would you suggest with ${foodName(o.food)}, and why?`,
        answer: `${o.wines[0].wine}: ${sentence(o.wines[0].why)}`,
      };
    }
    return d;
  }
  if (wines.length > 0) return foodFor(ctx, wines[0]);
  const topic = u.subjects.find((s) => s.kind === 'topic' && s.start >= 0 && kb.topic(s.id)?.category === 'pairing');
  if (topic) return describeTopic(ctx, topic.id);
  return pairingByWord(ctx);
}

export function principlesTopic(ctx: Ctx): Topic | undefined {
  return ctx.kb.topics.find((t) => t.category === 'pairing');
}

/** Whether a recommended wine is (or includes) the subject: same grape, region, or a region of that grape. */
export function wineMatches(ctx: Ctx, x: PairingEntry['wines'][number], m: Mention): boolean {
  if (m.kind === 'grape') return x.grapes.includes(m.id) || x.regions.some((r) => ctx.kb.region(r)?.grapes[0] === m.id);
  if (m.kind === 'region') {
    if (x.regions.includes(m.id)) return true;
    const up = ctx.kb.ancestors(m.id).map((a) => a.id);
    const r = ctx.kb.region(m.id);
    if (x.regions.some((id) => up.includes(id)) && r && x.grapes.some((g) => r.grapes.includes(g))) return true;
    return Boolean(r?.grapes[0] && x.grapes.includes(r.grapes[0]) && x.regions.length === 0);
  }
  return false;
}

/** "What food goes with Barolo?": the foods listed for it, and pairings that name it. */
export function foodFor(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const e = kb.get(m.kind, m.id);
  if (!e || (e.kind !== 'grape' && e.kind !== 'region')) return describe(ctx, m);
  use(ctx, m.kind, m.id);
  let foods = e.record.foodPairings;
  let via = '';
  if (foods.length === 0 && e.kind === 'region') {
    const g = kb.grapesOf(e.record.id)[0];
    if (g && g.foodPairings.length > 0) {
      foods = g.foodPairings;
      via = ` As a ${g.name} wine, it suits what ${g.name} suits.`;
      use(ctx, 'grape', g.id);
    }
  }
  const records = kb.pairingsFor(e.kind, e.record.id).slice(0, level === 1 ? 2 : 5);
  if (foods.length === 0 && records.length === 0) {
    const d = describe(ctx, m);
    d.lead = `My notes have no food pairing for ${m.title}. ${d.lead}`;
    return d;
  }
  const list = foods.slice(0, level === 1 ? 3 : 8);
  const d = draft(
    `${e.record.name} with food`,
    list.length > 0 ? `**${e.record.name}** goes well with ${join(list)}.${via}` : '',
  );
  if (records.length > 0) {
    const items = records.map((p) => {
      use(ctx, 'pairing', p.id);
      const w = p.wines.find((x) => wineMatches(ctx, x, m)) ?? p.wines[0];
      return `**${p.food}** (${w.wine}): ${sentence(w.why)}`;
    });
    if (!d.lead) d.lead = `**${e.record.name}** is a classic match for ${join(records.map((p) => foodName(p.food)))}.`;
    d.sections.push({ heading: 'Why these work', items });
  }
  if (e.kind === 'grape' && level >= 2)
    d.sections.push({
      heading: 'What the wine brings',
      text: `${cap(structureText(e.record, ctx.level))}: match it to dishes of similar weight.`,
    });
  d.keyPoints = records.slice(0, 2).map((p) => p.food);
  d.tip = list[0] ? `Start with ${list[0]}: it is the easiest win.` : undefined;
  d.check = `Thinking about ${m.title}'s structure, what kind of dish would you pick?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** A food not in the pairing records: what the pairing topics and the grapes' and regions' classic matches say about it. */
export function pairingByWord(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const named = new Set<number>();
  for (const m of u.subjects)
    if (m.kind === 'grape' || m.kind === 'region') for (let i = m.start; i <= m.end; i++) named.add(i);
  const foodWords = unique(
    words(ctx.question)
      .filter(
        (w, i) => !named.has(i) && w.length > 2 && !STOPWORDS.has(w) && !WINE_WORDS.has(w) && !PAIRING_CUES.has(w),
      )
      .map((w) => stem(w)),
  );
  const entries: { name: string; kind: EntityKind; id: string; food: string; ws: string[] }[] = [];
  for (const g of kb.grapes)
    for (const f of g.foodPairings)
      entries.push({ name: g.name, kind: 'grape', id: g.id, food: f, ws: words(f).map(stem) });
  for (const r of kb.regions)
    for (const f of r.foodPairings)
      entries.push({ name: r.name, kind: 'region', id: r.id, food: f, ws: words(f).map(stem) });
  // Rarer words decide: "Roquefort" says more than "cheese".
  const df = new Map<string, number>();
  for (const e of entries) for (const w of new Set(e.ws)) df.set(w, (df.get(w) ?? 0) + 1);
  const weight = (w: string) => 1 / (df.get(w) ?? 1);
  const best = new Map<string, { name: string; kind: EntityKind; id: string; food: string; score: number }>();
  for (const e of entries) {
    const score = foodWords.filter((w) => e.ws.includes(w)).reduce((a, w) => a + weight(w), 0);
    const key = `${e.kind}:${e.id}`;
    if (score > 0 && score > (best.get(key)?.score ?? 0)) best.set(key, { ...e, score });
  }
  const hits = [...best.values()].sort((a, b) => b.score - a.score);
  const top = hits[0]?.score ?? 0;
  const strong = hits.filter((h) => h.score >= top * 0.6);
  const topics = unique([
    ...u.subjects.map((s) => (s.kind === 'topic' ? kb.topic(s.id) : undefined)).filter((t) => t !== undefined),
    ...kb.topics,
  ]).filter((t) => t.category === 'pairing');
  const points = topics
    .flatMap((t) => t.points.map((p) => ({ t, p, ws: words(p.text).map(stem) })))
    .map((x) => ({
      ...x,
      score: foodWords.filter((w) => x.ws.includes(w)).reduce((a, w) => a + Math.max(weight(w), 0.05), 0),
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.p.depth - b.p.depth)
    .slice(0, level === 1 ? 2 : 3);
  const food = namedUnknown(ctx.question, foodWords) || 'that dish';
  if (strong.length === 0 && points.length === 0) {
    const principles = principlesTopic(ctx);
    if (!principles) return ctx.write.unknown(ctx);
    const d = describeTopic(ctx, principles.id);
    d.lead = `I have no specific pairing for ${food} in my notes, so here are the principles to choose one. ${d.lead}`;
    return d;
  }
  for (const x of points) use(ctx, 'topic', x.t.id);
  const shown = strong.slice(0, level === 1 ? 3 : 6);
  for (const h of shown) use(ctx, h.kind, h.id);
  const lead = points[0]
    ? `For **${food}**: ${sentence(points[0].p.text)}`
    : `For **${food}**, my notes suggest ${join(
        shown.slice(0, 3).map((h) => bold(h.name)),
        'or',
      )}.`;
  const d = draft(`Wine with ${food}`, lead);
  if (points.length > 1)
    d.sections.push({ heading: 'Pairing notes', items: points.slice(1).map((x) => sentence(x.p.text)) });
  if (shown.length > 0)
    d.sections.push({
      heading: 'Listed matches',
      items: shown.map((h) => `**${h.name}**: a classic match for ${h.food}.`),
    });
  d.keyPoints = shown.slice(0, 3).map((h) => `${h.name}: ${h.food}.`);
  d.check = `What in ${food} would the wine need to stand up to, or contrast with?`;
  d.tip = 'Match the weight of the wine to the weight of the dish, then think about acidity, sweetness and tannin.';
  return d;
}

export const PAIRING_CUES = new Set([
  'pair',
  'pairs',
  'pairing',
  'match',
  'matches',
  'goes',
  'go',
  'with',
  'serve',
  'eat',
  'good',
  'best',
  'like',
  'such',
]);

export interface ListedWine {
  line: string;
  mentions: Mention[];
}

/** Lines of an attached text that name a grape or region: a wine list, a label, a tasting sheet. */
export function readContext(kb: KnowledgeBase, context: string): ListedWine[] {
  const out: ListedWine[] = [];
  for (const raw of context.split(/\r?\n|(?<=\.)\s+(?=[A-Z0-9])/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line.length < 3 || line.length > 300) continue;
    const mentions = kb
      .mentions(line)
      .filter((m) => (m.kind === 'grape' || m.kind === 'region') && (m.whole || m.score >= 0.7));
    if (mentions.length > 0) out.push({ line: line.length > 120 ? `${line.slice(0, 117)}…` : line, mentions });
    if (out.length >= 60) break;
  }
  return out;
}

export function pairFromList(ctx: Ctx, wines: ListedWine[]): Draft {
  const { kb, level, u } = ctx;
  const foods = u.foods.map((f) => kb.pairing(f.id)).filter((p) => p !== undefined);
  const foodWords = foods.length > 0 ? [] : u.unknownWords.map((w) => stem(w));
  const scored = wines.map((w) => {
    let score = 0;
    let why = '';
    for (const p of foods)
      for (const x of p.wines)
        for (const m of w.mentions)
          if (wineMatches(ctx, x, m)) {
            const s = m.kind === 'region' ? 3 : 2;
            if (s > score) {
              score = s;
              why = `${x.wine} is a classic match for ${foodName(p.food)}: ${lowerFirst(sentence(x.why))}`;
              use(ctx, 'pairing', p.id);
            }
          }
    if (score === 0) {
      for (const m of w.mentions) {
        const e = kb.get(m.kind, m.id);
        const list = e?.kind === 'grape' || e?.kind === 'region' ? e.record.foodPairings : [];
        const names = foods.flatMap((p) => [p.food, ...p.keywords]);
        const hit = list.find(
          (f) => names.some((n) => mentionsPhrase(f, n)) || words(f).some((x) => foodWords.includes(stem(x))),
        );
        if (hit) {
          score = 1;
          why = `${m.title} lists ${hit} among its classic matches.`;
        }
      }
    }
    return { w, score, why };
  });
  const good = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const dish = foods[0] ? foodName(foods[0].food) : namedUnknown(ctx.question, u.unknownWords) || 'your dish';
  for (const s of good) for (const m of s.w.mentions) use(ctx, m.kind, m.id);
  if (good.length === 0) {
    const d = foods.length > 0 ? pairing(ctx) : draft('Your list', '');
    const listed = wines.slice(0, 8).map((w) => `${w.line} (${join(w.mentions.map((m) => m.title))})`);
    d.lead = `None of the wines on your list is a classic match for ${dish} in my notes.${d.lead ? ` ${d.lead}` : ''}`;
    d.sections.unshift({ heading: 'What I recognised on your list', items: listed });
    return d;
  }
  const top = good.slice(0, level === 1 ? 2 : 4);
  const d = draft(
    `From your list, with ${dish}`,
    `From your list, the best match for ${dish} is **${top[0].w.line}**. ${top[0].why}`,
  );
  if (top.length > 1)
    d.sections.push({ heading: 'Also good', items: top.slice(1).map((s) => `**${s.w.line}**: ${s.why}`) });
  const rest = wines.filter((w) => !top.some((t) => t.w === w)).slice(0, 6);
  if (rest.length > 0 && level >= 2)
    d.sections.push({
      heading: 'Less obvious with this dish',
      items: rest.map((w) => `${w.line} (${join(w.mentions.map((m) => m.title))})`),
    });
  d.keyPoints = top.slice(1).map((s) => s.w.line);
  d.check = `Looking at your list, which wine would you pick for ${dish}, and why?`;
  d.tip = 'When a list is long, decide colour and weight first, then choose among the few that fit.';
  return d;
}

export function describeList(ctx: Ctx, wines: ListedWine[]): Draft {
  const { kb, level } = ctx;
  const d = draft(
    'Your list',
    `I recognised ${wines.length} wine${wines.length === 1 ? '' : 's'} in the attached text.`,
  );
  const items = wines.slice(0, level === 1 ? 6 : 15).map((w) => {
    const notes = w.mentions.slice(0, 2).map((m) => {
      use(ctx, m.kind, m.id);
      const e = kb.get(m.kind, m.id);
      if (e?.kind === 'region') {
        const g = kb.grapesOf(e.record.id)[0];
        const names = regionGrapeNames(ctx, e.record, 2).join(' and ');
        return `${e.record.name}: ${names || e.record.styles[0] || e.record.country}${g ? ` (${g.name}: ${PLAIN[g.structure.body] ?? g.structure.body} body${g.structure.tannin ? `, ${PLAIN[g.structure.tannin] ?? g.structure.tannin} tannin` : ''})` : ''}`;
      }
      if (e?.kind === 'grape')
        return `${e.record.name}: ${join(e.record.aromas.slice(0, 2))}; ${PLAIN[e.record.structure.body] ?? e.record.structure.body} body`;
      return m.title;
    });
    return `**${w.line}**: ${notes.join('; ')}`;
  });
  d.sections.push({ heading: 'On your list', items });
  d.keyPoints = [];
  d.check = 'Which of these wines would you expect to be the lightest, and why?';
  return d;
}

const COMPARE_WORDS = new Set(
  'compare compared comparing comparison differ differs different difference differences versus between how does do what which is are the and with from other others'.split(
    ' ',
  ),
);

/** The question's own words on what is compared, beyond the names: "classification", "ageing". */
function axisWords(ctx: Ctx, subjects: readonly Mention[]): string[] {
  const names = new Set(subjects.flatMap((s) => words(`${s.matched} ${s.title}`)));
  const ws = words(ctx.question);
  // A word said of each thing ("the 1855 classification … the Saint-Émilion classification") is the axis
  // even inside a name.
  const repeated = (w: string) => ws.filter((x) => x === w).length >= 2;
  return unique(
    ws.filter(
      (w) =>
        w.length > 3 &&
        (!names.has(w) || repeated(w)) &&
        !COMPARE_WORDS.has(w) &&
        !STOPWORDS.has(w) &&
        !/^\d+$/.test(w),
    ),
  );
}

/** The sentences a record holds about itself. */
function ownTexts(ctx: Ctx, s: Mention): string[] {
  const e = ctx.kb.get(s.kind, s.id);
  if (!e) return [];
  switch (e.kind) {
    case 'grape':
      return [...e.record.facts.map((f) => f.text), ...e.record.viticulture];
    case 'region':
      return [...e.record.facts.map((f) => f.text), ...e.record.climateNotes];
    case 'topic':
      return [e.record.summary, ...e.record.points.map((p) => p.text)];
    case 'term':
      return [e.record.meaning];
    default:
      return [];
  }
}

/** Each subject's first sentence on the question's axis, when at least two subjects have one. */
function onAxis(ctx: Ctx, subjects: readonly Mention[]): string | undefined {
  const axis = axisWords(ctx, subjects).map((w) => root(w));
  if (axis.length === 0) return undefined;
  // Where the axis first comes in a sentence: the sentence that opens on it is about it.
  const at = (t: string) => words(t).findIndex((w) => axis.includes(root(w)));
  const onIt = (t: string) => at(t) >= 0;
  const best = (ts: string[]) =>
    ts.filter(onIt).reduce<string | undefined>((b, t) => (b === undefined || at(t) < at(b) ? t : b), undefined);
  const lines = subjects.map((s) => {
    // A record named after the axis ("1855 Classification") is on it from its first sentence.
    const texts = ownTexts(ctx, s).flatMap(sentencesOf);
    const hit = onIt(s.title) ? texts[0] : best(texts);
    return hit ? `**${s.title}:** ${sentence(hit)}` : '';
  });
  if (lines.filter(Boolean).length < 2 || lines.some((l) => !l)) return undefined;
  return lines.join(' ');
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean);
}
