// A vineyard landscape: sky and sun (or moon) for the time of day, mountains, water and buildings
// from the region's own description, and rows of vines running to a vanishing point over a hill.
import { css, darken, hex, lighten, mix, type Rgb } from './color.ts';
import { grapeColour, grapes, leaf } from './props.ts';
import { glow, type Scene } from './scene.ts';

interface Sky {
  stops: Rgb[];
  sun: Rgb;
  haze: Rgb;
}

function skyOf(s: Scene): Sky {
  switch (s.brief.time) {
    case 'sunset':
      return {
        stops: [hex('2c2f5a'), hex('a4507a'), hex('f0805f'), hex('ffc46b')],
        sun: hex('ffd27d'),
        haze: hex('e59a78'),
      };
    case 'night':
      return { stops: [hex('070b1d'), hex('172145'), hex('2c3a66')], sun: hex('f3f0dc'), haze: hex('2d3a5e') };
    case 'dawn':
      return { stops: [hex('8fa9cf'), hex('d9c6d6'), hex('f7d8b5')], sun: hex('fff0c8'), haze: hex('c9c6cf') };
    default:
      return { stops: [hex('4f86c6'), hex('8fbbe0'), hex('d8ebf2')], sun: hex('fff6d8'), haze: hex('b9d2df') };
  }
}

/** Hill top as a smooth curve. */
function ridge(w: number, base: number, amp: number, phase: number, freq: number) {
  return (x: number) =>
    base -
    amp *
      (0.6 * Math.sin((x / w) * Math.PI * freq + phase) + 0.4 * Math.sin((x / w) * Math.PI * freq * 2.3 + phase * 1.7));
}

