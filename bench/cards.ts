// Card figures: p50/p95 render time of each designed template at 1080×1920 (the story, the
// largest preset; target p95 under 400 ms), drawn in the render pool's worker threads as the
// server draws them, and the colour distance between two learned styles' posts of the same
// prompt. Figures only: nothing fails on a number. Run alone with `node bench/cards.ts`.
import { fileURLToPath } from 'node:url';
import { readSubject } from '../apps/server/src/modules/images/renderer/cards/subject.ts';
import { renderImage } from '../apps/server/src/modules/images/renderer/index.ts';
import { colourDistance } from '../apps/server/src/modules/images/renderer/measure.ts';
import type { StyleProfile } from '../apps/server/src/modules/images/renderer/profile.ts';
import { closeRenderPool, configureRenderPool, renderImageInPool } from '../apps/server/src/modules/render/pool.ts';
import { CELLAR_NIGHT, SEASIDE_NOON } from '../apps/server/test/styles.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Prompts that pick each template, several per template so facts and layouts vary. */
const TEMPLATE_PROMPTS: Record<string, string[]> = {
  'grape-card': ['Pinot Noir', 'Nebbiolo', 'Sauvignon Blanc', 'Syrah grape profile'],
  'region-map': ['Médoc', 'Mosel', 'Napa Valley', 'Barossa Valley'],
  'tasting-note': ['Riesling tasting notes', 'Chardonnay tasting note', 'Malbec tasting notes'],
  'food-pairing': ['roast lamb pairing', 'oysters and Muscadet', 'chocolate dessert pairing'],
  'fact-card': ['Malolactic fermentation', 'did you know: Champagne', 'Sherry fact'],
  'wine-of-the-week': ['wine of the week: Rioja', 'wine of the week: Chianti Classico', 'wine of the week: Chablis'],
  'event-poster': ['Barolo tasting event poster', 'Burgundy masterclass', 'Champagne festival'],
  scene: ['Sommelier pouring Chablis', 'vineyard rows in Tuscany at sunset', 'Rioja by candlelight'],
};
const STYLES = ['professional', 'artistic', 'vintage', 'modern'] as const;

async function templateFigures(runs: number) {
  configureRenderPool({ threads: 1, timeoutMs: 120_000 });
  const input = (prompt: string, i: number) => ({
    prompt,
    category: 'wine_bottles',
    style: STYLES[i % STYLES.length],
    quality: 'wine-realism' as const,
    width: 1080,
    height: 1920,
    preset: 'instagram-story',
  });
  // The thread's first picture loads fonts, the knowledge index and the map data.
  for (const prompts of Object.values(TEMPLATE_PROMPTS)) await renderImageInPool(input(prompts[0], 0));
  console.log(`\nDesigned cards at 1080×1920 in the render pool (1 thread), ${runs} each (target p95 < 400 ms):`);
  for (const [template, prompts] of Object.entries(TEMPLATE_PROMPTS)) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const prompt = prompts[i % prompts.length];
      const picked = readSubject(prompt, 'wine_bottles').template;
      if (picked !== template) throw new Error(`"${prompt}" picks ${picked}, not ${template}`);
      const t0 = performance.now();
      await renderImageInPool(input(prompt, i));
      times.push(performance.now() - t0);
    }
    console.log(
      `  ${template.padEnd(18)} p50 ${pct(times, 50).toFixed(0).padStart(5)} ms   p95 ${pct(times, 95).toFixed(0).padStart(5)} ms`,
    );
  }
  await closeRenderPool();
}

async function styleDistance() {
  console.log('\nTwo learned styles (a dark warm cellar set, a bright cool seaside set), same prompt, 1080×1080:');
  for (const prompt of ['Pinot Noir', 'Médoc', 'roast lamb pairing', 'Chablis at sunset']) {
    const draw = (learned: StyleProfile) =>
      renderImage({
        prompt,
        category: 'wine_bottles',
        style: 'professional',
        quality: 'wine-realism',
        width: 1080,
        height: 1080,
        learned,
      });
    const [a, b] = [await draw(CELLAR_NIGHT), await draw(SEASIDE_NOON)];
    const builtIn = await renderImage({
      prompt,
      category: 'wine_bottles',
      style: 'professional',
      quality: 'wine-realism',
      width: 1080,
      height: 1080,
    });
    console.log(
      `  ${prompt.padEnd(22)} ${a.template.padEnd(14)} colour-histogram distance ${(await colourDistance(a.png, b.png)).toFixed(2)} (0 same, 1 disjoint; vs built-in professional ${(await colourDistance(a.png, builtIn.png)).toFixed(2)} / ${(await colourDistance(b.png, builtIn.png)).toFixed(2)})`,
    );
  }
}

export async function cardsBench(runs = 12) {
  await templateFigures(runs);
  await styleDistance();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await cardsBench(Number(process.env.BENCH_CARD_RUNS ?? 12));
}
