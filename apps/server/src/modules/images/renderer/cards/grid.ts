// The card's regions for each frame shape: header, picture, facts and footer, laid out anew per aspect.
import type { Box } from './type.ts';

export type Aspect = 'story' | 'portrait' | 'square' | 'wide';

export function aspectOf(w: number, h: number): Aspect {
  const r = h / w;
  if (r >= 1.6) return 'story';
  if (r >= 1.15) return 'portrait';
  if (r >= 0.87) return 'square';
  return 'wide';
}

interface Grid {
  header: Box;
  hero: Box;
  info: Box;
  footer: Box;
}

/** The card's regions for its shape: not one layout cropped, one per aspect. */
export function gridOf(w: number, h: number, m: number, aspect: Aspect, side: 'left' | 'right'): Grid {
  const inner = { x: m, y: m, w: w - 2 * m, h: h - 2 * m };
  const footerH = Math.min(w, h) * 0.05;
  const body = { ...inner, h: inner.h - footerH };
  const footer = { x: inner.x, y: inner.y + inner.h - footerH, w: inner.w, h: footerH };
  const gap = m * 0.5;
  if (aspect === 'story' || aspect === 'portrait') {
    const hh = body.h * (aspect === 'story' ? 0.2 : 0.22);
    const heroH = body.h * (aspect === 'story' ? 0.4 : 0.34);
    return {
      header: { ...body, h: hh },
      hero: { x: body.x, y: body.y + hh + gap, w: body.w, h: heroH - gap },
      info: { x: body.x, y: body.y + hh + heroH + gap, w: body.w, h: body.h - hh - heroH - gap },
      footer,
    };
  }
  if (aspect === 'square') {
    const hh = body.h * 0.25;
    const heroW = body.w * 0.44;
    const rest = { y: body.y + hh + gap, h: body.h - hh - gap };
    return {
      header: { ...body, h: hh },
      hero: { x: side === 'left' ? body.x : body.x + body.w - heroW, ...rest, w: heroW },
      info: { x: side === 'left' ? body.x + heroW + gap : body.x, ...rest, w: body.w - heroW - gap },
      footer,
    };
  }
  const heroW = body.w * 0.42;
  const colX = side === 'left' ? body.x + heroW + gap * 2 : body.x;
  const colW = body.w - heroW - gap * 2;
  const hh = body.h * 0.34;
  return {
    hero: { x: side === 'left' ? body.x : body.x + body.w - heroW, y: body.y, w: heroW, h: body.h },
    header: { x: colX, y: body.y, w: colW, h: hh },
    info: { x: colX, y: body.y + hh + gap * 0.5, w: colW, h: body.h - hh - gap * 0.5 },
    footer,
  };
}
