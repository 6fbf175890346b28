// A wine cellar: stone vaults receding to a lit doorway, barrels along both walls, lamps, and a
// glass poured on a barrel head in front.
import { css, darken, hex, lighten, mix, type Rgb } from './color.ts';
import { wineGlass } from './objects.ts';
import { barrelEnd, candle } from './props.ts';
import { glow, type Scene } from './scene.ts';

export function cellarScene(s: Scene) {
  const { ctx, w, h, u } = s;
  const rng = s.rng.fork('cellar');
  const stone: Rgb = s.style === 'modern' ? hex('8c8680') : s.brief.mood.elegant ? hex('7b6f66') : hex('6e5a48');
  const lamp = hex('ffbe6b');
  const vpx = w * s.focusX;
  const vpy = h * 0.5;

  // Darkness with warm air.
  const bg = ctx.createRadialGradient(vpx, vpy, 0, vpx, vpy, Math.max(w, h) * 0.8);
  bg.addColorStop(0, css(mix(stone, lamp, 0.35)));
  bg.addColorStop(0.45, css(darken(stone, 0.45)));
  bg.addColorStop(1, css(darken(stone, 0.85)));
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, w, h);

  // Floor flagstones, only on the floor.
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(vpx, vpy);
  ctx.lineTo(vpx - w * 0.75, h);
  ctx.lineTo(vpx + w * 0.75, h);
  ctx.closePath();
  ctx.clip();
  ctx.strokeStyle = css(darken(stone, 0.7), 0.6);
  ctx.lineWidth = Math.max(1, u * 0.15);
  for (let i = -10; i <= 10; i++) {
    ctx.beginPath();
    ctx.moveTo(vpx, vpy);
    ctx.lineTo(vpx + i * w * 0.16, h);
    ctx.stroke();
  }
  for (let k = 1; k < 12; k++) {
    const y = vpy + (h - vpy) / (1 + (12 - k) * 0.35);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
    ctx.stroke();
  }
  ctx.restore();

  // Lit doorway at the end.
  const dw = w * 0.07;
  const dh = h * 0.1;
  ctx.fillStyle = css(lighten(lamp, 0.3));
  ctx.beginPath();
  ctx.moveTo(vpx - dw / 2, vpy + dh * 0.35);
  ctx.lineTo(vpx - dw / 2, vpy - dh * 0.3);
  ctx.arc(vpx, vpy - dh * 0.3, dw / 2, Math.PI, 0);
  ctx.lineTo(vpx + dw / 2, vpy + dh * 0.35);
  ctx.closePath();
  ctx.fill();
  glow(ctx, vpx, vpy, Math.min(w, h) * 0.35, lamp, 0.5);

  // Vaults and barrels from far to near.
  const depths = 7;
  for (let d = depths; d >= 1; d--) {
    const t = 1 / (0.55 + d * 0.5);
    const halfW = w * 0.62 * t;
    const floorY = vpy + h * 0.55 * t;
    const springY = vpy - h * 0.05 * t;
    const colour = mix(darken(stone, 0.15), darken(stone, 0.75), (d - 1) / depths);
    // Arch ring.
    ctx.beginPath();
    ctx.moveTo(vpx - halfW, floorY + h);
    ctx.lineTo(vpx - halfW, springY);
    ctx.arc(vpx, springY, halfW, Math.PI, 0);
    ctx.lineTo(vpx + halfW, floorY + h);
    ctx.lineWidth = u * 6 * t;
    ctx.strokeStyle = css(colour);
    ctx.stroke();
    // Voussoirs.
    ctx.strokeStyle = css(darken(colour, 0.5), 0.7);
    ctx.lineWidth = Math.max(1, u * 0.3 * t);
    for (let k = 0; k <= 12; k++) {
      const a = Math.PI + (k / 12) * Math.PI;
      ctx.beginPath();
      ctx.moveTo(vpx + Math.cos(a) * (halfW - u * 3 * t), springY + Math.sin(a) * (halfW - u * 3 * t));
      ctx.lineTo(vpx + Math.cos(a) * (halfW + u * 3 * t), springY + Math.sin(a) * (halfW + u * 3 * t));
      ctx.stroke();
    }
    // Lamp hanging from the keystone.
    const ly = springY - halfW + u * 6 * t;
    ctx.strokeStyle = css(hex('1a1410'));
    ctx.lineWidth = Math.max(1, u * 0.2 * t);
    ctx.beginPath();
    ctx.moveTo(vpx, springY - halfW);
    ctx.lineTo(vpx, ly);
    ctx.stroke();
    glow(ctx, vpx, ly + u * 1.2 * t, u * 14 * t, lamp, 0.55);
    ctx.beginPath();
    ctx.arc(vpx, ly + u * 1.2 * t, u * 1.1 * t, 0, Math.PI * 2);
    ctx.fillStyle = css(lighten(lamp, 0.5));
    ctx.fill();

    // Barrels on both sides, two high, ends facing the aisle.
    const r = h * 0.075 * t;
    const wood = mix(hex('7a4a2a'), hex('2a1a10'), (d - 1) / depths);
    for (const side of [-1, 1]) {
      for (let level = 0; level < 2; level++) {
        for (let n = 0; n < 2; n++) {
          const bx = vpx + side * (halfW * 0.72 - n * r * 1.2);
          const by = floorY - r - level * r * 1.95;
          ctx.save();
          ctx.translate(bx, by);
          ctx.scale(0.62, 1);
          barrelEnd(s, 0, 0, r, lighten(wood, rng.range(-0.05, 0.1)));
          ctx.restore();
        }
      }
    }
  }

  // A barrel head in front with a poured glass and a candle.
  const k = Math.min(w, h);
  const fx = w * (s.focusX > 0.5 ? 0.2 : 0.78);
  const fy = h * 0.94;
  ctx.beginPath();
  ctx.ellipse(fx, fy, k * 0.32, k * 0.09, 0, 0, Math.PI * 2);
  const top = ctx.createLinearGradient(fx - k * 0.32, 0, fx + k * 0.32, 0);
  top.addColorStop(0, css(hex('3b2416')));
  top.addColorStop(0.5, css(hex('8a5a33')));
  top.addColorStop(1, css(hex('3b2416')));
  ctx.fillStyle = s.realism ? top : css(hex('7a4a2a'));
  ctx.fill();
  ctx.lineWidth = k * 0.012;
  ctx.strokeStyle = css(hex('1f1a17'));
  ctx.stroke();
  wineGlass(s, fx - k * 0.06, fy + k * 0.01, k * 0.3, 0.4);
  if (s.brief.time === 'night' || s.brief.mood.rustic) candle(s, fx + k * 0.14, fy - k * 0.01, k * 0.1);
}
