import { expect, it } from 'vitest';
import { validateWithoutCompiledCode } from '../src/zod-config.ts';

// The switch writes zod's configuration without importing zod; if a zod release moves that
// configuration, the schemas would try compiled code again and the web app's CSP would refuse it.
it('turns compiled validation off in the configuration zod reads, set before zod loads', async () => {
  validateWithoutCompiledCode();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
