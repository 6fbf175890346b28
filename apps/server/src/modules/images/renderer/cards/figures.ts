// People for sommelier and tasting scenes: silhouettes drawn from a few curves, standing or seated,
// holding a glass — enough to read as a person at any size without pretending to be a photograph.
import type { Ctx } from '../scene.ts';

/**
 * A person seen from the waist up, centred at x with the head's top at y and height h. `pose`
 * decides the arm: raising a glass (tasting), holding a bottle to pour (sommelier), or at rest.
 */
export function person(
  ctx: Ctx,
  x: number,
  y: number,
  h: number,
  fill: string,
  opts: { pose: 'glass' | 'pour' | 'rest'; facing?: 1 | -1; glass?: string; wine?: string } = { pose: 'rest' },
) {
  const f = opts.facing ?? 1;
  const head = h * 0.1;
  const shoulderY = y + head * 2.5;
  const shoulderW = h * 0.15;
  ctx.save();
  ctx.fillStyle = fill;
  // Head and neck.
  ctx.beginPath();
  ctx.ellipse(x, y + head, head * 0.86, head, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x - head * 0.35, y + head * 1.7, head * 0.7, head * 0.9);
  // Torso: shoulders rounding into a jacket that widens a little to the waist.
  ctx.beginPath();
  ctx.moveTo(x - shoulderW, y + h);
  ctx.lineTo(x - shoulderW * 1.02, shoulderY + head * 0.8);
  ctx.quadraticCurveTo(x - shoulderW, shoulderY, x - shoulderW * 0.45, shoulderY - head * 0.05);
  ctx.lineTo(x + shoulderW * 0.45, shoulderY - head * 0.05);
  ctx.quadraticCurveTo(x + shoulderW, shoulderY, x + shoulderW * 1.02, shoulderY + head * 0.8);
  ctx.lineTo(x + shoulderW, y + h);
  ctx.closePath();
  ctx.fill();
  // The working arm, bent at the elbow, hand in front of the chest.
  const elbow = { x: x + f * shoulderW * 1.1, y: shoulderY + h * 0.3 };
  const hand =
    opts.pose === 'glass'
      ? { x: x + f * shoulderW * 0.75, y: shoulderY + h * 0.02 }
      : opts.pose === 'pour'
        ? { x: x + f * shoulderW * 1.55, y: shoulderY + h * 0.22 }
        : { x: x + f * shoulderW * 0.4, y: shoulderY + h * 0.42 };
  ctx.strokeStyle = fill;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = h * 0.075;
  ctx.beginPath();
  ctx.moveTo(x + f * shoulderW * 0.8, shoulderY + head * 0.5);
  ctx.lineTo(elbow.x, elbow.y);
  ctx.lineTo(hand.x, hand.y);
  ctx.stroke();
  if (opts.pose === 'glass') {
    // A tasting glass held by the stem, the wine catching the light.
    const gh = h * 0.2;
    const gx = hand.x;
    const gy = hand.y - gh * 0.15;
    ctx.lineWidth = Math.max(1, h * 0.01);
    ctx.strokeStyle = opts.glass ?? fill;
    ctx.beginPath();
    ctx.moveTo(gx, gy);
    ctx.lineTo(gx, gy - gh * 0.45);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(gx - gh * 0.24, gy - gh);
    ctx.bezierCurveTo(gx - gh * 0.3, gy - gh * 0.5, gx + gh * 0.3, gy - gh * 0.5, gx + gh * 0.24, gy - gh);
    ctx.stroke();
    ctx.fillStyle = opts.wine ?? fill;
    ctx.beginPath();
    ctx.moveTo(gx - gh * 0.26, gy - gh * 0.72);
    ctx.bezierCurveTo(gx - gh * 0.26, gy - gh * 0.48, gx + gh * 0.26, gy - gh * 0.48, gx + gh * 0.26, gy - gh * 0.72);
    ctx.closePath();
    ctx.fill();
  } else if (opts.pose === 'pour') {
    // A bottle tilted towards the glass, held at the punt's end.
    ctx.save();
    ctx.translate(hand.x, hand.y);
    ctx.rotate(f * -1.1);
    ctx.fillStyle = fill;
    const bw = h * 0.075;
    ctx.beginPath();
    ctx.roundRect(-bw / 2, -h * 0.34, bw, h * 0.26, bw * 0.2);
    ctx.fill();
    ctx.fillRect(-bw * 0.18, -h * 0.44, bw * 0.36, h * 0.11);
    ctx.restore();
  }
  ctx.restore();
}

/**
 * People in a painted scene: a sommelier pouring at one side and a guest raising a glass at the
 * other, as dark figures against the room, so the props between them stay in view.
 */
export function peopleIn(s: import('../scene.ts').Scene) {
  const { ctx, w, h } = s;
  const ph = Math.min(h * 0.5, w * 0.55);
  const tone = `rgba(${s.palette.ink.map((c) => Math.round(c * 0.6)).join(',')},0.85)`;
  const wine = `rgb(${s.brief.wineColour.join(',')})`;
  const edge = Math.min(w * 0.1, ph * 0.16);
  person(ctx, edge, h - ph, ph, tone, { pose: 'pour', facing: 1, wine });
  person(ctx, w - edge, h - ph * 0.92, ph * 0.92, tone, {
    pose: 'glass',
    facing: -1,
    glass: 'rgba(240,240,240,0.8)',
    wine,
  });
}
