// What every scene painter receives, and the shading rules that make the two qualities differ:
// Wine Realism shades each form with light (gradients, highlights, soft shadows); Wine Art paints
// flat colour with an ink outline, like a gouache illustration.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { SceneBrief } from './brief.ts';
import { css, darken, lighten, mix, type Rgb } from './color.ts';
import type { Rng } from './random.ts';

export type Ctx = SKRSContext2D;
export type ImageStyleId = 'professional' | 'artistic' | 'vintage' | 'modern';
export type QualityId = 'wine-realism' | 'wine-art';

/** The light and colours of one picture, from its style, its mood and any learned style. */
export interface Palette {
  wallTop: Rgb;
  wallBottom: Rgb;
  table: Rgb;
  light: Rgb;
  accent: Rgb;
  ink: Rgb;
  paper: Rgb;
  glass: Rgb;
  /** Strength of the key light, 0 (flat) to 1 (spotlit). */
  keyLight: number;
}

export interface Scene {
  ctx: Ctx;
  w: number;
  h: number;
  /** One hundredth of the shorter side: every size is expressed in it so all presets compose alike. */
  u: number;
  rng: Rng;
  brief: SceneBrief;
  style: ImageStyleId;
  realism: boolean;
  palette: Palette;
  /** Where the subject stands across the frame (0–1); a learned style may move it to a third. */
  focusX: number;
  /** Share of the width the props may use (less when a card covers part of the frame). */
  stage: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Fills the current path as a lit volume. Realism: a cylinder-like gradient across the box with a
 * bright band on the light side. Art: a flat fill and an ink line.
 */
export function shade(s: Scene, base: Rgb, box: Box, opts: { gloss?: number; vertical?: boolean; line?: number } = {}) {
  const { ctx } = s;
  if (s.realism) {
    const g = opts.vertical
      ? ctx.createLinearGradient(box.x, box.y, box.x, box.y + box.h)
      : ctx.createLinearGradient(box.x, box.y, box.x + box.w, box.y);
    const gloss = opts.gloss ?? 0.25;
    g.addColorStop(0, css(darken(base, 0.55)));
    g.addColorStop(0.18, css(mix(base, s.palette.light, gloss * 0.6)));
    g.addColorStop(0.3, css(lighten(base, gloss)));
    g.addColorStop(0.55, css(base));
    g.addColorStop(0.88, css(darken(base, 0.35)));
    g.addColorStop(1, css(darken(base, 0.6)));
    ctx.fillStyle = g;
    ctx.fill();
  } else {
    ctx.fillStyle = css(base);
    ctx.fill();
    ctx.lineWidth = opts.line ?? s.u * 0.35;
    ctx.strokeStyle = css(s.palette.ink);
    ctx.stroke();
  }
}

/** A flat fill in art mode or a soft vertical gradient in realism. */
export function fillSoft(s: Scene, base: Rgb, box: Box, amount = 0.2) {
  const { ctx } = s;
  if (s.realism) {
    const g = ctx.createLinearGradient(box.x, box.y, box.x, box.y + box.h);
    g.addColorStop(0, css(lighten(base, amount)));
    g.addColorStop(1, css(darken(base, amount)));
    ctx.fillStyle = g;
  } else ctx.fillStyle = css(base);
  ctx.fill();
}

/** Ink outline for art mode only. */
export function ink(s: Scene, width = 0.3) {
  if (s.realism) return;
  s.ctx.lineWidth = s.u * width;
  s.ctx.strokeStyle = css(s.palette.ink);
  s.ctx.lineJoin = 'round';
  s.ctx.stroke();
}

/** A soft round glow: light sources, bokeh, reflections. */
export function glow(ctx: Ctx, x: number, y: number, r: number, colour: Rgb, alpha: number) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, css(colour, alpha));
  g.addColorStop(0.4, css(colour, alpha * 0.45));
  g.addColorStop(1, css(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

/** A contact shadow under an object standing on the table. */
export function contactShadow(s: Scene, x: number, y: number, rx: number, strength = 0.5) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, 0.22);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  g.addColorStop(0, css([0, 0, 0], strength));
  g.addColorStop(0.6, css([0, 0, 0], strength * 0.35));
  g.addColorStop(1, css([0, 0, 0], 0));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(0, 0, rx, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Writes text centred on x, shrinking it until it fits the width. Returns the size used. */
export function fitText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  fontOf: (px: number) => string,
  px: number,
) {
  let size = px;
  ctx.font = fontOf(size);
  while (size > 6 && ctx.measureText(text).width > maxWidth) {
    size *= 0.92;
    ctx.font = fontOf(size);
  }
  ctx.fillText(text, x, y);
  return size;
}

/** Splits text into lines no wider than maxWidth in the current font. */
export function wrap(ctx: Ctx, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
