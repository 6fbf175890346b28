// Colours and light of a picture: the style sets the family (professional: dark and spotlit;
// artistic: rich and warm; vintage: sepia paper and brick; modern: bright, flat and bold), the
// time of day and mood words shift it, and a learned style replaces it with the set's own colours.
import type { SceneBrief } from './brief.ts';
import { darken, hex, lighten, luminance, mix, type Rgb } from './color.ts';
import type { StyleProfile } from './profile.ts';
import type { ImageStyleId, Palette } from './scene.ts';

const BASE: Record<ImageStyleId, Palette> = {
  professional: {
    wallTop: hex('141214'),
    wallBottom: hex('3a2f31'),
    table: hex('4a2e1d'),
    light: hex('ffe2b8'),
    accent: hex('7a1930'),
    ink: hex('1b1410'),
    paper: hex('f2ead8'),
    glass: hex('dfe6ea'),
    keyLight: 0.9,
  },
  artistic: {
    wallTop: hex('1f3b45'),
    wallBottom: hex('8a4d3a'),
    table: hex('8a5a2b'),
    light: hex('ffcf8a'),
    accent: hex('b0302f'),
    ink: hex('2b1a12'),
    paper: hex('f4e4c4'),
    glass: hex('e8f0f0'),
    keyLight: 0.8,
  },
  vintage: {
    wallTop: hex('6b5a45'),
    wallBottom: hex('b39a74'),
    table: hex('6b4a2c'),
    light: hex('ffe4b0'),
    accent: hex('7a2e22'),
    ink: hex('2e2015'),
    paper: hex('eadbb8'),
    glass: hex('e9e2cf'),
    keyLight: 0.6,
  },
  modern: {
    wallTop: hex('f3e3d6'),
    wallBottom: hex('efd6c4'),
    table: hex('e9e5df'),
    light: hex('ffffff'),
    accent: hex('d9644a'),
    ink: hex('1d1d1f'),
    paper: hex('ffffff'),
    glass: hex('e6eef2'),
    keyLight: 0.35,
  },
};

export function paletteFor(style: ImageStyleId, brief: SceneBrief, learned?: StyleProfile): Palette {
  let p: Palette = { ...BASE[style] };
  if (style === 'modern' && (brief.wine === 'red' || brief.wine === 'fortified')) {
    p = { ...p, wallTop: hex('e9dcd3'), wallBottom: hex('e2cbbd'), accent: mix(brief.wineColour, hex('d9644a'), 0.35) };
  }
  switch (brief.time) {
    case 'sunset':
      p = {
        ...p,
        light: hex('ffb070'),
        wallTop: mix(p.wallTop, hex('4a2a3a'), 0.4),
        wallBottom: mix(p.wallBottom, hex('c0643a'), 0.35),
      };
      break;
    case 'night':
      p = {
        ...p,
        light: hex('ffc46b'),
        wallTop: darken(p.wallTop, 0.6),
        wallBottom: darken(p.wallBottom, 0.55),
        keyLight: 1,
      };
      break;
    case 'dawn':
      p = {
        ...p,
        light: hex('f4f1ff'),
        wallTop: mix(p.wallTop, hex('9fb0c8'), 0.3),
        wallBottom: mix(p.wallBottom, hex('e7d7cf'), 0.3),
      };
      break;
  }
  if (brief.mood.rustic) p = { ...p, table: hex('6a4325'), wallBottom: mix(p.wallBottom, hex('8c5a3c'), 0.4) };
  if (brief.mood.elegant) p = { ...p, accent: hex('b8963e'), wallTop: darken(p.wallTop, 0.2) };
  if (brief.mood.moody)
    p = { ...p, wallTop: darken(p.wallTop, 0.5), wallBottom: darken(p.wallBottom, 0.5), keyLight: 1 };
  if (learned) p = learnedPalette(p, learned);
  return p;
}

/** The set's colours take over the room: darkest for the wall's top, mid tones for wall and table. */
function learnedPalette(p: Palette, learned: StyleProfile): Palette {
  const colours = learned.palette.map((c) => c.colour as Rgb);
  if (colours.length < 3) return p;
  const byLight = [...colours].sort((a, b) => luminance(a) - luminance(b));
  const darkest = byLight[0];
  const lightest = byLight[byLight.length - 1];
  const mid = byLight[Math.floor(byLight.length / 2)];
  const accent = [...colours].sort((a, b) => chroma(b) - chroma(a))[0];
  return {
    ...p,
    wallTop: mix(p.wallTop, darkest, 0.7),
    wallBottom: mix(p.wallBottom, mid, 0.7),
    table: mix(p.table, darken(mid, 0.2), 0.6),
    light: mix(p.light, lighten(lightest, 0.2), 0.6),
    accent: chroma(accent) > 40 ? accent : p.accent,
    paper: mix(p.paper, lightest, 0.4),
    keyLight: Math.min(1, 0.4 + learned.contrast * 2),
  };
}

function chroma(c: Rgb): number {
  return Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]);
}
