// A study guide on one subject of the knowledge base (a grape, a region, a theory topic, a food
// pairing or a label term) at a chosen level: overview, key facts, the grapes and regions involved,
// tasting notes, food pairing, exam tips, self-test questions and the answer key on the last page.
// Everything printed comes from the knowledge data; a subject it does not know gets no guide.
import { type Grape, type KnowledgeBase, knowledge, type Region, type SearchHit } from '@sommai/knowledge';
import { listText, withoutBrackets } from '@sommai/knowledge/quiz-bank';
import type { LevelId } from '@sommai/shared';
import type { Block, PdfDoc } from './document.ts';
import {
  colourWord,
  grapeNames,
  levelName,
  type Parts,
  type Subject,
  selfTest,
  structureLine,
  upTo,
} from './study-guide-common.ts';
import { grapeParts, regionParts } from './study-guide-records.ts';
import { pairingParts, termParts, topicParts } from './study-guide-topics.ts';

const MIN_SCORE = 0.5;

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

// ───────────────────────────── grape ─────────────────────────────

// ───────────────────────────── region ─────────────────────────────

// ───────────────────────────── topic ─────────────────────────────

// ───────────────────────────── pairing and term ─────────────────────────────

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
