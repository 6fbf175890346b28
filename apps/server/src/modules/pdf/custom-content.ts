// A study guide from the learner's own pasted notes: their text kept whole, organised into sections
// under headings (theirs when they wrote any), each opened by its key points, with a summary first
// and what the knowledge base says about the wines and places the notes name at the end.
import { type KnowledgeBase, knowledge } from '@sommai/knowledge';
import { LEVELS, type LevelId } from '@sommai/shared';
import { checkYourself, coveredTable, namedIn } from './covered.ts';
import type { Block, PdfDoc, Rich } from './document.ts';
import { inline } from './markdown.ts';
import { formatDate } from './page-furniture.ts';

interface Section {
  heading?: string;
  items: ({ kind: 'para'; text: string } | { kind: 'list'; ordered: boolean; items: string[] })[];
}

const BULLET = /^\s*(?:[-*+•–▪◦]|\d{1,3}[.)])\s+(.*)$/;

/** A line that reads as a heading: marked with #, ending in a colon, in capitals, or short and unpunctuated. */
function headingOf(line: string, next: string | undefined, prevBlank: boolean): string | undefined {
  const t = line.trim();
  const md = /^#{1,6}\s+(.+?)\s*#*$/.exec(t);
  if (md) return md[1];
  if (t.length > 80 || t.length < 3 || BULLET.test(t)) return undefined;
  if (/^\*\*[^*]+\*\*:?$/.test(t)) return t.replace(/\*\*/g, '').replace(/:$/, '');
  if (/:$/.test(t) && t.split(' ').length <= 10) return t.replace(/:$/, '');
  const letters = t.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letters.length >= 4 && letters === letters.toUpperCase() && t.split(' ').length <= 10) return titleCase(t);
  const nextText = next ?? '';
  if (
    prevBlank &&
    !/[.!?,;]$/.test(t) &&
    t.split(' ').length <= 8 &&
    /^[A-ZÀ-Ý0-9]/.test(t) &&
    nextText.length > t.length
  )
    return t;
  return undefined;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, s: string, c: string) => s + c.toUpperCase());
}

export function sections(content: string): Section[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const out: Section[] = [{ items: [] }];
  let para: string[] = [];
  let list: { kind: 'list'; ordered: boolean; items: string[] } | undefined;
  const current = () => out[out.length - 1];
  const flush = () => {
    if (para.length) current().items.push({ kind: 'para', text: para.join(' ') });
    para = [];
    if (list) current().items.push(list);
    list = undefined;
  };
  lines.forEach((line, i) => {
    const t = line.trim();
    if (!t) {
      flush();
      return;
    }
    const next = lines
      .slice(i + 1)
      .find((l) => l.trim().length > 0)
      ?.trim();
    const heading = para.length === 0 ? headingOf(line, next, i === 0 || !lines[i - 1]?.trim()) : undefined;
    if (heading) {
      flush();
      out.push({ heading, items: [] });
      return;
    }
    const b = BULLET.exec(line);
    if (b) {
      if (para.length) flush();
      const ordered = /^\s*\d/.test(line);
      if (list && list.ordered !== ordered) flush();
      list ??= { kind: 'list', ordered, items: [] };
      list.items.push(b[1]);
      return;
    }
    if (list) flush();
    para.push(t);
  });
  flush();
  const filled = out.filter((s) => s.items.length > 0 || s.heading);
  return filled.length ? filled : [{ items: [] }];
}

/** Sentences of a paragraph. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

const clip = (s: string, max = 240) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const stripMarks = (s: string) => s.replace(/\*\*|__|`/g, '');

/** The key points of a section: each paragraph's opening sentence, and list items, up to `max`. */
function keyPoints(s: Section, max = 5): string[] {
  const points: string[] = [];
  for (const item of s.items) {
    if (item.kind === 'para') {
      const first = sentences(item.text)[0];
      if (first && first.split(' ').length >= 4) points.push(clip(stripMarks(first)));
    } else {
      points.push(...item.items.slice(0, 3).map((x) => clip(stripMarks(x))));
    }
    if (points.length >= max) break;
  }
  return points.slice(0, max);
}

