// What training learns from a set of pictures, measured on small decoded copies: brightness and
// contrast, saturation and warmth, black and white and selective colour, where the visual weight
// sits (centre of mass, rule of thirds) and how busy the picture is (edge density), plus the set's
// palette by k-means over all its pixels. The same measures score a rendered result against the set.

import { loadSharp } from '../../lib/sharp.ts';
import { toHsv } from '../images/renderer/color.ts';
import type { StyleProfile } from '../images/renderer/profile.ts';
import { Rng } from '../images/renderer/random.ts';

/** Side of the thumbnail every measure is taken on. */
const SIDE = 96;

export interface ImageStats {
  brightness: number;
  contrast: number;
  saturation: number;
  warmth: number;
  greyShare: number;
  accentShare: number;
  accentHue?: number;
  monochrome: boolean;
  selective: boolean;
  centreX: number;
  centreY: number;
  thirds: number;
  edgeDensity: number;
  /** Pixels sampled for the palette. */
  samples: [number, number, number][];
}

/** Decodes an image fully (a damaged file throws) to a small RGB thumbnail. */
export async function thumbnail(data: Uint8Array) {
  const { data: px, info } = await (await loadSharp())(data, { failOn: 'truncated' })
    .rotate()
    .resize(SIDE, SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { px, width: info.width, height: info.height };
}

export function measure(px: Uint8Array, width: number, height: number): ImageStats {
  const n = width * height;
  const lum = new Float32Array(n);
  let sumL = 0;
  let sumS = 0;
  let warm = 0;
  let grey = 0;
  let accent = 0;
  let hx = 0;
  let hy = 0;
  const samples: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const r = px[i * 3];
    const g = px[i * 3 + 1];
    const b = px[i * 3 + 2];
    const l = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    lum[i] = l;
    sumL += l;
    const [h, s, v] = toHsv([r, g, b]);
    const sat = v < 0.08 ? 0 : s;
    sumS += sat;
    warm += (r - b) / 255;
    if (sat < 0.12) grey++;
    else if (sat > 0.4 && v > 0.15) {
      accent++;
      hx += Math.cos((h * Math.PI) / 180);
      hy += Math.sin((h * Math.PI) / 180);
    }
    if (i % 4 === 0) samples.push([r, g, b]);
  }
  const brightness = sumL / n;
  let varL = 0;
  for (let i = 0; i < n; i++) varL += (lum[i] - brightness) ** 2;
  const contrast = Math.sqrt(varL / n);

  // Visual weight: edges and departures from the mean brightness.
  let wSum = 0;
  let cx = 0;
  let cy = 0;
  let edges = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx =
        lum[i - width + 1] +
        2 * lum[i + 1] +
        lum[i + width + 1] -
        lum[i - width - 1] -
        2 * lum[i - 1] -
        lum[i + width - 1];
      const gy =
        lum[i + width - 1] +
        2 * lum[i + width] +
        lum[i + width + 1] -
        lum[i - width - 1] -
        2 * lum[i - width] -
        lum[i - width + 1];
      const mag = Math.hypot(gx, gy) / 4;
      if (mag > 0.12) edges++;
      const w = mag + Math.abs(lum[i] - brightness) * 0.5;
      wSum += w;
      cx += w * (x / (width - 1));
      cy += w * (y / (height - 1));
    }
  }
  const centreX = wSum > 0 ? cx / wSum : 0.5;
  const centreY = wSum > 0 ? cy / wSum : 0.5;
  const nearest = Math.min(
    ...[1 / 3, 2 / 3].flatMap((tx) => [1 / 3, 2 / 3].map((ty) => Math.hypot(centreX - tx, centreY - ty))),
  );
  const greyShare = grey / n;
  const accentShare = accent / n;
  const hue = accent ? ((Math.atan2(hy, hx) * 180) / Math.PI + 360) % 360 : undefined;
  return {
    brightness,
    contrast,
    saturation: sumS / n,
    warmth: warm / n,
    greyShare,
    accentShare,
    accentHue: hue,
    monochrome: greyShare > 0.97,
    selective: greyShare > 0.6 && greyShare <= 0.97 && accentShare >= 0.005 && accentShare <= 0.35,
    centreX,
    centreY,
    thirds: Math.max(0, 1 - nearest / 0.24),
    edgeDensity: edges / Math.max(1, (width - 2) * (height - 2)),
    samples,
  };
}

export async function analyse(data: Uint8Array): Promise<ImageStats> {
  const t = await thumbnail(data);
  return measure(t.px, t.width, t.height);
}

