// The card's text blocks on the type scale: the header (kicker, title, subtitle), the fact sections
// (bars, chips, lists, text) laid out in one or two columns, and the footer.
import { IMAGE_CARD_TEXTS as T } from '@sommai/shared';
import { rgb, type Theme } from './theme.ts';
import { type Box, type Type, wrapLines } from './type.ts';

interface Header {
  kicker: string;
  title: string;
  subtitle?: string;
}

export function header(type: Type, th: Theme, box: Box, hd: Header, big: boolean) {
  type.frame = box;
  const centre = th.align === 'center';
  const x = centre ? box.x + box.w / 2 : box.x;
  const align = centre ? 'center' : 'left';
  const kickerPx = type.size('caption');
  let y = box.y + kickerPx * 1.2;
  type.line(hd.kicker.toUpperCase(), x, y, {
    face: th.label,
    step: 'caption',
    maxWidth: box.w,
    align,
    colour: rgb(th.accent),
    tracking: 0.22,
  });
  const titleStep = big ? 'hero' : 'display';
  // The title on one line when it fits, else two lines a step smaller.
  const ctx = type.ctx;
  const titlePx = type.size(titleStep);
  y += titlePx * 1.05;
  if (y + titlePx * 0.3 > box.y + box.h) return;
  const one = type.line(hd.title, x, y, {
    face: th.headBold,
    step: titleStep,
    maxWidth: box.w,
    align,
    colour: rgb(th.ink),
  });
  if (!one) {
    ctx.font = `${type.size('h1')}px sans-serif`;
    const y2 = type.paragraph(hd.title, x, y - titlePx, {
      face: th.headBold,
      step: 'h1',
      maxWidth: box.w,
      maxLines: 2,
      colour: rgb(th.ink),
      align,
      leading: 1.1,
    });
    y = y2 - type.size('h1') * 0.2;
  }
  if (hd.subtitle) {
    const sub = type.size('lead');
    if (y + sub * 1.6 <= box.y + box.h)
      type.line(hd.subtitle, x, y + sub * 1.5, {
        face: th.body,
        step: 'lead',
        maxWidth: box.w,
        align,
        colour: rgb(th.muted),
      });
  }
}

export type Section =
  | { kind: 'bars'; title: string; bars: { label: string; value: number }[] }
  | { kind: 'chips'; title: string; items: string[] }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'text'; title: string; text: string; lines: number };

export const LEVEL: Record<string, number> = {
  low: 1,
  light: 1,
  'medium-': 2,
  medium: 3,
  'medium+': 4,
  high: 5,
  full: 5,
};

/** Lays sections out top to bottom, in two columns when the box is wide; a section that does not fit is left out whole. */
export function sections(type: Type, th: Theme, box: Box, list: Section[]) {
  const { ctx } = type;
  const cols = box.w > box.h * 1.25 && list.length > 1 ? 2 : 1;
  const gap = type.base * 1.4;
  const colW = (box.w - gap * (cols - 1)) / cols;
  const perCol = Math.ceil(list.length / cols);
  for (let c = 0; c < cols; c++) {
    const col: Box = { x: box.x + c * (colW + gap), y: box.y, w: colW, h: box.h };
    type.frame = col;
    let y = col.y;
    for (const sec of list.slice(c * perCol, (c + 1) * perCol)) {
      const need = sectionHeight(type, ctx, sec, colW);
      if (y + need > col.y + col.h) continue;
      y = drawSection(type, th, sec, col.x, y, colW) + type.base * 0.9;
    }
  }
}

function sectionHeight(type: Type, ctx: Type['ctx'], sec: Section, w: number): number {
  const head = type.size('caption') * 2.1;
  const body = type.size('body');
  switch (sec.kind) {
    case 'bars':
      return head + sec.bars.length * body * 1.7;
    case 'chips':
      return head + body * 2.2 * Math.min(3, Math.ceil(sec.items.join('   ').length / Math.max(8, w / (body * 0.55))));
    case 'list':
      return head + sec.items.length * body * 1.45;
    case 'text': {
      ctx.font = `${body}px sans-serif`;
      return head + Math.min(sec.lines, wrapLines(ctx, sec.text, w).length) * body * 1.35 + body * 0.5;
    }
  }
}

