// The small props of wine pictures, drawn from simple geometry: barrel ends, bunches of grapes,
// vine leaves, corks and candles. The bottles, glasses and decanter are in objects.ts.
import { css, darken, hex, lighten, type Rgb } from './color.ts';
import { font } from './fonts.ts';
import { contactShadow, glow, ink, type Scene, shade } from './scene.ts';

/** A barrel seen end-on: staves, hoops and a stencilled mark. */
export function barrelEnd(s: Scene, x: number, y: number, r: number, wood: Rgb) {
  const { ctx } = s;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  if (s.realism) {
    const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
    g.addColorStop(0, css(lighten(wood, 0.25)));
    g.addColorStop(0.7, css(wood));
    g.addColorStop(1, css(darken(wood, 0.5)));
    ctx.fillStyle = g;
    ctx.fill();
  } else {
    ctx.fillStyle = css(wood);
    ctx.fill();
  }
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = css(darken(wood, 0.45), 0.7);
  ctx.lineWidth = Math.max(1, r * 0.025);
  for (let i = -4; i <= 4; i++) {
    ctx.beginPath();
    ctx.moveTo(x + (i * r) / 4.5, y - r);
    ctx.lineTo(x + (i * r) / 4.5, y + r);
    ctx.stroke();
  }
  ctx.restore();
  ctx.beginPath();
  ctx.arc(x, y, r * 0.92, 0, Math.PI * 2);
  ctx.lineWidth = r * 0.12;
  ctx.strokeStyle = css(s.realism ? hex('2b2522') : s.palette.ink, 0.9);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r * 0.08, 0, Math.PI * 2);
  ctx.fillStyle = css(darken(wood, 0.6));
  ctx.fill();
  ctx.fillStyle = css(darken(wood, 0.55), 0.7);
  ctx.textAlign = 'center';
  ctx.font = font('serifBold', r * 0.22);
  ctx.fillText(String(2015 + Math.floor((x + y) % 9)), x, y + r * 0.5);
}

/** A grape bunch hanging from (x, y). */
export function grapes(s: Scene, x: number, y: number, size: number, colour: Rgb) {
  const { ctx } = s;
  const rng = s.rng.fork(`grapes${Math.round(x)}${Math.round(y)}`);
  ctx.strokeStyle = css(hex('5a4020'));
  ctx.lineWidth = size * 0.04;
  ctx.beginPath();
  ctx.moveTo(x, y - size * 0.15);
  ctx.quadraticCurveTo(x + size * 0.08, y - size * 0.3, x + size * 0.02, y - size * 0.4);
  ctx.stroke();
  const r = size * 0.085;
  const rows = 7;
  for (let row = 0; row < rows; row++) {
    const n = Math.max(1, Math.round((rows - row) * 0.75 + 1));
    for (let i = 0; i < n; i++) {
      const gx = x + (i - (n - 1) / 2) * r * 1.75 + rng.range(-r * 0.25, r * 0.25);
      const gy = y + row * r * 1.55 + rng.range(-r * 0.2, r * 0.2);
      ctx.beginPath();
      ctx.arc(gx, gy, r, 0, Math.PI * 2);
      if (s.realism) {
        const g = ctx.createRadialGradient(gx - r * 0.35, gy - r * 0.4, r * 0.1, gx, gy, r);
        g.addColorStop(0, css(lighten(colour, 0.45)));
        g.addColorStop(0.5, css(colour));
        g.addColorStop(1, css(darken(colour, 0.5)));
        ctx.fillStyle = g;
        ctx.fill();
      } else {
        ctx.fillStyle = css(colour);
        ctx.fill();
        ink(s, 0.15);
      }
    }
  }
}

/** Grape colour for a bunch: dark purple for red wines, golden green for whites. */
export function grapeColour(s: Scene): Rgb {
  return s.brief.wine === 'red' || s.brief.wine === 'fortified' || s.brief.wine.includes('rose')
    ? hex('3d1838')
    : hex('b3b84e');
}

/** A vine leaf: five lobes around its base at (x, y). */
export function leaf(s: Scene, x: number, y: number, size: number, angle: number, colour: Rgb) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  const lobes = 5;
  for (let i = 0; i <= lobes * 2; i++) {
    const a = -Math.PI / 2 + ((i / (lobes * 2)) * 2 - 1) * Math.PI * 0.85;
    const rr = i % 2 === 0 ? size : size * 0.55;
    const px = Math.cos(a) * rr;
    const py = Math.sin(a) * rr - size * 0.1;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  if (s.realism) {
    const g = ctx.createLinearGradient(-size, -size, size, size);
    g.addColorStop(0, css(lighten(colour, 0.2)));
    g.addColorStop(1, css(darken(colour, 0.35)));
    ctx.fillStyle = g;
    ctx.fill();
  } else {
    ctx.fillStyle = css(colour);
    ctx.fill();
    ink(s, 0.2);
  }
  ctx.strokeStyle = css(darken(colour, 0.4), 0.8);
  ctx.lineWidth = Math.max(1, size * 0.04);
  for (let i = -2; i <= 2; i++) {
    const a = -Math.PI / 2 + i * 0.62;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(Math.cos(a) * size * 0.8, Math.sin(a) * size * 0.8);
    ctx.stroke();
  }
  ctx.restore();
}

/** A cork lying on its side. */
export function cork(s: Scene, x: number, y: number, len: number, angle = 0) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  contactShadow(s, 0, len * 0.2, len * 0.6, 0.4);
  ctx.beginPath();
  ctx.roundRect(-len / 2, -len * 0.2, len, len * 0.4, len * 0.06);
  shade(s, hex('b88a55'), { x: -len / 2, y: -len * 0.2, w: len, h: len * 0.4 }, { vertical: true, gloss: 0.2 });
  ctx.fillStyle = css(darken(s.brief.wineColour, 0.2), 0.85);
  ctx.fillRect(len / 2 - len * 0.12, -len * 0.2, len * 0.1, len * 0.4);
  ctx.restore();
}

/** A candle with its glow, for evening scenes. */
export function candle(s: Scene, x: number, y: number, h: number) {
  const { ctx } = s;
  const w = h * 0.28;
  contactShadow(s, x, y, w, 0.4);
  glow(ctx, x, y - h - h * 0.12, h * 1.6, hex('ffb347'), 0.35);
  ctx.beginPath();
  ctx.rect(x - w / 2, y - h, w, h);
  shade(s, hex('efe6d2'), { x: x - w / 2, y: y - h, w, h }, { gloss: 0.2 });
  ctx.beginPath();
  ctx.ellipse(x, y - h - h * 0.1, w * 0.12, h * 0.1, 0, 0, Math.PI * 2);
  ctx.fillStyle = css(hex('ffd27a'));
  ctx.fill();
  glow(ctx, x, y - h - h * 0.1, h * 0.35, hex('fff1c1'), 0.8);
}
