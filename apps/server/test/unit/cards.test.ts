// The designed cards: the prompt picks the template through the knowledge base, what they print
// comes from it, maps put regions where their coordinates are, no prompt word becomes a label,
// no text runs out of its frame at any size, and two learned styles look apart.
import { fold, knowledge, REGION_LOCATIONS } from '@sommai/knowledge';
import { SIZE_PRESETS } from '@sommai/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insideCountry } from '../../src/modules/images/renderer/cards/geo.ts';
import { readSubject } from '../../src/modules/images/renderer/cards/subject.ts';
import type { TextBox } from '../../src/modules/images/renderer/cards/type.ts';
import { type RenderInput, renderImage } from '../../src/modules/images/renderer/index.ts';
import { colourDistance } from '../../src/modules/images/renderer/measure.ts';
import { CELLAR_NIGHT, SEASIDE_NOON } from '../styles.ts';

const base: RenderInput = {
  prompt: 'Pinot Noir',
  category: 'wine_bottles',
  style: 'professional',
  quality: 'wine-realism',
  width: 1080,
  height: 1080,
};

const printed = (texts: TextBox[]) => texts.map((t) => t.text);

describe('the prompt decides the template', () => {
  it.each([
    ['Pinot Noir', 'wine_bottles', 'grape-card', { grape: 'pinot-noir' }],
    ['Syrah grape profile', 'vineyards_regions', 'grape-card', { grape: 'syrah' }],
    ['Médoc', 'wine_bottles', 'region-map', { region: 'medoc' }],
    ['Saint-Émilion', 'wine_bottles', 'region-map', { region: 'saint-emilion' }],
    ['Bordeaux Left Bank map', 'tasting', 'region-map', { region: 'bordeaux' }],
    ['Riesling tasting notes', 'wine_bottles', 'tasting-note', { grape: 'riesling' }],
    ['roast lamb and wine pairing', 'cellar', 'food-pairing', {}],
    ['oysters and Muscadet', 'wine_bottles', 'food-pairing', {}],
    ['Malolactic fermentation', 'wine_bottles', 'fact-card', {}],
    ['wine of the week: Rioja', 'glasses', 'wine-of-the-week', { region: 'rioja' }],
    ['Barolo tasting event poster', 'wine_bottles', 'event-poster', { region: 'barolo' }],
    ['vineyard rows in Tuscany at sunset', 'wine_bottles', 'scene', { region: 'tuscany' }],
  ] as const)('%s (category %s) → %s', (prompt, category, template, ids) => {
    const s = readSubject(prompt, category);
    expect(s.template).toBe(template);
    if ('grape' in ids) expect(s.grape?.id).toBe(ids.grape);
    if ('region' in ids) expect(s.region?.id).toBe(ids.region);
  });

  it('a sommelier in the prompt puts people in the picture', () => {
    expect(readSubject('Sommelier pouring Chablis').people).toBe(true);
    expect(readSubject('Chablis at sunset').people).toBe(false);
  });
});