export function vineyardScene(s: Scene) {
  const { ctx, w, h, u, brief } = s;
  const rng = s.rng.fork('vineyard');
  const sky = skyOf(s);
  const land = brief.landscape;
  const horizon = h * (h > w * 1.2 ? 0.44 : 0.46);
  const autumn = brief.mood.autumn;
  const winter = brief.mood.winter;
  const green: Rgb = autumn
    ? hex('8a7a2e')
    : land.climate === 'hot'
      ? hex('6f7f3a')
      : land.climate === 'cool'
        ? hex('3f6b35')
        : hex('4f7a34');
  const night = brief.time === 'night';
  const tint = (c: Rgb) =>
    night ? mix(c, hex('1b2440'), 0.6) : brief.time === 'sunset' ? mix(c, hex('b0553a'), 0.22) : c;

  // Sky.
  const g = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.stops.forEach((c, i) => {
    g.addColorStop(i / (sky.stops.length - 1), css(c));
  });
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, horizon + 2);
  if (night) {
    for (let i = 0; i < 140; i++) {
      ctx.fillStyle = css([255, 255, 255], rng.range(0.3, 0.9));
      ctx.fillRect(
        rng.range(0, w),
        rng.range(0, horizon * 0.8),
        Math.max(1, u * rng.range(0.1, 0.25)),
        Math.max(1, u * rng.range(0.1, 0.25)),
      );
    }
  }

  // Sun or moon, on the side away from the subject.
  const sunX = w * (s.focusX > 0.55 ? 0.25 : 0.72);
  const sunY = brief.time === 'sunset' ? horizon - h * 0.06 : brief.time === 'dawn' ? horizon - h * 0.1 : horizon * 0.3;
  glow(ctx, sunX, sunY, Math.max(w, h) * (night ? 0.18 : 0.45), sky.sun, night ? 0.35 : 0.55);
  ctx.beginPath();
  ctx.arc(sunX, sunY, u * (night ? 4 : 5.5), 0, Math.PI * 2);
  ctx.fillStyle = css(lighten(sky.sun, 0.3));
  ctx.fill();
  if (night) {
    ctx.beginPath();
    ctx.arc(sunX + u * 1.6, sunY - u * 1, u * 3.6, 0, Math.PI * 2);
    ctx.fillStyle = css(sky.stops[1]);
    ctx.fill();
  }

  // Clouds.
  if (!night) {
    for (let i = 0; i < 5; i++) {
      const cx = rng.range(0, w);
      const cy = rng.range(horizon * 0.12, horizon * 0.6);
      const cloud = brief.time === 'sunset' ? hex('f6b08f') : hex('ffffff');
      for (let k = 0; k < 5; k++) {
        ctx.beginPath();
        ctx.ellipse(
          cx + (k - 2) * u * 4,
          cy + rng.range(-u, u),
          u * rng.range(4, 8),
          u * rng.range(1.5, 2.8),
          0,
          0,
          Math.PI * 2,
        );
        ctx.fillStyle = css(cloud, s.realism ? 0.22 : 0.6);
        ctx.fill();
      }
    }
  }

  // Mountains.
  if (land.mountains) {
    const rock = tint(mix(hex('6d7891'), sky.haze, 0.35));
    ctx.beginPath();
    ctx.moveTo(0, horizon);
    const peaks: [number, number][] = [];
    let x = -w * 0.05;
    while (x < w * 1.1) {
      const px = x + rng.range(w * 0.08, w * 0.18);
      const py = horizon - h * rng.range(0.1, 0.2);
      peaks.push([px, py]);
      ctx.lineTo(px - rng.range(w * 0.04, w * 0.08), horizon - h * rng.range(0.03, 0.07));
      ctx.lineTo(px, py);
      x = px;
    }
    ctx.lineTo(w, horizon);
    ctx.closePath();
    const mg = ctx.createLinearGradient(0, horizon - h * 0.2, 0, horizon);
    mg.addColorStop(0, css(rock));
    mg.addColorStop(1, css(mix(rock, sky.haze, 0.6)));
    ctx.fillStyle = mg;
    ctx.fill();
    if (land.snow) {
      ctx.fillStyle = css(tint(hex('f4f6fa')), 0.92);
      for (const [px, py] of peaks) {
        const depth = h * 0.035;
        ctx.beginPath();
        ctx.moveTo(px, py);
        ctx.lineTo(px + depth * 0.8, py + depth);
        ctx.lineTo(px + depth * 0.2, py + depth * 0.7);
        ctx.lineTo(px - depth * 0.3, py + depth * 1.05);
        ctx.lineTo(px - depth * 0.8, py + depth);
        ctx.closePath();
        ctx.fill();
      }
    }
  }

  // Sea on the horizon.
  if (land.water === 'sea') {
    ctx.fillStyle = css(tint(mix(hex('2e6f95'), sky.stops.at(-1) ?? sky.haze, 0.35)));
    ctx.fillRect(0, horizon - h * 0.012, w, h * 0.05);
    ctx.fillStyle = css(sky.sun, 0.45);
    for (let i = 0; i < 30; i++)
      ctx.fillRect(
        sunX + rng.range(-w * 0.1, w * 0.1),
        horizon + rng.range(-h * 0.01, h * 0.03),
        u * rng.range(1, 3),
        Math.max(1, u * 0.15),
      );
  }

  // Distant hills with faint rows.
  const layers = 3;
  for (let li = 0; li < layers; li++) {
    const base = horizon + h * (0.02 + li * 0.05);
    const top = ridge(w, base, h * (0.035 + li * 0.01), rng.range(0, 6), rng.range(1.2, 2.4));
    const colour = tint(mix(green, sky.haze, 0.62 - li * 0.2));
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += w / 60) ctx.lineTo(x, top(x));
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fillStyle = css(winter ? mix(hex('eef1f5'), colour, 0.25) : colour);
    ctx.fill();
    ctx.strokeStyle = css(darken(colour, 0.25), 0.35);
    ctx.lineWidth = Math.max(1, u * 0.12 * (li + 1));
    for (let r = 1; r < 8; r++) {
      ctx.beginPath();
      for (let x = 0; x <= w; x += w / 40) {
        const y = top(x) + r * r * h * 0.002 * (li + 1);
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    if (li === 1) {
      buildings(s, top, tint);
      if (land.water === 'river' || land.water === 'lake')
        water(s, top(w * 0.5) + h * 0.035, tint(mix(hex('4f86a8'), sky.stops.at(-1) ?? sky.haze, 0.4)));
    }
  }

  // The foreground vineyard.
  rows(s, horizon + h * 0.17, green, tint);

  // A vine branch framing a top corner, with a bunch ready for harvest.
  const side = s.focusX > 0.55 ? 0 : w;
  const dir = side === 0 ? 1 : -1;
  const k = Math.min(w, h);
  ctx.strokeStyle = css(tint(hex('4a3322')));
  ctx.lineWidth = k * 0.012;
  ctx.beginPath();
  ctx.moveTo(side, k * 0.04);
  ctx.bezierCurveTo(side + dir * k * 0.12, k * 0.02, side + dir * k * 0.22, k * 0.1, side + dir * k * 0.3, k * 0.08);
  ctx.stroke();
  const leafColour = autumn ? hex('b5651d') : winter ? hex('7a6a52') : hex('4d7a2f');
  for (let i = 0; i < 5; i++) {
    leaf(
      s,
      side + dir * k * (0.04 + i * 0.06),
      k * (0.06 + (i % 2) * 0.05),
      k * (0.06 - i * 0.004),
      dir * (0.4 + i * 0.5),
      tint(autumn && i % 2 ? hex('c0392b') : leafColour),
    );
  }
  if (!winter) grapes(s, side + dir * k * 0.16, k * 0.12, k * 0.16, tint(grapeColour(s)));
}

