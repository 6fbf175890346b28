// The finish of a picture, applied to its pixels: brush strokes for the artistic style, film for
// vintage (sepia, faded blacks, grain, vignette), paper for Wine Art, and — for a learned style —
// the set's own brightness, contrast, colour and black-and-white with selective colour.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { css, toHsv } from './color.ts';
import type { StyleProfile } from './profile.ts';
import { Rng } from './random.ts';
import type { Ctx, ImageStyleId } from './scene.ts';

/** Repaints the picture with short strokes that follow its forms, like an oil sketch. */
export function paintStrokes(ctx: Ctx, w: number, h: number, rng: Rng, size: number) {
  const src = ctx.getImageData(0, 0, w, h).data;
  const at = (x: number, y: number) => {
    const i = (Math.min(h - 1, Math.max(0, Math.round(y))) * w + Math.min(w - 1, Math.max(0, Math.round(x)))) * 4;
    return i;
  };
  const lum = (i: number) => src[i] * 0.3 + src[i + 1] * 0.59 + src[i + 2] * 0.11;
  const count = Math.round((w * h) / (size * size * 1.6));
  ctx.lineCap = 'round';
  for (let n = 0; n < count; n++) {
    const x = rng.next() * w;
    const y = rng.next() * h;
    const i = at(x, y);
    const d = size * 0.7;
    const gx = lum(at(x + d, y)) - lum(at(x - d, y));
    const gy = lum(at(x, y + d)) - lum(at(x, y - d));
    // Strokes run along edges (perpendicular to the gradient); in flat areas a gentle flow field.
    const angle =
      Math.abs(gx) + Math.abs(gy) > 12 ? Math.atan2(gy, gx) + Math.PI / 2 : Math.sin(x * 0.004) + Math.cos(y * 0.005);
    const len = size * (1.2 + rng.next() * 1.3);
    const dx = (Math.cos(angle) * len) / 2;
    const dy = (Math.sin(angle) * len) / 2;
    const j = rng.gauss() * 5;
    ctx.strokeStyle = css([src[i] + j, src[i + 1] + j, src[i + 2] + j], 0.8);
    ctx.lineWidth = size * (0.6 + rng.next() * 0.4);
    ctx.beginPath();
    ctx.moveTo(x - dx, y - dy);
    ctx.lineTo(x + dx, y + dy);
    ctx.stroke();
  }
}

interface Finish {
  contrast: number;
  saturation: number;
  sepia: number;
  fadeLow: number;
  fadeHigh: number;
  vignette: number;
  grain: number;
  paper: number;
  warm: number;
}

const FINISH: Record<ImageStyleId, Finish> = {
  professional: {
    contrast: 1.1,
    saturation: 1.02,
    sepia: 0,
    fadeLow: 0,
    fadeHigh: 255,
    vignette: 0.45,
    grain: 3,
    paper: 0,
    warm: 0,
  },
  artistic: {
    contrast: 1.05,
    saturation: 1.18,
    sepia: 0,
    fadeLow: 0,
    fadeHigh: 255,
    vignette: 0.25,
    grain: 0,
    paper: 7,
    warm: 4,
  },
  vintage: {
    contrast: 0.92,
    saturation: 0.7,
    sepia: 0.62,
    fadeLow: 34,
    fadeHigh: 232,
    vignette: 0.75,
    grain: 16,
    paper: 0,
    warm: 10,
  },
  modern: {
    contrast: 1.04,
    saturation: 1.12,
    sepia: 0,
    fadeLow: 0,
    fadeHigh: 255,
    vignette: 0,
    grain: 0,
    paper: 0,
    warm: 0,
  },
};

/** A tile of seeded noise: grain (fine, black or white specks) or paper (soft blotches around grey). */
function noiseTile(kind: 'grain' | 'paper', amount: number, seed: number): Canvas {
  const rng = new Rng(seed);
  if (kind === 'grain') {
    const size = 256;
    const tile = createCanvas(size, size);
    const tctx = tile.getContext('2d');
    const img = tctx.createImageData(size, size);
    for (let i = 0; i < img.data.length; i += 4) {
      const n = rng.next() * 2 - 1;
      const v = n > 0 ? 255 : 0;
      img.data[i] = v;
      img.data[i + 1] = v;
      img.data[i + 2] = v;
      img.data[i + 3] = Math.abs(n) * amount * 2;
    }
    tctx.putImageData(img, 0, 0);
    return tile;
  }
  // Paper: a coarse random grid, smoothed by scaling it up and mirrored so the tile has no seams.
  const cells = 32;
  const small = createCanvas(cells, cells);
  const sctx = small.getContext('2d');
  const img = sctx.createImageData(cells, cells);
  for (let i = 0; i < img.data.length; i += 4) {
    const v = 128 + (rng.next() * 2 - 1) * amount * 2;
    img.data[i] = v;
    img.data[i + 1] = v;
    img.data[i + 2] = v;
    img.data[i + 3] = 255;
  }
  sctx.putImageData(img, 0, 0);
  const half = cells * 6;
  const tile = createCanvas(half * 2, half * 2);
  const tctx = tile.getContext('2d');
  tctx.imageSmoothingEnabled = true;
  tctx.imageSmoothingQuality = 'high';
  for (const [sx, sy] of [
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
  ]) {
    tctx.save();
    tctx.translate(half, half);
    tctx.scale(sx, sy);
    tctx.drawImage(small, 0, 0, half, half);
    tctx.restore();
  }
  return tile;
}

