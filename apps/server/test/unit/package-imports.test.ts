// The start-up shortcut for imports inside a dependency decides what a .js file is by Node's rule:
// the "type" of the nearest package.json, CommonJS when it has none or no package.json is found
// below the node_modules folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageType } from '../../src/lib/package-imports.ts';

const root = mkdtempSync(path.join(tmpdir(), 'sommai-package-type-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(dir: string, json: string | undefined) {
  mkdirSync(dir, { recursive: true });
  if (json !== undefined) writeFileSync(path.join(dir, 'package.json'), json);
  return dir;
}

describe('the type of a .js file inside node_modules', () => {
  it('follows the nearest package.json, also from folders below it', () => {
    const esm = pkg(path.join(root, 'a', 'node_modules', 'esm-lib'), '{"type":"module"}');
    const cjs = pkg(path.join(root, 'a', 'node_modules', 'cjs-lib'), '{"name":"cjs-lib"}');
    expect(packageType(esm)).toBe('module');
    expect(packageType(pkg(path.join(esm, 'dist', 'sub'), undefined))).toBe('module');
    expect(packageType(pkg(path.join(cjs, 'lib'), undefined))).toBe('commonjs');
  });

  it('lets a nested package.json decide for its own folder', () => {
    const esm = pkg(path.join(root, 'b', 'node_modules', 'dual'), '{"type":"module"}');
    const inner = pkg(path.join(esm, 'cjs'), '{"type":"commonjs"}');
    expect(packageType(inner)).toBe('commonjs');
  });

  it('stops at the node_modules folder: no package.json inside it means CommonJS', () => {
    pkg(path.join(root, 'c'), '{"type":"module"}');
    const bare = pkg(path.join(root, 'c', 'node_modules', 'no-manifest', 'lib'), undefined);
    expect(packageType(bare)).toBe('commonjs');
  });

  it('leaves a package.json it cannot read to Node', () => {
    const broken = pkg(path.join(root, 'd', 'node_modules', 'broken'), '{ not json');
    expect(packageType(broken)).toBeUndefined();
  });
});
