// The card's ground and pictures: the textured background, a bottle and glass, a plate, people, a
// quote mark and the region map with its pins.
import type { Region } from '@sommai/knowledge';
import { lighten, mix } from '../color.ts';
import { bottle, wineGlass } from '../objects.ts';
import { grapes as grapeCluster } from '../props.ts';
import type { Scene } from '../scene.ts';
import { person } from './figures.ts';
import { drawLocator, drawMap, type MapPin, regionMap } from './geo.ts';
import { rgb, type Theme } from './theme.ts';
import type { Box, Type } from './type.ts';

export function ground(s: Scene, th: Theme) {
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

/** A bottle of the wine's shape (Bordeaux, Burgundy, flute, Champagne, Port) with its glass beside it. */
export function bottleAndGlass(s: Scene, type: Type, box: Box, opts: { cluster?: boolean; single?: boolean } = {}) {
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

export function plate(s: Scene, th: Theme, box: Box) {
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

export function people(s: Scene, th: Theme, box: Box) {
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

export function quoteMark(s: Scene, th: Theme, box: Box, type: Type) {
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

export function mapPicture(s: Scene, th: Theme, type: Type, box: Box, region: Region): MapPin[] {
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
