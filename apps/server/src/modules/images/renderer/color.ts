// Colours as [r, g, b] in 0–255, with the few operations the scenes need.

export type Rgb = readonly [number, number, number];

export function hex(value: string): Rgb {
  const v = value.replace('#', '');
  return [Number.parseInt(v.slice(0, 2), 16), Number.parseInt(v.slice(2, 4), 16), Number.parseInt(v.slice(4, 6), 16)];
}

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

export function css(c: Rgb, alpha = 1): string {
  return alpha >= 1
    ? `rgb(${clamp(c[0])},${clamp(c[1])},${clamp(c[2])})`
    : `rgba(${clamp(c[0])},${clamp(c[1])},${clamp(c[2])},${Math.max(0, alpha).toFixed(3)})`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const lighten = (c: Rgb, t: number): Rgb => mix(c, [255, 255, 255], t);
export const darken = (c: Rgb, t: number): Rgb => mix(c, [0, 0, 0], t);

export function luminance(c: Rgb): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
}

/** Hue 0–360, saturation and value 0–1. */
export function toHsv(c: Rgb): [number, number, number] {
  const r = c[0] / 255;
  const g = c[1] / 255;
  const b = c[2] / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return [h, max === 0 ? 0 : d / max, max];
}

export function fromHsv(h: number, s: number, v: number): Rgb {
  const c = v * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = v - c;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** Moves a colour's saturation by a factor, keeping hue and value. */
export function saturate(c: Rgb, factor: number): Rgb {
  const [h, s, v] = toHsv(c);
  return fromHsv(h, Math.min(1, s * factor), v);
}

export function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
