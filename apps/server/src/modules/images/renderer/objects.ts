// The vessels of wine pictures, drawn from simple geometry: bottles of the classic shapes with a
// printed label, glasses holding wine of the right colour and a decanter. Barrels, grapes, leaves,
// corks and candles are in props.ts.
import type { BottleShape } from './brief.ts';
import { css, darken, hex, lighten, mix, type Rgb, saturate } from './color.ts';
import { font } from './fonts.ts';
import { contactShadow, fitText, glow, ink, type Scene, shade } from './scene.ts';

const WHITE: Rgb = [255, 255, 255];

/** Glass colour of a bottle holding this wine: dark green for reds, pale for whites, clear for rosé. */
export function bottleGlass(s: Scene): Rgb {
  switch (s.brief.wine) {
    case 'red':
    case 'fortified':
      return hex('1c2a1d');
    case 'rose':
    case 'sparkling-rose':
      return mix(s.brief.wineColour, WHITE, 0.15);
    case 'sparkling':
      return hex('23361f');
    case 'sweet':
    case 'orange':
      return mix(s.brief.wineColour, hex('3a2a10'), 0.3);
    default:
      return mix(s.brief.wineColour, hex('3b4f22'), 0.62);
  }
}

/** Outline of a bottle standing with its base centre at (x, y), height h. */
function bottlePath(s: Scene, shape: BottleShape, x: number, y: number, h: number) {
  const { ctx } = s;
  const w = h * (shape === 'flute' ? 0.22 : shape === 'champagne' ? 0.3 : shape === 'burgundy' ? 0.29 : 0.26);
  const neckW = w * (shape === 'champagne' ? 0.36 : 0.3);
  const top = y - h;
  const shoulder =
    y - h * (shape === 'flute' ? 0.5 : shape === 'burgundy' ? 0.56 : shape === 'champagne' ? 0.58 : 0.64);
  const neckBottom = y - h * (shape === 'bordeaux' ? 0.72 : shape === 'flute' ? 0.74 : 0.76);
  const r = w * 0.08;
  ctx.beginPath();
  ctx.moveTo(x - w / 2 + r, y);
  ctx.lineTo(x + w / 2 - r, y);
  ctx.quadraticCurveTo(x + w / 2, y, x + w / 2, y - r);
  ctx.lineTo(x + w / 2, shoulder);
  if (shape === 'bordeaux' || shape === 'port') {
    ctx.bezierCurveTo(x + w / 2, shoulder - h * 0.05, x + neckW / 2, neckBottom + h * 0.03, x + neckW / 2, neckBottom);
  } else {
    ctx.bezierCurveTo(x + w / 2, shoulder - h * 0.12, x + neckW / 2, neckBottom + h * 0.06, x + neckW / 2, neckBottom);
  }
  ctx.lineTo(x + neckW / 2, top + h * 0.02);
  ctx.lineTo(x + neckW / 2 + w * 0.03, top + h * 0.012);
  ctx.lineTo(x + neckW / 2 + w * 0.03, top);
  ctx.lineTo(x - neckW / 2 - w * 0.03, top);
  ctx.lineTo(x - neckW / 2 - w * 0.03, top + h * 0.012);
  ctx.lineTo(x - neckW / 2, top + h * 0.02);
  ctx.lineTo(x - neckW / 2, neckBottom);
  if (shape === 'bordeaux' || shape === 'port') {
    ctx.bezierCurveTo(x - neckW / 2, neckBottom + h * 0.03, x - w / 2, shoulder - h * 0.05, x - w / 2, shoulder);
  } else {
    ctx.bezierCurveTo(x - neckW / 2, neckBottom + h * 0.06, x - w / 2, shoulder - h * 0.12, x - w / 2, shoulder);
  }
  ctx.lineTo(x - w / 2, y - r);
  ctx.quadraticCurveTo(x - w / 2, y, x - w / 2 + r, y);
  ctx.closePath();
  return { w, neckW, top, shoulder, neckBottom };
}

export interface LabelText {
  title: string;
  subtitle: string;
  year: string;
}

