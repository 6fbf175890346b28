// A shortcut for the most common import at start-up: one file of a dependency importing another
// file of the same package by relative path and extension (`./column.js`). Node finds what such a
// file is (ES module or CommonJS) from the nearest package.json, and in doing so parses that
// package's whole "exports" map again for every file: drizzle-orm's is 180 KB, and its hundred
// files cost a quarter of a second of the start. Here the answer is read once per directory and
// kept. The rules are Node's own for this case: the file itself (it must exist), `.mjs` is a
// module, `.cjs` is CommonJS, and `.js` follows the "type" of the nearest package.json, none
// above a node_modules folder meaning CommonJS. A bare specifier (`drizzle-orm/pg-core`) is
// resolved by Node once per package folder found and kept (see `bareResolutions`). Every other
// import goes to Node unchanged.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isBuiltin, registerHooks } from 'node:module';
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

/** The package a bare specifier names: `pkg` of `pkg/sub`, `@scope/pkg` of `@scope/pkg/sub`. */
const BARE = /^(?:@[^/.][^/]*\/)?[^/.:#@][^/:]*?(?=\/|$)/;

const packageDirs = new Map<string, string | undefined>();

/**
 * The folder Node's node_modules lookup finds package `name` in, starting from `dir`: the first
 * `node_modules/name` folder in `dir` or above it (a folder that is itself called node_modules is
 * not looked in).
 */
export function packageDirectory(dir: string, name: string): string | undefined {
  const key = `${dir}\0${name}`;
  if (packageDirs.has(key)) return packageDirs.get(key);
  const here = path.join(dir, 'node_modules', name);
  let found: string | undefined;
  // The real folder: a workspace package is a link in node_modules, and its own files are there.
  if (path.basename(dir) !== 'node_modules' && existsSync(here)) found = realpathSync(here);
  else {
    const up = path.dirname(dir);
    found = up === dir ? undefined : packageDirectory(up, name);
  }
  packageDirs.set(key, found);
  return found;
}

/**
 * What a bare specifier resolved to, per package folder found, specifier and conditions. Node
 * resolves `drizzle-orm/pg-core` again for every file that imports it, each time parsing the
 * package's "exports" map twice (to resolve, then to find the file's format): the same answer,
 * since it depends on nothing else.
 */
const bareResolutions = new Map<string, { url: string; format?: string | null }>();

export function registerPackageImports(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (!parent?.startsWith('file:')) return nextResolve(specifier, context);
      if (
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
      const name = BARE.exec(specifier)?.[0];
      if (!name || isBuiltin(specifier)) return nextResolve(specifier, context);
      const parentFile = fileURLToPath(parent);
      const dir = packageDirectory(path.dirname(parentFile), name);
      // A file of the package itself may import it by name (Node resolves that within the package).
      if (!dir || parentFile.startsWith(dir + path.sep)) return nextResolve(specifier, context);
      const key = `${dir}\0${specifier}\0${context.conditions?.join(',') ?? ''}`;
      const known = bareResolutions.get(key);
      if (known) return { ...known, shortCircuit: true };
      const resolved = nextResolve(specifier, context);
      if (resolved.url.startsWith('file:')) bareResolutions.set(key, { url: resolved.url, format: resolved.format });
      return resolved;
    },
  });
}
