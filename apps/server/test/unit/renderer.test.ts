import { SIZE_PRESETS } from '@sommai/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readImageText, stopOcr } from '../../src/modules/chat/ocr.ts';
import { readBrief } from '../../src/modules/images/renderer/brief.ts';
import { type RenderInput, renderImage, SCENE_OF_CATEGORY } from '../../src/modules/images/renderer/index.ts';
import type { StyleProfile } from '../../src/modules/images/renderer/profile.ts';
import { analyse } from '../../src/modules/training/analysis.ts';

afterAll(() => stopOcr());

const base: RenderInput = {
  prompt: 'Chablis premier cru at sunset',
  category: 'wine_bottles',
  style: 'professional',
  quality: 'wine-realism',
  width: 480,
  height: 480,
};

/** Mean absolute difference per channel (0–255) between two pictures, compared at 64×64. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (png: Buffer) => sharp(png).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('built-in renderer', () => {
  it.each(SIZE_PRESETS.map((p) => [p.id, p.width, p.height] as const))(
    'draws the %s preset at exactly %i×%i as a PNG',
    async (id, width, height) => {
      const { png } = await renderImage({ ...base, width, height, preset: id });
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width, height });
    },
  );

  it('gives the same bytes for the same prompt and settings, and others for another prompt', async () => {
    const a = await renderImage(base);
    const b = await renderImage(base);
    expect(Buffer.compare(a.png, b.png)).toBe(0);
    const c = await renderImage({ ...base, prompt: 'Barolo at night' });
    expect(Buffer.compare(a.png, c.png)).not.toBe(0);
  });

  it('paints each style visibly differently', async () => {
    const styles = ['professional', 'artistic', 'vintage', 'modern'] as const;
    const images = await Promise.all(styles.map((style) => renderImage({ ...base, style })));
    for (let i = 0; i < styles.length; i++)
      for (let j = i + 1; j < styles.length; j++) {
        expect(await difference(images[i].png, images[j].png), `${styles[i]} vs ${styles[j]}`).toBeGreaterThan(8);
      }
  });

  it('paints every category as its own scene', async () => {
    const kinds = new Map<string, string>();
    for (const [category, kind] of Object.entries(SCENE_OF_CATEGORY)) if (!kinds.has(kind)) kinds.set(kind, category);
    expect(kinds.size).toBe(8);
    const images = await Promise.all([...kinds.values()].map((category) => renderImage({ ...base, category })));
    const names = [...kinds.keys()];
    for (let i = 0; i < images.length; i++)
      for (let j = i + 1; j < images.length; j++) {
        expect(await difference(images[i].png, images[j].png), `${names[i]} vs ${names[j]}`).toBeGreaterThan(10);
      }
  });

  it('paints Wine Realism and Wine Art differently', async () => {
    const realism = await renderImage(base);
    const art = await renderImage({ ...base, quality: 'wine-art' });
    expect(await difference(realism.png, art.png)).toBeGreaterThan(3);
  });

  it('pours the wine the prompt names: a red for Cabernet, a white for Sauvignon Blanc', async () => {
    const red = await renderImage({ ...base, category: 'glasses', prompt: 'a glass of Cabernet Sauvignon' });
    const white = await renderImage({ ...base, category: 'glasses', prompt: 'a glass of Sauvignon Blanc' });
    expect(await difference(red.png, white.png)).toBeGreaterThan(4);
  });

  it('reads grape, region, light and mood from the prompt with the knowledge base', () => {
    expect(readBrief('Barolo').wine).toBe('red');
    expect(readBrief('Chablis').wine).toBe('white');
    expect(readBrief('Chablis').grape?.id).toBe('chardonnay');
    expect(readBrief('rosé from Provence').wine).toBe('rose');
    expect(readBrief('Champagne toast').wine).toBe('sparkling');
    expect(readBrief('Riesling').bottle).toBe('flute');
    expect(readBrief('Malbec from Mendoza').landscape.mountains).toBe(true);
    expect(readBrief('Mosel Riesling').landscape).toMatchObject({ water: 'river', steep: true });
    expect(readBrief('vineyard at sunset').time).toBe('sunset');
    expect(readBrief('rustic cellar by candlelight')).toMatchObject({ time: 'night', mood: { rustic: true } });
    expect(readBrief('cotes du rhone with lamb').title).toBe('Côtes du Rhône');
    expect(readBrief('steak and Malbec').food).toBe('steak');
  });

  it('prints the wine’s name, as the knowledge base spells it, on a wine label', async () => {
    const { png } = await renderImage({ ...base, prompt: 'Chablis', width: 1080, height: 1350, preset: 'wine-label' });
    // The name sits under the arch; OCR reads it best cropped and at half size.
    const title = await sharp(png).extract({ left: 0, top: 860, width: 1080, height: 200 }).resize(540).toBuffer();
    expect(await readImageText(title)).toMatch(/CHABLIS/i);
  }, 60_000);

  it('paints in a learned style: black and white keeps only the wine in colour', async () => {
    const learned: StyleProfile = {
      palette: [
        { colour: [20, 20, 20], weight: 0.5 },
        { colour: [128, 128, 128], weight: 0.3 },
        { colour: [240, 240, 240], weight: 0.2 },
      ],
      brightness: 0.4,
      contrast: 0.3,
      saturation: 0.05,
      monochrome: 0.2,
      selectiveColour: 0.8,
      accentHue: 345,
      warmth: 0,
      composition: { centreX: 0.4, centreY: 0.55, thirds: 0.7, edgeDensity: 0.08 },
    };
    const { png } = await renderImage({
      ...base,
      category: 'glasses',
      prompt: 'a glass of Cabernet Sauvignon',
      learned,
    });
    const stats = await analyse(png);
    expect(stats.greyShare).toBeGreaterThan(0.7);
    expect(stats.accentShare).toBeGreaterThan(0.002);
  });
});
