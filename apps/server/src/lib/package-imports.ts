// A shortcut for the most common import at start-up: one file of a dependency importing another
// file of the same package by relative path and extension (`./column.js`). Node finds what such a
// file is (ES module or CommonJS) from the nearest package.json, and in doing so parses that
// package's whole "exports" map again for every file: drizzle-orm's is 180 KB, and its hundred
// files cost a quarter of a second of the start. Here the answer is read once per directory and
// kept. The rules are Node's own for this case: the file itself (it must exist), `.mjs` is a
// module, `.cjs` is CommonJS, and `.js` follows the "type" of the nearest package.json, none
// above a node_modules folder meaning CommonJS. Every other import goes to Node unchanged.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const typeOfDirectory = new Map<string, 'module' | 'commonjs' | undefined>();

/** 'module' or 'commonjs' for a `.js` file in `dir`; undefined when its package.json cannot be read. */
export function packageType(dir: string): 'module' | 'commonjs' | undefined {
  if (typeOfDirectory.has(dir)) return typeOfDirectory.get(dir);
  let type: 'module' | 'commonjs' | undefined;
  const file = path.join(dir, 'package.json');
  if (existsSync(file)) {
    try {
      type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'commonjs';
    } catch {
      type = undefined; // Node says what is wrong with it
    }
  } else {
    const up = path.dirname(dir);
    type = up === dir || path.basename(dir) === 'node_modules' ? 'commonjs' : packageType(up);
  }
  typeOfDirectory.set(dir, type);
  return type;
}

const RELATIVE_WITH_EXTENSION = /^\.\.?\/.*\.[cm]?js$/;

export function registerPackageImports(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        parent?.startsWith('file:') &&
        parent.includes('/node_modules/') &&
        RELATIVE_WITH_EXTENSION.test(specifier) &&
        context.conditions?.includes('import')
      ) {
        const url = new URL(specifier, parent);
        const file = fileURLToPath(url);
        if (existsSync(file)) {
          const format = file.endsWith('.mjs')
            ? 'module'
            : file.endsWith('.cjs')
              ? 'commonjs'
              : packageType(path.dirname(file));
          if (format) return { url: url.href, format, shortCircuit: true };
        }
      }
      return nextResolve(specifier, context);
    },
  });
}
