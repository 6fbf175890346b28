// A study guide on one subject of the knowledge base (a grape, a region, a theory topic, a food
// pairing or a label term) at a chosen level: overview, key facts, the grapes and regions involved,
// tasting notes, food pairing, exam tips, self-test questions and the answer key on the last page.
// Everything printed comes from the knowledge data; a subject it does not know gets no guide.
import {
  type Depth,
  fold,
  type Grape,
  type KnowledgeBase,
  knowledge,
  type PairingEntry,
  type Region,
  type SearchHit,
  type TermEntry,
  type Topic,
} from '@sommai/knowledge';
import { type Draft, finalize, listText, withoutBrackets } from '@sommai/knowledge/quiz-bank';
import { LEVELS, type LevelId } from '@sommai/shared';
import { questionsAbout, usefulMentions } from '../quiz/from-chat.ts';
import type { Block, PdfDoc, Rich } from './document.ts';

export const SELF_TEST_QUESTIONS = 10;
const MIN_SCORE = 0.5;

export type Subject =
  | { kind: 'grape'; record: Grape }
  | { kind: 'region'; record: Region }
  | { kind: 'topic'; record: Topic }
  | { kind: 'pairing'; record: PairingEntry }
  | { kind: 'term'; record: TermEntry };

/** The subject a learner's words name, and a second one when they compare two ("Barolo vs Barbaresco"). */
export function findSubject(
  topic: string,
  kb: KnowledgeBase = knowledge,
): { main: Subject; also?: Subject } | undefined {
  const hits = kb.search(topic, { limit: 5 });
  const subjectOf = (h: SearchHit | undefined): Subject | undefined => {
    if (!h || h.score < MIN_SCORE) return undefined;
    const e = kb.get(h.kind, h.id);
    return e ? ({ kind: e.kind, record: e.record } as Subject) : undefined;
  };
  const main = subjectOf(hits[0]);
  if (!main) return undefined;
  const second = hits
    .slice(1)
    .find((h) => h.kind === main.kind && (h.kind === 'grape' || h.kind === 'region') && h.score >= 0.7);
  return { main, also: subjectOf(second) };
}

/** Subjects the knowledge base knows that are close to the words, or a few well-known ones. */
export function suggestions(topic: string, kb: KnowledgeBase = knowledge): string[] {
  const near = kb
    .search(topic, { limit: 5, minScore: 0.2 })
    .map((h) => h.title)
    .filter((t, i, all) => all.indexOf(t) === i);
  const defaults = ['Chablis', 'Riesling', 'Malolactic conversion', 'Champagne', 'Barolo', 'Food and wine pairing'];
  return [...near, ...defaults.filter((d) => !near.includes(d))].slice(0, 5);
}

const levelName = (level: LevelId) => LEVELS.find((l) => l.id === level)?.name ?? '';
const upTo = <T extends { depth: Depth }>(items: readonly T[], level: LevelId) => {
  const within = items.filter((f) => f.depth <= level);
  return within.length > 0 ? within : items.slice(0, 2);
};
const levelWord = (v: string | undefined) => (v ? v.replace(/([a-z])([+-])$/, '$1($2)') : '—');
const colourWord = (g: Grape) =>
  g.colour === 'black' ? 'Black (red wines)' : g.colour === 'grey' ? 'Grey-pink skin (white wines)' : 'White';

function grapeNames(kb: KnowledgeBase, ids: readonly string[]): string[] {
  return ids.map((id) => kb.grape(id)?.name ?? withoutBrackets(id)).filter((n) => n.length > 0);
}

function placeLine(kb: KnowledgeBase, r: Region): string {
  const chain = [r, ...kb.ancestors(r.id)].filter((x) => x.kind !== 'country').map((x) => x.name);
  return [...chain.slice(1), r.country].join(', ') || r.country;
}

function structureLine(g: Grape): string {
  const parts = [`${levelWord(g.structure.acidity)} acidity`];
  if (g.structure.tannin) parts.push(`${levelWord(g.structure.tannin)} tannin`);
  parts.push(`${levelWord(g.structure.body)} body`);
  if (g.structure.alcohol) parts.push(`${levelWord(g.structure.alcohol)} alcohol`);
  return listText(parts);
}

