// What frames a PDF's content: the title page, and the running header and page numbers drawn on
// every page once the content is laid out.
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@sommai/shared';
import type { PdfDoc } from './document.ts';
import { C, F, MARGIN, PAGE, WIDTH } from './page-style.ts';
import { printable } from './printable.ts';

/** The title page: the band with the name (and logo), kind, title, subtitle, details and contents. */
export function titlePage(d: PDFKit.PDFDocument, spec: PdfDoc) {
  const bandHeight = 210;
  d.save();
  d.rect(0, 0, PAGE.width, bandHeight).fill(C.wine);
  d.rect(0, bandHeight, PAGE.width, 5).fill(C.gold);
  d.restore();

  const nameX = spec.includeLogo ? MARGIN.left + 62 : MARGIN.left;
  if (spec.includeLogo) drawLogo(d, MARGIN.left + 24, 70, 1.25);
  d.font(F.serifBold).fontSize(34).fillColor(C.white).text(PRODUCT_NAME, nameX, 84, { lineBreak: false });
  d.font(F.body)
    .fontSize(10)
    .fillColor('#F1DCE0')
    .text(printable(PRODUCT_TAGLINE), nameX, 126, { width: PAGE.width - nameX - MARGIN.right });

  let y = bandHeight + 62;
  d.font(F.bold)
    .fontSize(10.5)
    .fillColor(C.gold)
    .text(printable(spec.kind.toUpperCase()), MARGIN.left, y, { width: WIDTH });
  y = d.y + 10;
  d.font(F.serifBold)
    .fontSize(30)
    .fillColor(C.wineDark)
    .text(printable(spec.title), MARGIN.left, y, { width: WIDTH, lineGap: 2 });
  y = d.y + 6;
  if (spec.subtitle) {
    d.font(F.serifItalic)
      .fontSize(14)
      .fillColor(C.muted)
      .text(printable(spec.subtitle), MARGIN.left, y, { width: WIDTH, lineGap: 2 });
    y = d.y + 4;
  }
  y += 14;
  d.moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + 60, y)
    .lineWidth(2)
    .strokeColor(C.gold)
    .stroke();
  y += 20;

  for (const [label, value] of spec.meta) {
    d.font(F.bold).fontSize(10).fillColor(C.wine).text(printable(label), MARGIN.left, y, { width: 110 });
    d.font(F.body)
      .fontSize(10.5)
      .fillColor(C.text)
      .text(printable(value), MARGIN.left + 120, y, { width: WIDTH - 120 });
    y = Math.max(d.y, y + 14) + 6;
  }

  const contents = (spec.contents ?? []).slice(0, 14);
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

  if (spec.includeLogo) signature(d, spec);
}

/** The signature and date lines at the title page's foot, when the logo is asked for. */
function signature(d: PDFKit.PDFDocument, spec: PdfDoc) {
  const y = PAGE.height - 150;
  const who = spec.signatureFor ?? 'Student';
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

/** Every page after the title page: the header with the kind and title; every page: the date and "Page N of M". */
export function runningHeadersAndFooters(d: PDFKit.PDFDocument, spec: PdfDoc) {
  const range = d.bufferedPageRange();
  const total = range.count;
  const short = printable(spec.title.length > 60 ? `${spec.title.slice(0, 57)}…` : spec.title);
  for (let i = range.start; i < range.start + total; i++) {
    d.switchToPage(i);
    // Drawing in the margins must not make pdfkit start a new page.
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    if (i > range.start) {
      d.font(F.bold)
        .fontSize(8.5)
        .fillColor(C.wine)
        .text(`${PRODUCT_NAME} · ${printable(spec.kind)}`, MARGIN.left, 40, { lineBreak: false });
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
      .text(`${PRODUCT_NAME} · ${formatDate(spec.date)}`, MARGIN.left, fy, { lineBreak: false });
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

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