function buildings(s: Scene, top: (x: number) => number, tint: (c: Rgb) => Rgb) {
  const { ctx, w, u, brief } = s;
  const land = brief.landscape;
  const bx = w * (s.focusX > 0.55 ? 0.3 : 0.68);
  const by = top(bx) + u * 0.6;
  const size = u * 7;
  const wall = tint(land.building === 'chateau' ? hex('e6dcc6') : hex('d9b98f'));
  const roof = tint(land.building === 'chateau' ? hex('4a5566') : hex('b0573a'));
  ctx.fillStyle = css(wall);
  ctx.fillRect(bx - size, by - size * 0.7, size * 2, size * 0.7);
  ctx.fillStyle = css(roof);
  ctx.beginPath();
  ctx.moveTo(bx - size * 1.1, by - size * 0.7);
  ctx.lineTo(bx, by - size * 1.15);
  ctx.lineTo(bx + size * 1.1, by - size * 0.7);
  ctx.closePath();
  ctx.fill();
  if (land.building === 'chateau') {
    for (const tx of [bx - size * 1.1, bx + size * 0.8]) {
      ctx.fillStyle = css(wall);
      ctx.fillRect(tx, by - size * 1.05, size * 0.3, size * 1.05);
      ctx.fillStyle = css(roof);
      ctx.beginPath();
      ctx.moveTo(tx - size * 0.05, by - size * 1.05);
      ctx.lineTo(tx + size * 0.15, by - size * 1.5);
      ctx.lineTo(tx + size * 0.35, by - size * 1.05);
      ctx.closePath();
      ctx.fill();
    }
  }
  ctx.fillStyle = css(darken(wall, 0.55));
  for (let i = 0; i < 4; i++)
    ctx.fillRect(bx - size * 0.75 + i * size * 0.45, by - size * 0.5, size * 0.14, size * 0.2);
  if (land.cypress) {
    const cypress = tint(hex('24391f'));
    for (let i = 0; i < 6; i++) {
      const cx = bx + size * 1.6 + i * size * 0.5;
      const cy = top(cx) + u * 0.5;
      ctx.beginPath();
      ctx.ellipse(cx, cy - size * 0.7, size * 0.13, size * 0.75, 0, 0, Math.PI * 2);
      ctx.fillStyle = css(cypress);
      ctx.fill();
    }
  }
}

function water(s: Scene, y: number, colour: Rgb) {
  const { ctx, w, h } = s;
  ctx.beginPath();
  ctx.moveTo(0, y + h * 0.02);
  ctx.bezierCurveTo(w * 0.3, y - h * 0.01, w * 0.55, y + h * 0.035, w, y);
  ctx.lineTo(w, y + h * 0.025);
  ctx.bezierCurveTo(w * 0.55, y + h * 0.06, w * 0.3, y + h * 0.015, 0, y + h * 0.045);
  ctx.closePath();
  ctx.fillStyle = css(colour);
  ctx.fill();
  ctx.strokeStyle = css(lighten(colour, 0.4), 0.5);
  ctx.lineWidth = Math.max(1, s.u * 0.15);
  ctx.stroke();
}

