// The start-up shortcut for imports inside a dependency decides what a .js file is by Node's rule:
// the "type" of the nearest package.json, CommonJS when it has none or no package.json is found
// below the node_modules folder. A bare import is resolved by Node once per package folder found.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageDirectory, packageType } from '../../src/lib/package-imports.ts';

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

describe('the package a bare import finds', () => {
  it('is the nearest node_modules folder that has it, never one inside a node_modules folder itself', () => {
    const outer = pkg(path.join(root, 'e', 'node_modules', 'lib'), '{}');
    const inner = pkg(path.join(root, 'e', 'app', 'node_modules', 'lib'), '{}');
    const src = pkg(path.join(root, 'e', 'app', 'src', 'deep'), undefined);
    expect(packageDirectory(src, 'lib')).toBe(inner);
    expect(packageDirectory(pkg(path.join(root, 'e', 'other'), undefined), 'lib')).toBe(outer);
    expect(packageDirectory(src, 'missing-lib')).toBeUndefined();
    pkg(path.join(root, 'e', 'node_modules', 'node_modules', 'nested'), '{}');
    expect(packageDirectory(path.join(root, 'e', 'node_modules'), 'nested')).toBeUndefined();
  });

  it('is the real folder behind a link, as a workspace package is', () => {
    const real = pkg(path.join(root, 'f', 'packages', 'shared'), '{}');
    mkdirSync(path.join(root, 'f', 'node_modules', '@scope'), { recursive: true });
    symlinkSync(real, path.join(root, 'f', 'node_modules', '@scope', 'shared'));
    expect(packageDirectory(pkg(path.join(root, 'f', 'app'), undefined), '@scope/shared')).toBe(realpathSync(real));
  });
});

describe('imports resolved through the shortcut', () => {
  it('resolve to what Node itself resolves, the first time and when kept', () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const localNode = path.resolve(serverDir, '../../node_modules/node/bin/node');
    const node = existsSync(localNode) ? localNode : process.execPath;
    const script = `
      const specs = ['drizzle-orm', 'drizzle-orm/pg-core', 'fastify', '@sommai/shared', '@sommai/shared/engine-texts',
        'pg', 'better-auth/plugins/admin', 'node:fs', 'fs', 'zod'];
      const resolveAll = () => specs.map((s) => import.meta.resolve(s));
      const before = resolveAll();
      const { registerPackageImports } = await import('./src/lib/package-imports.ts');
      registerPackageImports();
      console.log(JSON.stringify({ before, first: resolveAll(), kept: resolveAll() }));`;
    const out = execFileSync(node, ['--input-type=module', '-e', script], { cwd: serverDir, encoding: 'utf8' });
    const { before, first, kept } = JSON.parse(out) as Record<string, string[]>;
    expect(first).toEqual(before);
    expect(kept).toEqual(before);
  });
});