function pairingRows(pairings: readonly PairingEntry[], match: (w: PairingEntry['wines'][number]) => boolean) {
  return pairings
    .flatMap((p) =>
      p.wines
        .filter(match)
        .slice(0, 1)
        .map((w) => [p.food, w.wine, firstClause(w.why)]),
    )
    .slice(0, 10);
}

function firstClause(text: string, max = 180): string {
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).trimEnd()}…`;
}

/** The self-test and its answer key, from the bank's question makers (so every answer is checked the same way). */
function selfTest(weights: Map<string, number>, seed: string, kb: KnowledgeBase): { test: Block[]; key: Block[] } {
  const drafts: Draft[] = questionsAbout(weights, seed, SELF_TEST_QUESTIONS, kb);
  if (drafts.length === 0) return { test: [], key: [] };
  const questions = drafts.map((d, i) => finalize(`q${i + 1}`, d));
  const letter = (i: number) => String.fromCharCode(65 + i);
  return {
    test: [
      { type: 'heading', level: 1, text: 'Self-test questions' },
      {
        type: 'paragraph',
        text: `Answer all ${questions.length} questions before you turn to the answer key on the last page.`,
        tone: 'muted',
      },
      ...questions.map((q, i): Block => ({ type: 'question', number: i + 1, text: q.question, options: q.options })),
    ],
    key: [
      { type: 'pageBreak' },
      { type: 'heading', level: 1, text: 'Answer key' },
      {
        type: 'table',
        headers: ['No.', 'Answer', 'Why'],
        widths: [0.6, 2.6, 5],
        rows: questions.map((q, i) => [
          String(i + 1),
          `${letter(q.correctAnswer)}. ${q.options[q.correctAnswer]}`,
          q.explanation,
        ]),
      },
    ],
  };
}

interface Parts {
  title: string;
  subtitle: string;
  overview: Block[];
  facts: [string, string][];
  involved: Block[];
  tasting: Block[];
  pairing: Block[];
  tips: Rich[];
  extra?: { heading: string; blocks: Block[] }[];
  refs: Map<string, number>;
}

// ───────────────────────────── grape ─────────────────────────────

function grapeParts(kb: KnowledgeBase, g: Grape, level: LevelId): Parts {
  const regions = kb.regionsGrowing(g.id).slice(0, level >= 3 ? 14 : 8);
  const partners = g.blendingPartners.map((id) => kb.grape(id)).filter((x) => x !== undefined);
  const pairings = kb.pairingsFor('grape', g.id);
  const permittedIn = kb.regions.filter((r) => r.grapesAre === 'permitted' && r.grapes.includes(g.id));
  const refs = new Map<string, number>([[`grape:${g.id}`, 5]]);
  for (const r of regions.slice(0, 4)) refs.set(`region:${r.id}`, 1);

  const tips: Rich[] = [];
  const synonyms = g.synonyms.slice(0, 5);
  if (synonyms.length) tips.push([{ text: 'Other names: ', bold: true }, { text: `${synonyms.join('; ')}.` }]);
  if (regions.length)
    tips.push([
      { text: 'Classic regions: ', bold: true },
      { text: `${listText(regions.slice(0, 5).map((r) => `${r.name} (${r.country})`))}.` },
    ]);
  tips.push([
    { text: 'Blind-tasting clues: ', bold: true },
    { text: `${structureLine(g)}; look for ${listText(g.aromas.slice(0, 3).map((a) => withoutBrackets(a)))}.` },
  ]);
  if (partners.length)
    tips.push([
      { text: 'Blending partners: ', bold: true },
      { text: `${listText(partners.slice(0, 5).map((p) => p.name))}.` },
    ]);
  if (level >= 3 && g.viticulture[0])
    tips.push([{ text: 'In the vineyard: ', bold: true }, { text: `${g.viticulture[0]}.` }]);
  if (level >= 3 && permittedIn.length)
    tips.push([
      { text: 'Permitted by appellation rules in: ', bold: true },
      { text: `${listText(permittedIn.slice(0, 8).map((r) => r.name))}.` },
    ]);
  for (const f of g.facts.filter((f) => f.depth === level).slice(0, 3)) tips.push(f.text);

  return {
    title: g.name,
    subtitle: `${colourWord(g).split(' (')[0]} grape · ${withoutBrackets(g.origin.split(';')[0])}`,
    overview: upTo(g.facts, level).map(
      (f, i): Block => ({ type: 'paragraph', text: f.text, tone: i === 0 ? 'lead' : undefined }),
    ),
    facts: [
      ['Grape colour', colourWord(g)],
      ['Origin', g.origin],
      ...(g.synonyms.length ? ([['Also known as', g.synonyms.slice(0, 8).join('; ')]] as [string, string][]) : []),
      ['Acidity', levelWord(g.structure.acidity)],
      ...(g.structure.tannin ? ([['Tannin', levelWord(g.structure.tannin)]] as [string, string][]) : []),
      ['Body', levelWord(g.structure.body)],
      ...(g.structure.alcohol ? ([['Alcohol', levelWord(g.structure.alcohol)]] as [string, string][]) : []),
      ['Styles', g.styles.join('; ')],
      ['Key regions', listText(regions.slice(0, 8).map((r) => r.name))],
    ],
    involved: [
      ...(regions.length
        ? ([
            { type: 'heading', level: 2, text: `Where ${g.name} is grown` },
            {
              type: 'table',
              headers: ['Region', 'Country', 'Climate', 'Styles there'],
              widths: [2, 1.4, 1, 3],
              rows: regions.map((r) => [r.name, r.country, r.climate, r.styles.slice(0, 3).join('; ')]),
            },
          ] as Block[])
        : []),
      ...(partners.length
        ? ([
            { type: 'heading', level: 2, text: 'Blending partners' },
            {
              type: 'list',
              items: partners.map(
                (p): Rich => [
                  { text: `${p.name}: `, bold: true },
                  { text: `${listText(p.aromas.slice(0, 3).map(withoutBrackets))}; ${structureLine(p)}.` },
                ],
              ),
            },
          ] as Block[])
        : []),
    ],
    tasting: [
      { type: 'heading', level: 2, text: 'Aromas and flavours' },
      { type: 'list', items: g.aromas.slice(0, level >= 3 ? 14 : 8) },
      { type: 'heading', level: 2, text: 'Structure' },
      { type: 'paragraph', text: `Expect ${structureLine(g)}.` },
      { type: 'heading', level: 2, text: 'Styles' },
      { type: 'list', items: g.styles },
      ...(level >= 2 && g.viticulture.length
        ? ([
            { type: 'heading', level: 2, text: 'In the vineyard' },
            { type: 'list', items: g.viticulture.slice(0, level >= 3 ? 8 : 4) },
          ] as Block[])
        : []),
    ],
    pairing: [
      ...(g.foodPairings.length ? ([{ type: 'list', items: g.foodPairings }] as Block[]) : []),
      ...pairingTable(pairingRows(pairings, (w) => w.grapes.includes(g.id))),
    ],
    tips,
    refs,
  };
}

/** Matches naming the region itself, else matches for wines of its main grape. */
function regionPairingRows(kb: KnowledgeBase, r: Region): string[][] {
  const own = pairingRows(kb.pairings, (w) => w.regions.includes(r.id));
  if (own.length > 0) return own;
  const main = r.grapes[0];
  return main ? pairingRows(kb.pairingsFor('grape', main), (w) => w.grapes[0] === main) : [];
}

function pairingTable(rows: string[][]): Block[] {
  if (rows.length === 0) return [];
  return [
    { type: 'heading', level: 2, text: 'Classic matches' },
    { type: 'table', headers: ['Dish', 'Wine', 'Why it works'], widths: [1.5, 2, 4], rows },
  ];
}

// ───────────────────────────── region ─────────────────────────────

function regionParts(kb: KnowledgeBase, r: Region, level: LevelId): Parts {
  const grapes = kb.grapesOf(r.id);
  const children = kb.children(r.id);
  const terms = kb.termsOf(r).filter((t) => t.depth <= Math.max(level, 2));
  const refs = new Map<string, number>([[`region:${r.id}`, 5]]);
  for (const g of grapes.slice(0, 3)) refs.set(`grape:${g.id}`, 1);
  for (const c of children.slice(0, 3)) refs.set(`region:${c.id}`, 1);

  const tips: Rich[] = [
    [{ text: 'Place it: ', bold: true }, { text: `${r.name} is in ${placeLine(kb, r)}; its climate is ${r.climate}.` }],
  ];
  if (grapes.length)
    tips.push([
      { text: r.grapesAre === 'permitted' ? 'Permitted grapes: ' : 'Main grapes: ', bold: true },
      { text: `${listText(grapes.slice(0, 8).map((g) => g.name))}.` },
    ]);
  if (r.classification) tips.push([{ text: 'Classification: ', bold: true }, { text: `${r.classification}.` }]);
  if (r.labelTerms.length)
    tips.push([
      { text: 'Label terms to recognise: ', bold: true },
      { text: `${r.labelTerms.slice(0, 8).join('; ')}.` },
    ]);
  if (level >= 2 && r.soils.length) tips.push([{ text: 'Soils: ', bold: true }, { text: `${r.soils.join('; ')}.` }]);
  for (const f of r.facts.filter((f) => f.depth === level).slice(0, 3)) tips.push(f.text);

  const involved: Block[] = [];
  if (grapes.length) {
    involved.push(
      { type: 'heading', level: 2, text: r.grapesAre === 'permitted' ? 'Permitted grapes' : 'Grapes' },
      {
        type: 'table',
        headers: ['Grape', 'Colour', 'Typical aromas', 'Structure'],
        widths: [1.6, 1, 3, 2.6],
        rows: grapes.map((g) => [
          g.name,
          g.colour,
          listText(g.aromas.slice(0, 4).map(withoutBrackets)),
          structureLine(g),
        ]),
      },
    );
  }
  if (children.length) {
    involved.push(
      { type: 'heading', level: 2, text: `Within ${r.name}` },
      {
        type: 'table',
        headers: ['Name', 'Type', 'Main grapes', 'Classification'],
        widths: [2, 1.2, 3, 1.4],
        rows: children.map((c) => [
          c.name,
          c.kind,
          listText(grapeNames(kb, c.grapes.slice(0, 3))),
          c.classification ?? '—',
        ]),
      },
    );
  }
  const parent = r.parent ? kb.region(r.parent) : undefined;
  if (parent && parent.kind !== 'country') {
    involved.push(
      { type: 'heading', level: 2, text: `Part of ${parent.name}` },
      { type: 'paragraph', text: upTo(parent.facts, level)[0]?.text ?? `${r.name} lies within ${parent.name}.` },
    );
  }

  const extra: { heading: string; blocks: Block[] }[] = [];
  if (terms.length)
    extra.push({
      heading: 'Label terms explained',
      blocks: [
        {
          type: 'table',
          headers: ['Term', 'Meaning'],
          widths: [1.5, 5],
          rows: terms.map((t) => [t.term, firstClause(t.meaning, 320)]),
        },
      ],
    });
  if (level >= 2 && (r.climateNotes.length || r.soils.length))
    extra.push({
      heading: 'Climate and soils',
      blocks: [
        ...(r.climateNotes.length ? ([{ type: 'list', items: r.climateNotes }] as Block[]) : []),
        ...(r.soils.length
          ? ([
              { type: 'heading', level: 2, text: 'Soils' },
              { type: 'list', items: r.soils },
            ] as Block[])
          : []),
      ],
    });

  return {
    title: r.name,
    subtitle: `${r.classification ? `${r.classification} · ` : ''}${placeLine(kb, r)}`,
    overview: upTo(r.facts, level).map(
      (f, i): Block => ({ type: 'paragraph', text: f.text, tone: i === 0 ? 'lead' : undefined }),
    ),
    facts: [
      ['Country', r.country],
      ...(parent && parent.kind !== 'country' ? ([['Part of', placeLine(kb, r)]] as [string, string][]) : []),
      ...(r.classification ? ([['Classification', r.classification]] as [string, string][]) : []),
      ['Climate', [r.climate, ...r.climateNotes.slice(0, 1)].join(': ')],
      ...(r.soils.length ? ([['Soils', r.soils.join('; ')]] as [string, string][]) : []),
      [
        r.grapesAre === 'permitted' ? 'Permitted grapes' : 'Main grapes',
        listText(grapeNames(kb, r.grapes.slice(0, 8))),
      ],
      ['Styles', r.styles.join('; ')],
      ...(r.labelTerms.length ? ([['Label terms', r.labelTerms.join('; ')]] as [string, string][]) : []),
    ],
    involved,
    tasting: [
      { type: 'heading', level: 2, text: 'Styles' },
      { type: 'list', items: r.styles },
      ...grapes.slice(0, level >= 3 ? 5 : 3).flatMap((g): Block[] => [
        { type: 'heading', level: 3, text: g.name },
        {
          type: 'paragraph',
          text: [
            { text: 'Aromas: ', bold: true },
            { text: `${listText(g.aromas.slice(0, 6))}. ` },
            { text: 'Structure: ', bold: true },
            { text: `${structureLine(g)}.` },
          ],
        },
      ]),
    ],
    pairing: [
      ...(r.foodPairings.length ? ([{ type: 'list', items: r.foodPairings }] as Block[]) : []),
      ...pairingTable(regionPairingRows(kb, r)),
    ],
    tips,
    extra,
    refs,
  };
}

// ───────────────────────────── topic ─────────────────────────────

function mentioned(kb: KnowledgeBase, text: string) {
  const grapes = new Map<string, Grape>();
  const regions = new Map<string, Region>();
  for (const m of usefulMentions(text, kb)) {
    if (m.kind === 'grape') {
      const g = kb.grape(m.id);
      if (g) grapes.set(g.id, g);
    } else if (m.kind === 'region') {
      const r = kb.region(m.id);
      if (r) regions.set(r.id, r);
    }
  }
  return { grapes: [...grapes.values()], regions: [...regions.values()] };
}

function involvedBlocks(kb: KnowledgeBase, grapes: Grape[], regions: Region[]): Block[] {
  const out: Block[] = [];
  if (grapes.length)
    out.push(
      { type: 'heading', level: 2, text: 'Grapes' },
      {
        type: 'table',
        headers: ['Grape', 'Colour', 'Typical aromas', 'Structure'],
        widths: [1.6, 1, 3, 2.6],
        rows: grapes
          .slice(0, 12)
          .map((g) => [g.name, g.colour, listText(g.aromas.slice(0, 4).map(withoutBrackets)), structureLine(g)]),
      },
    );
  if (regions.length)
    out.push(
      { type: 'heading', level: 2, text: 'Regions' },
      {
        type: 'table',
        headers: ['Region', 'Country', 'Main grapes', 'Climate'],
        widths: [2, 1.3, 3, 1],
        rows: regions
          .slice(0, 12)
          .map((r) => [r.name, r.country, listText(grapeNames(kb, r.grapes.slice(0, 3))), r.climate]),
      },
    );
  return out;
}

function topicParts(kb: KnowledgeBase, t: Topic, level: LevelId): Parts {
  const points = upTo(t.points, level);
  const text = [t.summary, ...points.map((p) => p.text)].join(' ');
  const { grapes, regions } = mentioned(kb, text);
  const related = t.related.map((id) => kb.topic(id)).filter((x) => x !== undefined);
  const refs = new Map<string, number>([[`topic:${t.id}`, 5]]);
  for (const r of related) refs.set(`topic:${r.id}`, 2);
  for (const g of grapes.slice(0, 3)) refs.set(`grape:${g.id}`, 1);
  for (const r of regions.slice(0, 3)) refs.set(`region:${r.id}`, 1);

  const pairings = kb.pairings.filter((p) =>
    p.wines.some(
      (w) =>
        w.grapes.some((g) => grapes.some((x) => x.id === g)) ||
        w.regions.some((id) => regions.some((x) => x.id === id)),
    ),
  );
  const tips: Rich[] = points
    .filter((p) => p.depth === level)
    .map((p) => p.text)
    .slice(0, 4);
  if (tips.length === 0) tips.push(...points.slice(-2).map((p) => p.text));
  if (related.length)
    tips.push([
      { text: 'Revise with: ', bold: true },
      { text: `${listText(related.slice(0, 5).map((r) => r.title))}.` },
    ]);

  const extra = related.slice(0, level >= 3 ? 4 : 2).map((r) => ({
    heading: `Related: ${r.title}`,
    blocks: [
      { type: 'paragraph', text: r.summary } as Block,
      {
        type: 'list',
        items: upTo(r.points, level)
          .slice(0, 4)
          .map((p) => p.text),
      } as Block,
    ],
  }));

  return {
    title: t.title,
    subtitle: `Wine theory · ${t.category}`,
    overview: [
      { type: 'paragraph', text: t.summary, tone: 'lead' },
      { type: 'heading', level: 2, text: 'Key points' },
      { type: 'list', items: points.map((p) => p.text), ordered: true },
    ],
    facts: [
      ['Subject', t.category],
      ['Also searched as', t.keywords.slice(0, 8).join('; ')],
      ...(related.length ? ([['Related topics', related.map((r) => r.title).join('; ')]] as [string, string][]) : []),
      ['Level', `${level} — ${levelName(level)}`],
    ],
    involved: grapes.length || regions.length ? involvedBlocks(kb, grapes, regions) : [],
    tasting: [
      ...(t.table
        ? ([{ type: 'table', caption: t.table.caption, headers: t.table.headers, rows: t.table.rows }] as Block[])
        : []),
      ...grapes.slice(0, 4).map(
        (g): Block => ({
          type: 'paragraph',
          text: [
            { text: `${g.name}: `, bold: true },
            { text: `${listText(g.aromas.slice(0, 5))}; ${structureLine(g)}.` },
          ],
        }),
      ),
    ],
    pairing: pairingTable(
      pairings.slice(0, 6).map((p) => [p.food, p.wines[0]?.wine ?? '', firstClause(p.wines[0]?.why ?? '')]),
    ),
    tips,
    extra,
    refs,
  };
}

// ───────────────────────────── pairing and term ─────────────────────────────

function pairingParts(kb: KnowledgeBase, p: PairingEntry, level: LevelId): Parts {
  const grapes = [...new Set(p.wines.flatMap((w) => w.grapes))]
    .map((id) => kb.grape(id))
    .filter((g) => g !== undefined);
  const regions = [...new Set(p.wines.flatMap((w) => w.regions))]
    .map((id) => kb.region(id))
    .filter((r) => r !== undefined);
  const principles = kb.topic('food-and-wine-principles');
  const refs = new Map<string, number>([[`pairing:${p.id}`, 5]]);
  for (const g of grapes.slice(0, 3)) refs.set(`grape:${g.id}`, 2);
  for (const r of regions.slice(0, 3)) refs.set(`region:${r.id}`, 1);
  if (principles) refs.set(`topic:${principles.id}`, 1);
  return {
    title: `${p.food} and wine`,
    subtitle: 'Food and wine pairing',
    overview: [
      {
        type: 'paragraph',
        text: `${p.wines.length} classic wine choices for ${p.food.toLowerCase()}: ${listText(p.wines.map((w) => w.wine))}.`,
        tone: 'lead',
      },
      ...p.wines.map(
        (w): Block => ({ type: 'paragraph', text: [{ text: `${w.wine}: `, bold: true }, { text: w.why }] }),
      ),
    ],
    facts: [
      ['Dish', p.food],
      ['Wines', p.wines.map((w) => w.wine).join('; ')],
      ['Grapes', listText(grapes.map((g) => g.name))],
      ...(p.avoid ? ([['Avoid', p.avoid]] as [string, string][]) : []),
    ],
    involved: involvedBlocks(kb, grapes, regions),
    tasting: grapes.slice(0, 5).map(
      (g): Block => ({
        type: 'paragraph',
        text: [
          { text: `${g.name}: `, bold: true },
          { text: `${listText(g.aromas.slice(0, 5))}; ${structureLine(g)}.` },
        ],
      }),
    ),
    pairing: [
      {
        type: 'table',
        headers: ['Wine', 'Grapes', 'Why it works'],
        widths: [2, 1.6, 4],
        rows: p.wines.map((w) => [w.wine, listText(grapeNames(kb, w.grapes)), w.why]),
      },
      ...(principles ? ([{ type: 'paragraph', text: principles.summary, tone: 'muted' }] as Block[]) : []),
    ],
    tips: [
      ...(p.avoid ? [[{ text: 'Avoid: ', bold: true }, { text: p.avoid }] as Rich] : []),
      ...(principles
        ? upTo(principles.points, level)
            .slice(0, 3)
            .map((x) => x.text)
        : []),
    ],
    refs,
  };
}

function termParts(kb: KnowledgeBase, t: TermEntry, level: LevelId): Parts {
  const name = withoutBrackets(t.term);
  const regions = kb.regions.filter((r) => r.labelTerms.some((l) => fold(withoutBrackets(l)) === fold(name)));
  const siblings = kb.terms.filter((o) => o.country === t.country && o.id !== t.id && o.depth <= Math.max(level, 2));
  // Theory topics that explain the term (German Prädikats for Spätlese), and wines named with it.
  const topics = kb
    .search(name, { kinds: ['topic'], limit: 2, minScore: 0.8 })
    .map((h) => kb.topic(h.id))
    .filter((x) => x !== undefined);
  const grapes = [...new Set(regions.filter((r) => r.kind !== 'country').flatMap((r) => r.grapes.slice(0, 1)))]
    .map((id) => kb.grape(id))
    .filter((g) => g !== undefined)
    .slice(0, 4);
  const wines = kb.pairings.flatMap((p) =>
    p.wines.filter((w) => fold(w.wine).includes(fold(name))).map((w) => [p.food, w.wine, firstClause(w.why)]),
  );
  const refs = new Map<string, number>([[`term:${t.id}`, 5]]);
  for (const r of regions.slice(0, 3)) refs.set(`region:${r.id}`, 1);
  for (const s of siblings.slice(0, 4)) refs.set(`term:${s.id}`, 1);
  for (const x of topics) refs.set(`topic:${x.id}`, 2);
  return {
    title: t.term,
    subtitle: `Label term · ${t.country}`,
    overview: [{ type: 'paragraph', text: t.meaning, tone: 'lead' }],
    facts: [
      ['Term', t.term],
      ['Country', t.country],
      ['Level', `${t.depth} — ${levelName(t.depth as LevelId)}`],
      ...(regions.length
        ? ([['Seen on labels from', listText(regions.slice(0, 8).map((r) => r.name))]] as [string, string][])
        : []),
    ],
    involved: involvedBlocks(kb, [], regions),
    tasting: grapes.length
      ? [
          {
            type: 'paragraph',
            text: `The main grapes of the regions that use the term, as the knowledge base describes them:`,
            tone: 'muted',
          },
          ...grapes.map(
            (g): Block => ({
              type: 'paragraph',
              text: [
                { text: `${g.name}: `, bold: true },
                { text: `${listText(g.aromas.slice(0, 5))}; ${structureLine(g)}.` },
              ],
            }),
          ),
        ]
      : [],
    pairing: pairingTable(wines.slice(0, 8)),
    tips: [
      `Learn ${t.term} with the other label terms of ${t.country}, listed below.`,
      ...topics.flatMap((x) =>
        upTo(x.points, level)
          .filter((p) => p.depth === level)
          .slice(0, 2)
          .map((p) => p.text),
      ),
    ],
    extra: [
      ...topics.map((x) => ({
        heading: x.title,
        blocks: [
          { type: 'paragraph', text: x.summary } as Block,
          ...(x.table
            ? ([{ type: 'table', caption: x.table.caption, headers: x.table.headers, rows: x.table.rows }] as Block[])
            : ([
                {
                  type: 'list',
                  items: upTo(x.points, level)
                    .slice(0, 5)
                    .map((p) => p.text),
                },
              ] as Block[])),
        ],
      })),
      ...(siblings.length
        ? [
            {
              heading: `Other label terms of ${t.country}`,
              blocks: [
                {
                  type: 'table',
                  headers: ['Term', 'Meaning'],
                  widths: [1.5, 5],
                  rows: siblings.slice(0, 24).map((s) => [s.term, firstClause(s.meaning, 260)]),
                } as Block,
              ],
            },
          ]
        : []),
    ],
    refs,
  };
}

function compareBlocks(kb: KnowledgeBase, a: Subject, b: Subject): Block[] {
  if (a.kind === 'region' && b.kind === 'region') {
    const row = (label: string, f: (r: Region) => string): string[] => [label, f(a.record), f(b.record)];
    return [
      {
        type: 'table',
        headers: ['', a.record.name, b.record.name],
        widths: [1.3, 3, 3],
        rows: [
          row('Country', (r) => r.country),
          row('Classification', (r) => r.classification ?? '—'),
          row('Climate', (r) => r.climate),
          row('Main grapes', (r) => listText(grapeNames(kb, r.grapes.slice(0, 4)))),
          row('Soils', (r) => r.soils.slice(0, 2).join('; ')),
          row('Styles', (r) => r.styles.slice(0, 3).join('; ')),
        ],
      },
      ...upTo(b.record.facts, 2)
        .slice(0, 2)
        .map((f): Block => ({ type: 'paragraph', text: f.text })),
    ];
  }
  if (a.kind === 'grape' && b.kind === 'grape') {
    const row = (label: string, f: (g: Grape) => string): string[] => [label, f(a.record), f(b.record)];
    return [
      {
        type: 'table',
        headers: ['', a.record.name, b.record.name],
        widths: [1.3, 3, 3],
        rows: [
          row('Colour', colourWord),
          row('Origin', (g) => g.origin.split(';')[0]),
          row('Aromas', (g) => listText(g.aromas.slice(0, 5).map(withoutBrackets))),
          row('Structure', structureLine),
          row('Key regions', (g) =>
            listText(
              kb
                .regionsGrowing(g.id)
                .slice(0, 4)
                .map((r) => r.name),
            ),
          ),
        ],
      },
      ...upTo(b.record.facts, 2)
        .slice(0, 2)
        .map((f): Block => ({ type: 'paragraph', text: f.text })),
    ];
  }
  return [];
}

function partsOf(kb: KnowledgeBase, s: Subject, level: LevelId): Parts {
  switch (s.kind) {
    case 'grape':
      return grapeParts(kb, s.record, level);
    case 'region':
      return regionParts(kb, s.record, level);
    case 'topic':
      return topicParts(kb, s.record, level);
    case 'pairing':
      return pairingParts(kb, s.record, level);
    case 'term':
      return termParts(kb, s.record, level);
  }
}

const KIND_LABEL: Record<Subject['kind'], string> = {
  grape: 'Grape variety',
  region: 'Wine region',
  topic: 'Wine theory',
  pairing: 'Food and wine',
  term: 'Label term',
};

export interface StudyGuide {
  doc: PdfDoc;
  subject: Subject;
}

export function studyGuide(
  found: { main: Subject; also?: Subject },
  level: LevelId,
  includeLogo: boolean,
  date: Date,
  kb: KnowledgeBase = knowledge,
): StudyGuide {
  const p = partsOf(kb, found.main, level);
  const also = found.also;
  if (also) {
    for (const key of partsOf(kb, also, level).refs.keys()) if (!p.refs.has(key)) p.refs.set(key, 1);
  }
  const seed = `guide:${found.main.kind}:${p.title}:${level}`;
  const { test, key } = selfTest(p.refs, seed, kb);
  const blocks: Block[] = [];
  const sections: string[] = [];
  const section = (title: string, content: Block[], fallback?: string) => {
    const body = content.length
      ? content
      : fallback
        ? ([{ type: 'paragraph', text: fallback, tone: 'muted' }] as Block[])
        : [];
    if (body.length === 0) return;
    sections.push(title);
    blocks.push({ type: 'heading', level: 1, text: title }, ...body);
  };

  section('Overview', p.overview);
  section('Key facts', [{ type: 'facts', rows: p.facts }]);
  if (also) {
    const title = also.kind === 'grape' || also.kind === 'region' ? also.record.name : p.title;
    section(`${p.title} and ${title} compared`, compareBlocks(kb, found.main, also));
  }
  section(
    'Grapes and regions involved',
    p.involved,
    'The knowledge base does not tie this subject to particular grapes or regions.',
  );
  section('Tasting notes', p.tasting, 'This subject has no tasting profile of its own in the knowledge base.');
  section('Food pairing', p.pairing, 'The knowledge base records no specific food matches for this subject.');
  for (const x of p.extra ?? []) section(x.heading, x.blocks);
  section('Exam tips', [{ type: 'callout', title: `What to remember at Level ${level}`, items: p.tips.slice(0, 10) }]);
  if (test.length) {
    sections.push('Self-test questions', 'Answer key');
    blocks.push(...test, ...key);
  }

  return {
    subject: found.main,
    doc: {
      kind: 'Study Guide',
      title: p.title,
      subtitle: p.subtitle,
      includeLogo,
      date,
      meta: [
        ['Level', `${level} — ${levelName(level)}`],
        ['Subject', KIND_LABEL[found.main.kind]],
        ['Date', date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })],
        ['Source', 'SommAI wine knowledge base'],
      ],
      contents: sections,
      signatureFor: 'Student',
      blocks,
    },
  };
}
