// Answers about one thing: what a grape, region, topic or term is, what a wine is made from, where it
// is, how it is made and what it tastes like.

import {
  answeringFact,
  bestTopic,
  bold,
  COUNT,
  type Ctx,
  cleanSynonym,
  colourWord,
  type Draft,
  draft,
  FACTS,
  factsAbout,
  factsMentioning,
  factsUpTo,
  findTerm,
  focusWords,
  grapeName,
  localGrapeName,
  MAKING,
  namesOf,
  PLAIN,
  questionWords,
  rarityScorer,
  regionGrapeNames,
  regionGrapesLine,
  regionLead,
  regionName,
  relevance,
  type Section,
  structureTable,
  structureText,
  termBase,
  uniqueMentions,
  use,
} from './draft.ts';
import { practiceFor } from './exercise.ts';
import type { EntityKind, TermEntry } from './kb.ts';
import { fold, root, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { cap, join, lowerFirst, mentionsPhrase, pick, sentence, unique } from './text.ts';
import type { Depth, Grape, Region } from './types.ts';

/** Words that ask for a name rather than a description: "called", "known as", "the same as". */
const NAME_CUE =
  /\b(called|known as|name for|names? (is|are|does|do)|named|same (grape|variety|as)|synonyms?|goes by|go by)\b/;

/**
 * The name a grape goes by in the place a question names: "What is Tempranillo called in the Douro?"
 * reads the places its synonyms are tagged with ("Tinta Roriz (Douro, Dão)"); a place named directly
 * beats a country that holds it ("Zinfandel … in Italy" → Primitivo, tagged Puglia).
 */
export function localName(ctx: Ctx, g: Grape): { name: string; place: string } | undefined {
  const q = fold(ctx.question);
  if (!NAME_CUE.test(q)) return undefined;
  const tagged = g.synonyms
    .map((s) => s.match(/^(.*?)\s*\(([^)]*)\)\s*$/))
    .filter((m) => m !== null)
    .map((m) => ({ name: m[1], places: m[2].split(/\s*,\s*/) }));
  for (const t of tagged) {
    const place = t.places.find((p) => mentionsPhrase(q, p));
    if (place && !mentionsPhrase(q, t.name)) return { name: t.name, place };
  }
  for (const t of tagged)
    for (const p of t.places) {
      const country = ctx.kb.findRegion(p)?.country;
      if (country && mentionsPhrase(q, country) && !mentionsPhrase(q, t.name)) return { name: t.name, place: country };
    }
  return undefined;
}

/**
 * "Which grape is Tempranillo blended with in Rioja?": the grape's classic partners lead, in the
 * grape's own order, those a region named in the question grows first.
 */
export function blendingLine(ctx: Ctx, g: Grape): string | undefined {
  if (g.blendingPartners.length === 0 || !/\b(blend|blends|blended|blending|partners?)\b/.test(fold(ctx.question)))
    return undefined;
  const region = ctx.u.subjects.find((s) => s.kind === 'region');
  const grown = region ? (ctx.kb.region(region.id)?.grapes ?? []) : [];
  const own = g.blendingPartners;
  const rank = (id: string) => (grown.includes(id) ? 0 : own.length) + own.indexOf(id);
  const ids = [...g.blendingPartners].sort((a, b) => rank(a) - rank(b));
  const r = region ? ctx.kb.region(region.id) : undefined;
  const names = ids.slice(0, 4).map((id) => (r ? localGrapeName(ctx, id, r) : grapeName(ctx, id)));
  return `${g.name} is classically blended with ${join(names.map(bold))}.`;
}

/** A question asking what a grape is called somewhere, or what it is blended with: that grape's profile, the answer first. */
export function localNameDraft(ctx: Ctx): Draft | undefined {
  for (const m of ctx.u.subjects) {
    if (m.kind !== 'grape') continue;
    const g = ctx.kb.grape(m.id);
    if (g && (localName(ctx, g) || blendingLine(ctx, g))) return describeGrape(ctx, m);
  }
  return undefined;
}

export function describe(ctx: Ctx, m: Mention | undefined): Draft {
  if (!m) return ctx.write.unknown(ctx);
  switch (m.kind) {
    case 'grape':
      return describeGrape(ctx, m);
    case 'region':
      return describeRegion(ctx, m);
    case 'topic':
      return describeTopic(ctx, m.id);
    case 'term':
      return describeTerm(ctx, m.id);
    case 'pairing':
      return ctx.write.pairing(ctx);
  }
}