/** A wine bottle with capsule and label. Returns its width. */
export function bottle(s: Scene, x: number, y: number, h: number, label: LabelText, opts: { shadow?: boolean } = {}) {
  const { ctx, palette } = s;
  const shape = s.brief.bottle;
  if (opts.shadow !== false) contactShadow(s, x + h * 0.04, y, h * 0.22, 0.55);
  const glassColour = bottleGlass(s);
  const geo = bottlePath(s, shape, x, y, h);
  ctx.save();
  shade(s, glassColour, { x: x - geo.w / 2, y: geo.top, w: geo.w, h }, { gloss: 0.35 });
  ctx.clip();
  if (s.realism) {
    // Window reflections: a tall soft highlight and a thin rim light on the far side.
    const hx = x - geo.w * 0.26;
    const g = ctx.createLinearGradient(hx - geo.w * 0.06, 0, hx + geo.w * 0.06, 0);
    g.addColorStop(0, css(WHITE, 0));
    g.addColorStop(0.5, css(lighten(palette.light, 0.4), 0.55));
    g.addColorStop(1, css(WHITE, 0));
    ctx.fillStyle = g;
    ctx.fillRect(hx - geo.w * 0.06, geo.neckBottom, geo.w * 0.12, y - geo.neckBottom - h * 0.03);
    ctx.fillStyle = css(palette.light, 0.25);
    ctx.fillRect(x + geo.w * 0.4, geo.shoulder, geo.w * 0.03, y - geo.shoulder - h * 0.04);
  } else {
    ctx.fillStyle = css(lighten(glassColour, 0.35));
    ctx.fillRect(x - geo.w * 0.32, geo.shoulder + h * 0.02, geo.w * 0.07, h * 0.3);
  }
  ctx.restore();

  // Capsule over the neck.
  const capColour = s.brief.wine.startsWith('sparkling') ? hex('c9a14a') : s.palette.accent;
  const capH = h * (s.brief.wine.startsWith('sparkling') ? 0.2 : 0.14);
  ctx.beginPath();
  ctx.rect(x - geo.neckW / 2 - geo.w * 0.035, geo.top, geo.neckW + geo.w * 0.07, capH);
  shade(s, capColour, { x: x - geo.neckW / 2, y: geo.top, w: geo.neckW, h: capH }, { gloss: 0.45, line: s.u * 0.25 });
  ctx.fillStyle = css(darken(capColour, 0.35));
  ctx.fillRect(x - geo.neckW / 2 - geo.w * 0.035, geo.top + capH * 0.82, geo.neckW + geo.w * 0.07, capH * 0.05);

  // Label: paper wrapped round the body, shaded like the glass under it.
  const lw = geo.w * 0.86;
  const lh = h * (shape === 'flute' ? 0.26 : 0.3);
  const ly = y - h * 0.08 - lh;
  const paper = s.palette.paper;
  ctx.beginPath();
  ctx.rect(x - lw / 2, ly, lw, lh);
  if (s.realism) {
    const g = ctx.createLinearGradient(x - lw / 2, 0, x + lw / 2, 0);
    g.addColorStop(0, css(darken(paper, 0.35)));
    g.addColorStop(0.25, css(lighten(paper, 0.1)));
    g.addColorStop(0.6, css(paper));
    g.addColorStop(1, css(darken(paper, 0.45)));
    ctx.fillStyle = g;
    ctx.fill();
  } else {
    ctx.fillStyle = css(paper);
    ctx.fill();
    ink(s, 0.25);
  }
  const textColour = s.style === 'modern' ? hex('1d1d1f') : hex('2a1a14');
  ctx.strokeStyle = css(s.palette.accent, 0.9);
  ctx.lineWidth = Math.max(1, lw * 0.008);
  ctx.strokeRect(x - lw / 2 + lw * 0.05, ly + lh * 0.05, lw * 0.9, lh * 0.9);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = css(textColour);
  const titleFace = s.style === 'modern' ? 'sansBold' : 'serifBold';
  fitText(ctx, label.title.toUpperCase(), x, ly + lh * 0.42, lw * 0.8, (px) => font(titleFace, px), lh * 0.16);
  ctx.fillStyle = css(s.palette.accent);
  fitText(ctx, label.subtitle, x, ly + lh * 0.6, lw * 0.78, (px) => font('serifItalic', px), lh * 0.085);
  ctx.fillStyle = css(textColour, 0.85);
  fitText(ctx, label.year, x, ly + lh * 0.82, lw * 0.5, (px) => font('sans', px), lh * 0.08);
  // A small crest: a grape bunch of dots.
  ctx.fillStyle = css(s.palette.accent);
  const cx = x;
  const cy = ly + lh * 0.18;
  const d = lh * 0.022;
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 3 - row; i++) {
      ctx.beginPath();
      ctx.arc(cx + (i - (2 - row) / 2) * d * 2.1, cy + row * d * 1.9, d, 0, Math.PI * 2);
      ctx.fill();
    }
  return geo.w;
}

export type GlassKind = 'red' | 'white' | 'flute' | 'coupe';

export function glassKindFor(s: Scene): GlassKind {
  const wine = s.brief.wine;
  if (wine === 'sparkling' || wine === 'sparkling-rose') return 'flute';
  if (wine === 'red' || wine === 'fortified') return 'red';
  return 'white';
}

