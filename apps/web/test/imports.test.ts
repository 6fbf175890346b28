// Web imports flow one way: app → features → lib and components. A feature never imports another
// feature or the app layer; lib and components import neither. A screen that shows another
// feature's part gets it from the app layer (the routes hand the dashboard its chat panel).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** Cross-feature imports allowed ("importing file → imported file"): none, and none may be added. */
const KNOWN: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative specifiers of static imports, re-exports and dynamic imports. */
export function relativeImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    found.push(m[1]);
  }
  return found;
}

type Layer =
  | { kind: 'app' }
  | { kind: 'feature'; name: string }
  | { kind: 'lib' }
  | { kind: 'components' }
  | { kind: 'other' };

function layerOf(relative: string): Layer {
  const [top, name] = relative.split('/');
  if (top === 'app') return { kind: 'app' };
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'lib') return { kind: 'lib' };
  if (top === 'components') return { kind: 'components' };
  return { kind: 'other' };
}

function breaksTheRule(from: Layer, to: Layer): boolean {
  if (from.kind === 'feature') {
    return to.kind === 'app' || (to.kind === 'feature' && to.name !== from.name);
  }
  if (from.kind === 'lib' || from.kind === 'components') return to.kind === 'app' || to.kind === 'feature';
  return false;
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file).split(path.sep).join('/');
    for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
      const to = path
        .relative(src, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      if (breaksTheRule(layerOf(from), layerOf(to))) found.push(`${from} → ${to}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('web imports flow one way', () => {
  const found = violations();

  it('has no feature importing another feature or the app layer, and no lib or component importing either', () => {
    const fresh = found.filter((v) => !KNOWN.includes(v));
    expect(fresh, 'move what both need to lib/ or components/, or compose the page in app/').toEqual([]);
  });

  it('lists only cross-feature imports that still exist, so the list shrinks as they are untangled', () => {
    expect(KNOWN.filter((k) => !found.includes(k))).toEqual([]);
  });

  it('reads the imports it checks', () => {
    expect(
      relativeImports(
        "import a from '../x/a.ts';\nexport { b } from './b.ts';\nconst c = await import('../../app/c.tsx');\nimport './d.css';",
      ),
    ).toEqual(['../x/a.ts', './b.ts', '../../app/c.tsx', './d.css']);
    expect(breaksTheRule(layerOf('features/chat/A.tsx'), layerOf('features/pdf/files.ts'))).toBe(true);
    expect(breaksTheRule(layerOf('features/chat/A.tsx'), layerOf('app/ProtectedLayout.tsx'))).toBe(true);
    expect(breaksTheRule(layerOf('features/chat/A.tsx'), layerOf('features/chat/api.ts'))).toBe(false);
    expect(breaksTheRule(layerOf('lib/preferences.ts'), layerOf('features/chat/api.ts'))).toBe(true);
    expect(breaksTheRule(layerOf('app/App.tsx'), layerOf('features/chat/ChatPage.tsx'))).toBe(false);
  });
});
