// Still lifes on a table: the hero bottle, a tasting flight, glasses, sommelier tools and a
// food pairing. Sizes follow the frame, so a story, a thumbnail and a square all compose well.
import { room } from './backdrop.ts';
import { css, darken, hex, lighten, mix, type Rgb } from './color.ts';
import { font } from './fonts.ts';
import { bottle, decanter, type LabelText, wineGlass } from './objects.ts';
import { candle, cork, grapeColour, grapes, leaf } from './props.ts';
import { contactShadow, ink, type Scene, shade } from './scene.ts';

export function labelText(s: Scene): LabelText {
  return { title: s.brief.title, subtitle: s.brief.subtitle, year: String(2012 + s.rng.fork('year').int(0, 10)) };
}

/** Scale of the props: the usable width, or a share of the height in wide frames; tall frames zoom in. */
const scaleOf = (s: Scene) => Math.min(s.w * s.stage * (s.h > s.w * 1.3 ? 1.15 : 1), s.h * 0.78);

/** Where the props stand: a little in front of the table's back edge. */
const standLine = (s: Scene, y0: number) => y0 + (s.h - y0) * 0.42;

/** Tall frames leave wall above the props: a shelf of bottles fills it, as in a wine bar. */
function shelf(s: Scene, propsTop: number) {
  if (propsTop < s.h * 0.36) return;
  const { ctx, w, u } = s;
  const y = propsTop * 0.6;
  const bh = Math.min(propsTop * 0.42, w * 0.3);
  ctx.beginPath();
  ctx.rect(0, y, w, u * 1.6);
  shade(s, darken(s.palette.table, 0.1), { x: 0, y, w, h: u * 1.6 }, { vertical: true, gloss: 0.3 });
  const n = Math.max(4, Math.round(w / (bh * 0.42)));
  ctx.save();
  ctx.globalAlpha = 0.82;
  const label = labelText(s);
  for (let i = 0; i < n; i++) {
    bottle(s, ((i + 0.5) * w) / n, y, bh * (0.94 + 0.06 * (i % 2)), label, { shadow: false });
  }
  ctx.restore();
  const fade = ctx.createLinearGradient(0, 0, 0, y + u * 2);
  fade.addColorStop(0, css(s.palette.wallTop, 0.55));
  fade.addColorStop(1, css(s.palette.wallTop, 0.25));
  ctx.fillStyle = fade;
  ctx.fillRect(0, 0, w, y + u * 1.6);
}

export function bottleScene(s: Scene) {
  const y0 = room(s, s.h > s.w * 1.2 ? 0.6 : 0.64);
  const k = scaleOf(s);
  const yb = standLine(s, y0);
  const x = s.w * s.focusX;
  const bh = Math.min(k * 0.78, yb - s.h * 0.08);
  shelf(s, yb - bh);
  if (s.brief.time === 'night') candle(s, x - k * 0.36, yb - k * 0.02, k * 0.16);
  const bw = bottle(s, x, yb, bh, labelText(s));
  wineGlass(s, x + bw * 0.5 + k * 0.17, yb + k * 0.035, bh * 0.5, 0.42);
  grapes(s, x - bw * 0.5 - k * 0.12, yb - k * 0.06, k * 0.16, grapeColour(s));
  leaf(s, x - bw * 0.5 - k * 0.17, yb - k * 0.1, k * 0.06, -0.6, hex('4d6b2e'));
  cork(s, x + k * 0.05, yb + k * 0.11, k * 0.07, -0.25);
}

export function tastingScene(s: Scene) {
  const y0 = room(s, 0.58);
  const k = scaleOf(s);
  const yb = standLine(s, y0);
  const x = s.w * s.focusX;
  // Bottle behind, three glasses in front: the classic tasting line-up.
  const bh = Math.min(k * 0.62, yb - s.h * 0.1);
  shelf(s, yb - k * 0.07 - bh);
  bottle(s, x - k * 0.3, yb - k * 0.07, bh, labelText(s));
  const gh = k * 0.36;
  const fills = [0.34, 0.42, 0.3];
  const spacing = Math.min(k * 0.24, s.w * s.stage * 0.22);
  for (let i = 0; i < 3; i++) {
    wineGlass(s, x + (i - 0.7) * spacing, yb + k * 0.05 + (i === 1 ? k * 0.02 : 0), gh, fills[i]);
  }
  notebook(s, x - k * 0.42, yb + k * 0.1, k * 0.24);
  grapes(s, x + spacing * 1.75, yb - k * 0.05, k * 0.12, grapeColour(s));
  if (s.brief.time === 'night') candle(s, x + spacing * 1.9, yb - k * 0.04, k * 0.12);
}

