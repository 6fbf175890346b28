// Typography for the cards: a modular type scale (major third, 1.25) on a base set by the frame,
// the embedded faces, text fitted to its box (shrunk, wrapped, or whole lines dropped — never cut
// at the frame), and a record of every text box drawn so tests can measure them against their frame.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Face, font } from '../fonts.ts';

export type Ctx = SKRSContext2D;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One piece of text as drawn: what it says and where its ink lies in canvas pixels. */
export interface TextBox extends Box {
  text: string;
  /** The box it was laid out in (the canvas when none was given). */
  frame: Box;
}

/** Steps of the scale, from small print to the headline of a poster. */
export const STEPS = { caption: -1, body: 0, lead: 1, h3: 2, h2: 3, h1: 4, display: 5, hero: 6 } as const;
export type Step = keyof typeof STEPS;

export class Type {
  readonly base: number;
  /** The box being laid out: recorded with each text drawn. */
  frame: Box;
  readonly ctx: Ctx;

  constructor(ctx: Ctx, w: number, h: number) {
    this.ctx = ctx;
    // The base follows the shorter side, nudged up on tall frames that are read on a phone.
    this.base = (Math.min(w, h) / 100) * (h > w * 1.5 ? 2.9 : 2.5);
    this.frame = { x: 0, y: 0, w, h };
  }

  size(step: Step): number {
    return this.base * 1.25 ** STEPS[step];
  }

  /** Draws one line, shrinking it (down to 60 %) to fit maxWidth. False (and nothing drawn) when it cannot fit. */
  line(
    text: string,
    x: number,
    y: number,
    opts: { face: Face; step: Step; maxWidth: number; align?: CanvasTextAlign; colour: string; tracking?: number },
  ): boolean {
    const { ctx } = this;
    let px = this.size(opts.step);
    const min = px * 0.6;
    ctx.font = font(opts.face, px);
    ctx.letterSpacing = `${(opts.tracking ?? 0) * px}px`;
    while (ctx.measureText(text).width > opts.maxWidth && px > min) {
      px *= 0.94;
      ctx.font = font(opts.face, px);
      ctx.letterSpacing = `${(opts.tracking ?? 0) * px}px`;
    }
    if (ctx.measureText(text).width > opts.maxWidth) {
      ctx.letterSpacing = '0px';
      return false;
    }
    ctx.textAlign = opts.align ?? 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = opts.colour;
    ctx.fillText(text, x, y);
    ctx.letterSpacing = '0px';
    return true;
  }

  /**
   * Wraps text into at most maxLines lines of the box's width from y. A text that needs more lines
   * loses whole sentences (then words, with an ellipsis) rather than being cut by the frame.
   * Returns the y below the last line.
   */
  paragraph(
    text: string,
    x: number,
    y: number,
    opts: {
      face: Face;
      step: Step;
      maxWidth: number;
      maxLines: number;
      colour: string;
      align?: CanvasTextAlign;
      leading?: number;
    },
  ): number {
    const { ctx } = this;
    const px = this.size(opts.step);
    ctx.font = font(opts.face, px);
    let lines = wrapLines(ctx, text, opts.maxWidth);
    if (lines.length > opts.maxLines) {
      const sentences = text.match(/[^.!?;]+[.!?;]?/g) ?? [text];
      let kept = '';
      for (const s of sentences) {
        const next = `${kept}${s}`.trim();
        if (wrapLines(ctx, next, opts.maxWidth).length > opts.maxLines) break;
        kept = `${next} `;
      }
      kept = kept.trim().replace(/[;,:]$/, '.');
      lines = kept ? wrapLines(ctx, kept, opts.maxWidth) : wrapLines(ctx, text, opts.maxWidth).slice(0, opts.maxLines);
      if (!kept) lines[lines.length - 1] = `${lines[lines.length - 1].replace(/[,;:.]?\s*\S*$/, '')}…`;
    }
    const lead = px * (opts.leading ?? 1.35);
    ctx.textAlign = opts.align ?? 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = opts.colour;
    for (const [i, l] of lines.entries()) ctx.fillText(l, x, y + px + i * lead);
    return y + px + (lines.length - 1) * lead + px * 0.45;
  }
}

export function wrapLines(ctx: Ctx, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Records every fillText on the context with the box its ink covers (after the current transform),
 * and the frame the caller laid it out in. Works for every painter, cards and scenes alike.
 */
export function recordText(ctx: Ctx, log: TextBox[], frameOf: () => Box): void {
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
    const m = ctx.measureText(text);
    const left = x - m.actualBoundingBoxLeft;
    const right = x + m.actualBoundingBoxRight;
    const top = y - m.actualBoundingBoxAscent;
    const bottom = y + m.actualBoundingBoxDescent;
    const t = ctx.getTransform();
    const corners = [
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ].map(([px, py]) => [t.a * px + t.c * py + t.e, t.b * px + t.d * py + t.f]);
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    if (text.trim())
      log.push({
        text,
        x: Math.min(...xs),
        y: Math.min(...ys),
        w: Math.max(...xs) - Math.min(...xs),
        h: Math.max(...ys) - Math.min(...ys),
        frame: frameOf(),
      });
    if (maxWidth === undefined) fill(text, x, y);
    else fill(text, x, y, maxWidth);
  };
}
