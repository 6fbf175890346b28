// Markdown as the chat writes it (headings, bullets, numbered steps, bold and italic, tables, quotes)
// turned into printable blocks. Anything else is kept as plain text, never dropped.
import type { Block, Span } from './document.ts';

/** Inline markdown to spans: **bold**, __bold__, *italic*, _italic_, `code`, [text](url). */
export function inline(text: string): Span[] {
  const out: Span[] = [];
  const cleaned = text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    .replace(/`([^`]+)`/g, '$1');
  const re = /(\*\*|__)(.+?)\1|(\*|_)(?!\s)(.+?)(?<!\s)\3/g;
  let last = 0;
  for (const m of cleaned.matchAll(re)) {
    const at = m.index ?? 0;
    // An underscore inside a word (snake_case) is not emphasis.
    if (m[3] === '_' && /\w/.test(cleaned[at - 1] ?? '')) continue;
    if (at > last) out.push({ text: cleaned.slice(last, at) });
    if (m[2] !== undefined) out.push({ text: m[2], bold: true });
    else out.push({ text: m[4] ?? '', italic: true });
    last = at + m[0].length;
  }
  if (last < cleaned.length) out.push({ text: cleaned.slice(last) });
  return out.filter((s) => s.text.length > 0);
}

const plainText = (spans: Span[]) => spans.map((s) => s.text).join('');

function tableRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => plainText(inline(c.trim())));
}

const isSeparator = (line: string) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);

/**
 * Blocks of a markdown text. `headingLevel` is the level its top headings get in the document, so
 * an answer's "## Key points" sits below the question it answers.
 */
export function markdownBlocks(markdown: string, headingLevel: 2 | 3 = 3): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flushPara = () => {
    if (para.length) blocks.push({ type: 'paragraph', text: inline(para.join(' ')) });
    para = [];
  };
  const flushList = () => {
    if (list?.items.length) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(inline) });
    list = undefined;
  };
  const flush = () => {
    flushPara();
    flushList();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    if (/^```/.test(trimmed)) {
      flush();
      const code: string[] = [];
      while (i + 1 < lines.length && !/^```/.test(lines[i + 1].trim())) code.push(lines[++i]);
      i++;
      if (code.length) blocks.push({ type: 'paragraph', text: code.join('\n'), tone: 'muted' });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const text = plainText(inline(heading[2].replace(/#+\s*$/, '')));
      if (depth <= 2 && headingLevel === 2) blocks.push({ type: 'heading', level: 2, text });
      else if (depth <= 3) blocks.push({ type: 'heading', level: 3, text });
      else blocks.push({ type: 'paragraph', text: [{ text, bold: true }] });
      continue;
    }
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flush();
      continue;
    }
    if (trimmed.startsWith('|') && i + 1 < lines.length && isSeparator(lines[i + 1])) {
      flush();
      const headers = tableRow(trimmed);
      const rows: string[][] = [];
      i += 1;
      while (i + 1 < lines.length && lines[i + 1].trim().startsWith('|')) {
        const row = tableRow(lines[++i]);
        rows.push(headers.map((_, c) => row[c] ?? ''));
      }
      blocks.push({ type: 'table', headers, rows });
      continue;
    }
    const bullet = /^\s*[-*+•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d{1,3}[.)]\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      flushPara();
      const ordered = Boolean(numbered && !bullet);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
      continue;
    }
    if (list && /^\s{2,}\S/.test(line)) {
      // A wrapped or nested line continues the last item.
      list.items[list.items.length - 1] += ` ${trimmed.replace(/^[-*+]\s+/, '')}`;
      continue;
    }
    if (trimmed.startsWith('>')) {
      flush();
      blocks.push({ type: 'paragraph', text: inline(trimmed.replace(/^>\s?/, '')), tone: 'muted' });
      continue;
    }
    flushList();
    para.push(trimmed);
  }
  flush();
  return blocks;
}
