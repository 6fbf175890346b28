// The engine's modules must import downward only: this reads every import (type imports too) between
// the files of src/ and fails on any circle, naming the files in it, so a circle cannot come back
// unnoticed. Where a lower writer needs an answer written above it (describing a food is pairing it;
// an unknown name gets the honest reply), it calls it through the context's `write` (writers.ts), and
// the records sit below search, which resolves free-text names for them (records.ts, kb.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The circles still standing; remove each once it is broken. */
const KNOWN_CIRCLES: string[][] = [];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each file of src/ (relative path) and the files of src/ it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pattern = /(?:^|\s)(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(pattern)) {
      const spec = match[1] ?? match[2];
      if (spec) targets.add(relative(root, resolve(dirname(file), spec)));
    }
    graph.set(relative(root, file), [...targets].sort());
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself. */
export function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop();
        if (top === undefined) break;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('module layers of the knowledge engine', () => {
  it('finds a circle when one file imports another that imports it back', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      circles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the imports of the composer', () => {
    const graph = importGraph(SRC);
    expect(graph.get('compose.ts')).toEqual(expect.arrayContaining(['pairing.ts', 'draft.ts', 'render.ts']));
  });

  it('has no circle of imports in src/', () => {
    const found = circles(importGraph(SRC));
    expect(found, `import circles: ${found.map((c) => c.join(' → ')).join('; ')}`).toEqual(KNOWN_CIRCLES);
  });

  it('keeps the draft, the renderer and the composer out of every circle', () => {
    const inCircles = circles(importGraph(SRC)).flat();
    for (const file of ['draft.ts', 'render.ts', 'compose.ts', 'text.ts']) expect(inCircles).not.toContain(file);
  });
});
