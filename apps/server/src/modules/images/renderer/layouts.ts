// The two presets that carry words: a Tasting Card (the scene beside a card with the prompt's
// wine, its notes and structure) and a Wine Label (the scene framed in an arch on label paper,
// with the prompt's main words as the wine's name).
import { css, darken, hex, lighten, type Rgb } from './color.ts';
import { font } from './fonts.ts';
import { fitText, roundRect, type Scene, wrap } from './scene.ts';

function colours(s: Scene): { card: Rgb; text: Rgb; muted: Rgb; accent: Rgb } {
  if (s.style === 'professional')
    return { card: hex('1f1a1c'), text: hex('f3ead8'), muted: hex('b8a98e'), accent: hex('c9a45c') };
  if (s.style === 'modern')
    return { card: hex('ffffff'), text: hex('1d1d1f'), muted: hex('6b6b70'), accent: s.palette.accent };
  if (s.style === 'vintage')
    return { card: hex('efe2c4'), text: hex('3b2a1e'), muted: hex('7a6248'), accent: hex('8c2f2a') };
  return { card: hex('f7efe0'), text: hex('2f2320'), muted: hex('7b6a5d'), accent: hex('8e2b3b') };
}

/** A card over the right part of the scene (the scene's subject was moved left to make room). */
export function tastingCard(s: Scene) {
  const { ctx, w, h, u } = s;
  const c = colours(s);
  const cw = w * 0.44;
  const x = w - cw - u * 4;
  const y = u * 5;
  const ch = h - u * 10;
  ctx.save();
  ctx.shadowColor = css([0, 0, 0], 0.35);
  ctx.shadowBlur = u * 3;
  ctx.shadowOffsetY = u * 0.8;
  roundRect(ctx, x, y, cw, ch, u * 2.2);
  ctx.fillStyle = css(c.card, 0.94);
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = Math.max(1, u * 0.2);
  ctx.strokeStyle = css(c.accent, 0.7);
  roundRect(ctx, x + u * 1.2, y + u * 1.2, cw - u * 2.4, ch - u * 2.4, u * 1.6);
  ctx.stroke();

  const pad = u * 4;
  const inner = cw - pad * 2;
  const sans = s.style === 'modern';
  let ty = y + pad + u * 2;
  ctx.textAlign = 'left';
  ctx.fillStyle = css(c.accent);
  ctx.font = font('sansBold', u * 2);
  ctx.fillText('T A S T I N G   N O T E S', x + pad, ty);
  ty += u * 7.5;
  ctx.fillStyle = css(c.text);
  const words = s.brief.title;
  ctx.font = font(sans ? 'sansBold' : 'serifBold', u * 5.6);
  const lines = wrap(ctx, words, inner).slice(0, 2);
  for (const line of lines) {
    fitText(ctx, line, x + pad, ty, inner, (px) => font(sans ? 'sansBold' : 'serifBold', px), u * 5.6);
    ty += u * 6.4;
  }
  ctx.fillStyle = css(c.muted);
  ctx.font = font(sans ? 'sans' : 'serifItalic', u * 2.6);
  for (const line of wrap(ctx, s.brief.subtitle, inner).slice(0, 2)) {
    ctx.fillText(line, x + pad, ty - u * 1.5);
    ty += u * 3.2;
  }
  ctx.fillStyle = css(c.accent);
  ctx.fillRect(x + pad, ty, u * 10, u * 0.4);
  ty += u * 5;

  const section = (label: string, text: string) => {
    ctx.fillStyle = css(c.accent);
    ctx.font = font('sansBold', u * 1.9);
    ctx.fillText(label.toUpperCase(), x + pad, ty);
    ty += u * 3.4;
    ctx.fillStyle = css(c.text);
    ctx.font = font(sans ? 'sans' : 'serif', u * 2.5);
    for (const line of wrap(ctx, text, inner).slice(0, 2)) {
      ctx.fillText(line, x + pad, ty);
      ty += u * 3.2;
    }
    ty += u * 2;
  };
  // Colour swatch beside the appearance.
  ctx.beginPath();
  ctx.arc(x + cw - pad - u * 2, ty - u * 0.6, u * 2, 0, Math.PI * 2);
  ctx.fillStyle = css(s.brief.wineColour);
  ctx.fill();
  ctx.strokeStyle = css(lighten(c.muted, 0.3));
  ctx.stroke();
  section('Appearance', appearanceWord(s));
  section('Nose', s.brief.notes.slice(0, 3).join(', '));
  const st = s.brief.grape?.structure;
  section(
    'Palate',
    st
      ? `${st.acidity} acidity, ${st.tannin ? `${st.tannin} tannin, ` : ''}${st.body} body`
      : 'Balanced, fresh, long finish',
  );
  const food = s.brief.grape?.foodPairings[0] ?? (s.brief.food ? s.brief.food : undefined);
  if (food && ty < y + ch - u * 8) section('Pairing', food);
}

