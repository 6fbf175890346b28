// Rendering a draft in a voice style: friendly (warm, with a tip), technical (headings and tables),
// sharp (the key fact first, a few lines) or exam (the key point first in an examiner's phrasing,
// what a marker expects, a check question and practice). The opening sentence differs by style.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { Draft, Section } from './draft.ts';
import { pick, sentence, table, unique } from './text.ts';

export const OPENERS = ['Great question!', 'Happy to help!', 'Good one!', "Let's take a look."];

export function renderSection(s: Section, style: VoiceStyle, level: LevelId): string {
  const out: string[] = [];
  const showTable = s.table && (s.tableFirst || style === 'technical' || level >= 3);
  if (s.text) out.push(s.text);
  if (s.items && s.items.length > 0 && !(showTable && style === 'technical' && !s.text && !s.tableFirst))
    out.push(s.items.map((it, i) => (s.ordered ? `${i + 1}. ${it}` : `- ${it}`)).join('\n'));
  if (showTable && s.table) out.push(table(s.table.headers, s.table.rows));
  return out.join('\n\n');
}

export function bodyOf(sections: Section[], style: VoiceStyle, level: LevelId): string[] {
  return sections.flatMap((s) => {
    const content = renderSection(s, style, level);
    return content ? [`### ${s.heading}\n\n${content}`] : [];
  });
}

export function joinBlocks(...blocks: (string | undefined)[]): string {
  return blocks.filter((b) => b && b.trim().length > 0).join('\n\n');
}

export function render(d: Draft, style: VoiceStyle, level: LevelId, question: string): string {
  if (d.plain) return joinBlocks(d.lead, d.after);
  const sections = d.sections.filter((s) => s.text || (s.items && s.items.length > 0) || s.table);
  switch (style) {
    case 'sharp': {
      const tables = sections.filter((s) => s.tableFirst && s.table);
      // Short and direct: the lead's first sentence alone opens; what else it says becomes bullets.
      const [first, ...more] = d.leadWhole ? [d.lead] : sentences(d.lead);
      const points = unique([...more.slice(0, 2), ...d.keyPoints.filter((p) => p && !d.lead.includes(p))]).slice(0, 4);
      return joinBlocks(
        first,
        tables.map((s) => (s.table ? table(s.table.headers, s.table.rows) : '')).join('\n\n'),
        points.map((p) => `- ${p}`).join('\n'),
        d.after,
      );
    }
    case 'technical': {
      const body = bodyOf(sections, style, level);
      // Precise: the lead in brief, then the figure the records hold when the lead has none.
      const figure = /\d/.test(d.lead) ? undefined : figureOf(d);
      return joinBlocks(
        `## ${d.title}`,
        `**In brief:** ${d.lead}`,
        figure ? `**In figures:** ${sentence(figure)}` : '',
        ...body,
        d.after,
      );
    }
    case 'exam': {
      const body = bodyOf(sections, style, level);
      const practice = d.practice
        ? `**Practice question:** ${d.practice.question}\n\n_Answer: ${d.practice.answer}_`
        : '';
      if (d.title.startsWith('Practice')) return joinBlocks(`## ${d.title}`, d.lead, ...body, d.after);
      // The examiner's phrasing: the key point first, then what a marker looks for, then a check.
      const expects = unique(d.keyPoints.filter((p) => p && !d.lead.includes(p))).slice(0, 3);
      return joinBlocks(
        `## ${d.title}`,
        `**Key point:** ${d.lead}`,
        expects.length > 0 ? `**An examiner expects you to mention:**\n${expects.map((p) => `- ${p}`).join('\n')}` : '',
        d.check ? `**Question for you:** ${d.check}` : '',
        ...body,
        practice,
        d.after,
      );
    }
    default: {
      const body = bodyOf(sections, style, level);
      const opener = pick(OPENERS, question);
      const shown = body.slice(0, level === 1 ? 4 : body.length);
      const tip =
        d.tip && !shown.some((b) => b.includes(d.tip ?? '')) && !d.lead.includes(d.tip)
          ? `**Tip:** ${sentence(d.tip)}`
          : '';
      return joinBlocks(`${opener} ${d.lead}`, ...shown, tip, d.after);
    }
  }
}

/** The sentences of a text, split after a full stop, question or exclamation mark. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[*\p{Lu}\d])/u)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** The first sentence of the key points or sections that holds a measured figure (%, g/L, months…). */
function figureOf(d: Draft): string | undefined {
  const measured = /\d[\d.,]*\s?(%|°C|°F|g\/l|g\/L|hl\/ha|hectares?|ha\b|months?|years?|metres?|m\b|km|grams?|days?)/;
  const texts = [...d.keyPoints, ...d.sections.flatMap((s) => [s.text ?? '', ...(s.items ?? [])])];
  return texts.flatMap(sentences).find((t) => measured.test(t) && t.length < 240);
}
