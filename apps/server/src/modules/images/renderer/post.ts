// The finish of a picture, applied to its pixels: brush strokes for the artistic style, film for
// vintage (sepia, faded blacks, grain, vignette), paper for Wine Art, and — for a learned style —
// the set's own brightness, contrast, colour and black-and-white with selective colour.
import type { Canvas } from '@napi-rs/canvas';
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

/** One pass over every pixel; cheap enough for a 1080×1920 story. */
export function finish(
  canvas: Canvas,
  ctx: Ctx,
  style: ImageStyleId,
  art: boolean,
  seed: number,
  learned?: StyleProfile,
) {
  const w = canvas.width;
  const h = canvas.height;
  const image = ctx.getImageData(0, 0, w, h);
  const d = image.data;
  const f = FINISH[style];
  const paperAmp = art ? Math.max(f.paper, 9) : f.paper;
  const grain = f.grain;

  // Vignette factors by row and column.
  const vx = new Float32Array(w);
  const vy = new Float32Array(h);
  for (let x = 0; x < w; x++) vx[x] = ((x / w - 0.5) * 2) ** 2;
  for (let y = 0; y < h; y++) vy[y] = ((y / h - 0.5) * 2) ** 2;

  // Paper: a coarse random grid, interpolated, plus fibres.
  const cell = 7;
  const gw = Math.ceil(w / cell) + 2;
  const gh = Math.ceil(h / cell) + 2;
  const paperGrid = new Float32Array(paperAmp ? gw * gh : 0);
  const rng = new Rng(seed);
  for (let i = 0; i < paperGrid.length; i++) paperGrid[i] = rng.next() * 2 - 1;

  // Learned style: targets measured on the set.
  const grade = learned ? gradeOf(learned, d) : undefined;

  let noise = seed >>> 0 || 1;
  const fadeScale = (f.fadeHigh - f.fadeLow) / 255;
  for (let y = 0; y < h; y++) {
    const gy = y / cell;
    const gy0 = Math.floor(gy);
    const fy = gy - gy0;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      let r = d[i];
      let g = d[i + 1];
      let b = d[i + 2];
      // Contrast around mid grey and saturation around the pixel's own grey.
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      r = l + (r - l) * f.saturation;
      g = l + (g - l) * f.saturation;
      b = l + (b - l) * f.saturation;
      r = 128 + (r - 128) * f.contrast;
      g = 128 + (g - 128) * f.contrast;
      b = 128 + (b - 128) * f.contrast;
      if (f.sepia > 0) {
        const sr = 0.393 * r + 0.769 * g + 0.189 * b;
        const sg = 0.349 * r + 0.686 * g + 0.168 * b;
        const sb = 0.272 * r + 0.534 * g + 0.131 * b;
        r += (sr - r) * f.sepia;
        g += (sg - g) * f.sepia;
        b += (sb - b) * f.sepia;
      }
      r += f.warm;
      b -= f.warm;
      if (grade) {
        const out = grade(r, g, b);
        r = out[0];
        g = out[1];
        b = out[2];
      }
      r = f.fadeLow + r * fadeScale;
      g = f.fadeLow + g * fadeScale;
      b = f.fadeLow + b * fadeScale;
      let k = 1 - f.vignette * 0.5 * (vx[x] + vy[y]) * 0.5;
      if (paperAmp) {
        const gx = x / cell;
        const gx0 = Math.floor(gx);
        const fx = gx - gx0;
        const p00 = paperGrid[gy0 * gw + gx0];
        const p10 = paperGrid[gy0 * gw + gx0 + 1];
        const p01 = paperGrid[(gy0 + 1) * gw + gx0];
        const p11 = paperGrid[(gy0 + 1) * gw + gx0 + 1];
        const p = p00 + (p10 - p00) * fx + (p01 - p00) * fy + (p00 - p10 - p01 + p11) * fx * fy;
        k += (p * paperAmp) / 255;
      }
      if (grain) {
        noise ^= noise << 13;
        noise ^= noise >>> 17;
        noise ^= noise << 5;
        const n = (((noise >>> 0) / 4294967296) * 2 - 1) * grain;
        r += n;
        g += n;
        b += n;
      }
      d[i] = r * k;
      d[i + 1] = g * k;
      d[i + 2] = b * k;
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
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