function sectionTitle(type: Type, th: Theme, title: string, x: number, y: number, w: number): number {
  const px = type.size('caption');
  type.line(title.toUpperCase(), x, y + px, {
    face: th.label,
    step: 'caption',
    maxWidth: w,
    colour: rgb(th.accent),
    tracking: 0.16,
  });
  type.ctx.fillStyle = rgb(th.accent, 0.5);
  type.ctx.fillRect(x, y + px * 1.45, Math.min(w, px * 3), Math.max(1, px * 0.08));
  return y + px * 2.1;
}

function drawSection(type: Type, th: Theme, sec: Section, x: number, y: number, w: number): number {
  const { ctx } = type;
  let cy = sectionTitle(type, th, sec.title, x, y, w);
  const body = type.size('body');
  if (sec.kind === 'bars') {
    const labelW = w * 0.34;
    for (const b of sec.bars) {
      type.line(b.label, x, cy + body, {
        face: th.body,
        step: 'body',
        maxWidth: labelW - body * 0.4,
        colour: rgb(th.ink),
      });
      const segW = (w - labelW) / 5;
      for (let i = 0; i < 5; i++) {
        ctx.fillStyle = i < b.value ? rgb(th.accent) : rgb(th.muted, 0.25);
        ctx.beginPath();
        ctx.roundRect(x + labelW + i * segW, cy + body * 0.35, segW - body * 0.22, body * 0.62, body * 0.31);
        ctx.fill();
      }
      cy += body * 1.7;
    }
    return cy;
  }
  if (sec.kind === 'chips') {
    let cx = x;
    let row = 0;
    const pad = body * 0.6;
    for (const item of sec.items) {
      ctx.font = `${body}px sans-serif`;
      type.ctx.font = `${Math.round(body)}px "SommAI ${th.body}"`;
      const tw = ctx.measureText(item).width + pad * 2;
      if (tw > w) continue;
      if (cx + tw > x + w) {
        row++;
        cx = x;
        if (row >= 3) break;
      }
      const top = cy + row * body * 2.2;
      ctx.fillStyle = rgb(th.accent, 0.14);
      ctx.beginPath();
      ctx.roundRect(cx, top, tw, body * 1.75, body * 0.88);
      ctx.fill();
      type.line(item, cx + pad, top + body * 1.22, {
        face: th.body,
        step: 'body',
        maxWidth: tw - pad * 1.5,
        colour: rgb(th.ink),
      });
      cx += tw + body * 0.45;
    }
    return cy + (row + 1) * body * 2.2;
  }
  if (sec.kind === 'list') {
    for (const item of sec.items) {
      ctx.fillStyle = rgb(th.accent);
      ctx.beginPath();
      ctx.arc(x + body * 0.3, cy + body * 0.72, body * 0.16, 0, Math.PI * 2);
      ctx.fill();
      type.line(item, x + body * 0.9, cy + body, {
        face: th.body,
        step: 'body',
        maxWidth: w - body * 0.9,
        colour: rgb(th.ink),
      });
      cy += body * 1.45;
    }
    return cy;
  }
  return type.paragraph(sec.text, x, cy, {
    face: th.body,
    step: 'body',
    maxWidth: w,
    maxLines: sec.lines,
    colour: rgb(th.ink),
  });
}

export function footer(type: Type, th: Theme, box: Box, note?: string) {
  type.frame = box;
  const y = box.y + box.h * 0.8;
  type.line(T.brand, box.x, y, {
    face: th.label,
    step: 'caption',
    maxWidth: box.w * 0.4,
    colour: rgb(th.muted),
    tracking: 0.18,
  });
  if (note)
    type.line(note, box.x + box.w, y, {
      face: th.body,
      step: 'caption',
      maxWidth: box.w * 0.55,
      align: 'right',
      colour: rgb(th.muted),
    });
}
