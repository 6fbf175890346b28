// Educational infographics with real content from the knowledge base: a map-like region sheet
// (terrain, river or coast, vineyard parcels, sub-regions, climate, soils and grapes) when the
// prompt names a place, otherwise a tasting card (colour in the glass, aromas, structure bars).
import { knowledge } from '@sommai/knowledge';
import { css, darken, hex, lighten, mix, type Rgb } from './color.ts';
import { font } from './fonts.ts';
import { wineGlass } from './objects.ts';
import { type Box, fitText, roundRect, type Scene, wrap } from './scene.ts';

interface Sheet {
  bg: Rgb;
  panel: Rgb;
  text: Rgb;
  muted: Rgb;
  accent: Rgb;
}

function sheetOf(s: Scene): Sheet {
  switch (s.style) {
    case 'professional':
      return {
        bg: hex('1e1a1c'),
        panel: hex('2a2426'),
        text: hex('f3ead8'),
        muted: hex('b8a98e'),
        accent: hex('c9a45c'),
      };
    case 'vintage':
      return {
        bg: hex('e9dcc0'),
        panel: hex('f3e9d2'),
        text: hex('3b2a1e'),
        muted: hex('7a6248'),
        accent: hex('8c2f2a'),
      };
    case 'modern':
      return {
        bg: hex('f7f5f2'),
        panel: hex('ffffff'),
        text: hex('1d1d1f'),
        muted: hex('6b6b70'),
        accent: s.palette.accent,
      };
    default:
      return {
        bg: hex('f1e8d8'),
        panel: hex('faf4e8'),
        text: hex('2f2320'),
        muted: hex('7b6a5d'),
        accent: hex('7b1e3a'),
      };
  }
}