/** A tasting notebook lying on the table, with ruled lines and a few notes. */
function notebook(s: Scene, x: number, y: number, size: number) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  ctx.transform(1, 0, -0.35, 0.42, 0, 0);
  contactShadow(s, 0, size * 0.75, size * 0.7, 0.25);
  ctx.beginPath();
  ctx.rect(-size / 2, -size * 0.7, size, size * 1.4);
  shade(s, s.palette.paper, { x: -size / 2, y: -size * 0.7, w: size, h: size * 1.4 }, { vertical: true, gloss: 0.1 });
  ctx.strokeStyle = css(hex('7d8fa8'), 0.5);
  ctx.lineWidth = Math.max(1, size * 0.008);
  for (let i = 0; i < 9; i++) {
    const ly = -size * 0.5 + i * size * 0.13;
    ctx.beginPath();
    ctx.moveTo(-size * 0.4, ly);
    ctx.lineTo(size * 0.4, ly);
    ctx.stroke();
  }
  ctx.fillStyle = css(hex('2d2a3a'), 0.85);
  ctx.textAlign = 'left';
  ctx.font = font('serifItalic', size * 0.1);
  s.brief.notes.slice(0, 3).forEach((n, i) => {
    ctx.fillText(n, -size * 0.38, -size * 0.39 + i * size * 0.26);
  });
  ctx.restore();
}

export function glassesScene(s: Scene) {
  const y0 = room(s, 0.6);
  const k = scaleOf(s);
  const yb = standLine(s, y0);
  const x = s.w * s.focusX;
  const gh = Math.min(k * 0.7, yb - s.h * 0.12);
  shelf(s, yb - k * 0.12 - gh * 1.05);
  const { ctx } = s;
  // A bottle out of focus behind the glasses.
  ctx.save();
  ctx.globalAlpha = s.realism ? 0.45 : 0.8;
  bottle(s, x + k * 0.3, yb - k * 0.12, gh * 1.05, labelText(s), { shadow: false });
  ctx.restore();
  wineGlass(s, x - gh * 0.2, yb, gh, 0.45);
  wineGlass(s, x + gh * 0.2, yb + k * 0.03, gh * 0.96, 0.38);
  if (s.brief.mood.festive) confetti(s);
  if (s.brief.time === 'night') candle(s, x - gh * 0.62, yb + k * 0.02, k * 0.12);
}

function confetti(s: Scene) {
  const rng = s.rng.fork('confetti');
  const colours: Rgb[] = [hex('d4af37'), hex('f3e5ab'), s.palette.accent, hex('ffffff')];
  for (let i = 0; i < 90; i++) {
    s.ctx.save();
    s.ctx.translate(rng.range(0, s.w), rng.range(0, s.h * 0.7));
    s.ctx.rotate(rng.range(0, Math.PI));
    s.ctx.fillStyle = css(rng.pick(colours), 0.85);
    s.ctx.fillRect(-s.u * 0.6, -s.u * 0.25, s.u * 1.2, s.u * 0.5);
    s.ctx.restore();
  }
}

export function toolsScene(s: Scene) {
  const y0 = room(s, 0.56);
  const k = scaleOf(s);
  const yb = standLine(s, y0);
  const x = s.w * s.focusX;
  const dh = Math.min(k * 0.62, yb - s.h * 0.1);
  shelf(s, yb - dh);
  decanter(s, x - k * 0.08, yb - k * 0.02, dh);
  wineGlass(s, x + k * 0.3, yb, k * 0.36, 0.3);
  tastevin(s, x - k * 0.34, yb + k * 0.12, k * 0.13);
  corkscrew(s, x + k * 0.12, yb + k * 0.17, k * 0.34);
  cork(s, x + k * 0.38, yb + k * 0.16, k * 0.07, 0.4);
}

