// The parts of a study guide on a grape or a region: overview, key facts, structure or climate,
// the grapes and regions involved, tasting notes, food pairing and exam tips.

import type { Grape, KnowledgeBase, Region } from '@sommai/knowledge';
import { listText, withoutBrackets } from '@sommai/knowledge/quiz-bank';
import type { LevelId } from '@sommai/shared';
import { usefulMentions } from '../quiz/from-chat.ts';
import type { Block, Rich } from './document.ts';
import {
  colourWord,
  firstClause,
  grapeNames,
  levelWord,
  type Parts,
  pairingRows,
  placeLine,
  structureLine,
  upTo,
} from './study-guide-common.ts';

export function grapeParts(kb: KnowledgeBase, g: Grape, level: LevelId): Parts {
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
export function regionPairingRows(kb: KnowledgeBase, r: Region): string[][] {
  const own = pairingRows(kb.pairings, (w) => w.regions.includes(r.id));
  if (own.length > 0) return own;
  const main = r.grapes[0];
  return main ? pairingRows(kb.pairingsFor('grape', main), (w) => w.grapes[0] === main) : [];
}

export function pairingTable(rows: string[][]): Block[] {
  if (rows.length === 0) return [];
  return [
    { type: 'heading', level: 2, text: 'Classic matches' },
    { type: 'table', headers: ['Dish', 'Wine', 'Why it works'], widths: [1.5, 2, 4], rows },
  ];
}

export function regionParts(kb: KnowledgeBase, r: Region, level: LevelId): Parts {
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

export function mentioned(kb: KnowledgeBase, text: string) {
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

export function involvedBlocks(kb: KnowledgeBase, grapes: Grape[], regions: Region[]): Block[] {
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
