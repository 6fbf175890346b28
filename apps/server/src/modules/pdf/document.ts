// The printed look of every PDF the product makes: an A4 page with generous margins, a title page
// (product name, title, level, date; the logo and a signature line on request), wine-coloured
// headings, key-facts and data tables, lists, tip boxes, quiz questions with answer marks, and a
// running header and "Page N of M" on every page. Builders describe a document as blocks; this file
// draws them with pdfkit's built-in fonts, so the text stays real, selectable and searchable.
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@sommai/shared';

export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
}
export type Rich = string | Span[];

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: Rich; tone?: 'lead' | 'muted' }
  | { type: 'list'; items: Rich[]; ordered?: boolean }
  | { type: 'table'; caption?: string; headers: string[]; rows: string[][]; widths?: number[] }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'callout'; title: string; items: Rich[]; tone?: 'tip' | 'note' }
  | { type: 'question'; number: number; text: string; options: string[] }
  | {
      type: 'review';
      number: number;
      question: string;
      options: string[];
      selected: number;
      correctAnswer: number;
      explanation: string;
    }
  | { type: 'score'; score: number; correct: number; total: number; verdict: string }
  | { type: 'quote'; label: string; text: Rich }
  | { type: 'pageBreak' }
  | { type: 'spacer'; height?: number };

export interface PdfDoc {
  /** What kind of document it is, printed above the title: "Study Guide", "Quiz Report"… */
  kind: string;
  title: string;
  subtitle?: string;
  /** Label/value lines on the title page: level, date, source… */
  meta: [string, string][];
  /** Short lines listed on the title page under "In this document". */
  contents?: string[];
  includeLogo: boolean;
  /** Who the signature line is for ("Student", "Candidate"…). */
  signatureFor?: string;
  blocks: Block[];
  date: Date;
}

export interface RenderedPdf {
  data: Buffer;
  pages: number;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 76, bottom: 72, left: 62, right: 62 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;

const C = {
  wine: '#6B1E2E',
  wineDark: '#3E0F1A',
  gold: '#B8893B',
  rose: '#F7EEF0',
  roseLine: '#E4CDD2',
  text: '#222222',
  muted: '#5E5458',
  line: '#D8CACD',
  white: '#FFFFFF',
  green: '#2E6B3A',
  greenBg: '#EAF3EC',
  red: '#A12A2A',
  redBg: '#FBECEC',
};

const F = {
  body: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  serif: 'Times-Roman',
  serifBold: 'Times-Bold',
  serifItalic: 'Times-Italic',
};

const BODY_SIZE = 10.5;
const LINE_GAP = 2.6;

// Characters the built-in (WinAnsi) fonts can draw, beyond printable ASCII and Latin-1.
const WIN_ANSI_EXTRA = new Set(
  [
    402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710, 8482, 338,
    339, 732, 352, 353, 376, 381, 382,
  ].map((c) => String.fromCharCode(c)),
);
const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '×': 'x',
  '✓': '',
  '✔': '',
  '✗': '',
  '★': '*',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '≈': '~',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
};

/** Text the built-in fonts can draw: accents kept where the font has them, others folded, symbols spelled. */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
    } else if (ch === '\n') {
      out += '\n';
    } else if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
    } else {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += [...base].every((b) => (b.codePointAt(0) ?? 0) < 0x7f || WIN_ANSI_EXTRA.has(b)) ? base : '';
    }
  }
  return out;
}

const spans = (r: Rich): Span[] => (typeof r === 'string' ? [{ text: r }] : r);
const plain = (r: Rich) =>
  spans(r)
    .map((s) => s.text)
    .join('');

export async function renderPdf(spec: PdfDoc): Promise<RenderedPdf> {
  // Loaded on first use: the server starts without it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: printable(spec.title),
      Author: PRODUCT_NAME,
      Subject: printable(`${spec.kind}: ${spec.title}`),
      Creator: PRODUCT_NAME,
      CreationDate: spec.date,
    },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  new Writer(doc, spec).write();
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return { data: await done, pages };
}