/** The sommelier's silver tasting cup: a shallow dimpled bowl with a ring handle. */
function tastevin(s: Scene, x: number, y: number, r: number) {
  const { ctx } = s;
  const silver = hex('c9ccd1');
  contactShadow(s, x, y + r * 0.3, r * 1.3, 0.45);
  // Ring handle.
  ctx.beginPath();
  ctx.ellipse(x + r * 1.15, y - r * 0.05, r * 0.32, r * 0.18, 0, 0, Math.PI * 2);
  ctx.lineWidth = r * 0.1;
  ctx.strokeStyle = css(darken(silver, 0.2));
  ctx.stroke();
  // Bowl side and rim.
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.38, 0, 0, Math.PI);
  ctx.lineTo(x - r, y - r * 0.08);
  ctx.closePath();
  shade(s, silver, { x: x - r, y: y - r * 0.1, w: r * 2, h: r * 0.5 }, { gloss: 0.6 });
  ctx.beginPath();
  ctx.ellipse(x, y - r * 0.08, r, r * 0.34, 0, 0, Math.PI * 2);
  shade(s, lighten(silver, 0.1), { x: x - r, y: y - r * 0.4, w: r * 2, h: r * 0.7 }, { gloss: 0.5 });
  // A sip of wine and the dimples that show its colour.
  ctx.beginPath();
  ctx.ellipse(x, y - r * 0.05, r * 0.62, r * 0.2, 0, 0, Math.PI * 2);
  ctx.fillStyle = css(s.brief.wineColour, 0.9);
  ctx.fill();
  ctx.fillStyle = css(darken(silver, 0.25), 0.6);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * r * 0.82, y - r * 0.08 + Math.sin(a) * r * 0.28, r * 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A waiter's friend lying on the table: handle, lever and the spiral worm. */
function corkscrew(s: Scene, x: number, y: number, len: number) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-0.18);
  contactShadow(s, 0, len * 0.06, len * 0.6, 0.35);
  // Handle.
  ctx.beginPath();
  ctx.roundRect(-len / 2, -len * 0.06, len, len * 0.12, len * 0.06);
  shade(
    s,
    s.brief.mood.rustic ? hex('6b4226') : hex('2f2a2b'),
    { x: -len / 2, y: -len * 0.06, w: len, h: len * 0.12 },
    {
      vertical: true,
      gloss: 0.4,
    },
  );
  // Steel bolsters.
  const steel = hex('c0c4ca');
  for (const bx of [-len / 2, len / 2 - len * 0.08]) {
    ctx.beginPath();
    ctx.roundRect(bx, -len * 0.062, len * 0.08, len * 0.124, len * 0.03);
    shade(s, steel, { x: bx, y: -len * 0.062, w: len * 0.08, h: len * 0.124 }, { vertical: true, gloss: 0.6 });
  }
  // Lever arm folded out.
  ctx.beginPath();
  ctx.moveTo(-len * 0.42, -len * 0.05);
  ctx.lineTo(-len * 0.72, -len * 0.16);
  ctx.lineTo(-len * 0.74, -len * 0.11);
  ctx.lineTo(-len * 0.44, -len * 0.02);
  ctx.closePath();
  shade(s, steel, { x: -len * 0.74, y: -len * 0.16, w: len * 0.32, h: len * 0.14 }, { vertical: true, gloss: 0.6 });
  // Worm.
  ctx.beginPath();
  const wx = len * 0.2;
  ctx.moveTo(wx, len * 0.05);
  for (let i = 0; i <= 10; i++) {
    ctx.lineTo(wx + (i % 2 ? len * 0.035 : -len * 0.035), len * 0.05 + i * len * 0.028);
  }
  ctx.lineWidth = len * 0.014;
  ctx.strokeStyle = css(steel);
  ctx.stroke();
  ink(s, 0.15);
  ctx.restore();
}