/**
 * A stemmed glass standing at (x, y), height h, filled to `fill` (0–1 of the bowl) with wine.
 * Returns the bowl's rim and wine surface so callers can pour or clink.
 */
export function wineGlass(
  s: Scene,
  x: number,
  y: number,
  h: number,
  fill = 0.42,
  kind = glassKindFor(s),
  colour = s.brief.wineColour,
) {
  const { ctx, palette } = s;
  const flute = kind === 'flute';
  const bowlH = h * (flute ? 0.62 : 0.5);
  const R = h * (flute ? 0.11 : kind === 'red' ? 0.24 : 0.19);
  const rim = R * (flute ? 0.85 : 0.72);
  const top = y - h;
  const bottom = top + bowlH;
  const foot = h * (flute ? 0.17 : 0.22);

  contactShadow(s, x, y, foot * 1.6, 0.4);
  if (s.realism) {
    // Light passing through the wine throws a tinted patch on the table.
    ctx.save();
    ctx.translate(x + h * 0.12, y + h * 0.015);
    ctx.scale(1, 0.2);
    glow(ctx, 0, 0, h * 0.22, saturate(colour, 1.3), 0.3);
    ctx.restore();
  }

  const bowl = () => {
    ctx.beginPath();
    ctx.moveTo(x - rim, top);
    if (flute) {
      ctx.bezierCurveTo(x - R * 1.02, top + bowlH * 0.45, x - R * 0.9, top + bowlH * 0.9, x, bottom);
      ctx.bezierCurveTo(x + R * 0.9, top + bowlH * 0.9, x + R * 1.02, top + bowlH * 0.45, x + rim, top);
    } else {
      ctx.bezierCurveTo(x - R * 1.02, top + bowlH * 0.25, x - R * 1.18, top + bowlH * 0.85, x, bottom);
      ctx.bezierCurveTo(x + R * 1.18, top + bowlH * 0.85, x + R * 1.02, top + bowlH * 0.25, x + rim, top);
    }
    ctx.closePath();
  };

  // Stem and foot.
  const stemW = Math.max(2, h * 0.022);
  ctx.beginPath();
  ctx.rect(x - stemW / 2, bottom - h * 0.01, stemW, y - bottom - h * 0.02);
  ctx.fillStyle = css(palette.glass, s.realism ? 0.55 : 0.9);
  ctx.fill();
  ink(s, 0.18);
  ctx.beginPath();
  ctx.ellipse(x, y - h * 0.012, foot, foot * 0.2, 0, 0, Math.PI * 2);
  ctx.fillStyle = css(palette.glass, s.realism ? 0.35 : 0.85);
  ctx.fill();
  ink(s, 0.18);

  // Glass body: faint tint of the room.
  bowl();
  ctx.fillStyle = css(palette.glass, s.realism ? 0.12 : 0.35);
  ctx.fill();

  // Wine: clipped to the bowl, from the surface down.
  const surface = bottom - bowlH * fill;
  ctx.save();
  bowl();
  ctx.clip();
  if (fill > 0) {
    if (s.realism) {
      const g = ctx.createLinearGradient(x - R, 0, x + R, 0);
      g.addColorStop(0, css(darken(colour, 0.45)));
      g.addColorStop(0.35, css(lighten(saturate(colour, 1.15), 0.12)));
      g.addColorStop(0.6, css(colour));
      g.addColorStop(1, css(darken(colour, 0.55)));
      ctx.fillStyle = g;
    } else ctx.fillStyle = css(colour);
    ctx.fillRect(x - R * 1.3, surface, R * 2.6, bottom - surface + 2);
    if (s.realism) {
      const depth = ctx.createLinearGradient(0, surface, 0, bottom);
      depth.addColorStop(0, css(WHITE, 0.08));
      depth.addColorStop(1, css([0, 0, 0], 0.35));
      ctx.fillStyle = depth;
      ctx.fillRect(x - R * 1.3, surface, R * 2.6, bottom - surface + 2);
    }
    // The surface seen from slightly above: an ellipse with a bright rim (the meniscus).
    const sw = flute ? R * 0.92 : R * (0.96 + 0.1 * (1 - fill));
    ctx.beginPath();
    ctx.ellipse(x, surface, sw, sw * 0.16, 0, 0, Math.PI * 2);
    ctx.fillStyle = css(lighten(colour, s.realism ? 0.18 : 0.25));
    ctx.fill();
    ctx.lineWidth = Math.max(1, h * 0.004);
    ctx.strokeStyle = css(lighten(colour, 0.5), 0.8);
    ctx.stroke();
    if (flute) {
      const bubbles = s.rng.fork(`bubbles${x}`);
      for (let i = 0; i < 40; i++) {
        const bx = x + bubbles.range(-R * 0.6, R * 0.6);
        const by = bubbles.range(surface + h * 0.01, bottom - h * 0.02);
        ctx.beginPath();
        ctx.arc(bx, by, Math.max(0.8, h * bubbles.range(0.002, 0.006)), 0, Math.PI * 2);
        ctx.fillStyle = css(WHITE, 0.55);
        ctx.fill();
      }
    }
  }
  ctx.restore();

  // Rim and highlights.
  ctx.beginPath();
  ctx.ellipse(x, top, rim, rim * 0.14, 0, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, h * 0.005);
  ctx.strokeStyle = s.realism ? css(lighten(palette.glass, 0.5), 0.75) : css(palette.ink);
  ctx.stroke();
  bowl();
  ctx.lineWidth = s.realism ? Math.max(1, h * 0.004) : s.u * 0.3;
  ctx.strokeStyle = s.realism ? css(lighten(palette.glass, 0.4), 0.55) : css(palette.ink);
  ctx.stroke();
  if (s.realism) {
    ctx.beginPath();
    ctx.moveTo(x - R * 0.62, top + bowlH * 0.12);
    ctx.quadraticCurveTo(x - R * 0.95, top + bowlH * 0.5, x - R * 0.55, top + bowlH * 0.86);
    ctx.lineWidth = h * 0.014;
    ctx.lineCap = 'round';
    ctx.strokeStyle = css(WHITE, 0.38);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x + R * 0.7, top + bowlH * 0.2);
    ctx.quadraticCurveTo(x + R * 0.86, top + bowlH * 0.45, x + R * 0.74, top + bowlH * 0.6);
    ctx.lineWidth = h * 0.006;
    ctx.strokeStyle = css(WHITE, 0.25);
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
  return { rimY: top, rimR: rim, surface, bowlBottom: bottom };
}