export function describeGrape(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const g = kb.grape(m.id);
  if (!g) return ctx.write.unknown(ctx);
  use(ctx, 'grape', g.id);
  const alias = g.synonyms.find((s) => mentionsPhrase(m.matched, s.replace(/\([^)]*\)/g, '')));
  const aliasLine =
    alias && !mentionsPhrase(m.matched, g.name) ? ` ${cleanSynonym(alias)} is another name for ${g.name}.` : '';
  const first = g.facts.find((f) => f.depth === 1);
  const d = draft(g.name, `**${g.name}** is a ${colourWord(g)} grape variety from ${g.origin}.${aliasLine}`);
  const partners = blendingLine(ctx, g);
  if (partners) d.lead = `${partners} ${d.lead}`;
  const local = localName(ctx, g);
  if (local)
    d.lead = `In ${/\bthe$/.test(fold(ctx.question).split(fold(local.place))[0].trim()) ? 'the ' : ''}${local.place}, ${g.name} is called **${local.name}**. ${d.lead}`;
  if (first) d.lead += ` ${sentence(first.text)}`;
  // "Is Gewürztraminer sweet?": the styles it is made in answer how sweet or dry it is.
  const sweetness = /\b(sweet|dry|sweetness|dryness)\b/.test(fold(ctx.question)) && g.styles.length > 1;
  const answer = answeringFact(ctx, 'grape', g.id, [
    ...(sweetness ? [{ depth: 1 as Depth, text: `It is made in these styles: ${g.styles.join('; ')}` }] : []),
    ...g.facts,
    ...g.viticulture.map((t) => ({ depth: 3 as Depth, text: t })),
  ]);
  // A "why" question opens with the cause; otherwise the answering fact follows the profile line.
  if (answer && /^why\b/.test(fold(ctx.question).trim())) d.lead = `${answer} ${d.lead}`;
  else if (answer && answer !== sentence(first?.text ?? '')) d.lead += ` ${answer}`;
  const aromas = g.aromas.slice(0, level === 1 ? 4 : level === 2 ? 6 : 12);
  d.sections.push({
    heading: 'What it tastes like',
    text: `Typical aromas and flavours: ${join(aromas)}. Its wines usually have ${structureText(g, ctx.level)}.`,
    table: level >= 3 ? structureTable([g]) : undefined,
  });
  if (level === 1 && g.keyRegions.length > 0)
    d.sections.push({
      heading: 'Where it grows',
      text: `Look for it from ${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.`,
    });
  if (level >= 2) {
    const regions = g.keyRegions.slice(0, COUNT[level]).map((k) => {
      const r = kb.findRegion(k);
      if (r) use(ctx, 'region', r.id);
      return r ? `${r.name}${r.kind !== 'country' ? ` (${r.country})` : ''}` : regionName(ctx, k);
    });
    if (regions.length > 0)
      d.sections.push({ heading: 'Where it grows', text: `Key regions: ${join(unique(regions))}.` });
    if (g.synonyms.length > 0 && !aliasLine)
      d.sections.push({ heading: 'Also known as', text: `${join(g.synonyms.slice(0, COUNT[level]))}.` });
    if (g.styles.length > 0) d.sections.push({ heading: 'Styles', text: `${cap(join(unique(g.styles)))}.` });
  }
  if (level >= 3) {
    if (g.viticulture.length > 0) d.sections.push({ heading: 'In the vineyard', items: g.viticulture.map(sentence) });
    if (g.blendingPartners.length > 0)
      d.sections.push({
        heading: 'Blending partners',
        text: `${join(g.blendingPartners.map((b) => grapeName(ctx, b)))}.`,
      });
  }
  let facts = factsUpTo(g.facts, level).filter((f) => !first || f !== sentence(first.text));
  if (level >= 4) {
    const law = lawItems(g.facts.map((f) => f.text));
    if (law.length > 0) d.sections.push({ heading: 'The law and the numbers', items: law.slice(0, 4) });
    facts = facts.filter((f) => !law.includes(f));
  }
  if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
  if (g.foodPairings.length > 0)
    d.sections.push({
      heading: 'With food',
      text: `Try it with ${join(g.foodPairings.slice(0, level === 1 ? 3 : 6))}.`,
    });
  d.keyPoints = [
    `Tastes of ${join(g.aromas.slice(0, 3))}; ${structureText(g, ctx.level)}.`,
    g.keyRegions.length > 0 ? `Key regions: ${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.` : '',
    g.foodPairings.length > 0 ? `With food: ${join(g.foodPairings.slice(0, 3))}.` : '',
  ];
  d.tip =
    g.aromas.length >= 2 ? `Next time you taste ${g.name}, look for ${g.aromas[0]} and ${g.aromas[1]}.` : undefined;
  d.check = `Is ${g.name} a black or a white grape, and what would you expect to smell in the glass?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

export function describeRegion(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const r = kb.region(m.id);
  if (!r) return ctx.write.unknown(ctx);
  use(ctx, 'region', r.id);
  const first = r.facts.find((f) => f.depth === 1);
  const d = draft(r.name, regionLead(ctx, r));
  if (first) d.lead += ` ${sentence(first.text)}`;
  const answer = answeringFact(ctx, 'region', r.id, [
    ...r.facts,
    ...withinFacts(ctx, r),
    ...r.styles.map((t) => ({ depth: 1 as Depth, text: `Styles: ${t}` })),
    ...r.labelTerms.map((t) => ({ depth: 2 as Depth, text: `On the label: ${t}` })),
  ]);
  // A "why" question opens with the cause; otherwise the answering fact follows the profile line.
  if (answer && /^why\b/.test(fold(ctx.question).trim())) d.lead = `${answer} ${d.lead}`;
  else if (answer && answer !== sentence(first?.text ?? '')) d.lead += ` ${answer}`;
  if (level >= 2) {
    // The key data at a glance: shown as a table in the technical style and from level 3.
    const rows = [
      ['Country', r.country],
      [
        'Within',
        kb
          .ancestors(r.id)
          .filter((a) => a.kind !== 'country')
          .map((a) => a.name)[0] ?? '—',
      ],
      ['Status', r.classification ?? '—'],
      ['Climate', r.climate],
      ['Main grapes', join(r.grapes.slice(0, 4).map((g) => grapeName(ctx, g)))],
      ['Soils', join(r.soils.slice(0, 3)) || '—'],
    ].filter(([, v]) => v && v !== '—');
    d.sections.push({ heading: 'Key data', table: { headers: ['', r.name], rows } });
  }
  const grapesLine = regionGrapesLine(ctx, r);
  if (grapesLine)
    d.sections.push({
      heading: r.grapesAre === 'permitted' && level >= 3 ? 'Permitted grapes' : 'Grapes',
      text: grapesLine,
    });
  if (r.styles.length > 0)
    d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles.slice(0, COUNT[level])))}.` });
  if (level >= 2) {
    const notes = r.climateNotes.slice(0, level === 2 ? 1 : 4).map(sentence);
    d.sections.push({
      heading: 'Climate',
      text: `${cap(r.climate)} climate.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
    });
    const kids = kb.children(r.id);
    if (kids.length > 0)
      d.sections.push({
        heading: r.kind === 'country' ? 'Main regions' : 'Sub-regions',
        text: `${join(kids.slice(0, COUNT[level] + 2).map((k) => k.name))}${kids.length > COUNT[level] + 2 ? ', among others' : ''}.`,
      });
  }
  if (level >= 3 && r.soils.length > 0) d.sections.push({ heading: 'Soils', text: `${cap(join(r.soils))}.` });
  if (level >= 2 && r.labelTerms.length > 0) d.sections.push(labelSection(ctx, r));
  let facts = factsUpTo(r.facts, level).filter((f) => !first || f !== sentence(first.text));
  if (level >= 4) {
    // The law, the numbers and the exceptions, in a short section of their own.
    const law = lawItems(r.facts.map((f) => f.text));
    if (r.grapesAre === 'permitted' && r.grapes.length > 0)
      law.unshift(`Permitted grapes: ${join(r.grapes.slice(0, 8).map((g) => grapeName(ctx, g)))}.`);
    if (r.classification) law.unshift(`${r.name} is classified as ${r.classification}.`);
    if (law.length > 0) d.sections.push({ heading: 'The law and the numbers', items: law.slice(0, 6) });
    facts = facts.filter((f) => !law.includes(f));
  }
  if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
  if (r.foodPairings.length > 0)
    d.sections.push({
      heading: 'With food',
      text: `Try it with ${join(r.foodPairings.slice(0, level === 1 ? 3 : 6))}.`,
    });
  d.keyPoints = [
    grapesLine,
    r.styles.length > 0 ? `Styles: ${join(r.styles.slice(0, 3))}.` : '',
    level >= 2 ? `${cap(r.climate)} climate.` : '',
  ];
  if (level >= 2 && r.classification) d.keyPoints.push(`Classification: ${r.classification}.`);
  d.tip =
    r.foodPairings.length > 0
      ? `A classic match for ${r.name} is ${r.foodPairings[0]}.`
      : r.labelTerms.length > 0
        ? `On a label from ${r.name}, look out for ${r.labelTerms[0]}.`
        : undefined;
  d.check = r.grapes.length > 0 ? `What do you think is the main grape of ${r.name}?` : `Where is ${r.name}?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

export function labelSection(ctx: Ctx, r: Region): Section {
  const terms = r.labelTerms.slice(0, ctx.level >= 4 ? 20 : COUNT[ctx.level]);
  if (ctx.level < 3) return { heading: 'On the label', text: `${join(terms)}.` };
  const items = terms.map((t) => {
    const entry = findTerm(ctx, t, r.country);
    if (entry) use(ctx, 'term', entry.id);
    return entry ? `**${t}**: ${lowerFirst(sentence(entry.meaning))}` : `**${t}**`;
  });
  return { heading: 'On the label', items };
}

export function describeTopic(ctx: Ctx, id: string, steps = false): Draft {
  const { kb, level } = ctx;
  const t = kb.topic(id);
  if (!t) return ctx.write.unknown(ctx);
  use(ctx, 'topic', t.id);
  const d = draft(t.title, sentence(t.summary));
  // The point that answers the question's own words ("Stilton", "Super Tuscan") leads, even from deeper levels.
  const focus = focusWords(ctx, 'topic', t.id);
  const rare = rarityScorer([t.summary, ...t.points.map((p) => p.text)], focus);
  const best = [...t.points]
    .map((p) => ({ p, r: rare(p.text) }))
    .filter((x) => x.r > rare(t.summary))
    .sort((a, b) => b.r - a.r || a.p.depth - b.p.depth)[0];
  // "What is coulure?" asks for one word of a broader topic: the point that defines that word leads.
  const defining = definingPoint(ctx, t);
  if (defining) d.lead = `${defining.map((p) => sentence(p.text.replace(/^\d+\.\s*/, ''))).join(' ')} ${d.lead}`;
  else if (best && best.r >= 1) d.lead = `${sentence(best.p.text)} ${d.lead}`;
  const lead = defining ?? (best ? [best.p] : []);
  const points = t.points.filter((p) => p.depth <= level && !lead.includes(p)).map((p) => sentence(p.text));
  const shown = points.slice(0, level === 1 ? 4 : level === 2 ? 7 : 20);
  if (shown.length > 0)
    d.sections.push({ heading: steps ? 'How it works' : 'Key points', items: shown, ordered: steps });
  if (t.table && level >= 2)
    d.sections.push({
      heading: t.table.caption,
      table: { headers: t.table.headers, rows: t.table.rows },
      tableFirst: true,
    });
  if (level >= 2 && t.related.length > 0) {
    const related = t.related.map((r) => kb.topic(r)?.title).filter((x) => x !== undefined);
    if (related.length > 0) d.sections.push({ heading: 'See also', text: `${join(related.slice(0, 4))}.` });
  }
  // A concept named by a keyword of several words ("Super Tuscan") is often told best by the grapes
  // and regions that use it.
  const m = ctx.u.subjects.find((x) => x.kind === 'topic' && x.id === t.id && x.start >= 0);
  if (m && m.end > m.start && !mentionsPhrase(t.title, m.matched)) {
    const elsewhere = factsMentioning(ctx, m.matched, 2);
    for (const f of elsewhere) use(ctx, f.kind, f.id);
    if (elsewhere.length > 0)
      d.sections.unshift({ heading: 'Elsewhere in my notes', items: elsewhere.map((f) => sentence(f.text)) });
  }
  d.keyPoints = shown.slice(0, 3);
  d.tip = t.points.find((p) => p.depth === 1 && !shown.slice(0, 2).includes(sentence(p.text)))?.text;
  d.check = `Before reading on: what do you already know about ${lowerFirst(t.title)}?`;
  d.practice =
    practiceFor(ctx, {
      kind: 'topic',
      id: t.id,
      score: 1,
      title: t.title,
      matched: t.title,
      start: 0,
      end: 0,
      whole: true,
    }) ?? undefined;
  return d;
}

/**
 * The point of a topic that defines the word a question asks about, when that word is one of the
 * topic's keywords rather than its whole subject: the point opens with the word ("Coulure is…",
 * "3. Tirage: …").
 */
/** Words that put a phrase inside a clause rather than make it the sentence's subject. */
const LINKS = new Set([
  'though',
  'although',
  'often',
  'called',
  'when',
  'if',
  'as',
  'like',
  'unlike',
  'with',
  'without',
  'no',
  'not',
  'never',
]);

export function definingPoint(
  ctx: Ctx,
  t: { title: string; summary?: string; points: { depth: Depth; text: string }[] },
) {
  if (
    !/^(what(?: is|'s|s| are| does)|define|meaning of|explain|what is the (purpose|point|role|aim) of)\b/.test(
      fold(ctx.question).replace(/[’`]/g, "'").trim(),
    )
  )
    return undefined;
  const m = ctx.u.subjects.find((x) => x.kind === 'topic' && x.start >= 0 && fold(x.title) === fold(t.title));
  // Found by its words rather than a name: the asked thing is the question's object ("a sommelier").
  const object = fold(ctx.question)
    .trim()
    .match(/^what (?:is|are) (?:a |an |the )?([a-z][a-z' -]{2,40}?)\??$/)?.[1];
  const phrase = (m ? fold(m.matched) : object && object.split(' ').length <= 3 ? object : '').trim();
  if (phrase.length < 4 || fold(t.title) === phrase) return undefined;
  const stemOf = (w: string) => w.replace(/(ing|ation|isation|ization|s)$/, '');
  const key = stemOf(phrase);
  const defines = (p: { text: string }) => {
    // Hyphens read as spaces, as the question's phrase does ("off-dry" for "off dry").
    const head = fold(p.text)
      .replace(/(?<=\w)-(?=\w)/g, ' ')
      .replace(/^\d+\.\s*/, '')
      .replace(/^(a|an|the)\s+/, '');
    // The word is the sentence's subject: it opens it, perhaps after a qualifier ("A pre-fermentation cold soak…").
    const at = (w: string) => {
      const i = head.indexOf(w);
      const before = head.slice(0, Math.max(0, i)).trim().split(/\s+/).filter(Boolean);
      return i === 0 || (i > 0 && before.length <= 2 && before.every((w) => /^[a-z-]+$/.test(w) && !LINKS.has(w)));
    };
    // The word given in brackets after the point's own head word ("Riddling (remuage): …").
    const aside = head.match(/^[^():.]{1,30}\(([^)]{1,40})\)/)?.[1]?.trim() ?? '';
    const named = (w: string) =>
      w.length >= 4 && (aside === w || aside.startsWith(`${w} `) || aside.startsWith(`${w},`));
    return at(phrase) || (key.length >= 4 && at(key)) || named(phrase) || named(key);
  };
  // A summary that already defines the word ("Malolactic conversion is carried out by…") answers it.
  const summary = t.summary;
  if (
    summary &&
    new RegExp(`^(a |an |the )?${key.replace(/[^a-z0-9 ]/g, '.')}\\w* (is|are|means)\\b`).test(fold(summary))
  )
    return undefined;
  // The topic's own points first; a word two topics share may be defined in the other one. Two
  // points in a row on the word ("Tannin is a feeling…", "Tannins come from…") are told together.
  const source = t.points.some(defines) ? t : ctx.kb.topics.find((x) => x.points.some(defines));
  if (!source) return undefined;
  const i = source.points.findIndex(defines);
  const next = source.points[i + 1];
  return next && defines(next) ? [source.points[i], next] : [source.points[i]];
}

export function describeTerm(ctx: Ctx, id: string): Draft {
  const { kb, level } = ctx;
  const t0 = kb.term(id);
  if (!t0) return ctx.write.unknown(ctx);
  const base = termBase(t0.term);
  const all = kb.terms.filter((x) => fold(termBase(x.term)) === fold(base));
  // Where the question places the term (a country, the New World) decides which meaning leads.
  const q = fold(ctx.question);
  const countries = ctx.u.subjects.filter((s) => s.kind === 'region').map((s) => fold(kb.region(s.id)?.country ?? ''));
  const world = /\bnew world\b/.test(q) ? 'new' : /\b(old world|europe|european)\b/.test(q) ? 'old' : '';
  const fits = (x: TermEntry) => {
    const c = fold(x.country);
    if (countries.includes(c) || q.includes(c)) return 2;
    const r = kb.regions.find((r) => r.kind === 'country' && fold(r.name) === c);
    return world && r?.world === world ? 1 : 0;
  };
  const ordered = [...all].sort((a, b) => fits(b) - fits(a) || a.depth - b.depth);
  const t = ordered[0] ?? t0;
  for (const x of ordered) use(ctx, 'term', x.id);
  const lead = `**${t.term}** (${t.country}): ${sentence(t.meaning)}`;
  const d = draft(base, lead);
  if (ordered.length > 1)
    d.sections.push({
      heading: 'Elsewhere',
      items: ordered.slice(1).map((x) => `**${x.country}**: ${sentence(x.meaning)}`),
    });
  if (level >= 2) {
    const regions = kb.regions
      .filter((r) => r.labelTerms.some((l) => fold(l) === fold(base) || fold(l) === fold(t.term)))
      .slice(0, COUNT[level]);
    if (regions.length > 0)
      d.sections.push({ heading: 'Seen on labels from', text: `${join(regions.map((r) => r.name))}.` });
  }
  // A theory topic found on the same words adds its most relevant point: "LBV" → the Port styles topic.
  const twin = ctx.u.subjects.find(
    (s) => s.kind === 'topic' && ctx.u.subjects.some((x) => x.kind === 'term' && x.id === id && x.start === s.start),
  );
  const topic = twin ? kb.topic(twin.id) : undefined;
  if (topic) {
    const focus = unique([...focusWords(ctx, 'term', id), ...words(base).map((w) => root(w))]);
    const rare = rarityScorer(
      topic.points.map((p) => p.text),
      focus,
    );
    const best = topic.points
      .filter((p) => p.depth <= Math.max(level, 2))
      .map((p) => ({ p, r: rare(p.text) }))
      .sort((a, b) => b.r - a.r)[0];
    if (best && best.r > 0) {
      use(ctx, 'topic', topic.id);
      d.sections.push({ heading: 'In more detail', text: sentence(best.p.text) });
    }
  }
  if (t.depth > level)
    d.after = `_This is a Level ${t.depth} term; at your level it is enough to recognise it on a label._`;
  d.keyPoints = [];
  d.tip = `When you see ${t.term} on a label, you know something about how the wine was made or classified before you open it.`;
  d.check = `What do you think ${t.term} means on a label?`;
  const other = kb.terms.filter((x) => x.country === t.country && x.id !== t.id);
  if (other.length > 0) {
    const o = pick(other, ctx.question);
    d.practice = { question: `What does ${o.term} mean on a ${o.country} label?`, answer: sentence(o.meaning) };
  }
  return d;
}

export function grapeOf(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects.find((s) => s.kind === 'region') ?? u.subjects[0];
  if (!m) return ctx.write.unknown(ctx);
  if (m.kind === 'grape') return describeGrape(ctx, m);
  if (m.kind === 'region') {
    const r = kb.region(m.id);
    if (!r) return ctx.write.unknown(ctx);
    use(ctx, 'region', r.id);
    if (r.grapes.length === 0) return describeRegion(ctx, m);
    const all = level >= 3 || r.grapes.length <= COUNT[level];
    const names = regionGrapeNames(ctx, r, all ? r.grapes.length : COUNT[level]);
    const permitted = r.grapesAre === 'permitted';
    let lead: string;
    if (names.length === 1)
      lead = `**${r.name}** is made from **${names[0]}**${permitted && level >= 2 ? ', the only permitted grape' : ''}.`;
    else if (permitted && all)
      lead = `The permitted grapes of **${r.name}** are ${join(names.map(bold))}${level >= 2 ? `, led by ${names[0]}` : ''}.`;
    else lead = `The main grapes of **${r.name}** are ${join(names.map(bold))}${all ? '' : ', among others'}.`;
    // A two-part question ("where is Madiran and what is it made from?") is told where first.
    if (/\bwhere\b|\b(what|which) (region|country|area|part)\b/.test(fold(ctx.question)) && r.kind !== 'country')
      lead = `${regionLead(ctx, r)} ${lead}`;
    const d = draft(r.name, lead);
    const grapes = kb.grapesOf(r.id).slice(0, names.length);
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
  const text =
    e?.kind === 'topic'
      ? [e.record.summary, ...e.record.points.map((p) => p.text)].join(' ')
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

/** "Which German region is the largest?" asks for a place within: the facts of its regions may answer. */
function withinFacts(ctx: Ctx, r: Region): { depth: Depth; text: string }[] {
  if (!/\bwhich\b.*\b(regions?|areas?|appellations?|districts?|sub ?regions?)\b/.test(fold(ctx.question))) return [];
  // "The largest" is answered by the fact that states it, not by "one of the largest".
  const superlative = /\b(\w+est|most|biggest)\b/.test(
    fold(ctx.question).replace(/\b(best|west|interest|harvest|forest)\b/g, ''),
  );
  // Regions within, down to three levels (country › state › region › district).
  const inside: Region[] = [];
  let level = ctx.kb.children(r.id);
  for (let n = 0; n < 3 && level.length > 0; n++) {
    inside.push(...level);
    level = level.flatMap((k) => ctx.kb.children(k.id));
  }
  // "…famous for Cabernet": a place within answers only with a fact about the grape asked.
  const grapes = ctx.u.subjects.flatMap((s) => {
    const g = s.kind === 'grape' ? ctx.kb.grape(s.id) : undefined;
    return g ? [[g.name, ...g.synonyms].map(fold)] : [];
  });
  const aboutGrapes = (t: string) => grapes.every((names) => names.some((n) => fold(t).includes(n)));
  return inside.flatMap((k) =>
    k.facts.filter((f) => f.depth <= 2 && aboutGrapes(f.text) && !(superlative && /\bone of\b/i.test(f.text))),
  );
}

export function where(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects[0];
  if (!m) return ctx.write.unknown(ctx);
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
    const lead = `**${g.name}** comes from ${g.origin}.${key.length > 0 ? ` Its key regions today are ${join(unique(key))}.` : ''}`;
    const d = draft(g.name, lead);
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

export function howMade(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const topicMention = u.subjects.find((s) => s.kind === 'topic');
  // Steps for "how is it made", plain points for "what is terroir".
  const steps = /\b(how|made|make|steps?|process|method)\b/i.test(ctx.question);
  if (u.subjects[0]?.kind === 'topic') return describeTopic(ctx, u.subjects[0].id, steps);
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
  const intro = facts[0] ?? '';
  d.title = `How ${m.title} is made`;
  d.lead = topic ? `${intro ? `${intro} ` : ''}${sentence(topic.summary)}` : intro;
  if (facts.length > 1) d.sections.unshift({ heading: `About ${m.title}`, items: facts.slice(1) });
  if (e?.kind === 'region' && e.record.styles.length > 0 && level >= 2)
    d.sections.push({ heading: 'Styles', text: `${cap(join(e.record.styles))}.` });
  d.check = `Can you name the key steps in making ${m.title}?`;
  d.practice = practiceFor(ctx, m) ?? d.practice;
  return d;
}

export const TASTE =
  /\b(aroma|flavou?r|notes?|taste|tastes|smell|nose|palate|fruit|acidity|tannin|body|finish|age|aged|ageing|develop|oak|toast|petrol|mineral)/;

export function tasting(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects.find((s) => s.kind === 'grape' || s.kind === 'region');
  // A tasting topic (tannin, acidity, sweetness) is itself the answer; only the tasting method defers to the help below.
  // The tasting method named anywhere in the question ("the WSET systematic approach") is what is
  // asked: another topic beside it (the WSET courses) only qualifies it.
  const topic = u.subjects.some((s) => s.id === 'systematic-tasting')
    ? undefined
    : u.subjects.find((s) => s.kind === 'topic');
  if (!m && topic && !/\b(describe|note)\b/i.test(ctx.question)) {
    const d = describeTopic(ctx, topic.id);
    // "Why does my wine smell of petrol?": the record that gives that smell's cause answers first.
    const cause = aromaCause(ctx);
    if (cause && !fold(d.lead).includes(fold(cause.text).slice(0, 60))) {
      use(ctx, cause.kind, cause.id);
      d.lead = `${sentence(cause.text)} ${d.lead}`;
    }
    return d;
  }
  if (!m) return tastingHelp(ctx);
  if (m.kind === 'grape') {
    const g = kb.grape(m.id);
    if (!g) return ctx.write.unknown(ctx);
    use(ctx, 'grape', g.id);
    const d = draft(
      g.name,
      `**${g.name}** typically tastes of ${join(g.aromas.slice(0, level === 1 ? 4 : 6))}, with ${structureText(g, ctx.level)}.`,
    );
    // "Why does aged Riesling smell of petrol?": the fact that explains the smell leads.
    const why = /^why\b/.test(fold(ctx.question).trim()) ? answeringFact(ctx, 'grape', g.id, g.facts) : undefined;
    if (why) d.lead = `${why} ${d.lead}`;
    if (g.aromas.length > 6 && level >= 2)
      d.sections.push({ heading: 'More aromas', text: `${cap(join(g.aromas.slice(6)))}.` });
    d.sections.push({ heading: 'Structure', text: `${cap(structureText(g, ctx.level))}.`, table: structureTable([g]) });
    const facts = factsAbout(g.facts, level, TASTE, level === 1 ? 2 : 4);
    if (facts.length > 0) d.sections.push({ heading: 'Style notes', items: facts });
    d.keyPoints = facts.slice(0, 2);
    d.tip = `Taste it next to a wine you know and put words to what is different: the ${g.aromas[0] ?? 'fruit'} and the ${PLAIN[g.structure.acidity] ?? g.structure.acidity} acidity are good places to start.`;
    d.check = `What three aromas would you expect from ${g.name}?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  const r = kb.region(m.id);
  if (!r) return ctx.write.unknown(ctx);
  use(ctx, 'region', r.id);
  const grapes = kb.grapesOf(r.id).slice(0, 2);
  for (const g of grapes) use(ctx, 'grape', g.id);
  const facts = factsAbout(r.facts, level, TASTE, level === 1 ? 2 : 4);
  const g0 = grapes[0];
  const lead = g0
    ? `**${r.name}** is mainly ${g0.name}, so expect ${join(g0.aromas.slice(0, 4))}, with ${structureText(g0, ctx.level)}.`
    : regionLead(ctx, r);
  const d = draft(r.name, lead);
  if (facts.length > 0) d.sections.push({ heading: 'Style notes', items: facts });
  if (r.styles.length > 0) d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles))}.` });
  if (grapes.length > 0)
    d.sections.push({
      heading: 'Structure',
      text: grapes.map((g) => `${g.name}: ${structureText(g, ctx.level)}.`).join(' '),
      table: structureTable(grapes),
    });
  d.keyPoints = facts.slice(0, 2);
  d.check = `What would you expect to find on the nose of ${r.name}?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** Words that say where a smell or taste comes from. */
const ORIGIN = /\b(comes? from|from the compound|caused by|due to|results? from|produced by|compound)\b/;

/**
 * For "why does (my) wine smell/taste of X?" with no wine named: a fact of any grape or region that
 * says where X comes from ("The petrol note of aged Riesling comes from the compound TDN").
 */
function aromaCause(ctx: Ctx): { kind: EntityKind; id: string; text: string } | undefined {
  const q = fold(ctx.question).replace(/['’]/g, '');
  const x = q.match(
    /^why (?:does|do|is|would|can) .*?\b(?:smell|smells|taste|tastes|smelling)\s+(?:like|of)\s+([a-z]+)/,
  )?.[1];
  if (!x || x.length < 4) return undefined;
  const fact = factsMentioning(ctx, x, 20).find((f) => ORIGIN.test(fold(f.text)));
  if (fact) return fact;
  // Theory points too ("Diacetyl, the buttery compound, is produced by…").
  const re = new RegExp(`\\b${x}`);
  for (const t of ctx.kb.topics)
    for (const p of t.points)
      if (p.depth <= Math.max(ctx.level, 2) && re.test(fold(p.text)) && ORIGIN.test(fold(p.text)))
        return { kind: 'topic', id: t.id, text: p.text };
  return undefined;
}

/** "Help me describe this wine: pale lemon, citrus, high acid": the SAT, filled with what they noticed. */
export function tastingHelp(ctx: Ctx): Draft {
  const { kb, level } = ctx;
  const sat =
    kb.topic('systematic-tasting') ??
    kb.topics.find((t) => t.category === 'tasting' && /systematic|sat|method/i.test(t.title));
  const note = fold(ctx.question.replace(/^[^:]*:/, ' '));
  const noticed = {
    appearance: matchWords(note, [
      'pale',
      'medium',
      'deep',
      'lemon',
      'gold',
      'amber',
      'purple',
      'ruby',
      'garnet',
      'tawny',
      'pink',
      'salmon',
      'clear',
      'hazy',
    ]),
    structure: matchPhrases(note, [
      'dry',
      'off-dry',
      'medium-sweet',
      'sweet',
      'high acid',
      'high acidity',
      'low acidity',
      'crisp',
      'soft',
      'tannic',
      'high tannin',
      'low tannin',
      'light body',
      'full body',
      'full-bodied',
      'light-bodied',
      'long finish',
      'short finish',
    ]),
  };
  const aromaHits = new Map<string, string[]>();
  for (const g of kb.grapes) {
    const hits = g.aromas.filter((a) => mentionsPhrase(note, a));
    if (hits.length >= 2) aromaHits.set(g.id, hits);
  }
  const candidates = [...aromaHits].sort((a, b) => b[1].length - a[1].length).slice(0, 3);
  const aromas = unique(candidates.flatMap(([, h]) => h));
  const d = draft(
    'Describing a wine',
    sat ? sentence(sat.summary) : 'Describe a wine in a fixed order: appearance, nose, palate, then conclusions.',
    Boolean(sat),
  );
  if (sat) use(ctx, 'topic', sat.id);
  const filled: string[] = [];
  if (noticed.appearance.length > 0) filled.push(`**Appearance:** ${join(noticed.appearance)}`);
  if (aromas.length > 0) filled.push(`**Nose:** ${join(aromas)}`);
  if (noticed.structure.length > 0) filled.push(`**Palate:** ${join(noticed.structure)}`);
  if (filled.length > 0) d.sections.push({ heading: 'Your note so far', items: filled });
  if (sat) {
    const steps = sat.points.filter((p) => p.depth <= level).map((p) => sentence(p.text));
    d.sections.push({ heading: 'Work through it in order', items: steps.slice(0, level === 1 ? 3 : 6), ordered: true });
    if (sat.table && level >= 2)
      d.sections.push({
        heading: sat.table.caption,
        table: { headers: sat.table.headers, rows: sat.table.rows },
        tableFirst: true,
      });
  }
  if (candidates.length > 0) {
    d.sections.push({
      heading: 'Grapes that fit those aromas',
      items: candidates.map(([id, hits]) => {
        use(ctx, 'grape', id);
        return `**${grapeName(ctx, id)}** (shares ${join(hits)})`;
      }),
    });
  }
  d.tip = 'Say what you actually find, not what you expect: one precise word beats three vague ones.';
  d.check = 'Start with the nose: which fruit family do you smell first?';
  return d;
}

export function matchWords(text: string, list: string[]): string[] {
  return list.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
}

export function matchPhrases(text: string, list: string[]): string[] {
  const hits = list.filter((w) => text.includes(w));
  return hits.filter((h) => !hits.some((o) => o !== h && o.includes(h)));
}

const LAW_CUE =
  /\b(law|laws|legal|legally|rules?|regulations?|minimum|maximum|at least|must|required|requires|permitted|allowed|authori[sz]ed|banned|forbidden|classified|classification|classement|appellation|aoc|aop|doc|docg|do|doca|ava|dac|vdp|igt|grand crus?|premier crus?|crus? class[eé]s?|decree|since \d{4}|in \d{4})\b/i;
const NUMBER_CUE = /\d[\d.,]*\s?(%|°|g\/l|hl\/ha|hectares?|ha\b|months?|years?|grams?)/i;
const EXCEPTION_CUE = /\b(except|exception|exceptions|unless|only|instead|but not|apart from)\b/i;

/** Sentences of the records that state a rule or a legal figure: the rules, then their exceptions. */
function lawItems(texts: readonly string[]): string[] {
  const hits = texts
    .map(sentence)
    .filter(
      (t) =>
        LAW_CUE.test(t) &&
        (NUMBER_CUE.test(t) ||
          EXCEPTION_CUE.test(t) ||
          /\b(must|minimum|maximum|permitted|allowed|required)\b/i.test(t)),
    );
  return unique([
    ...hits.filter((t) => !EXCEPTION_CUE.test(t)).slice(0, 3),
    ...hits.filter((t) => EXCEPTION_CUE.test(t)).slice(0, 2),
  ]);
}
