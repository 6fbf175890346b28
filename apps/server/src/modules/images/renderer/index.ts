// The built-in renderer: real wine pictures for social media with no key and no network. A prompt
// is read into a brief (wine, colour, place, light, mood, words), a scene for the category is
// painted at the preset's exact size in the chosen style and quality, and the pixels get the
// style's finish. Everything random is seeded from the inputs, so the same request gives the
// same PNG, byte for byte.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { readBrief } from './brief.ts';
import { paintCard } from './cards/cards.ts';
import { peopleIn } from './cards/figures.ts';
import type { MapPin } from './cards/geo.ts';
import { readSubject, type TemplateId } from './cards/subject.ts';
import { themeFor } from './cards/theme.ts';
import { type Box, recordText, type TextBox, Type } from './cards/type.ts';
import { cellarScene } from './cellar.ts';
import { educationalScene } from './educational.ts';
import { registerFonts } from './fonts.ts';
import { tastingCard, wineLabel } from './layouts.ts';
import { paletteFor } from './palette.ts';
import { finish, paintStrokes } from './post.ts';
import type { StyleProfile } from './profile.ts';
import { Rng, seedOf } from './random.ts';
import type { ImageStyleId, QualityId, Scene } from './scene.ts';
import { bottleScene, glassesScene, pairingScene, tastingScene, toolsScene } from './stilllife.ts';
import { vineyardScene } from './vineyard.ts';

export type { StyleProfile } from './profile.ts';
export type { ImageStyleId, QualityId } from './scene.ts';

export type SceneKind = 'bottle' | 'vineyard' | 'tasting' | 'cellar' | 'tools' | 'educational' | 'glasses' | 'pairing';

/** Both category lists of the spec map onto the scenes. */
export const SCENE_OF_CATEGORY: Record<string, SceneKind> = {
  wine_bottles: 'bottle',
  wine_bottle: 'bottle',
  vineyards_regions: 'vineyard',
  vineyards: 'vineyard',
  tasting: 'tasting',
  cellar: 'cellar',
  sommelier_tools: 'tools',
  educational: 'educational',
  glasses: 'glasses',
  pairing: 'pairing',
};

const PAINTERS: Record<SceneKind, (s: Scene) => void> = {
  bottle: bottleScene,
  vineyard: vineyardScene,
  tasting: tastingScene,
  cellar: cellarScene,
  tools: toolsScene,
  educational: educationalScene,
  glasses: glassesScene,
  pairing: pairingScene,
};

export interface RenderInput {
  prompt: string;
  category: string;
  style: ImageStyleId;
  quality: QualityId;
  width: number;
  height: number;
  /** Size preset id: 'tasting-card' and 'wine-label' print the prompt's words. */
  preset?: string;
  /** A style learned from the user's own images. */
  learned?: StyleProfile;
}

export interface Rendered {
  png: Buffer;
  width: number;
  height: number;
  /** Which template drew it. */
  template: TemplateId;
  /** Every text drawn, with the box its ink covers and the frame it was laid out in. */
  texts: TextBox[];
  /** A region map's pins, where the coordinates put them. */
  pins: MapPin[];
}

function makeScene(canvas: Canvas, input: RenderInput, seed: number, focusX: number, stage: number): Scene {
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  const brief = readBrief(input.prompt);
  return {
    ctx,
    w: canvas.width,
    h: canvas.height,
    u: Math.min(canvas.width, canvas.height) / 100,
    rng: new Rng(seed),
    brief,
    style: input.style,
    realism: input.quality === 'wine-realism',
    palette: paletteFor(input.style, brief, input.learned),
    focusX,
    stage,
  };
}

function paintScene(
  canvas: Canvas,
  input: RenderInput,
  kind: SceneKind,
  seed: number,
  focusX: number,
  stage = 1,
): Scene {
  const s = makeScene(canvas, input, seed, focusX, stage);
  PAINTERS[kind](s);
  if (s.style === 'artistic' && kind !== 'educational') {
    paintStrokes(s.ctx, s.w, s.h, s.rng.fork('strokes'), s.u * (s.realism ? 1.4 : 2));
  }
  return s;
}

export async function renderImage(input: RenderInput): Promise<Rendered> {
  registerFonts();
  const subject = readSubject(input.prompt, input.category);
  // The prompt decides; the category only picks the scene when the prompt asks for a picture.
  const people = subject.people && !['cellar', 'sommelier_tools'].includes(input.category);
  const kind: SceneKind = people ? 'tasting' : (SCENE_OF_CATEGORY[input.category] ?? 'bottle');
  const { width, height } = input;
  const seed = seedOf(
    input.prompt.trim().toLowerCase(),
    input.category,
    input.style,
    input.quality,
    `${width}x${height}`,
    input.preset ?? '',
    input.learned ? JSON.stringify(input.learned) : '',
  );
  const card = input.preset === 'tasting-card' && kind !== 'educational';
  const label = input.preset === 'wine-label' && kind !== 'educational';
  const learnedX = input.learned ? Math.min(0.68, Math.max(0.32, input.learned.composition.centreX)) : undefined;
  const focusX = card ? 0.3 : (learnedX ?? (input.style === 'modern' ? 0.56 : 0.5));

  const canvas = createCanvas(width, height);
  const texts: TextBox[] = [];
  let frame: Box = { x: 0, y: 0, w: width, h: height };
  recordText(canvas.getContext('2d'), texts, () => frame);
  let template: TemplateId = 'scene';
  let pins: MapPin[] = [];
  if (subject.template !== 'scene' && !label) {
    const s = makeScene(canvas, input, seed, 0.5, 1);
    const type = new Type(s.ctx, width, height);
    Object.defineProperty(type, 'frame', {
      get: () => frame,
      set: (b: Box) => {
        frame = b;
      },
    });
    const card = paintCard(s, subject, themeFor(input.style, input.learned), type);
    template = card.template;
    pins = card.pins;
  } else if (label) {
    // The scene is painted at the arch's size, then set into the label.
    const aw = Math.round(width * 0.64);
    const ah = Math.round(height * 0.5);
    const inner = createCanvas(aw, ah);
    paintScene(inner, input, kind, seed, learnedX ?? 0.5);
    const s = makeScene(canvas, input, seed, 0.5, 1);
    const ctx = s.ctx;
    wineLabel(s, { draw: (x, y, w, h) => ctx.drawImage(inner, x, y, w, h) });
  } else {
    const s = paintScene(canvas, input, kind, seed, focusX, card ? 0.56 : 1);
    if (people) peopleIn(s);
    if (card) tastingCard(s);
  }
  const raw = finish(canvas, input.style, input.quality === 'wine-art', seed, input.learned);
  const png = await sharp(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .removeAlpha()
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
  return { png, width, height, template, texts, pins };
}
