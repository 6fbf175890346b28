// The parts of a study guide on a theory topic, a food pairing or a label term.

import { fold, type KnowledgeBase, type PairingEntry, type TermEntry, type Topic } from '@sommai/knowledge';
import { listText, withoutBrackets } from '@sommai/knowledge/quiz-bank';
import type { LevelId } from '@sommai/shared';
import type { Block, Rich } from './document.ts';
import { firstClause, grapeNames, levelName, type Parts, structureLine, upTo } from './study-guide-common.ts';
import { involvedBlocks, mentioned, pairingTable } from './study-guide-records.ts';

export function topicParts(kb: KnowledgeBase, t: Topic, level: LevelId): Parts {
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

export function pairingParts(kb: KnowledgeBase, p: PairingEntry, level: LevelId): Parts {
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

export function termParts(kb: KnowledgeBase, t: TermEntry, level: LevelId): Parts {
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