function appearanceWord(s: Scene): string {
  const map: Record<string, string> = {
    red: 'Ruby',
    white: 'Lemon',
    rose: 'Salmon pink',
    sparkling: 'Pale lemon, fine bubbles',
    'sparkling-rose': 'Pale pink, fine bubbles',
    sweet: 'Deep gold',
    orange: 'Amber',
    fortified: 'Tawny',
  };
  return map[s.brief.wine] ?? 'Ruby';
}

/** Label paper around an arch holding the scene, then the wine's name and the small print. */
export function wineLabel(s: Scene, sceneImage: { draw(x: number, y: number, w: number, h: number): void }) {
  const { ctx, w, h, u } = s;
  const c = colours(s);
  const paper = s.style === 'professional' ? hex('161314') : s.style === 'modern' ? hex('fbfaf8') : s.palette.paper;
  const text = s.style === 'professional' ? hex('efe3c6') : darken(c.text, 0.1);
  ctx.fillStyle = css(paper);
  ctx.fillRect(0, 0, w, h);
  // Double border.
  ctx.strokeStyle = css(c.accent);
  ctx.lineWidth = u * 0.6;
  ctx.strokeRect(u * 3, u * 3, w - u * 6, h - u * 6);
  ctx.lineWidth = Math.max(1, u * 0.2);
  ctx.strokeRect(u * 4.5, u * 4.5, w - u * 9, h - u * 9);

  // The arch window with the scene.
  const aw = w * 0.64;
  const ax = (w - aw) / 2;
  const ay = u * 10;
  const ah = h * 0.5;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(ax, ay + ah);
  ctx.lineTo(ax, ay + aw / 2);
  ctx.arc(ax + aw / 2, ay + aw / 2, aw / 2, Math.PI, 0);
  ctx.lineTo(ax + aw, ay + ah);
  ctx.closePath();
  ctx.clip();
  sceneImage.draw(ax, ay, aw, ah);
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(ax, ay + ah);
  ctx.lineTo(ax, ay + aw / 2);
  ctx.arc(ax + aw / 2, ay + aw / 2, aw / 2, Math.PI, 0);
  ctx.lineTo(ax + aw, ay + ah);
  ctx.closePath();
  ctx.lineWidth = u * 0.5;
  ctx.strokeStyle = css(c.accent);
  ctx.stroke();

  const sans = s.style === 'modern';
  ctx.textAlign = 'center';
  let ty = ay + ah + u * 9;
  ctx.fillStyle = css(c.accent);
  ctx.font = font('sansBold', u * 2.1);
  ctx.fillText('G R A N D   V I N', w / 2, ty);
  ty += u * 9.5;
  ctx.fillStyle = css(text);
  fitText(
    ctx,
    s.brief.title.toUpperCase(),
    w / 2,
    ty,
    w * 0.8,
    (px) => font(sans ? 'sansBold' : 'serifBold', px),
    u * 8,
  );
  ty += u * 5.5;
  ctx.fillStyle = css(c.accent);
  fitText(ctx, s.brief.subtitle, w / 2, ty, w * 0.75, (px) => font(sans ? 'sans' : 'serifItalic', px), u * 3.4);
  ty += u * 4;
  // Rule with a diamond.
  ctx.strokeStyle = css(c.accent);
  ctx.lineWidth = Math.max(1, u * 0.2);
  ctx.beginPath();
  ctx.moveTo(w / 2 - u * 16, ty);
  ctx.lineTo(w / 2 - u * 1.5, ty);
  ctx.moveTo(w / 2 + u * 1.5, ty);
  ctx.lineTo(w / 2 + u * 16, ty);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(w / 2, ty - u);
  ctx.lineTo(w / 2 + u, ty);
  ctx.lineTo(w / 2, ty + u);
  ctx.lineTo(w / 2 - u, ty);
  ctx.closePath();
  ctx.fillStyle = css(c.accent);
  ctx.fill();
  ty += u * 6;
  const year = String(2012 + s.rng.fork('year').int(0, 10));
  ctx.fillStyle = css(text);
  ctx.font = font(sans ? 'sansBold' : 'serifBold', u * 4);
  ctx.fillText(year, w / 2, ty);
  ctx.font = font('sans', u * 1.8);
  ctx.fillStyle = css(text, 0.8);
  const country = s.brief.region?.country;
  ctx.fillText(`${country ? `PRODUCT OF ${country.toUpperCase()} · ` : ''}750 ML · 13.5% VOL`, w / 2, h - u * 8);
}