/** k-means over the pooled pixels, seeded (k-means++) so the same set always gives the same palette. */
export function palette(samples: [number, number, number][], k: number, seed: number) {
  const rng = new Rng(seed);
  const pts =
    samples.length > 60_000 ? samples.filter((_, i) => i % Math.ceil(samples.length / 60_000) === 0) : samples;
  if (pts.length === 0) return [];
  const centres: [number, number, number][] = [pts[Math.floor(rng.next() * pts.length)]];
  const d2 = new Float64Array(pts.length);
  while (centres.length < Math.min(k, pts.length)) {
    let total = 0;
    for (let i = 0; i < pts.length; i++) {
      let best = Number.POSITIVE_INFINITY;
      for (const c of centres)
        best = Math.min(best, (pts[i][0] - c[0]) ** 2 + (pts[i][1] - c[1]) ** 2 + (pts[i][2] - c[2]) ** 2);
      d2[i] = best;
      total += best;
    }
    if (total === 0) break;
    let pick = rng.next() * total;
    let idx = 0;
    while (idx < pts.length - 1 && pick > d2[idx]) pick -= d2[idx++];
    centres.push([...pts[idx]]);
  }
  const assign = new Int32Array(pts.length);
  for (let iter = 0; iter < 12; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < pts.length; i++) {
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let c = 0; c < centres.length; c++) {
        const d =
          (pts[i][0] - centres[c][0]) ** 2 + (pts[i][1] - centres[c][1]) ** 2 + (pts[i][2] - centres[c][2]) ** 2;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      assign[i] = best;
      const s = sums[best];
      s[0] += pts[i][0];
      s[1] += pts[i][1];
      s[2] += pts[i][2];
      s[3]++;
    }
    for (let c = 0; c < centres.length; c++) {
      const s = sums[c];
      if (s[3]) centres[c] = [s[0] / s[3], s[1] / s[3], s[2] / s[3]];
    }
  }
  const counts = centres.map(() => 0);
  for (const a of assign) counts[a]++;
  return centres
    .map((c, i) => ({ colour: c.map(Math.round) as [number, number, number], weight: counts[i] / pts.length }))
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight);
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The learned style of a set: means of the measures, shares of black-and-white and selective colour, and the palette. */
export function learn(stats: ImageStats[], seed: number): StyleProfile {
  const selective = stats.filter((s) => s.selective);
  let hx = 0;
  let hy = 0;
  for (const s of selective) {
    if (s.accentHue === undefined) continue;
    hx += Math.cos((s.accentHue * Math.PI) / 180) * s.accentShare;
    hy += Math.sin((s.accentHue * Math.PI) / 180) * s.accentShare;
  }
  return {
    palette: palette(
      stats.flatMap((s) => s.samples),
      6,
      seed,
    ),
    brightness: mean(stats.map((s) => s.brightness)),
    contrast: mean(stats.map((s) => s.contrast)),
    saturation: mean(stats.map((s) => s.saturation)),
    monochrome: stats.filter((s) => s.monochrome).length / Math.max(1, stats.length),
    selectiveColour: selective.length / Math.max(1, stats.length),
    ...(selective.length ? { accentHue: Math.round(((Math.atan2(hy, hx) * 180) / Math.PI + 360) % 360) } : {}),
    warmth: mean(stats.map((s) => s.warmth)),
    composition: {
      centreX: mean(stats.map((s) => s.centreX)),
      centreY: mean(stats.map((s) => s.centreY)),
      thirds: mean(stats.map((s) => s.thirds)),
      edgeDensity: mean(stats.map((s) => s.edgeDensity)),
    },
  };
}

/**
 * How close a rendered picture is to the learned style, 0–100: tone (brightness, contrast),
 * colour (saturation, palette, black and white) and composition, each a distance scaled to 0–1.
 */
export function similarity(profile: StyleProfile, s: ImageStats): number {
  const setPalette = profile.palette.map((p) => p.colour);
  const mine = palette(s.samples, 4, 7);
  const paletteDistance = mean(
    mine.map((m) =>
      Math.min(...setPalette.map((c) => Math.hypot(c[0] - m.colour[0], c[1] - m.colour[1], c[2] - m.colour[2]))),
    ),
  );
  const bw =
    profile.monochrome >= 0.5 ? 1 - s.greyShare : profile.selectiveColour >= 0.3 ? Math.abs(0.85 - s.greyShare) : 0;
  const parts = [
    [Math.abs(profile.brightness - s.brightness) / 0.5, 2],
    [Math.abs(profile.contrast - s.contrast) / 0.25, 1.5],
    [Math.abs(profile.saturation - s.saturation) / 0.5, 1.5],
    [paletteDistance / 180, 2],
    [bw, 2],
    [Math.hypot(profile.composition.centreX - s.centreX, profile.composition.centreY - s.centreY) / 0.5, 1],
  ] as const;
  const weight = parts.reduce((a, [, w]) => a + w, 0);
  const distance = parts.reduce((a, [d, w]) => a + Math.min(1, d) * w, 0) / weight;
  return Math.max(0, Math.min(100, Math.round(100 * (1 - distance))));
}
