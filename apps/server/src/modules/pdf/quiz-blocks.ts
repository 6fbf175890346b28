// The blocks of quizzes and quiz reports: a numbered question with lettered options, a reviewed
// answer marked right or wrong with its explanation, and the score dial.
import type { Block, Rich } from './document.ts';
import { BODY_SIZE, C, F, MARGIN, WIDTH } from './page-style.ts';
import { printable } from './printable.ts';

/** What the quiz blocks need of the document being written. */
export interface Flow {
  readonly doc: PDFKit.PDFDocument;
  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void;
  /** Writes rich text at (x, y) in `width`, continuing across lines and pages. */
  rich(text: Rich, x: number, width: number, opts?: { size?: number; color?: string; lineGap?: number }): void;
}

function optionLines(
  flow: Flow,
  options: string[],
  x: number,
  width: number,
  mark?: (i: number) => 'right' | 'wrong' | undefined,
) {
  const d = flow.doc;
  for (const [i, o] of options.entries()) {
    const letter = String.fromCharCode(65 + i);
    const state = mark?.(i);
    const top = flow.doc.y;
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

function blockHeight(flow: Flow, question: string, options: string[], extra: number) {
  const d = flow.doc;
  d.font(F.bold).fontSize(BODY_SIZE);
  let h = d.heightOfString(printable(question), { width: WIDTH - 24 }) + 8;
  d.font(F.body).fontSize(BODY_SIZE);
  for (const o of options) h += d.heightOfString(printable(o), { width: WIDTH - 64, lineGap: 1.5 }) + 5;
  return h + extra;
}

export function question(flow: Flow, n: number, text: string, options: string[]) {
  const d = flow.doc;
  flow.ensure(blockHeight(flow, text, options, 14));
  const top = flow.doc.y;
  d.font(F.serifBold).fontSize(12).fillColor(C.wine).text(`${n}`, MARGIN.left, top, { width: 20, lineBreak: false });
  d.font(F.bold)
    .fontSize(BODY_SIZE)
    .fillColor(C.text)
    .text(printable(text), MARGIN.left + 24, top + 1, { width: WIDTH - 24 });
  d.y += 4;
  optionLines(flow, options, MARGIN.left + 20, WIDTH - 20);
  d.y += 12;
}

export function review(flow: Flow, b: Extract<Block, { type: 'review' }>) {
  const d = flow.doc;
  const right = b.selected === b.correctAnswer;
  d.font(F.italic).fontSize(9.5);
  const explanation = d.heightOfString(printable(b.explanation), { width: WIDTH - 24 });
  flow.ensure(blockHeight(flow, b.question, b.options, 40 + explanation));
  const top = flow.doc.y;
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
  optionLines(flow, b.options, MARGIN.left + 20, WIDTH - 20, (i) =>
    i === b.correctAnswer ? 'right' : i === b.selected ? 'wrong' : undefined,
  );
  d.y += 3;
  const yours = b.options[b.selected] ?? 'No answer';
  flow.rich(
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
    flow.rich(
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
  flow.rich(
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

export function score(flow: Flow, score: number, correct: number, total: number, verdict: string) {
  const d = flow.doc;
  flow.ensure(150);
  const top = flow.doc.y + 6;
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
