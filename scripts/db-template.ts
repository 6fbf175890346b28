// Part of the build: the migrated PGlite template that new data directories start from.
import { buildTemplate } from '../apps/server/src/db/template.ts';

const t0 = performance.now();
const file = await buildTemplate();
console.log(`database template ready (${Math.round(performance.now() - t0)} ms): ${file}`);
