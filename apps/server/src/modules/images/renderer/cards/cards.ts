// The designed templates: grape profile, region map, tasting note, food pairing, fact card, wine
// of the week and event poster. Each is laid out for its frame's shape — a story stacks header,
// picture and facts; a square sets picture and facts side by side under the header; a landscape
// gives the picture a full-height column — on one type scale, in the style's theme. Every fact
// printed comes from the knowledge base; the prompt's own words are never printed.
import type { Grape, Region } from '@sommai/knowledge';
import { knowledge } from '@sommai/knowledge';
import { IMAGE_CARD_TEXTS as T } from '@sommai/shared';
import { lighten, mix } from '../color.ts';
import { bottle, grapes as grapeCluster, wineGlass } from '../objects.ts';
import type { Scene } from '../scene.ts';
import { person } from './figures.ts';
import { drawLocator, drawMap, type MapPin, regionMap } from './geo.ts';
import type { Subject, TemplateId } from './subject.ts';
import { rgb, type Theme } from './theme.ts';
import { type Box, type Type, wrapLines } from './type.ts';

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
function gridOf(w: number, h: number, m: number, aspect: Aspect, side: 'left' | 'right'): Grid {
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

// ── ground and texture ─────────────────────────────────────────────────────

function ground(s: Scene, th: Theme) {
  const { ctx, w, h, u } = s;
  const g = ctx.createLinearGradient(0, 0, w * 0.3, h);
  g.addColorStop(0, rgb(th.bg));
  g.addColorStop(1, rgb(mix(th.bg, th.bg2, 0.7)));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const rng = s.rng.fork('texture');
  if (th.texture === 'wash') {
    for (let i = 0; i < 6; i++) {
      const r = ctx.createRadialGradient(
        rng.range(0, w),
        rng.range(0, h),
        0,
        rng.range(0, w),
        rng.range(0, h),
        Math.max(w, h) * 0.45,
      );
      r.addColorStop(0, rgb(mix(th.accent, th.bg2, rng.next()), 0.14));
      r.addColorStop(1, rgb(th.bg, 0));
      ctx.fillStyle = r;
      ctx.fillRect(0, 0, w, h);
    }
  } else if (th.texture === 'linen') {
    ctx.strokeStyle = rgb(th.ink, 0.05);
    ctx.lineWidth = Math.max(1, u * 0.12);
    for (let y = 0; y < h; y += u * 0.9) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
    }
    for (let x = 0; x < w; x += u * 0.9) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, h);
      ctx.stroke();
    }
  } else if (th.texture === 'paper' || th.texture === 'grain') {
    const n = Math.round((w * h) / (th.texture === 'paper' ? 900 : 1400));
    ctx.fillStyle = rgb(th.texture === 'paper' ? th.muted : th.ink, 0.06);
    for (let i = 0; i < n; i++) ctx.fillRect(rng.range(0, w), rng.range(0, h), u * 0.25, u * 0.25);
  }
  if (th.ruled) {
    const m = u * 2.6;
    ctx.strokeStyle = rgb(th.accent, 0.75);
    ctx.lineWidth = Math.max(1, u * 0.2);
    ctx.strokeRect(m, m, w - 2 * m, h - 2 * m);
  }
}

// ── text blocks ────────────────────────────────────────────────────────────

interface Header {
  kicker: string;
  title: string;
  subtitle?: string;
}

function header(type: Type, th: Theme, box: Box, hd: Header, big: boolean) {
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

type Section =
  | { kind: 'bars'; title: string; bars: { label: string; value: number }[] }
  | { kind: 'chips'; title: string; items: string[] }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'text'; title: string; text: string; lines: number };

const LEVEL: Record<string, number> = {
  low: 1,
  light: 1,
  'medium-': 2,
  medium: 3,
  'medium+': 4,
  high: 5,
  full: 5,
};

