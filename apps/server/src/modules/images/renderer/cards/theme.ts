// The look of a card: colours, faces, texture and composition. Each built-in style has its own;
// a learned style builds one from what training measured — its dominant colours become the ground
// and the accent, its brightness decides light or dark paper, its warmth and saturation the
// faces, its busyness the texture, and where its subjects sit the side the picture goes.
import { css, hex, luminance, mix, type Rgb, toHsv } from '../color.ts';
import type { Face } from '../fonts.ts';
import type { StyleProfile } from '../profile.ts';
import type { ImageStyleId } from '../scene.ts';

export interface Theme {
  bg: Rgb;
  bg2: Rgb;
  panel: Rgb;
  ink: Rgb;
  muted: Rgb;
  accent: Rgb;
  head: Face;
  headBold: Face;
  body: Face;
  label: Face;
  texture: 'none' | 'paper' | 'grain' | 'linen' | 'wash';
  /** Where the illustration sits in side-by-side layouts. */
  heroSide: 'left' | 'right';
  align: 'left' | 'center';
  /** A thin ruled frame inside the margin. */
  ruled: boolean;
}

const BUILT_IN: Record<ImageStyleId, Theme> = {
  professional: {
    bg: hex('1f1719'),
    bg2: hex('3a1d26'),
    panel: hex('2c2124'),
    ink: hex('f4ecdc'),
    muted: hex('bfae92'),
    accent: hex('c9a45c'),
    head: 'serif',
    headBold: 'serifBold',
    body: 'sans',
    label: 'sansBold',
    texture: 'grain',
    heroSide: 'left',
    align: 'left',
    ruled: true,
  },
  artistic: {
    bg: hex('f3ead9'),
    bg2: hex('e8d3c3'),
    panel: hex('fbf6ec'),
    ink: hex('2e2220'),
    muted: hex('7b685c'),
    accent: hex('8d2342'),
    head: 'serifItalic',
    headBold: 'serifBold',
    body: 'sans',
    label: 'sansBold',
    texture: 'wash',
    heroSide: 'right',
    align: 'center',
    ruled: false,
  },
  vintage: {
    bg: hex('eadcbf'),
    bg2: hex('d9c39c'),
    panel: hex('f4ead3'),
    ink: hex('3a281c'),
    muted: hex('7a6046'),
    accent: hex('8c2f2a'),
    head: 'serif',
    headBold: 'serifBold',
    body: 'serif',
    label: 'sansBold',
    texture: 'paper',
    heroSide: 'left',
    align: 'center',
    ruled: true,
  },
  modern: {
    bg: hex('f7f6f3'),
    bg2: hex('ebe8e2'),
    panel: hex('ffffff'),
    ink: hex('16161a'),
    muted: hex('66666e'),
    accent: hex('b3123f'),
    head: 'sansBold',
    headBold: 'sansBold',
    body: 'sans',
    label: 'sansBold',
    texture: 'none',
    heroSide: 'right',
    align: 'left',
    ruled: false,
  },
};

const BLACK: Rgb = [12, 10, 10];
const WHITE: Rgb = [250, 248, 244];

function learnedTheme(p: StyleProfile): Theme {
  const colours = p.palette.map((c) => c.colour as Rgb);
  const byWeight = colours.length ? colours : [hex('6a1028')];
  const dark = p.brightness < 0.45;
  // The ground: the set's most common colour, pushed to the set's own lightness.
  const ground = mix(byWeight[0], dark ? BLACK : WHITE, dark ? 0.35 : 0.45);
  const bg2 = mix(byWeight[Math.min(1, byWeight.length - 1)], ground, 0.45);
  // The accent: the most saturated of its colours (or the selective-colour hue) that stands off the ground.
  const accent =
    [...byWeight]
      .sort((a, b) => toHsv(b)[1] - toHsv(a)[1])
      .find((c) => Math.abs(luminance(c) - luminance(ground)) > 0.18) ?? (dark ? hex('d8b26a') : hex('7a1632'));
  const ink = dark ? mix(WHITE, byWeight[0], 0.08) : mix(BLACK, byWeight[0], 0.12);
  const classic = p.warmth > 0 && p.saturation < 0.5;
  const busy = p.composition.edgeDensity;
  return {
    bg: ground,
    bg2,
    panel: mix(ground, dark ? WHITE : BLACK, 0.06),
    ink,
    muted: mix(ink, ground, 0.4),
    accent,
    head: classic ? 'serif' : 'sansBold',
    headBold: classic ? 'serifBold' : 'sansBold',
    body: classic && p.contrast < 0.2 ? 'serif' : 'sans',
    label: 'sansBold',
    texture: busy > 0.16 ? 'linen' : busy > 0.08 ? 'grain' : p.monochrome > 0.5 ? 'paper' : 'none',
    heroSide: p.composition.centreX > 0.5 ? 'right' : 'left',
    align: p.composition.thirds > 0.5 ? 'left' : 'center',
    ruled: p.contrast < 0.18,
  };
}

export function themeFor(style: ImageStyleId, learned?: StyleProfile): Theme {
  return learned ? learnedTheme(learned) : BUILT_IN[style];
}

export const rgb = (c: Rgb, a = 1) => css(c, a);