/** Sections without headings of their own get one from their opening words, every few paragraphs. */
function withHeadings(all: Section[]): Section[] {
  if (all.some((s) => s.heading)) {
    return all.map((s, i) =>
      s.heading || s.items.length === 0 ? s : { ...s, heading: i === 0 ? 'Introduction' : `Part ${i + 1}` },
    );
  }
  const items = all.flatMap((s) => s.items);
  const out: Section[] = [];
  let chunk: Section['items'] = [];
  let size = 0;
  const push = () => {
    if (chunk.length === 0) return;
    const first = chunk.find((x) => x.kind === 'para');
    const opening = first && first.kind === 'para' ? stripMarks(first.text).split(/\s+/).slice(0, 7).join(' ') : '';
    out.push({
      heading: `Part ${out.length + 1}${opening ? `: ${opening.replace(/[.,;:!?]+$/, '')}…` : ''}`,
      items: chunk,
    });
    chunk = [];
    size = 0;
  };
  for (const item of items) {
    chunk.push(item);
    size += item.kind === 'para' ? item.text.length : item.items.join(' ').length;
    if (size >= 1800 || chunk.length >= 5) push();
  }
  push();
  return out;
}

export function customContentGuide(input: {
  content: string;
  topic?: string;
  level: LevelId;
  includeLogo: boolean;
  date: Date;
  kb?: KnowledgeBase;
}): PdfDoc {
  const kb = input.kb ?? knowledge;
  const parts = withHeadings(sections(input.content));
  const words = input.content.split(/\s+/).filter((w) => w.length > 0).length;
  const firstHeading = parts.find((p) => p.heading && !/^Part \d|^Introduction$/.test(p.heading))?.heading;
  const firstWords = stripMarks(input.content.trim().split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');
  const title = clip(input.topic?.trim() || firstHeading || `Study notes: ${firstWords}`, 90);

  const named = namedIn(input.content, kb);
  const blocks: Block[] = [];
  const summary = parts.flatMap((p) => keyPoints(p, 1)).slice(0, 10);
  blocks.push(
    { type: 'heading', level: 1, text: 'Summary' },
    {
      type: 'facts',
      rows: [
        ['Length', `${words.toLocaleString('en-US')} words, about ${Math.max(1, Math.round(words / 200))} min to read`],
        ['Sections', String(parts.length)],
        ['Level', `${input.level} — ${LEVELS.find((l) => l.id === input.level)?.name ?? ''}`],
        ...(named.size
          ? ([
              [
                'Named in your notes',
                [...named.keys()]
                  .slice(0, 8)
                  .map((k) => kb.title(k.split(':')[0] as 'grape', k.split(':')[1]))
                  .join(', '),
              ],
            ] as [string, string][])
          : []),
      ],
    },
  );
  if (summary.length) blocks.push({ type: 'callout', title: 'Key points at a glance', items: summary });

  for (const p of parts) {
    if (p.heading) blocks.push({ type: 'heading', level: 1, text: clip(stripMarks(p.heading), 120) });
    const points = keyPoints(p);
    if (points.length >= 2) blocks.push({ type: 'callout', title: 'Key points', items: points, tone: 'note' });
    for (const item of p.items) {
      if (item.kind === 'para') blocks.push({ type: 'paragraph', text: inline(item.text) });
      else blocks.push({ type: 'list', ordered: item.ordered, items: item.items.map((x): Rich => inline(x)) });
    }
  }

  const covered = coveredTable(named, kb);
  if (covered.length) {
    blocks.push(
      { type: 'heading', level: 1, text: 'Wines, places and terms mentioned' },
      {
        type: 'paragraph',
        text: 'What the SommAI knowledge base records about the names in your notes, to check them against.',
        tone: 'muted',
      },
      ...covered,
    );
  }
  const test = checkYourself(named, `notes:${title}:${input.content.length}`, kb);
  blocks.push(...test);

  return {
    kind: 'Study Guide',
    title,
    subtitle: 'From your own notes',
    includeLogo: input.includeLogo,
    date: input.date,
    meta: [
      ['Level', `${input.level} — ${LEVELS.find((l) => l.id === input.level)?.name ?? ''}`],
      ['Source', 'Your pasted content'],
      ['Date', formatDate(input.date)],
    ],
    contents: [
      'Summary',
      ...parts
        .map((p) => clip(stripMarks(p.heading ?? ''), 70))
        .filter((h) => h.length > 0)
        .slice(0, 9),
      ...(covered.length ? ['Wines, places and terms mentioned'] : []),
      ...(test.length ? ['Check yourself', 'Answer key'] : []),
    ],
    signatureFor: 'Student',
    blocks,
  };
}