export function educationalScene(s: Scene) {
  const { ctx, w, h, u } = s;
  const sh = sheetOf(s);
  ctx.fillStyle = css(sh.bg);
  ctx.fillRect(0, 0, w, h);
  if (s.style === 'artistic' || !s.realism) {
    // Watercolour washes behind the content.
    const rng = s.rng.fork('wash');
    for (let i = 0; i < 7; i++) {
      const g = ctx.createRadialGradient(
        rng.range(0, w),
        rng.range(0, h),
        0,
        rng.range(0, w),
        rng.range(0, h),
        Math.max(w, h) * 0.4,
      );
      g.addColorStop(0, css(mix(sh.accent, s.brief.wineColour, rng.next()), 0.12));
      g.addColorStop(1, css(sh.bg, 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
    }
  }
  const m = u * 5;
  const sans = s.style === 'modern';
  // Header.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = css(sh.accent);
  ctx.font = font(sans ? 'sansBold' : 'sans', u * 2.4);
  const region = s.brief.region;
  ctx.fillText((region ? 'WINE REGION GUIDE' : 'TASTING CARD').split('').join(' '), m, m + u * 2.4);
  ctx.fillStyle = css(sh.text);
  const titleSize = fitTextLeft(s, s.brief.title, m, m + u * 10, w - m * 2, sans ? 'sansBold' : 'serifBold', u * 8);
  ctx.fillStyle = css(sh.muted);
  ctx.font = font(sans ? 'sans' : 'serifItalic', u * 3.2);
  ctx.fillText(s.brief.subtitle, m, m + u * 10 + titleSize * 0.2 + u * 4);
  ctx.fillStyle = css(sh.accent);
  ctx.fillRect(m, m + u * 17.5, u * 14, u * 0.5);

  const top = m + u * 21;
  const body: Box = { x: m, y: top, w: w - m * 2, h: h - top - m };
  const wide = body.w > body.h * 1.15;
  const first: Box = wide ? { ...body, w: body.w * 0.55 } : { ...body, h: body.h * 0.55 };
  const second: Box = wide
    ? { x: body.x + body.w * 0.58, y: body.y, w: body.w * 0.42, h: body.h }
    : { x: body.x, y: body.y + body.h * 0.58, w: body.w, h: body.h * 0.42 };
  if (region) {
    map(s, sh, first);
    legend(s, sh, second, [
      [
        'Climate',
        `${region.climate[0].toUpperCase()}${region.climate.slice(1)}${region.climateNotes[0] ? ` · ${clause(region.climateNotes[0])}` : ''}`,
      ],
      ['Soils', region.soils.slice(0, 2).map(clause).join('; ') || '—'],
      [
        'Grapes',
        region.grapes
          .slice(0, 4)
          .map((g) => knowledge.findGrape(g)?.name ?? g)
          .join(', ') || '—',
      ],
      ['Styles', region.styles.slice(0, 2).join(', ') || '—'],
    ]);
  } else {
    glassPanel(s, sh, first);
    const st = s.brief.grape?.structure;
    legend(
      s,
      sh,
      second,
      [
        ['Appearance', appearance(s)],
        ['Nose', s.brief.notes.join(', ')],
        ['Pairing', s.brief.grape?.foodPairings.slice(0, 2).join(', ') ?? 'Cheese, charcuterie'],
      ],
      [
        ['Acidity', st?.acidity ?? 'medium'],
        ['Tannin', st?.tannin ?? (s.brief.wine === 'red' ? 'medium' : 'low')],
        ['Body', st?.body ?? 'medium'],
        ['Alcohol', st?.alcohol ?? 'medium'],
      ],
    );
  }
}

/** The first clause of a note, without asides in brackets, so it fits a line or two. */
function clause(text: string): string {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .split(/[;,:]| (?:with|by|and|from|moderated) /)[0]
    .trim();
}

function fitTextLeft(
  s: Scene,
  text: string,
  x: number,
  y: number,
  maxW: number,
  face: 'sansBold' | 'serifBold',
  px: number,
) {
  s.ctx.textAlign = 'left';
  const size = fitText(s.ctx, text, x, y, maxW, (p) => font(face, p), px);
  return size;
}

function appearance(s: Scene): string {
  switch (s.brief.wine) {
    case 'red':
      return s.brief.wineColour[0] > 120 ? 'Pale garnet' : 'Deep ruby';
    case 'white':
      return s.brief.wineColour[2] > 120 ? 'Pale lemon' : 'Medium gold';
    case 'rose':
      return 'Pale salmon';
    case 'sparkling':
      return 'Pale lemon, fine persistent mousse';
    case 'sparkling-rose':
      return 'Pale pink, fine mousse';
    case 'sweet':
      return 'Deep gold';
    case 'orange':
      return 'Amber';
    default:
      return 'Deep tawny';
  }
}

function panel(s: Scene, sh: Sheet, b: Box) {
  roundRect(s.ctx, b.x, b.y, b.w, b.h, s.u * 2);
  s.ctx.fillStyle = css(sh.panel, s.style === 'professional' ? 1 : 0.9);
  s.ctx.fill();
  s.ctx.lineWidth = Math.max(1, s.u * 0.2);
  s.ctx.strokeStyle = css(sh.accent, 0.5);
  s.ctx.stroke();
}

function map(s: Scene, sh: Sheet, b: Box) {
  const { ctx, u } = s;
  const rng = s.rng.fork('map');
  const region = s.brief.region;
  panel(s, sh, b);
  ctx.save();
  roundRect(ctx, b.x, b.y, b.w, b.h, u * 2);
  ctx.clip();
  const land = s.style === 'professional' ? hex('3a3430') : mix(hex('d9caa3'), sh.panel, 0.3);
  const sea = s.style === 'professional' ? hex('24303a') : hex('b9cfd6');
  ctx.fillStyle = css(sea);
  ctx.fillRect(b.x, b.y, b.w, b.h);
  // Land mass: a wobbly blob covering most of the panel.
  const cx = b.x + b.w * 0.52;
  const cy = b.y + b.h * 0.5;
  const blob = (scale: number) => {
    ctx.beginPath();
    const n = 48;
    for (let i = 0; i <= n; i++) {
      const a = (i / n) * Math.PI * 2;
      const r = scale * (1 + 0.12 * Math.sin(a * 3 + 1.3) + 0.07 * Math.sin(a * 7 + 0.4));
      const x = cx + Math.cos(a) * r * b.w * 0.62;
      const y = cy + Math.sin(a) * r * b.h * 0.62;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
  };
  blob(1);
  ctx.fillStyle = css(land);
  ctx.fill();
  // Contour lines of the hills.
  ctx.strokeStyle = css(darken(land, 0.25), 0.6);
  ctx.lineWidth = Math.max(1, u * 0.15);
  for (let k = 1; k <= 4; k++) {
    blob(1 - k * 0.18);
    ctx.stroke();
  }
  // A river across the land.
  ctx.beginPath();
  ctx.moveTo(b.x, b.y + b.h * 0.3);
  ctx.bezierCurveTo(b.x + b.w * 0.35, b.y + b.h * 0.55, b.x + b.w * 0.6, b.y + b.h * 0.2, b.x + b.w, b.y + b.h * 0.45);
  ctx.lineWidth = u * 0.9;
  ctx.strokeStyle = css(sea);
  ctx.stroke();
  // Vineyard parcels, hatched.
  const parcel = mix(s.brief.wineColour, land, 0.35);
  for (let i = 0; i < 14; i++) {
    const px = cx + rng.range(-b.w * 0.35, b.w * 0.35);
    const py = cy + rng.range(-b.h * 0.32, b.h * 0.32);
    const pw = u * rng.range(4, 9);
    const ph = u * rng.range(3, 6);
    ctx.save();
    ctx.translate(px, py);
    ctx.rotate(rng.range(-0.5, 0.5));
    ctx.fillStyle = css(parcel, 0.55);
    ctx.fillRect(-pw / 2, -ph / 2, pw, ph);
    ctx.strokeStyle = css(darken(parcel, 0.3), 0.7);
    ctx.lineWidth = Math.max(1, u * 0.12);
    for (let x = -pw / 2; x < pw / 2; x += u * 0.8) {
      ctx.beginPath();
      ctx.moveTo(x, -ph / 2);
      ctx.lineTo(x, ph / 2);
      ctx.stroke();
    }
    ctx.restore();
  }
  // Places: the sub-regions, or the region itself.
  const names = region ? knowledge.children(region.id).map((r) => r.name) : [];
  const places = (names.length ? names : [region?.name ?? s.brief.title]).slice(0, 6);
  ctx.textAlign = 'left';
  places.forEach((name, i) => {
    const a = (i / places.length) * Math.PI * 2 + 0.6;
    const px = cx + Math.cos(a) * b.w * (places.length === 1 ? 0 : 0.26);
    const py = cy + Math.sin(a) * b.h * (places.length === 1 ? 0 : 0.26);
    ctx.beginPath();
    ctx.arc(px, py, u * 0.9, 0, Math.PI * 2);
    ctx.fillStyle = css(sh.accent);
    ctx.fill();
    ctx.lineWidth = Math.max(1, u * 0.25);
    ctx.strokeStyle = css(sh.panel);
    ctx.stroke();
    ctx.font = font('sansBold', u * 2.1);
    ctx.fillStyle = css(s.style === 'professional' ? sh.text : darken(sh.text, 0.1));
    // Names that would run off the map are written to the left of their marker.
    const right = px + u * 1.6 + ctx.measureText(name).width < b.x + b.w - u;
    ctx.textAlign = right ? 'left' : 'right';
    ctx.fillText(name, right ? px + u * 1.6 : px - u * 1.6, py + u * 0.7);
  });
  // Compass rose.
  const rx = b.x + b.w - u * 6;
  const ry = b.y + u * 7;
  ctx.fillStyle = css(sh.accent);
  ctx.beginPath();
  ctx.moveTo(rx, ry - u * 4);
  ctx.lineTo(rx + u * 1.2, ry);
  ctx.lineTo(rx, ry + u * 4);
  ctx.lineTo(rx - u * 1.2, ry);
  ctx.closePath();
  ctx.fill();
  ctx.font = font('sansBold', u * 1.8);
  ctx.textAlign = 'center';
  ctx.fillText('N', rx, ry - u * 4.6);
  ctx.restore();
  ctx.textAlign = 'left';
  ctx.fillStyle = css(sh.muted);
  ctx.font = font('sans', u * 1.7);
  ctx.fillText(region?.country ?? '', b.x + u * 2, b.y + b.h - u * 2);
}

function glassPanel(s: Scene, sh: Sheet, b: Box) {
  panel(s, sh, b);
  const gh = Math.min(b.h * 0.86, b.w * 1.3);
  wineGlass(s, b.x + b.w / 2, b.y + b.h / 2 + gh / 2, gh, 0.45);
}

function legend(s: Scene, sh: Sheet, b: Box, rows: [string, string][], bars: [string, string][] = []) {
  const { ctx, u } = s;
  panel(s, sh, b);
  const pad = u * 3;
  let y = b.y + pad + u * 2;
  const sans = s.style === 'modern';
  const lineH = u * 3.1;
  const total = rows.length + bars.length;
  const labelSize = Math.min(u * 2.2, b.h / (total * 3.6));
  const textSize = Math.min(u * 2.8, b.h / (total * 3.2));
  for (const [label, text] of rows) {
    ctx.textAlign = 'left';
    ctx.fillStyle = css(sh.accent);
    ctx.font = font('sansBold', labelSize);
    ctx.fillText(label.toUpperCase(), b.x + pad, y);
    y += labelSize * 1.5;
    ctx.fillStyle = css(sh.text);
    ctx.font = font(sans ? 'sans' : 'serif', textSize);
    const lines = wrap(ctx, text, b.w - pad * 2);
    for (const [n, line] of lines.slice(0, 2).entries()) {
      ctx.fillText(n === 1 && lines.length > 2 ? `${line.replace(/[,;]?\s*\S*$/, '')}…` : line, b.x + pad, y);
      y += Math.min(lineH, textSize * 1.3);
    }
    y += labelSize * 0.9;
  }
  const scale = ['low', 'medium-', 'medium', 'medium+', 'high', 'light', 'full'];
  const level = (v: string) => (v === 'light' ? 1 : v === 'full' ? 5 : Math.max(1, scale.indexOf(v) + 1));
  for (const [label, value] of bars) {
    ctx.fillStyle = css(sh.accent);
    ctx.font = font('sansBold', labelSize);
    ctx.fillText(label.toUpperCase(), b.x + pad, y);
    const bx = b.x + pad + (b.w - pad * 2) * 0.38;
    const bw = (b.w - pad * 2) * 0.62;
    const n = level(value);
    for (let i = 0; i < 5; i++) {
      ctx.beginPath();
      ctx.roundRect(bx + (i * bw) / 5, y - labelSize * 0.9, bw / 5 - u * 0.5, labelSize, u * 0.4);
      ctx.fillStyle = i < n ? css(s.brief.wineColour) : css(lighten(sh.muted, 0.5), 0.4);
      ctx.fill();
    }
    y += labelSize * 2.2;
  }
}