/** Vine rows converging on a point over the hill, hedges of leaves growing taller as they near. */
function rows(s: Scene, crest: number, green: Rgb, tint: (c: Rgb) => Rgb) {
  const { ctx, w, h, u, brief } = s;
  const rng = s.rng.fork('rows');
  const steep = brief.landscape.steep;
  const winter = brief.mood.winter;
  const soil = tint(
    winter
      ? hex('eef1f5')
      : brief.landscape.climate === 'hot'
        ? hex('b08452')
        : brief.landscape.climate === 'cool'
          ? hex('6e6a3e')
          : hex('8f7347'),
  );
  const top = ridge(w, crest - (steep ? h * 0.06 : 0), h * (steep ? 0.05 : 0.025), rng.range(0, 6), 1.1);

  // The field.
  ctx.beginPath();
  ctx.moveTo(0, h);
  for (let x = 0; x <= w; x += w / 60) ctx.lineTo(x, top(x));
  ctx.lineTo(w, h);
  ctx.closePath();
  const fg = ctx.createLinearGradient(0, crest - h * 0.05, 0, h);
  fg.addColorStop(0, css(mix(soil, green, 0.35)));
  fg.addColorStop(1, css(darken(soil, 0.2)));
  ctx.fillStyle = fg;
  ctx.fill();
  ctx.save();
  ctx.clip();

  const vpx = w * (0.5 + (s.focusX - 0.5) * 0.6);
  const vpy = crest - h * 0.06;
  const count = 11;
  const spacing = w * 0.2;
  const leafGreens = [green, lighten(green, 0.15), darken(green, 0.2), mix(green, hex('9aa83a'), 0.3)].map(tint);
  if (brief.mood.autumn) leafGreens.push(tint(hex('c07a24')), tint(hex('a8432a')), tint(hex('d0a13a')));
  interface Clump {
    t: number;
    x: number;
    y: number;
    r: number;
    c: Rgb;
  }
  const clumps: Clump[] = [];
  const hedgeH = h * 0.1;
  const halfW = spacing * 0.11;
  const depth = h - vpy;
  for (let i = 0; i < count; i++) {
    const bx = vpx + (i - (count - 1) / 2) * spacing;
    // Grass strip beside each row.
    ctx.beginPath();
    ctx.moveTo(vpx, vpy);
    ctx.lineTo(bx - spacing * 0.3, h);
    ctx.lineTo(bx + spacing * 0.02, h);
    ctx.closePath();
    ctx.fillStyle = css(winter ? hex('f6f8fb') : mix(green, soil, 0.5), 0.45);
    ctx.fill();
    // The hedge itself: a wedge from the vanishing point, as tall as a vine at each depth.
    ctx.beginPath();
    ctx.moveTo(vpx, vpy);
    ctx.lineTo(bx - halfW, h - hedgeH);
    ctx.lineTo(bx + halfW, h - hedgeH);
    ctx.lineTo(bx + halfW, h);
    ctx.lineTo(bx - halfW, h);
    ctx.closePath();
    ctx.fillStyle = css(winter ? tint(hex('4a3a2a')) : darken(leafGreens[0], 0.35));
    ctx.fill();
    // Leaves along the hedge, one clump every half clump-width on screen.
    let t = 1.04;
    while (t > 0.05) {
      const r = spacing * t * 0.085;
      const x = vpx + (bx - vpx) * t;
      const y = vpy + depth * t;
      for (let c = 0; c < 2; c++) {
        clumps.push({
          t,
          x: x + rng.range(-1, 1) * halfW * t,
          y: y - hedgeH * t * rng.range(0.2, 0.95),
          r: r * rng.range(0.8, 1.25),
          c: winter ? tint(hex('5c4632')) : rng.pick(leafGreens),
        });
      }
      t -= Math.max(0.004, (r * 0.9) / depth);
    }
  }
  clumps.sort((a, b) => a.t - b.t);
  for (const c of clumps) {
    if (c.t < 0.06) continue;
    ctx.beginPath();
    ctx.arc(c.x, c.y, c.r, 0, Math.PI * 2);
    if (s.realism && c.r > u * 0.8) {
      const lg = ctx.createRadialGradient(c.x - c.r * 0.3, c.y - c.r * 0.4, c.r * 0.1, c.x, c.y, c.r);
      lg.addColorStop(0, css(lighten(c.c, 0.1)));
      lg.addColorStop(1, css(darken(c.c, 0.35)));
      ctx.fillStyle = lg;
    } else ctx.fillStyle = css(c.c);
    ctx.fill();
    if (!s.realism && c.r > u * 1.2) {
      ctx.lineWidth = u * 0.15;
      ctx.strokeStyle = css(s.palette.ink, 0.6);
      ctx.stroke();
    }
    // Bunches hang under the nearest leaves.
    if (!winter && c.t > 0.4 && c.r > u * 1.2 && Math.round(c.x * 7 + c.y) % 6 === 0) {
      ctx.beginPath();
      ctx.ellipse(c.x, c.y + c.r * 0.9, c.r * 0.28, c.r * 0.42, 0, 0, Math.PI * 2);
      ctx.fillStyle = css(tint(grapeColour(s)));
      ctx.fill();
    }
  }
  if (steep) {
    // Dry-stone terrace walls across the slope.
    ctx.strokeStyle = css(tint(hex('9a8f80')), 0.8);
    for (let i = 1; i < 7; i++) {
      const t = 1 / (1 + i * 0.7);
      const y = vpy + (h - vpy) * t;
      ctx.lineWidth = Math.max(1, u * 0.8 * t);
      ctx.beginPath();
      ctx.moveTo(0, y + h * 0.01 * t);
      ctx.quadraticCurveTo(w / 2, y - h * 0.02 * t, w, y + h * 0.01 * t);
      ctx.stroke();
    }
  }
  ctx.restore();
}