/**
 * The style's finish — contrast, saturation, sepia, warmth, faded blacks, vignette, grain and
 * paper — done by Skia (colour filters, gradients and noise patterns) rather than pixel by pixel,
 * then a learned style's grade. Returns the finished RGBA pixels.
 */
export function finish(
  canvas: Canvas,
  style: ImageStyleId,
  art: boolean,
  seed: number,
  learned?: StyleProfile,
): Uint8ClampedArray {
  const w = canvas.width;
  const h = canvas.height;
  const f = FINISH[style];
  const filters = [
    f.contrast !== 1 ? `contrast(${f.contrast})` : '',
    f.saturation !== 1 ? `saturate(${f.saturation})` : '',
    f.sepia ? `sepia(${f.sepia})` : '',
  ].filter(Boolean);
  let out = canvas;
  if (filters.length) {
    out = createCanvas(w, h);
    const octx = out.getContext('2d');
    octx.filter = filters.join(' ');
    octx.drawImage(canvas, 0, 0);
    octx.filter = 'none';
  }
  const ctx = out.getContext('2d');
  if (f.warm) {
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = css([255, 150, 60], f.warm / 40);
    ctx.fillRect(0, 0, w, h);
  }
  ctx.globalCompositeOperation = 'source-over';
  if (f.fadeLow > 0 || f.fadeHigh < 255) {
    // low + v·(high − low)/255 is a grey veil of this strength over the picture.
    const a = 1 - (f.fadeHigh - f.fadeLow) / 255;
    const grey = f.fadeLow / a;
    ctx.fillStyle = css([grey, grey, grey], a);
    ctx.fillRect(0, 0, w, h);
  }
  if (f.vignette) {
    const r = Math.hypot(w, h) / 2;
    const g = ctx.createRadialGradient(w / 2, h / 2, r * 0.3, w / 2, h / 2, r);
    g.addColorStop(0, css([0, 0, 0], 0));
    g.addColorStop(0.6, css([0, 0, 0], f.vignette * 0.18));
    g.addColorStop(1, css([0, 0, 0], f.vignette * 0.55));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  }
  const paper = art ? Math.max(f.paper, 9) : f.paper;
  if (paper) {
    const pattern = ctx.createPattern(noiseTile('paper', paper, seed), 'repeat');
    if (pattern) {
      ctx.globalCompositeOperation = 'soft-light';
      ctx.fillStyle = pattern;
      ctx.fillRect(0, 0, w, h);
      ctx.globalCompositeOperation = 'source-over';
    }
  }
  if (f.grain) {
    const pattern = ctx.createPattern(noiseTile('grain', f.grain, seed + 1), 'repeat');
    if (pattern) {
      ctx.fillStyle = pattern;
      ctx.fillRect(0, 0, w, h);
    }
  }
  const image = ctx.getImageData(0, 0, w, h);
  const d = image.data;
  if (learned) {
    const grade = gradeOf(learned, d);
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = grade(d[i], d[i + 1], d[i + 2]);
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
    }
  }
  return d;
}

/**
 * Builds the colour grade of a learned style from the picture's own statistics: shift brightness
 * and stretch contrast to the set's, pull colours toward the set's palette, and turn the picture
 * black and white — keeping wine-coloured pixels when the set uses selective colour.
 */
function gradeOf(p: StyleProfile, d: Uint8ClampedArray) {
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let i = 0; i < d.length; i += 4 * 37) {
    const l = (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]) / 255;
    sum += l;
    sum2 += l * l;
    n++;
  }
  const mean = sum / n;
  const std = Math.sqrt(Math.max(1e-6, sum2 / n - mean * mean));
  const gain = Math.min(2.2, Math.max(0.5, p.contrast / std));
  const shift = p.brightness - mean;
  const mono = p.monochrome >= 0.5;
  const selective = !mono && p.selectiveColour >= 0.3;
  const accentHue = p.accentHue ?? 350;
  const palette = p.palette.map((c) => c.colour);
  const satGain = mono ? 0 : Math.min(1.6, Math.max(0.4, p.saturation / 0.35));
  return (r: number, g: number, b: number): [number, number, number] => {
    let l = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    const nl = Math.min(1, Math.max(0, (l - mean) * gain + mean + shift));
    const scale = l > 0.001 ? nl / l : 1;
    r *= scale;
    g *= scale;
    b *= scale;
    l = nl;
    const grey = l * 255;
    if (mono || selective) {
      if (selective) {
        const [hue, sat] = toHsv([
          Math.max(0, Math.min(255, r)),
          Math.max(0, Math.min(255, g)),
          Math.max(0, Math.min(255, b)),
        ]);
        const dh = Math.min(Math.abs(hue - accentHue), 360 - Math.abs(hue - accentHue));
        if (sat > 0.3 && dh < 35) return [r + (r - grey) * 0.2, g + (g - grey) * 0.2, b + (b - grey) * 0.2];
      }
      return [grey, grey, grey];
    }
    r = grey + (r - grey) * satGain;
    g = grey + (g - grey) * satGain;
    b = grey + (b - grey) * satGain;
    // Pull a third of the way toward the nearest colour of the set's palette.
    let best = 0;
    let bestD = Number.POSITIVE_INFINITY;
    for (let k = 0; k < palette.length; k++) {
      const c = palette[k];
      const dd = (c[0] - r) ** 2 + (c[1] - g) ** 2 + (c[2] - b) ** 2;
      if (dd < bestD) {
        bestD = dd;
        best = k;
      }
    }
    const c = palette[best];
    if (!c) return [r, g, b];
    return [r + (c[0] - r) * 0.33, g + (c[1] - g) * 0.33, b + (c[2] - b) * 0.33];
  };
}
