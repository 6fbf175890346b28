// The one switch the web app flips before any schema exists: validation without compiled code.
// It sits apart from zod.ts so calling it brings only zod's configuration object along, not zod
// itself (the app's first screens validate nothing; the forms that do load zod with their chunk).
import { config } from 'zod/v4/core';

/**
 * Turns zod's compiled fast path off for every schema created afterwards, this package's and any
 * library's. The web app calls it before anything else can create a schema.
 */
export function validateWithoutCompiledCode(): void {
  config({ jitless: true });
}
