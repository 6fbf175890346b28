// zod as every schema of this package uses it. Validation runs without compiling code at run time:
// the web app's Content-Security-Policy forbids `eval`, and zod's compiled fast path (and its probe
// for it, made when an object schema is created) would be refused there.
import { config, z as zod } from 'zod';

/**
 * Turns zod's compiled fast path off for every schema created afterwards, this package's and any
 * library's. The web app calls it before anything else can create a schema.
 */
export function validateWithoutCompiledCode(): void {
  config({ jitless: true });
}

// Applied by the call that produces the export, so no bundler can leave it out while the schemas are in.
function configured(): typeof zod {
  validateWithoutCompiledCode();
  return zod;
}

export const z = configured();