describe('facts come from the knowledge base', () => {
  it('a grape card names that grape’s key regions and only those', async () => {
    for (const id of ['pinot-noir', 'nebbiolo', 'sauvignon-blanc']) {
      const grape = knowledge.grape(id);
      if (!grape) throw new Error(id);
      const { texts, template } = await renderImage({ ...base, prompt: grape.name, width: 1080, height: 1920 });
      expect(template).toBe('grape-card');
      const names = grape.keyRegions.map((r) => knowledge.region(r)?.name ?? r);
      const shown = printed(texts).filter((t) => knowledge.regions.some((r) => r.name === t) && t !== grape.name);
      expect(shown.length, `${id}: ${printed(texts).join(' | ')}`).toBeGreaterThanOrEqual(3);
      for (const t of shown) expect(names, `${t} is a key region of ${grape.name}`).toContain(t);
      expect(printed(texts)).toContain(grape.name);
    }
  });

  it('every stored region position lies inside its country’s borders', () => {
    const outside = Object.entries(REGION_LOCATIONS).filter(([id, { lat, lon }]) => {
      const region = knowledge.region(id);
      return !region || !insideCountry(region.country, lat, lon);
    });
    expect(outside).toEqual([]);
  });

  it('Bordeaux is laid out as it is: Médoc north of Graves, Saint-Émilion and Pomerol on the right bank', () => {
    const at = (id: string) => {
      const l = knowledge.region(id)?.location;
      if (!l) throw new Error(`${id} has no position`);
      return l;
    };
    expect(at('medoc').lat).toBeGreaterThan(at('graves').lat);
    expect(at('medoc').lat).toBeGreaterThan(at('bordeaux').lat);
    expect(at('graves').lat).toBeLessThan(at('bordeaux').lat);
    for (const right of ['saint-emilion', 'pomerol'])
      for (const left of ['medoc', 'haut-medoc', 'graves', 'pessac-leognan', 'bordeaux'])
        expect(at(right).lon, `${right} east of ${left}`).toBeGreaterThan(at(left).lon);
  });

  it('a region map pins each region where its coordinates put it, and draws the pin there', async () => {
    const r = await renderImage({ ...base, prompt: 'Médoc' });
    expect(r.template).toBe('region-map');
    const pin = (id: string) => {
      const p = r.pins.find((x) => x.id === id);
      if (!p) throw new Error(`no pin for ${id}`);
      return p;
    };
    // North is up and east is right, for every pair of pins.
    for (const a of r.pins)
      for (const b of r.pins) {
        if (a.lat > b.lat + 0.01) expect(a.y, `${a.id} above ${b.id}`).toBeLessThan(b.y);
        if (a.lon > b.lon + 0.01) expect(a.x, `${a.id} right of ${b.id}`).toBeGreaterThan(b.x);
      }
    expect(pin('medoc').y).toBeLessThan(pin('graves').y);
    expect(pin('saint-emilion').x).toBeGreaterThan(pin('medoc').x);
    expect(pin('medoc').focus).toBe(true);
    // The focus pin is painted in the accent colour at its place.
    const { data } = await sharp(r.png)
      .extract({ left: Math.round(pin('medoc').x) - 1, top: Math.round(pin('medoc').y) - 1, width: 3, height: 3 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, green, blue] = [data[12], data[13], data[14]];
    expect(red).toBeGreaterThan(blue + 40); // the professional accent, a warm gold
    expect(green).toBeGreaterThan(blue);
    // The region's name is printed beside its pin.
    const label = r.texts.find((t) => t.text === 'Médoc' && Math.abs(t.y + t.h / 2 - pin('medoc').y) < 40);
    expect(label).toBeDefined();
  });
});

describe('prompt words are never printed as a label', () => {
  it.each([
    ['vineyard rows tuscany', 'wine_bottles', 'wine-label'],
    ['vineyard rows tuscany', 'wine_bottles', 'tasting-card'],
    ['Sommelier pouring Chablis in a cosy bar', 'wine_bottles', 'instagram-post'],
    ['zorblax Pinot Noir gorgeous', 'educational', 'instagram-story'],
    ['crimson velvet Barolo dream', 'wine_bottles', 'wine-label'],
  ])('%s (%s, %s)', async (prompt, category, presetId) => {
    const preset = SIZE_PRESETS.find((p) => p.id === presetId);
    if (!preset) throw new Error(presetId);
    const { texts } = await renderImage({
      ...base,
      prompt,
      category,
      width: preset.width,
      height: preset.height,
      preset: preset.id,
    });
    // Words of the prompt that are not part of a name the knowledge base knows.
    const known = knowledge
      .mentions(prompt)
      .filter((m) => m.whole)
      .flatMap((m) => fold(m.title).split(/[^a-z]+/));
    const free = fold(prompt)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !known.includes(w));
    expect(free.length).toBeGreaterThan(0);
    for (const t of texts)
      for (const w of free) expect(fold(t.text).split(/[^a-z]+/), `"${t.text}" prints "${w}"`).not.toContain(w);
  });
});

describe('no text runs out of its frame', () => {
  const prompts = [
    'Pinot Noir',
    'Médoc',
    'Riesling tasting notes',
    'roast lamb pairing',
    'Malolactic fermentation',
    'wine of the week: Rioja',
    'Barolo tasting event poster',
    'Chablis premier cru at sunset',
  ];
  it.each(SIZE_PRESETS.map((p) => [p.id, p] as const))(
    'at %s',
    async (_id, preset) => {
      for (const prompt of prompts) {
        const { texts, template } = await renderImage({
          ...base,
          prompt,
          style: 'vintage',
          width: preset.width,
          height: preset.height,
          preset: preset.id,
        });
        expect(texts.length, `${prompt}: something is printed`).toBeGreaterThan(0);
        for (const t of texts) {
          const where = `${prompt} (${template}) "${t.text}" at ${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.w)}×${Math.round(t.h)}`;
          expect(t.x, where).toBeGreaterThanOrEqual(Math.max(0, t.frame.x) - 1);
          expect(t.y, where).toBeGreaterThanOrEqual(Math.max(0, t.frame.y) - 1);
          expect(t.x + t.w, where).toBeLessThanOrEqual(Math.min(preset.width, t.frame.x + t.frame.w) + 1);
          expect(t.y + t.h, where).toBeLessThanOrEqual(Math.min(preset.height, t.frame.y + t.frame.h) + 1);
        }
      }
    },
    120_000,
  );
});

describe('learned styles show', () => {
  it('two styles trained on different pictures give posts far apart in colour', async () => {
    for (const prompt of ['Pinot Noir', 'Médoc']) {
      const a = await renderImage({ ...base, prompt, learned: CELLAR_NIGHT });
      const b = await renderImage({ ...base, prompt, learned: SEASIDE_NOON });
      // Total variation distance of 8×8×8 colour histograms: 0 same colours, 1 none shared.
      expect(await colourDistance(a.png, b.png), prompt).toBeGreaterThan(0.6);
      const same = await renderImage({ ...base, prompt, learned: CELLAR_NIGHT });
      expect(await colourDistance(a.png, same.png)).toBe(0);
    }
  });
});