/** Lays sections out top to bottom, in two columns when the box is wide; a section that does not fit is left out whole. */
function sections(type: Type, th: Theme, box: Box, list: Section[]) {
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

function footer(type: Type, th: Theme, box: Box, note?: string) {
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

// ── pictures ───────────────────────────────────────────────────────────────

/** A bottle of the wine's shape (Bordeaux, Burgundy, flute, Champagne, Port) with its glass beside it. */
function bottleAndGlass(s: Scene, type: Type, box: Box, opts: { cluster?: boolean; single?: boolean } = {}) {
  type.frame = box;
  const bh = Math.min(box.h * 0.9, box.w * (opts.single ? 2.4 : 1.5));
  const base = box.y + box.h * 0.95;
  const bx = opts.single ? box.x + box.w / 2 : box.x + box.w * 0.36;
  bottle(s, bx, base, bh, { title: s.brief.title, subtitle: s.brief.subtitle, year: '' });
  if (!opts.single) wineGlass(s, box.x + box.w * 0.74, base, bh * 0.52, 0.45);
  if (opts.cluster)
    grapeCluster(
      s,
      box.x + box.w * 0.76,
      box.y + box.h * 0.22,
      Math.min(box.w, box.h) * 0.22,
      s.brief.grape?.colour === 'black' ? [60, 20, 60] : [170, 180, 90],
    );
}

function plate(s: Scene, th: Theme, box: Box) {
  const { ctx } = s;
  const r = Math.min(box.w, box.h) * 0.3;
  const cx = box.x + box.w * 0.4;
  const cy = box.y + box.h * 0.62;
  ctx.fillStyle = rgb(lighten(th.panel, 0.6));
  ctx.beginPath();
  ctx.ellipse(cx, cy, r, r * 0.42, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = rgb(th.muted, 0.5);
  ctx.lineWidth = Math.max(1, r * 0.02);
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.72, r * 0.3, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = rgb(mix(th.accent, [140, 80, 40], 0.5));
  ctx.beginPath();
  ctx.ellipse(cx, cy - r * 0.05, r * 0.42, r * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  wineGlass(s, box.x + box.w * 0.8, box.y + box.h * 0.9, Math.min(box.h * 0.75, box.w * 0.7), 0.45);
}

function people(s: Scene, th: Theme, box: Box) {
  const n = box.w > box.h * 1.4 ? 4 : 3;
  const ph = Math.min(box.h * 0.9, (box.w / n) * 1.9);
  const wine = rgb(s.brief.wineColour);
  for (let i = 0; i < n; i++) {
    const x = box.x + ((i + 0.5) * box.w) / n;
    const tone = mix(th.ink, th.bg, 0.15 + 0.12 * (i % 2));
    person(s.ctx, x, box.y + box.h - ph, ph, rgb(tone), {
      pose: i === 0 ? 'pour' : 'glass',
      facing: i < n / 2 ? 1 : -1,
      glass: rgb(th.muted),
      wine,
    });
  }
}

function quoteMark(s: Scene, th: Theme, box: Box, type: Type) {
  const { ctx } = s;
  ctx.fillStyle = rgb(th.accent, 0.85);
  ctx.font = `${Math.min(box.h, box.w) * 0.9}px "SommAI serifBold"`;
  ctx.textAlign = 'center';
  // Drawn as a shape: a glyph, not a text, so it is not counted among the printed words.
  const px = Math.min(box.h, box.w) * 0.5;
  for (const dx of [-0.35, 0.35]) {
    ctx.beginPath();
    ctx.arc(box.x + box.w / 2 + dx * px, box.y + box.h * 0.45, px * 0.22, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(box.x + box.w / 2 + dx * px + px * 0.2, box.y + box.h * 0.45);
    ctx.quadraticCurveTo(
      box.x + box.w / 2 + dx * px + px * 0.2,
      box.y + box.h * 0.45 + px * 0.5,
      box.x + box.w / 2 + dx * px - px * 0.25,
      box.y + box.h * 0.45 + px * 0.62,
    );
    ctx.lineTo(box.x + box.w / 2 + dx * px - px * 0.1, box.y + box.h * 0.45 + px * 0.2);
    ctx.fill();
  }
  void type;
}

function mapPicture(s: Scene, th: Theme, type: Type, box: Box, region: Region): MapPin[] {
  const map = regionMap(region, box);
  if (!map) return [];
  const ink = {
    sea: rgb(mix(th.bg, [90, 130, 160], 0.35)),
    land: rgb(mix(th.bg, th.panel, 0.5)),
    home: rgb(mix(th.panel, th.accent, 0.12)),
    border: rgb(th.muted, 0.7),
  };
  drawMap(s.ctx, map, box, ink);
  const { ctx } = s;
  ctx.strokeStyle = rgb(th.muted, 0.6);
  ctx.lineWidth = Math.max(1, type.base * 0.06);
  ctx.strokeRect(box.x, box.y, box.w, box.h);
  type.frame = box;
  // The locator's corner is taken first, so no label runs under it.
  const lw = Math.min(box.w, box.h) * 0.3;
  const loc = { x: box.x + box.w - lw - type.base * 0.6, y: box.y + box.h - lw - type.base * 0.6, w: lw, h: lw };
  const placed: Box[] = [loc];
  const r = type.base * 0.32;
  for (const pin of map.pins.filter(
    (p) => p.x >= box.x && p.x <= box.x + box.w && p.y >= box.y && p.y <= box.y + box.h,
  )) {
    ctx.fillStyle = pin.focus ? rgb(th.accent) : rgb(th.ink, 0.75);
    ctx.beginPath();
    ctx.arc(pin.x, pin.y, pin.focus ? r * 1.6 : r, 0, Math.PI * 2);
    ctx.fill();
    // Label to the right of its pin, else to the left; one that would overlap another is left off.
    const step = pin.focus ? 'lead' : 'caption';
    const px = type.size(step);
    ctx.font = `${px}px "SommAI ${pin.focus ? 'sansBold' : 'sans'}"`;
    const tw = ctx.measureText(pin.name).width;
    const pad = r * 2.2;
    // Right of the pin, else left of it, below or above; a label that fits nowhere free is left off.
    const spots: { lx: number; ly: number; align: CanvasTextAlign; lb: Box }[] = [
      {
        lx: pin.x + pad,
        ly: pin.y + px * 0.3,
        align: 'left',
        lb: { x: pin.x + pad, y: pin.y - px * 0.8, w: tw, h: px * 1.1 },
      },
      {
        lx: pin.x - pad,
        ly: pin.y + px * 0.3,
        align: 'right',
        lb: { x: pin.x - pad - tw, y: pin.y - px * 0.8, w: tw, h: px * 1.1 },
      },
      {
        lx: pin.x,
        ly: pin.y + pad + px,
        align: 'center',
        lb: { x: pin.x - tw / 2, y: pin.y + pad + px * 0.1, w: tw, h: px * 1.1 },
      },
      {
        lx: pin.x,
        ly: pin.y - pad,
        align: 'center',
        lb: { x: pin.x - tw / 2, y: pin.y - pad - px * 0.8, w: tw, h: px * 1.1 },
      },
    ];
    const free = (lb: Box) =>
      lb.x >= box.x &&
      lb.y >= box.y &&
      lb.x + lb.w <= box.x + box.w &&
      lb.y + lb.h <= box.y + box.h &&
      !placed.some((p) => lb.x < p.x + p.w && p.x < lb.x + lb.w && lb.y < p.y + p.h && p.y < lb.y + lb.h);
    const spot = spots.find((sp) => free(sp.lb));
    if (!spot) continue;
    const { lx, lb, align } = spot;
    placed.push(lb);
    ctx.fillStyle = rgb(th.bg, 0.6);
    ctx.fillRect(lb.x - px * 0.15, lb.y - px * 0.1, lb.w + px * 0.3, lb.h + px * 0.2);
    type.line(pin.name, lx, spot.ly, {
      face: pin.focus ? 'sansBold' : 'sans',
      step,
      maxWidth: tw + 1,
      align,
      colour: rgb(pin.focus ? th.ink : th.muted),
    });
  }
  // The country with the region marked, in its corner.
  ctx.fillStyle = rgb(th.panel, 0.92);
  ctx.fillRect(loc.x, loc.y, loc.w, loc.h);
  drawLocator(
    ctx,
    region.country,
    map.pins[0].lat,
    map.pins[0].lon,
    { x: loc.x + lw * 0.08, y: loc.y + lw * 0.08, w: lw * 0.84, h: lw * 0.84 },
    { ...ink, pin: rgb(th.accent) },
  );
  return map.pins;
}

// ── content from the knowledge base ────────────────────────────────────────

const cap = (t: string) => (t ? t[0].toUpperCase() + t.slice(1) : t);
const regionName = (idOrName: string) => knowledge.region(idOrName)?.name ?? idOrName;
const grapeName = (idOrName: string) => knowledge.findGrape(idOrName)?.name ?? idOrName;
const short = (t: string) => t.split(/[,(;]/)[0].trim();

function grapeSections(g: Grape, tasting = false): Section[] {
  const st = g.structure;
  const bars = [
    { label: T.structure.acidity, value: LEVEL[st.acidity] ?? 3 },
    ...(st.tannin ? [{ label: T.structure.tannin, value: LEVEL[st.tannin] ?? 3 }] : []),
    { label: T.structure.body, value: LEVEL[st.body] ?? 3 },
    ...(st.alcohol ? [{ label: T.structure.alcohol, value: LEVEL[st.alcohol] ?? 3 }] : []),
  ];
  return [
    { kind: 'chips', title: tasting ? T.sections.nose : T.sections.aromas, items: g.aromas.slice(0, 6).map(cap) },
    { kind: 'bars', title: tasting ? T.sections.palate : T.sections.structure, bars },
    { kind: 'list', title: T.sections.regions, items: g.keyRegions.slice(0, tasting ? 4 : 3).map(regionName) },
    { kind: 'list', title: T.sections.pairing, items: g.foodPairings.slice(0, 3).map((f) => cap(short(f))) },
  ];
}

function regionSections(r: Region): Section[] {
  return [
    { kind: 'chips', title: T.sections.grapes, items: r.grapes.slice(0, 5).map(grapeName) },
    { kind: 'list', title: T.sections.soils, items: r.soils.slice(0, 3).map((x) => cap(short(x))) },
    { kind: 'list', title: T.sections.styles, items: r.styles.slice(0, 3).map((x) => cap(short(x))) },
    ...(r.facts[0]
      ? [
          {
            kind: 'text' as const,
            title: T.sections.climate,
            text: r.climateNotes[0] ?? T.climate[r.climate],
            lines: 3,
          },
        ]
      : []),
  ];
}

function subjectName(sub: Subject): string {
  return sub.grape?.name ?? sub.region?.name ?? sub.topic?.title ?? sub.pairing?.food ?? T.wineFallback;
}

function regionSubtitle(r: Region): string {
  const up = r.parent ? knowledge.region(r.parent) : undefined;
  // The country is already in the kicker; a parent region is worth naming.
  const parent = up && up.kind !== 'country' ? up.name : undefined;
  return [r.classification, parent].filter(Boolean).join(' · ') || T.climate[r.climate];
}

// ── templates ──────────────────────────────────────────────────────────────

export interface CardResult {
  template: TemplateId;
  pins: MapPin[];
}

export function paintCard(s: Scene, sub: Subject, th: Theme, type: Type): CardResult {
  const { w, h, u } = s;
  const aspect = aspectOf(w, h);
  const m = u * (aspect === 'wide' ? 5.5 : 6.5);
  const g = gridOf(w, h, m, aspect, th.heroSide);
  ground(s, th);
  let pins: MapPin[] = [];
  let template = sub.template;
  const big = aspect === 'story';
  const grape =
    sub.grape ?? (sub.region ? sub.region.grapes.map((x) => knowledge.findGrape(x)).find(Boolean) : undefined);

  if (template === 'region-map' && sub.region?.location) {
    const r = sub.region;
    header(
      type,
      th,
      g.header,
      { kicker: `${T.kickers.region} · ${r.country}`, title: r.name, subtitle: regionSubtitle(r) },
      big,
    );
    pins = mapPicture(s, th, type, g.hero, r);
    sections(type, th, g.info, regionSections(r));
  } else if (template === 'grape-card' && grape) {
    header(
      type,
      th,
      g.header,
      { kicker: T.kickers.grape, title: grape.name, subtitle: `${T.sections.origin}: ${short(grape.origin)}` },
      big,
    );
    bottleAndGlass(s, type, g.hero, { cluster: true });
    const [aromas, structure, regions, pairing] = grapeSections(grape);
    // A tall card has room for all four; a square or wide one leads with structure and regions.
    sections(
      type,
      th,
      g.info,
      big || aspect === 'portrait' ? [aromas, structure, regions, pairing] : [structure, regions, aromas, pairing],
    );
  } else if (template === 'tasting-note' && grape) {
    const where = sub.region ? sub.region.name : short(grape.origin);
    header(
      type,
      th,
      g.header,
      { kicker: T.kickers.tasting, title: sub.region?.name ?? grape.name, subtitle: sub.region ? grape.name : where },
      big,
    );
    bottleAndGlass(s, type, g.hero);
    sections(type, th, g.info, grapeSections(grape, true).slice(0, 2).concat(grapeSections(grape).slice(3)));
  } else if (template === 'food-pairing' && sub.pairing) {
    const p = sub.pairing;
    header(
      type,
      th,
      g.header,
      { kicker: T.kickers.pairing, title: p.food, subtitle: short(p.wines[0]?.wine ?? '') },
      big,
    );
    plate(s, th, g.hero);
    const list: Section[] = p.wines
      .slice(0, 3)
      .map((x) => ({ kind: 'text', title: short(x.wine), text: x.why, lines: aspect === 'story' ? 4 : 2 }));
    if (p.avoid) list.push({ kind: 'text', title: T.sections.avoid, text: p.avoid, lines: 2 });
    sections(type, th, g.info, list);
  } else if (template === 'wine-of-the-week' && (grape || sub.region)) {
    header(
      type,
      th,
      g.header,
      {
        kicker: T.kickers.weekly,
        title: sub.region?.name ?? grape?.name ?? T.wineFallback,
        subtitle: sub.region ? regionSubtitle(sub.region) : short(grape?.origin ?? ''),
      },
      big,
    );
    bottleAndGlass(s, type, g.hero, { single: aspect !== 'wide' });
    const list: Section[] = [];
    if (grape) list.push(grapeSections(grape)[0], grapeSections(grape)[3]);
    if (sub.region)
      list.push({ kind: 'chips', title: T.sections.grapes, items: sub.region.grapes.slice(0, 4).map(grapeName) });
    sections(type, th, g.info, list);
  } else if (template === 'event-poster') {
    header(
      type,
      th,
      g.header,
      {
        kicker: T.kickers.event,
        title: sub.grape || sub.region ? subjectName(sub) : T.eventTitle,
        subtitle: sub.region ? regionSubtitle(sub.region) : grape ? short(grape.origin) : undefined,
      },
      true,
    );
    people(s, th, g.hero);
    const list: Section[] = [];
    if (sub.region)
      list.push({ kind: 'chips', title: T.sections.featuring, items: sub.region.grapes.slice(0, 5).map(grapeName) });
    else if (grape) list.push({ kind: 'chips', title: T.sections.aromas, items: grape.aromas.slice(0, 5).map(cap) });
    if (grape)
      list.push({
        kind: 'list',
        title: T.sections.pairing,
        items: grape.foodPairings.slice(0, 3).map((f) => cap(short(f))),
      });
    sections(type, th, g.info, list);
  } else {
    // A fact: from the grape, the region or the theory topic the prompt names.
    template = 'fact-card';
    const fact =
      sub.grape?.facts[0]?.text ?? sub.region?.facts[0]?.text ?? sub.topic?.summary ?? grape?.facts[0]?.text ?? '';
    header(type, th, g.header, { kicker: T.kickers.fact, title: subjectName(sub) }, big);
    quoteMark(s, th, g.hero, type);
    sections(type, th, g.info, [
      { kind: 'text', title: subjectName(sub), text: fact, lines: aspect === 'story' ? 9 : aspect === 'wide' ? 6 : 5 },
    ]);
  }
  footer(type, th, g.footer);
  return { template, pins };
}
