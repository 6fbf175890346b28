// Comparisons of two or more records: grapes, regions or terms side by side, on the axis the
// question names (colour, climate, ageing, method) when it names one.

import { describe } from './describe.ts';
import {
  type Ctx,
  colourWord,
  type Draft,
  draft,
  factsAbout,
  factsUpTo,
  grapeName,
  kindWord,
  location,
  PLAIN,
  regionGrapeNames,
  regionName,
  structureText,
  use,
} from './draft.ts';
import { practiceFor } from './exercise.ts';
import { STOPWORDS } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { join, mentionsPhrase, sentence, unique } from './text.ts';
import type { Grape, Region } from './types.ts';

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
  // Two places within one region (the Saar and the Ruwer) share its record: the region is described
  // once, and the answer opens with each place's own fact (see parts.ts).
  if (new Set(subjects.map((s) => `${s.kind}:${s.id}`)).size === 1) return describe(ctx, subjects[0]);
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
    // Countries set side by side are where they are: rows of their country and place say nothing.
    const places: [string, (r: Region) => string][] = rs.every((r) => r.kind === 'country')
      ? []
      : [
          ['Country', (r) => r.country],
          [
            'Where',
            (r) =>
              kb
                .ancestors(r.id)
                .filter((a) => a.kind !== 'country')
                .map((a) => a.name)[0] ?? r.country,
          ],
        ];
    const rows: [string, (r: Region) => string][] = [
      ...places,
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
    const styleTermBeside = subjects.some(
      (o) => o.kind === 'term' && /\b(sweet|dry|sparkling|fortified)\b/i.test(kb.term(o.id)?.meaning ?? ''),
    );
    const summary = (s: Mention): string => {
      const e = kb.get(s.kind, s.id);
      if (!e) return '';
      switch (e.kind) {
        case 'grape':
          return `${colourWord(e.record)} grape; ${join(e.record.aromas.slice(0, 3))}; ${structureText(e.record, ctx.level)}`;
        case 'region':
          // Set against a term that names a style ("Recioto: a sweet wine…"), the wine's own style is
          // what the two differ in: it is stated too ("full-bodied dry red from dried grapes").
          return [
            `${kindWord(e.record)} ${location(ctx, e.record)}`,
            regionGrapeNames(ctx, e.record, 3).join(', '),
            styleTermBeside ? (e.record.styles[0] ?? '') : '',
          ]
            .filter(Boolean)
            .join('; ');
        case 'topic':
          return keywordPoint(s) ?? e.record.summary;
        case 'term':
          return `${e.record.country}: ${e.record.meaning}`;
        case 'pairing':
          return e.record.wines.map((w) => w.wine).join(', ');
      }
    };
    // A topic found by one of its keywords ("grey rot" in the vine diseases topic) is said by its point
    // that names the keyword, when its summary does not, and goes by that keyword: it is what is compared.
    const keywordPoint = (s: Mention): string | undefined => {
      const t = s.kind === 'topic' ? kb.topic(s.id) : undefined;
      if (!t || !s.matched || mentionsPhrase(t.summary, s.matched)) return undefined;
      // Only a keyword the topic's own name does not hold is a part of it: "Malolactic conversion" is
      // malolactic fermentation as a whole.
      const named = new Set(words(t.title));
      if (words(s.matched).some((w) => named.has(w))) return undefined;
      // Nor one that another side is named by ("Asti" for the tank method beside Asti itself).
      if (subjects.some((o) => o !== s && mentionsPhrase(o.title, s.matched))) return undefined;
      return t.points.find((p) => p.depth <= Math.max(ctx.level, 2) + 1 && mentionsPhrase(p.text, s.matched))?.text;
    };
    const titleOf = (s: Mention) => (keywordPoint(s) ? s.matched.replace(/^./, (c) => c.toUpperCase()) : s.title);
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', 'What it is'], rows: subjects.map((s) => [titleOf(s), summary(s)]) },
      tableFirst: true,
    });
    d.lead = subjects.map((s) => `**${titleOf(s)}**: ${sentence(summary(s))}`).join(' ');
    // Each side is said in full when all fit in the opening; else each by its first sentence, which
    // says what it is, so that the last side is not pushed out of the opening by the first.
    if (d.lead.length > LEAD_CHARS)
      d.lead = subjects.map((s) => `**${titleOf(s)}**: ${sentence(firstSentence(summary(s)))}`).join(' ');
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
  d.leadWhole = true;
  d.tip = 'Tasting the two side by side is the quickest way to fix the difference in your memory.';
  d.check = `What do you think is the biggest difference between ${join(titles)}?`;
  d.practice = practiceFor(ctx, subjects[1]) ?? undefined;
  return d;
}