class Writer {
  private readonly doc: PDFKit.PDFDocument;
  private readonly spec: PdfDoc;

  constructor(doc: PDFKit.PDFDocument, spec: PdfDoc) {
    this.doc = doc;
    this.spec = spec;
  }

  write() {
    this.titlePage();
    this.doc.addPage();
    for (const [i, block] of this.spec.blocks.entries()) this.block(block, this.spec.blocks[i + 1]);
    this.runningHeadersAndFooters();
  }

  // ───────────────────────────── page furniture ─────────────────────────────

  private titlePage() {
    const d = this.doc;
    const bandHeight = 210;
    d.save();
    d.rect(0, 0, PAGE.width, bandHeight).fill(C.wine);
    d.rect(0, bandHeight, PAGE.width, 5).fill(C.gold);
    d.restore();

    const nameX = this.spec.includeLogo ? MARGIN.left + 62 : MARGIN.left;
    if (this.spec.includeLogo) drawLogo(d, MARGIN.left + 24, 70, 1.25);
    d.font(F.serifBold).fontSize(34).fillColor(C.white).text(PRODUCT_NAME, nameX, 84, { lineBreak: false });
    d.font(F.body)
      .fontSize(10)
      .fillColor('#F1DCE0')
      .text(printable(PRODUCT_TAGLINE), nameX, 126, { width: PAGE.width - nameX - MARGIN.right });

    let y = bandHeight + 62;
    d.font(F.bold)
      .fontSize(10.5)
      .fillColor(C.gold)
      .text(printable(this.spec.kind.toUpperCase()), MARGIN.left, y, { width: WIDTH });
    y = d.y + 10;
    d.font(F.serifBold)
      .fontSize(30)
      .fillColor(C.wineDark)
      .text(printable(this.spec.title), MARGIN.left, y, { width: WIDTH, lineGap: 2 });
    y = d.y + 6;
    if (this.spec.subtitle) {
      d.font(F.serifItalic)
        .fontSize(14)
        .fillColor(C.muted)
        .text(printable(this.spec.subtitle), MARGIN.left, y, { width: WIDTH, lineGap: 2 });
      y = d.y + 4;
    }
    y += 14;
    d.moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + 60, y)
      .lineWidth(2)
      .strokeColor(C.gold)
      .stroke();
    y += 20;

    for (const [label, value] of this.spec.meta) {
      d.font(F.bold).fontSize(10).fillColor(C.wine).text(printable(label), MARGIN.left, y, { width: 110 });
      d.font(F.body)
        .fontSize(10.5)
        .fillColor(C.text)
        .text(printable(value), MARGIN.left + 120, y, { width: WIDTH - 120 });
      y = Math.max(d.y, y + 14) + 6;
    }

    const contents = (this.spec.contents ?? []).slice(0, 14);
    if (contents.length > 0) {
      y += 18;
      d.font(F.serifBold).fontSize(13).fillColor(C.wine).text('In this document', MARGIN.left, y);
      y = d.y + 6;
      for (const [i, line] of contents.entries()) {
        d.font(F.bold)
          .fontSize(10)
          .fillColor(C.gold)
          .text(String(i + 1).padStart(2, '0'), MARGIN.left, y, { width: 24, lineBreak: false });
        d.font(F.body)
          .fontSize(10.5)
          .fillColor(C.text)
          .text(printable(line), MARGIN.left + 28, y, { width: WIDTH - 28 });
        y = d.y + 3;
      }
    }

