// The printed look of every PDF the product makes. Builders describe a document as blocks (below);
// this file lays them out page by page: headings, paragraphs, lists, key-facts and data tables, tip
// boxes and quotes. The page and palette are in page-style.ts, the title page and running header in
// page-furniture.ts, the quiz blocks in quiz-blocks.ts, and every text passes through printable.ts.
import { PRODUCT_NAME } from '@sommai/shared';
import { runningHeadersAndFooters, titlePage } from './page-furniture.ts';
import { BODY_SIZE, BOTTOM, C, F, LINE_GAP, MARGIN, WIDTH } from './page-style.ts';
import { printable } from './printable.ts';
import { type Flow, question, review, score } from './quiz-blocks.ts';

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

class Writer implements Flow {
  readonly doc: PDFKit.PDFDocument;
  private readonly spec: PdfDoc;

  constructor(doc: PDFKit.PDFDocument, spec: PdfDoc) {
    this.doc = doc;
    this.spec = spec;
  }

  write() {
    titlePage(this.doc, this.spec);
    this.doc.addPage();
    for (const [i, block] of this.spec.blocks.entries()) this.block(block, this.spec.blocks[i + 1]);
    runningHeadersAndFooters(this.doc, this.spec);
  }

  // ───────────────────────────── flow ─────────────────────────────

  private get y() {
    return this.doc.y;
  }

  private room() {
    return BOTTOM - this.doc.y;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number) {
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
        return question(this, b.number, b.text, b.options);
      case 'review':
        return review(this, b);
      case 'score':
        return score(this, b.score, b.correct, b.total, b.verdict);
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
  rich(text: Rich, x: number, width: number, opts: { size?: number; color?: string; lineGap?: number } = {}) {
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
}