/** The sparkling-wine method a region's styles name: "traditional-method sparkling" → "traditional method". */
export function methodOf(r: Region): string | undefined {
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
  // A country is no one wine: it grows its grapes, and it is in no other country.
  const countries = a.kind === 'country' || b.kind === 'country';
  if (countries && ga && gb)
    parts.push(
      ga === gb
        ? `**${a.name}** and **${b.name}** both grow mostly **${grapeName(ctx, ga)}**.`
        : `**${a.name}** grows mostly **${grapeName(ctx, ga)}**, **${b.name}** mostly **${grapeName(ctx, gb)}**.`,
    );
  else if (ga && ga === gb)
    parts.push(`**${a.name}** and **${b.name}** are both made mainly from **${grapeName(ctx, ga)}**.`);
  else if (ga && gb)
    parts.push(
      `**${a.name}** is made mainly from **${grapeName(ctx, ga)}**, **${b.name}** from **${grapeName(ctx, gb)}**.`,
    );
  if (a.country !== b.country) {
    if (!countries) parts.push(`${a.name} is in ${a.country}, ${b.name} in ${b.country}.`);
  } else {
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
  // Neighbours from one grape ("Sancerre and Pouilly-Fumé"): what sets them apart is told by the
  // sentence in which one names the other ("across the river from Sancerre").
  // Each side's own such sentence: "Chianti Classico is the historic heart of Chianti" says as much
  // as Chianti's rule that names Chianti Classico.
  if (ga && ga === gb) {
    // The other's name inside one's own ("Chianti" in "Chianti Classico") does not name the other.
    const names = (r: Region, f: string, o: Region) =>
      mentionsPhrase(o.name.includes(r.name) ? f : f.split(r.name).join(' '), o.name);
    const naming = [
      a.facts.find((f) => f.depth <= ctx.level + 1 && names(a, f.text, b)),
      b.facts.find((f) => f.depth <= ctx.level + 1 && names(b, f.text, a)),
    ];
    // A side that names neither is said by its own first sentence: "Hermitage is a steep hill…".
    const own = (r: Region) => r.facts.find((f) => f.depth <= ctx.level + 1);
    if (naming.filter(Boolean).length === 1) naming[naming[0] ? 1 : 0] = own(naming[0] ? b : a);
    for (const f of naming) if (f) parts.push(sentence(f.text));
  }
  if (parts.length === 0) parts.push(`**${a.name}** and **${b.name}** compared:`);
  return parts.join(' ');
}

export const COMPARE_WORDS = new Set(
  'compare compared comparing comparison differ differs different difference differences versus between how does do what which is are the and with from other others'.split(
    ' ',
  ),
);

/** The question's own words on what is compared, beyond the names: "classification", "ageing". */
export function axisWords(ctx: Ctx, subjects: readonly Mention[]): string[] {
  const names = new Set(subjects.flatMap((s) => words(`${s.matched} ${s.title}`)));
  const ws = words(ctx.question);
  // A word said of each thing ("the 1855 classification … the Saint-Émilion classification") is the axis
  // even inside a name.
  // A thing's whole name repeated inside another's ("Chianti and Chianti Classico") is no axis.
  const wholeNames = new Set(subjects.map((s) => fold(s.matched)));
  const repeated = (w: string) => ws.filter((x) => x === w).length >= 2 && !wholeNames.has(w);
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
export function ownTexts(ctx: Ctx, s: Mention): string[] {
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

const CLIMATE_AXIS = new Set(['climate', 'climates', 'weather'].map((w) => root(w)));

/** A place's climate as a sentence naming it: "Pays Nantais has a cool climate: maritime, mild…". */
function climateLine(ctx: Ctx, s: Mention): string | undefined {
  const r = s.kind === 'region' ? ctx.kb.region(s.id) : undefined;
  if (!r) return undefined;
  const notes = r.climateNotes.length > 0 ? `: ${r.climateNotes[0].replace(/^./, (c) => c.toLowerCase())}` : '';
  return `${r.name} has a ${r.climate} climate${notes}.`;
}

/** Each subject's first sentence on the question's axis, when at least two subjects have one. */
export function onAxis(ctx: Ctx, subjects: readonly Mention[]): string | undefined {
  const axis = axisWords(ctx, subjects).map((w) => root(w));
  if (axis.length === 0) return undefined;
  // Where the axis first comes in a sentence: the sentence that opens on it is about it.
  const at = (t: string) => words(t).findIndex((w) => axis.includes(root(w)));
  const onIt = (t: string) => at(t) >= 0;
  const best = (ts: string[]) =>
    ts.filter(onIt).reduce<string | undefined>((b, t) => (b === undefined || at(t) < at(b) ? t : b), undefined);
  // "Compare the climates of…": a place whose notes describe its climate without the word
  // ("maritime, mild and damp") says it by its climate line.
  const climateAsked = axis.some((w) => CLIMATE_AXIS.has(w));
  const lines = subjects.map((s) => {
    // A record named after the axis ("1855 Classification") is on it from its first sentence.
    const texts = ownTexts(ctx, s).flatMap(sentencesOf);
    // A sentence on the axis that names another of the things compared sets the two side by side
    // ("Compared with the Tannat of Madiran, Uruguay's is…"): it says how they differ.
    const others = subjects.filter((o) => o !== s && o.kind !== 'grape').map((o) => o.title);
    const naming = texts.filter((t) => onIt(t) && others.some((n) => mentionsPhrase(t, n)));
    const hit = onIt(s.title)
      ? texts[0]
      : (naming[0] ?? best(texts) ?? (climateAsked ? climateLine(ctx, s) : undefined));
    return hit ? `**${s.title}:** ${sentence(hit)}` : '';
  });
  if (lines.filter(Boolean).length < 2 || lines.some((l) => !l)) return undefined;
  return lines.join(' ');
}

export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean);
}

/** How long the sides of a comparison may run together before each is cut to its first sentence. */
const LEAD_CHARS = 340;

/** The first sentence of a text, where a full stop is followed by a capital. */
function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+(?=[A-Z“"])/)[0] ?? text;
}