export function pairingScene(s: Scene) {
  const y0 = room(s, 0.5);
  const k = scaleOf(s);
  const yb = standLine(s, y0) + k * 0.04;
  const x = s.w * s.focusX;
  const pr = Math.min(k * 0.3, s.w * 0.3);
  shelf(s, yb - k * 0.54);
  plate(s, x - k * 0.07, yb + k * 0.04, pr);
  wineGlass(s, x + pr * 1.05, yb - k * 0.04, k * 0.5, 0.42);
  cutlery(s, x - k * 0.07 - pr * 1.2, yb + k * 0.04, pr);
  if (s.brief.time === 'night') candle(s, x - pr * 1.4, yb - k * 0.08, k * 0.12);
}

function plate(s: Scene, x: number, y: number, r: number) {
  const { ctx } = s;
  contactShadow(s, x, y + r * 0.12, r * 1.15, 0.45);
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.36, 0, 0, Math.PI * 2);
  shade(
    s,
    s.style === 'vintage' ? hex('efe3c8') : hex('f5f3ef'),
    { x: x - r, y: y - r * 0.36, w: r * 2, h: r * 0.72 },
    {
      vertical: true,
      gloss: 0.1,
    },
  );
  ctx.beginPath();
  ctx.ellipse(x, y + r * 0.01, r * 0.7, r * 0.24, 0, 0, Math.PI * 2);
  ctx.strokeStyle = css(hex('c9c3b8'), 0.7);
  ctx.lineWidth = Math.max(1, r * 0.012);
  ctx.stroke();
  food(s, x, y, r * 0.62);
}

