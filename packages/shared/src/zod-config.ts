// The one switch the web app flips before any schema exists: validation without compiled code.
// It sits apart from zod.ts and does not import zod at all: zod keeps its configuration in one
// object on the global scope, which it adopts when it loads and reads when a schema is created,
// so writing the setting there works before and after zod arrives. The app's first screens then
// load no part of zod; the forms that validate bring it with their chunk.

const ZOD_CONFIG_KEY = '__zod_globalConfig';

/**
 * Turns zod's compiled fast path off for every schema created afterwards, this package's and any
 * library's. The web app calls it before anything else can create a schema.
 */
export function validateWithoutCompiledCode(): void {
  const scope = globalThis as Record<string, unknown>;
  const current = scope[ZOD_CONFIG_KEY];
  if (current && typeof current === 'object') Object.assign(current, { jitless: true });
  else scope[ZOD_CONFIG_KEY] = { jitless: true };
}
