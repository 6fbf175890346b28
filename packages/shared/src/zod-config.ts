// The one switch the web app flips before any schema exists: validation without compiled code.
// It sits apart from zod.ts and does not import zod at all: zod keeps its configuration in one
// object on the global scope, which it adopts when it loads and reads when a schema is created,
// so writing the setting there works before and after zod arrives. The app's first screens then
// load no part of zod; the forms that validate bring it with their chunk.

/**
 * Turns zod's compiled fast path off for every schema created afterwards, this package's and any
 * library's. The web app calls it before anything else can create a schema.
 */
export function validateWithoutCompiledCode(): void {
  // The key is spelled here, not in a module constant, so the call works however a bundler orders
  // this module's evaluation.
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