function food(s: Scene, x: number, y: number, r: number) {
  const { ctx } = s;
  const rng = s.rng.fork('food');
  const blob = (bx: number, by: number, rx: number, ry: number, colour: Rgb, rot = 0) => {
    ctx.beginPath();
    ctx.ellipse(bx, by, rx, ry, rot, 0, Math.PI * 2);
    shade(s, colour, { x: bx - rx, y: by - ry, w: rx * 2, h: ry * 2 }, { vertical: true, gloss: 0.3 });
  };
  switch (s.brief.food ?? 'cheese') {
    case 'steak': {
      blob(x, y - r * 0.08, r * 0.75, r * 0.3, hex('5b2a1c'));
      ctx.strokeStyle = css(hex('23110b'), 0.8);
      ctx.lineWidth = r * 0.035;
      for (let i = -2; i <= 2; i++) {
        ctx.beginPath();
        ctx.moveTo(x + i * r * 0.22 - r * 0.12, y - r * 0.3);
        ctx.lineTo(x + i * r * 0.22 + r * 0.12, y + r * 0.12);
        ctx.stroke();
      }
      for (let i = 0; i < 5; i++)
        leaf(s, x + r * (0.5 + i * 0.08), y + r * 0.18, r * 0.07, 0.6 + i * 0.3, hex('3f5a2a'));
      break;
    }
    case 'fish': {
      blob(x, y - r * 0.05, r * 0.72, r * 0.22, hex('f2a27c'), -0.08);
      ctx.strokeStyle = css(hex('fff2e8'), 0.7);
      ctx.lineWidth = r * 0.02;
      for (let i = -3; i <= 3; i++) {
        ctx.beginPath();
        ctx.moveTo(x + i * r * 0.18, y - r * 0.22);
        ctx.quadraticCurveTo(x + i * r * 0.18 + r * 0.08, y - r * 0.05, x + i * r * 0.18, y + r * 0.12);
        ctx.stroke();
      }
      blob(x + r * 0.62, y + r * 0.12, r * 0.2, r * 0.1, hex('f4e04d'));
      break;
    }
    case 'pasta': {
      ctx.lineWidth = r * 0.03;
      for (let i = 0; i < 40; i++) {
        ctx.beginPath();
        ctx.ellipse(
          x + rng.range(-r * 0.3, r * 0.3),
          y - r * 0.06 + rng.range(-r * 0.1, r * 0.1),
          r * rng.range(0.2, 0.5),
          r * rng.range(0.08, 0.18),
          rng.range(-0.5, 0.5),
          0,
          Math.PI * 2,
        );
        ctx.strokeStyle = css(rng.chance(0.5) ? hex('f1d17a') : hex('e2bb5a'));
        ctx.stroke();
      }
      for (let i = 0; i < 6; i++)
        blob(x + rng.range(-r * 0.35, r * 0.35), y + rng.range(-r * 0.2, r * 0.05), r * 0.07, r * 0.05, hex('c0392b'));
      break;
    }
    case 'oysters': {
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const ox = x + Math.cos(a) * r * 0.55;
        const oy = y + Math.sin(a) * r * 0.2;
        blob(ox, oy, r * 0.24, r * 0.12, hex('8d8f87'), a);
        blob(ox, oy, r * 0.15, r * 0.07, hex('e6e1d3'), a);
      }
      blob(x, y, r * 0.14, r * 0.07, hex('f4e04d'));
      break;
    }
    case 'dessert': {
      ctx.beginPath();
      ctx.moveTo(x - r * 0.5, y + r * 0.1);
      ctx.lineTo(x + r * 0.5, y + r * 0.1);
      ctx.lineTo(x + r * 0.15, y - r * 0.45);
      ctx.closePath();
      shade(s, hex('3b2016'), { x: x - r * 0.5, y: y - r * 0.45, w: r, h: r * 0.55 }, { vertical: true, gloss: 0.3 });
      blob(x + r * 0.05, y - r * 0.36, r * 0.08, r * 0.07, hex('b0172a'));
      for (let i = 0; i < 5; i++) blob(x - r * 0.6 + i * r * 0.06, y + r * 0.2, r * 0.04, r * 0.04, hex('6b1034'));
      break;
    }
    case 'charcuterie': {
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2;
        blob(x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.18, r * 0.16, r * 0.08, hex('a8343f'));
        ctx.fillStyle = css(hex('f1d6d0'), 0.8);
        ctx.beginPath();
        ctx.arc(x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.18, r * 0.02, 0, Math.PI * 2);
        ctx.fill();
      }
      blob(x, y - r * 0.02, r * 0.28, r * 0.12, hex('e79a8f'));
      break;
    }
    default: {
      // A cheese board: wedges, a round of brie, grapes and crackers.
      ctx.beginPath();
      ctx.moveTo(x - r * 0.7, y + r * 0.05);
      ctx.lineTo(x - r * 0.1, y - r * 0.25);
      ctx.lineTo(x - r * 0.05, y + r * 0.08);
      ctx.closePath();
      shade(
        s,
        hex('f1c84b'),
        { x: x - r * 0.7, y: y - r * 0.25, w: r * 0.65, h: r * 0.33 },
        { vertical: true, gloss: 0.3 },
      );
      blob(x + r * 0.35, y - r * 0.02, r * 0.32, r * 0.13, hex('f4efe0'));
      ctx.beginPath();
      ctx.ellipse(x + r * 0.35, y - r * 0.02, r * 0.2, r * 0.07, 0, 0, Math.PI * 2);
      ctx.fillStyle = css(hex('f9e9a8'), 0.8);
      ctx.fill();
      for (let i = 0; i < 4; i++) blob(x - r * 0.2 + i * r * 0.16, y + r * 0.25, r * 0.1, r * 0.04, hex('d7a65f'));
      grapes(s, x + r * 0.1, y - r * 0.32, r * 0.35, grapeColour(s));
    }
  }
}

function cutlery(s: Scene, x: number, y: number, r: number) {
  const { ctx } = s;
  const steel = hex('c3c6cc');
  ctx.save();
  ctx.translate(x, y);
  ctx.transform(1, 0, -0.3, 0.45, 0, 0);
  contactShadow(s, 0, r * 0.05, r * 0.3, 0.25);
  ctx.beginPath();
  ctx.roundRect(-r * 0.05, -r * 0.6, r * 0.1, r * 1.3, r * 0.04);
  shade(s, steel, { x: -r * 0.05, y: -r * 0.6, w: r * 0.1, h: r * 1.3 }, { gloss: 0.6 });
  ctx.restore();
  ctx.fillStyle = css(mix(s.palette.accent, hex('ffffff'), 0.6), 0.9);
  ctx.beginPath();
  ctx.ellipse(x - r * 0.2, y + r * 0.32, r * 0.3, r * 0.1, -0.2, 0, Math.PI * 2);
  ctx.fill();
  ink(s, 0.2);
}