    if (this.spec.includeLogo) this.signature();
  }

  private signature() {
    const d = this.doc;
    const y = PAGE.height - 150;
    const who = this.spec.signatureFor ?? 'Student';
    d.font(F.body).fontSize(9).fillColor(C.muted);
    d.moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + 250, y)
      .lineWidth(0.8)
      .strokeColor(C.muted)
      .stroke();
    d.text(`Signature (${printable(who)})`, MARGIN.left, y + 5, { lineBreak: false });
    const x2 = MARGIN.left + 300;
    d.moveTo(x2, y)
      .lineTo(PAGE.width - MARGIN.right, y)
      .stroke();
    d.text('Date', x2, y + 5, { lineBreak: false });
    d.font(F.serifItalic)
      .fontSize(10)
      .fillColor(C.wine)
      .text(`Prepared with ${PRODUCT_NAME}`, MARGIN.left, y + 28, { lineBreak: false });
  }

  private runningHeadersAndFooters() {
    const d = this.doc;
    const range = d.bufferedPageRange();
    const total = range.count;
    const short = printable(this.spec.title.length > 60 ? `${this.spec.title.slice(0, 57)}…` : this.spec.title);
    for (let i = range.start; i < range.start + total; i++) {
      d.switchToPage(i);
      // Drawing in the margins must not make pdfkit start a new page.
      const saved = d.page.margins.bottom;
      d.page.margins.bottom = 0;
      if (i > range.start) {
        d.font(F.bold)
          .fontSize(8.5)
          .fillColor(C.wine)
          .text(`${PRODUCT_NAME} · ${printable(this.spec.kind)}`, MARGIN.left, 40, { lineBreak: false });
        d.font(F.body)
          .fontSize(8.5)
          .fillColor(C.muted)
          .text(short, MARGIN.left, 40, { width: WIDTH, align: 'right', lineBreak: false });
        d.moveTo(MARGIN.left, 54)
          .lineTo(PAGE.width - MARGIN.right, 54)
          .lineWidth(0.6)
          .strokeColor(C.roseLine)
          .stroke();
      }
      const fy = PAGE.height - 44;
      d.moveTo(MARGIN.left, fy - 8)
        .lineTo(PAGE.width - MARGIN.right, fy - 8)
        .lineWidth(0.6)
        .strokeColor(C.roseLine)
        .stroke();
      d.font(F.body)
        .fontSize(8.5)
        .fillColor(C.muted)
        .text(`${PRODUCT_NAME} · ${formatDate(this.spec.date)}`, MARGIN.left, fy, { lineBreak: false });
      d.font(F.bold)
        .fontSize(8.5)
        .fillColor(C.wine)
        .text(`Page ${i - range.start + 1} of ${total}`, MARGIN.left, fy, {
          width: WIDTH,
          align: 'right',
          lineBreak: false,
        });
      d.page.margins.bottom = saved;
    }
  }

  // ───────────────────────────── flow ─────────────────────────────

  private get y() {
    return this.doc.y;
  }

  private room() {
    return BOTTOM - this.doc.y;
  }

  /** Starts a new page unless `height` still fits on this one. */
  private ensure(height: number) {
    if (this.room() < height) this.newPage();
  }

  private newPage() {
    this.doc.addPage();
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  private atTop() {
    return this.doc.y <= MARGIN.top + 1;
  }

  private gap(h: number) {
    if (!this.atTop()) this.doc.y += h;
  }

  private block(b: Block, next?: Block) {
    switch (b.type) {
      case 'heading':
        return this.heading(b.level, b.text, next);
      case 'paragraph':
        return this.paragraph(b.text, b.tone);
      case 'list':
        return this.list(b.items, b.ordered);
      case 'table':
        return this.table(b.headers, b.rows, b.caption, b.widths);
      case 'facts':
        return this.facts(b.rows);
      case 'callout':
        return this.callout(b.title, b.items, b.tone ?? 'tip');
      case 'question':
        return this.question(b.number, b.text, b.options);
      case 'review':
        return this.review(b);
      case 'score':
        return this.score(b.score, b.correct, b.total, b.verdict);
      case 'quote':
        return this.quote(b.label, b.text);
      case 'pageBreak':
        if (!this.atTop()) this.newPage();
        return;
      case 'spacer':
        this.gap(b.height ?? 10);
        return;
    }
  }

  /** The height a block's first lines need, so a heading is never left alone at a page's foot. */
  private leadHeight(b?: Block): number {
    if (!b) return 0;
    switch (b.type) {
      case 'paragraph':
      case 'quote':
        return 44;
      case 'list':
        return 36;
      case 'table':
      case 'facts':
        return 60;
      case 'callout':
        return 70;
      case 'question':
      case 'review':
        return 90;
      case 'score':
        return 140;
      default:
        return 20;
    }
  }

  private heading(level: 1 | 2 | 3, text: string, next?: Block) {
    const d = this.doc;
    const t = printable(text);
    const size = level === 1 ? 19 : level === 2 ? 14 : 11.5;
    const font = level === 3 ? F.bold : F.serifBold;
    d.font(font).fontSize(size);
    const h = d.heightOfString(t, { width: WIDTH }) + (level === 1 ? 16 : 8);
    this.gap(level === 1 ? 20 : level === 2 ? 14 : 10);
    this.ensure(h + this.leadHeight(next));
    d.font(font)
      .fontSize(size)
      .fillColor(level === 3 ? C.text : level === 1 ? C.wine : C.wineDark)
      .text(t, MARGIN.left, this.y, { width: WIDTH });
    if (level === 1) {
      const y = d.y + 3;
      d.moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + 44, y)
        .lineWidth(2)
        .strokeColor(C.gold)
        .stroke();
      d.y = y + 9;
    } else {
      d.y += 4;
    }
  }

  /** Writes rich text at (x, y) in `width`, continuing across lines and pages. */
  private rich(text: Rich, x: number, width: number, opts: { size?: number; color?: string; lineGap?: number } = {}) {
    const d = this.doc;
    const parts = spans(text).filter((s) => s.text.length > 0);
    if (parts.length === 0) return;
    const size = opts.size ?? BODY_SIZE;
    parts.forEach((s, i) => {
      const font = s.bold && s.italic ? F.boldItalic : s.bold ? F.bold : s.italic ? F.italic : F.body;
      d.font(font)
        .fontSize(size)
        .fillColor(opts.color ?? C.text);
      const options = { width, lineGap: opts.lineGap ?? LINE_GAP, continued: i < parts.length - 1 };
      if (i === 0) d.text(printable(s.text), x, this.y, options);
      else d.text(printable(s.text), options);
    });
  }

  private paragraph(text: Rich, tone?: 'lead' | 'muted') {
    const d = this.doc;
    const size = tone === 'lead' ? 12 : BODY_SIZE;
    d.font(F.body).fontSize(size);
    this.ensure(Math.min(40, d.heightOfString(printable(plain(text)), { width: WIDTH })));
    this.rich(text, MARGIN.left, WIDTH, {
      size,
      color: tone === 'muted' ? C.muted : tone === 'lead' ? C.wineDark : C.text,
    });
    d.y += 7;
  }

  private list(items: Rich[], ordered = false) {
    const d = this.doc;
    const indent = ordered ? 22 : 16;
    for (const [i, item] of items.entries()) {
      d.font(F.body).fontSize(BODY_SIZE);
      const h = d.heightOfString(printable(plain(item)), { width: WIDTH - indent, lineGap: LINE_GAP });
      this.ensure(Math.min(h, 3 * 15) + 4);
      const top = this.y;
      if (ordered) {
        d.font(F.bold)
          .fontSize(BODY_SIZE)
          .fillColor(C.wine)
          .text(`${i + 1}.`, MARGIN.left, top, { width: indent - 4, lineBreak: false });
        d.y = top;
      } else {
        d.circle(MARGIN.left + 4, top + 6, 1.9).fill(C.wine);
      }
      this.rich(item, MARGIN.left + indent, WIDTH - indent);
      d.y += 4;
    }
    d.y += 4;
  }

  /** Column widths: given as fractions, or shared by how much text each column holds. */
  private columns(headers: string[], rows: string[][], widths?: number[]): number[] {
    const n = headers.length;
    if (widths && widths.length === n) {
      const total = widths.reduce((a, b) => a + b, 0);
      return widths.map((w) => (w / total) * WIDTH);
    }
    const weight = headers.map((h, c) => {
      const lengths = [h, ...rows.map((r) => r[c] ?? '')].map((v) => Math.min(v.length, 60));
      return Math.max(8, lengths.reduce((a, b) => a + b, 0) / lengths.length);
    });
    const total = weight.reduce((a, b) => a + b, 0);
    const raw = weight.map((w) => (w / total) * WIDTH);
    // No column narrower than a short word.
    const min = Math.min(70, WIDTH / n);
    const fixed = raw.map((w) => Math.max(w, min));
    const scale = WIDTH / fixed.reduce((a, b) => a + b, 0);
    return fixed.map((w) => w * scale);
  }

  private table(headers: string[], rows: string[][], caption?: string, widths?: number[]) {
    const d = this.doc;
    const cols = this.columns(headers, rows, widths);
    const pad = 5;
    const size = 9.2;
    const cellHeight = (values: string[], font: string) => {
      d.font(font).fontSize(size);
      return (
        Math.max(
          ...values.map((v, c) => d.heightOfString(printable(v || ' '), { width: cols[c] - 2 * pad, lineGap: 1.5 })),
        ) +
        2 * pad
      );
    };
    const headerHeight = cellHeight(headers, F.bold);
    const drawHeader = () => {
      let x = MARGIN.left;
      const y = this.y;
      d.rect(MARGIN.left, y, WIDTH, headerHeight).fill(C.wine);
      for (const [c, h] of headers.entries()) {
        d.font(F.bold)
          .fontSize(size)
          .fillColor(C.white)
          .text(printable(h), x + pad, y + pad, { width: cols[c] - 2 * pad, lineGap: 1.5 });
        x += cols[c];
      }
      d.y = y + headerHeight;
    };

    if (caption) {
      d.font(F.serifItalic).fontSize(10.5);
      this.ensure(d.heightOfString(printable(caption), { width: WIDTH }) + headerHeight + 30);
      d.fillColor(C.muted).text(printable(caption), MARGIN.left, this.y, { width: WIDTH });
      d.y += 4;
    }
    const firstRow = rows[0] ? cellHeight(rows[0], F.body) : 0;
    this.ensure(headerHeight + firstRow);
    drawHeader();
    for (const [r, row] of rows.entries()) {
      const h = cellHeight(row, F.body);
      if (this.room() < h) {
        this.newPage();
        drawHeader();
      }
      const y = this.y;
      if (r % 2 === 1) d.rect(MARGIN.left, y, WIDTH, h).fill(C.rose);
      let x = MARGIN.left;
      for (const [c, v] of row.entries()) {
        d.font(c === 0 ? F.bold : F.body)
          .fontSize(size)
          .fillColor(c === 0 ? C.wineDark : C.text)
          .text(printable(v ?? ''), x + pad, y + pad, { width: cols[c] - 2 * pad, lineGap: 1.5 });
        x += cols[c];
      }
      d.moveTo(MARGIN.left, y + h)
        .lineTo(MARGIN.left + WIDTH, y + h)
        .lineWidth(0.5)
        .strokeColor(C.line)
        .stroke();
      d.y = y + h;
    }
    d.y += 12;
  }

  private facts(rows: [string, string][]) {
    const d = this.doc;
    const labelWidth = 132;
    const pad = 6;
    const size = 9.8;
    for (const [i, [label, value]] of rows.entries()) {
      d.font(F.body).fontSize(size);
      const vh = d.heightOfString(printable(value), { width: WIDTH - labelWidth - 2 * pad, lineGap: 1.5 });
      d.font(F.bold).fontSize(size);
      const lh = d.heightOfString(printable(label), { width: labelWidth - 2 * pad, lineGap: 1.5 });
      const h = Math.max(vh, lh) + 2 * pad;
      const newPage = this.room() < h;
      this.ensure(h);
      const y = this.y;
      d.rect(MARGIN.left, y, labelWidth, h).fill(C.rose);
      d.moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + WIDTH, y)
        .lineWidth(i === 0 || newPage ? 0.8 : 0.5)
        .strokeColor(i === 0 || newPage ? C.wine : C.line)
        .stroke();
      d.font(F.bold)
        .fontSize(size)
        .fillColor(C.wine)
        .text(printable(label), MARGIN.left + pad, y + pad, { width: labelWidth - 2 * pad, lineGap: 1.5 });
      d.font(F.body)
        .fontSize(size)
        .fillColor(C.text)
        .text(printable(value), MARGIN.left + labelWidth + pad, y + pad, {
          width: WIDTH - labelWidth - 2 * pad,
          lineGap: 1.5,
        });
      d.y = y + h;
    }
    d.moveTo(MARGIN.left, this.y)
      .lineTo(MARGIN.left + WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(C.line)
      .stroke();
    d.y += 12;
  }

  private callout(title: string, items: Rich[], tone: 'tip' | 'note') {
    const d = this.doc;
    const pad = 10;
    const inner = WIDTH - 2 * pad - 14;
    d.font(F.bold).fontSize(10.5);
    let h = d.heightOfString(printable(title), { width: inner }) + 6;
    d.font(F.body).fontSize(BODY_SIZE - 0.5);
    for (const it of items) h += d.heightOfString(printable(plain(it)), { width: inner - 12, lineGap: 2 }) + 4;
    h += 2 * pad - 6;
    this.gap(4);
    if (h > BOTTOM - MARGIN.top) {
      // Too long for one box: a heading and a list read as well.
      this.heading(3, title);
      this.list(items);
      return;
    }
    this.ensure(h);
    const y = this.y;
    d.rect(MARGIN.left, y, WIDTH, h).fill(tone === 'tip' ? C.rose : '#F5F1E8');
    d.rect(MARGIN.left, y, 4, h).fill(tone === 'tip' ? C.wine : C.gold);
    d.font(F.bold)
      .fontSize(10.5)
      .fillColor(C.wine)
      .text(printable(title), MARGIN.left + pad + 6, y + pad, { width: inner });
    d.y += 4;
    for (const it of items) {
      const top = this.y;
      d.circle(MARGIN.left + pad + 9, top + 5.5, 1.6).fill(C.gold);
      this.rich(it, MARGIN.left + pad + 18, inner - 12, { size: BODY_SIZE - 0.5, lineGap: 2 });
      d.y += 4;
    }
    d.y = y + h + 12;
  }

  private quote(label: string, text: Rich) {
    const d = this.doc;
    d.font(F.bold).fontSize(9);
    this.ensure(46);
    d.fillColor(C.gold).text(printable(label.toUpperCase()), MARGIN.left, this.y, { width: WIDTH });
    d.y += 3;
    const top = this.y;
    this.rich(text, MARGIN.left + 12, WIDTH - 12, { color: C.wineDark });
    // The bar covers the part of the quote on this page.
    const bottom = d.y;
    if (bottom > top) d.rect(MARGIN.left, top, 3, bottom - top).fill(C.roseLine);
    d.y += 8;
  }

  private optionLines(
    options: string[],
    x: number,
    width: number,
    mark?: (i: number) => 'right' | 'wrong' | undefined,
  ) {
    const d = this.doc;
    for (const [i, o] of options.entries()) {
      const letter = String.fromCharCode(65 + i);
      const state = mark?.(i);
      const top = this.y;
      d.font(F.body).fontSize(BODY_SIZE);
      const h = d.heightOfString(printable(o), { width: width - 40, lineGap: 1.5 }) + 5;
      if (state) {
        d.rect(x, top - 2, width, h).fill(state === 'right' ? C.greenBg : C.redBg);
        drawMark(d, x + width - 14, top + 5, state);
      }
      d.font(F.bold)
        .fontSize(BODY_SIZE)
        .fillColor(state === 'right' ? C.green : state === 'wrong' ? C.red : C.wine)
        .text(`${letter}.`, x + 4, top, { width: 18, lineBreak: false });
      d.font(F.body)
        .fontSize(BODY_SIZE)
        .fillColor(C.text)
        .text(printable(o), x + 22, top, { width: width - 40, lineGap: 1.5 });
      d.y = Math.max(d.y, top + h - 2);
    }
  }

  private blockHeight(question: string, options: string[], extra: number) {
    const d = this.doc;
    d.font(F.bold).fontSize(BODY_SIZE);
    let h = d.heightOfString(printable(question), { width: WIDTH - 24 }) + 8;
    d.font(F.body).fontSize(BODY_SIZE);
    for (const o of options) h += d.heightOfString(printable(o), { width: WIDTH - 64, lineGap: 1.5 }) + 5;
    return h + extra;
  }

  private question(n: number, text: string, options: string[]) {
    const d = this.doc;
    this.ensure(this.blockHeight(text, options, 14));
    const top = this.y;
    d.font(F.serifBold).fontSize(12).fillColor(C.wine).text(`${n}`, MARGIN.left, top, { width: 20, lineBreak: false });
    d.font(F.bold)
      .fontSize(BODY_SIZE)
      .fillColor(C.text)
      .text(printable(text), MARGIN.left + 24, top + 1, { width: WIDTH - 24 });
    d.y += 4;
    this.optionLines(options, MARGIN.left + 20, WIDTH - 20);
    d.y += 12;
  }

  private review(b: Extract<Block, { type: 'review' }>) {
    const d = this.doc;
    const right = b.selected === b.correctAnswer;
    d.font(F.italic).fontSize(9.5);
    const explanation = d.heightOfString(printable(b.explanation), { width: WIDTH - 24 });
    this.ensure(this.blockHeight(b.question, b.options, 40 + explanation));
    const top = this.y;
    d.circle(MARGIN.left + 9, top + 7, 9).fill(right ? C.green : C.red);
    d.font(F.bold)
      .fontSize(9)
      .fillColor(C.white)
      .text(`${b.number}`, MARGIN.left, top + 2.5, { width: 18, align: 'center', lineBreak: false });
    d.font(F.bold)
      .fontSize(BODY_SIZE)
      .fillColor(C.text)
      .text(printable(b.question), MARGIN.left + 26, top + 1, { width: WIDTH - 26 });
    d.y += 4;
    this.optionLines(b.options, MARGIN.left + 20, WIDTH - 20, (i) =>
      i === b.correctAnswer ? 'right' : i === b.selected ? 'wrong' : undefined,
    );
    d.y += 3;
    const yours = b.options[b.selected] ?? 'No answer';
    this.rich(
      [
        { text: 'Your answer: ', bold: true },
        { text: `${String.fromCharCode(65 + b.selected)}. ${yours}` },
        { text: right ? '  -  correct' : '  -  incorrect', bold: true },
      ],
      MARGIN.left + 24,
      WIDTH - 24,
      { size: 9.5, color: right ? C.green : C.red },
    );
    if (!right) {
      this.rich(
        [
          { text: 'Correct answer: ', bold: true },
          { text: `${String.fromCharCode(65 + b.correctAnswer)}. ${b.options[b.correctAnswer]}` },
        ],
        MARGIN.left + 24,
        WIDTH - 24,
        { size: 9.5, color: C.green },
      );
    }
    d.y += 2;
    this.rich(
      [
        { text: 'Why: ', bold: true, italic: true },
        { text: b.explanation, italic: true },
      ],
      MARGIN.left + 24,
      WIDTH - 24,
      {
        size: 9.5,
        color: C.muted,
      },
    );
    d.y += 14;
  }

  private score(score: number, correct: number, total: number, verdict: string) {
    const d = this.doc;
    this.ensure(150);
    const top = this.y + 6;
    const cx = MARGIN.left + 62;
    const cy = top + 62;
    const r = 52;
    d.circle(cx, cy, r).lineWidth(11).strokeColor(C.rose).stroke();
    if (score > 0) {
      const end = (Math.min(score, 99.99) / 100) * 2 * Math.PI;
      const x = cx + r * Math.sin(end);
      const y = cy - r * Math.cos(end);
      const large = end > Math.PI ? 1 : 0;
      if (score >= 100) d.circle(cx, cy, r).lineWidth(11).strokeColor(C.wine).stroke();
      else
        d.path(`M ${cx} ${cy - r} A ${r} ${r} 0 ${large} 1 ${x.toFixed(2)} ${y.toFixed(2)}`)
          .lineWidth(11)
          .lineCap('round')
          .strokeColor(C.wine)
          .stroke();
    }
    d.font(F.serifBold)
      .fontSize(30)
      .fillColor(C.wineDark)
      .text(`${score}%`, cx - r, cy - 16, { width: 2 * r, align: 'center', lineBreak: false });
    const tx = MARGIN.left + 150;
    d.font(F.serifBold)
      .fontSize(18)
      .fillColor(C.wine)
      .text(`${correct} of ${total} correct`, tx, top + 22, { width: WIDTH - 150 });
    d.font(F.body)
      .fontSize(11)
      .fillColor(C.text)
      .text(printable(verdict), tx, d.y + 6, { width: WIDTH - 150, lineGap: 2 });
    d.y = Math.max(d.y, top + 2 * r + 20);
    d.lineCap('butt');
  }
}