/** A decanter: wide flat base, long neck, wine inside. */
export function decanter(s: Scene, x: number, y: number, h: number) {
  const { ctx, palette } = s;
  const R = h * 0.42;
  const neck = h * 0.09;
  contactShadow(s, x, y, R * 1.1, 0.45);
  const path = () => {
    ctx.beginPath();
    ctx.moveTo(x - neck, y - h);
    ctx.lineTo(x - neck * 0.8, y - h * 0.55);
    ctx.bezierCurveTo(x - neck * 0.8, y - h * 0.35, x - R, y - h * 0.3, x - R, y - h * 0.08);
    ctx.quadraticCurveTo(x - R, y, x - R * 0.8, y);
    ctx.lineTo(x + R * 0.8, y);
    ctx.quadraticCurveTo(x + R, y, x + R, y - h * 0.08);
    ctx.bezierCurveTo(x + R, y - h * 0.3, x + neck * 0.8, y - h * 0.35, x + neck * 0.8, y - h * 0.55);
    ctx.lineTo(x + neck, y - h);
    ctx.closePath();
  };
  path();
  ctx.fillStyle = css(palette.glass, s.realism ? 0.12 : 0.35);
  ctx.fill();
  ctx.save();
  path();
  ctx.clip();
  const surface = y - h * 0.2;
  if (s.realism) {
    const g = ctx.createLinearGradient(x - R, 0, x + R, 0);
    g.addColorStop(0, css(darken(s.brief.wineColour, 0.5)));
    g.addColorStop(0.4, css(lighten(s.brief.wineColour, 0.1)));
    g.addColorStop(1, css(darken(s.brief.wineColour, 0.55)));
    ctx.fillStyle = g;
  } else ctx.fillStyle = css(s.brief.wineColour);
  ctx.fillRect(x - R, surface, R * 2, h * 0.2);
  ctx.beginPath();
  ctx.ellipse(x, surface, R * 0.78, R * 0.09, 0, 0, Math.PI * 2);
  ctx.fillStyle = css(lighten(s.brief.wineColour, 0.2));
  ctx.fill();
  ctx.restore();
  path();
  ctx.lineWidth = s.realism ? Math.max(1, h * 0.005) : s.u * 0.3;
  ctx.strokeStyle = s.realism ? css(lighten(palette.glass, 0.4), 0.6) : css(palette.ink);
  ctx.stroke();
  if (s.realism) {
    ctx.beginPath();
    ctx.moveTo(x - R * 0.55, y - h * 0.22);
    ctx.quadraticCurveTo(x - R * 0.85, y - h * 0.12, x - R * 0.7, y - h * 0.04);
    ctx.lineWidth = h * 0.016;
    ctx.lineCap = 'round';
    ctx.strokeStyle = css(WHITE, 0.35);
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
}
