// The room behind a still life: a wall lit by a window, a spotlight or candles, and a table top of
// wood, marble or linen seen slightly from above. Mood words choose the materials and the light.
import { css, darken, hex, lighten, mix, type Rgb } from './color.ts';
import { glow, type Scene } from './scene.ts';

/** Draws wall and table; returns the y of the table's back edge. */
export function room(s: Scene, horizon = 0.62): number {
  const { ctx, w, h, u, palette, brief } = s;
  const y0 = Math.round(h * horizon);
  const rng = s.rng.fork('room');

  // Wall.
  const wall = ctx.createLinearGradient(0, 0, 0, y0);
  wall.addColorStop(0, css(palette.wallTop));
  wall.addColorStop(1, css(palette.wallBottom));
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, w, y0);

  if (s.style === 'modern') {
    // Flat design: one large disc of the accent colour behind the subject and a thin arch.
    ctx.beginPath();
    ctx.arc(w * s.focusX, y0 - h * 0.05, Math.min(w, h) * 0.36, 0, Math.PI * 2);
    ctx.fillStyle = css(mix(palette.accent, palette.wallTop, 0.25));
    ctx.fill();
    ctx.beginPath();
    ctx.arc(w * (1 - s.focusX * 0.6), y0 * 0.32, Math.min(w, h) * 0.12, 0, Math.PI * 2);
    ctx.fillStyle = css(mix(palette.wallBottom, palette.light, 0.35));
    ctx.fill();
  } else if (brief.mood.rustic || s.style === 'vintage') {
    // Old brick or stone, softened by the wall's light.
    const bw = u * 9;
    const bh = u * 3.6;
    for (let row = 0; row * bh < y0; row++) {
      for (let col = -1; col * bw < w; col++) {
        const bx = col * bw + (row % 2 ? bw / 2 : 0);
        const tint = rng.range(-0.12, 0.12);
        ctx.fillStyle = css(tint > 0 ? lighten(palette.wallBottom, tint) : darken(palette.wallBottom, -tint), 0.45);
        ctx.fillRect(bx + u * 0.25, row * bh + u * 0.25, bw - u * 0.5, bh - u * 0.5);
      }
    }
    const fade = ctx.createLinearGradient(0, 0, 0, y0);
    fade.addColorStop(0, css(palette.wallTop, 0.55));
    fade.addColorStop(1, css(palette.wallBottom, 0.25));
    ctx.fillStyle = fade;
    ctx.fillRect(0, 0, w, y0);
  } else if (s.realism && brief.time !== 'night') {
    // Light from a window falls across the wall as a soft slanted beam, fading at its edges.
    const wx = w * (s.focusX > 0.5 ? 0.05 : 0.62);
    const beam = ctx.createLinearGradient(wx, 0, wx + w * 0.36, 0);
    beam.addColorStop(0, css(palette.light, 0));
    beam.addColorStop(0.5, css(palette.light, 0.1));
    beam.addColorStop(1, css(palette.light, 0));
    ctx.fillStyle = beam;
    ctx.beginPath();
    ctx.moveTo(wx, 0);
    ctx.lineTo(wx + w * 0.24, 0);
    ctx.lineTo(wx + w * 0.36, y0);
    ctx.lineTo(wx + w * 0.1, y0);
    ctx.closePath();
    ctx.fill();
  }

  // Key light behind the subject.
  glow(ctx, w * s.focusX, y0 * 0.55, Math.max(w, h) * 0.55, palette.light, 0.28 * palette.keyLight);

  // Bokeh for evenings and celebrations.
  if (s.realism && (brief.time === 'night' || brief.time === 'sunset' || brief.mood.festive)) {
    const count = brief.mood.festive ? 26 : 16;
    for (let i = 0; i < count; i++) {
      const bx = rng.range(0, w);
      const by = rng.range(0, y0 * 0.9);
      const r = u * rng.range(1.5, 5.5);
      glow(ctx, bx, by, r * 2.2, rng.chance(0.5) ? hex('ffcf7a') : lighten(palette.light, 0.3), rng.range(0.18, 0.4));
    }
  }

  table(s, y0);
  return y0;
}

function table(s: Scene, y0: number) {
  const { ctx, w, h, u, palette, brief } = s;
  const rng = s.rng.fork('table');
  const marble = brief.mood.elegant && !brief.mood.rustic;
  const linen = !marble && (brief.food === 'fish' || brief.food === 'oysters' || s.style === 'modern');
  const base: Rgb = marble
    ? hex('e9e6e1')
    : linen
      ? s.style === 'modern'
        ? palette.table
        : hex('efeae0')
      : palette.table;

  const g = ctx.createLinearGradient(0, y0, 0, h);
  g.addColorStop(0, css(darken(base, 0.3)));
  g.addColorStop(0.35, css(base));
  g.addColorStop(1, css(darken(base, s.realism ? 0.35 : 0.1)));
  ctx.fillStyle = g;
  ctx.fillRect(0, y0, w, h - y0);

  if (marble) {
    ctx.strokeStyle = css(hex('8d8a86'), 0.35);
    for (let i = 0; i < 9; i++) {
      ctx.lineWidth = u * rng.range(0.08, 0.3);
      ctx.beginPath();
      let x = rng.range(-w * 0.2, w);
      let y = y0 + rng.range(0, h - y0);
      ctx.moveTo(x, y);
      for (let k = 0; k < 6; k++) {
        x += rng.range(u * 4, u * 14);
        y += rng.range(-u * 4, u * 4);
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
  } else if (!linen) {
    // Planks running away from the viewer, converging on the subject.
    const vx = w * s.focusX;
    ctx.strokeStyle = css(darken(base, 0.45), 0.55);
    ctx.lineWidth = Math.max(1, u * 0.18);
    for (let i = -8; i <= 8; i++) {
      ctx.beginPath();
      ctx.moveTo(vx + i * w * 0.045, y0);
      ctx.lineTo(vx + i * w * 0.2, h);
      ctx.stroke();
    }
    // Grain.
    ctx.strokeStyle = css(darken(base, 0.3), 0.25);
    ctx.lineWidth = Math.max(1, u * 0.08);
    for (let i = 0; i < 60; i++) {
      const y = y0 + rng.next() ** 1.6 * (h - y0);
      const x = rng.range(0, w);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + u * 6, y + rng.range(-u, u), x + u * rng.range(8, 20), y);
      ctx.stroke();
    }
  } else {
    // Linen: a faint weave and a fold.
    ctx.strokeStyle = css(darken(base, 0.08), 0.5);
    ctx.lineWidth = 1;
    for (let y = y0; y < h; y += Math.max(2, u * 0.6)) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
    }
  }
  // The table's back edge catches the light.
  ctx.fillStyle = css(lighten(base, 0.25), 0.6);
  ctx.fillRect(0, y0, w, Math.max(1, u * 0.25));
  const shadow = ctx.createLinearGradient(0, y0, 0, y0 + u * 5);
  shadow.addColorStop(0, css([0, 0, 0], 0.25));
  shadow.addColorStop(1, css([0, 0, 0], 0));
  ctx.fillStyle = shadow;
  ctx.fillRect(0, y0, w, u * 5);
}