/** The logo: a wine glass drawn as vector shapes, wine in the bowl. */
export function drawLogo(d: PDFKit.PDFDocument, cx: number, top: number, scale = 1) {
  const s = (n: number) => n * scale;
  d.save();
  // Wine in the bowl.
  d.path(
    `M ${cx - s(14)} ${top + s(14)} L ${cx + s(14)} ${top + s(14)} C ${cx + s(13.5)} ${top + s(25)} ${cx + s(7)} ${top + s(31)} ${cx} ${top + s(31)} C ${cx - s(7)} ${top + s(31)} ${cx - s(13.5)} ${top + s(25)} ${cx - s(14)} ${top + s(14)} Z`,
  ).fill(C.gold);
  // The bowl.
  d.path(
    `M ${cx - s(16)} ${top} L ${cx + s(16)} ${top} C ${cx + s(16)} ${top + s(24)} ${cx + s(9)} ${top + s(33)} ${cx} ${top + s(33)} C ${cx - s(9)} ${top + s(33)} ${cx - s(16)} ${top + s(24)} ${cx - s(16)} ${top} Z`,
  )
    .lineWidth(s(1.8))
    .strokeColor(C.white)
    .stroke();
  // Stem and foot.
  d.rect(cx - s(1.2), top + s(33), s(2.4), s(17)).fill(C.white);
  d.ellipse(cx, top + s(51), s(11), s(2.6)).fill(C.white);
  d.restore();
}

function drawMark(d: PDFKit.PDFDocument, x: number, y: number, state: 'right' | 'wrong') {
  d.save();
  d.lineWidth(1.8).lineCap('round');
  if (state === 'right') {
    d.moveTo(x - 4, y)
      .lineTo(x - 1, y + 3.5)
      .lineTo(x + 5, y - 3.5)
      .strokeColor(C.green)
      .stroke();
  } else {
    d.moveTo(x - 3.5, y - 3.5)
      .lineTo(x + 3.5, y + 3.5)
      .moveTo(x + 3.5, y - 3.5)
      .lineTo(x - 3.5, y + 3.5)
      .strokeColor(C.red)
      .stroke();
  }
  d.restore();
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
