// The writers' fallbacks, bound once: describe.ts and advice.ts reach pairing and the honest "I
// don't know" through the answer's context instead of importing the modules above them.

import type { Writers } from './draft.ts';
import { pairing } from './pairing.ts';
import { unknown } from './practice.ts';

export const WRITERS: Writers = { pairing, unknown };
