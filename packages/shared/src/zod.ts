// zod as every schema of this package uses it. Validation runs without compiling code at run time:
// the web app's Content-Security-Policy forbids `eval`, and zod's compiled fast path (and its probe
// for it) would be refused there. Importing z from here is what makes the setting apply.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
