// Draws the landing page's sample picture with the product's own image renderer at build time and
// writes it beside the built SPA (dist/previews/), so the landing shows a real picture SommAI makes
// without shipping a binary in the repository or fetching one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderImage } from '../apps/server/src/modules/images/renderer/index.ts';

export const LANDING_PREVIEW = {
  prompt: 'Old vines in Priorat at golden hour',
  category: 'vineyards_regions',
  style: 'professional',
  quality: 'wine-realism',
} as const;

const dist = path.resolve(import.meta.dirname, '../apps/web/dist/previews');
const drawn = await renderImage({ ...LANDING_PREVIEW, width: 640, height: 480 });
const webp = await sharp(drawn.png).resize(480, 360).webp({ quality: 72 }).toBuffer();
mkdirSync(dist, { recursive: true });
writeFileSync(path.join(dist, 'landing-vineyard.webp'), webp);
console.log(`landing preview: ${webp.byteLength} bytes in ${path.relative(process.cwd(), dist)}`);
