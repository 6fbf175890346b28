// zod as every schema of this package uses it. Validation runs without compiling code at run time:
// the web app's Content-Security-Policy forbids `eval`, and zod's compiled fast path (and its probe
// for it, made when an object schema is created) would be refused there.
import { z as zod } from 'zod';
import { validateWithoutCompiledCode } from './zod-config.ts';

// Applied by the call that produces the export, so no bundler can leave it out while the schemas are in.
function configured(): typeof zod {
  validateWithoutCompiledCode();
  return zod;
}

export const z = configured();
