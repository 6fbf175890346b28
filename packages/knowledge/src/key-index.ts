// An inverted index: for each key (a word, a root), the positions of the items that hold it, in the
// items' order. Built once per knowledge base by the readers that look sentences up by their words.

export function keyIndex<T>(items: readonly T[], keysOf: (item: T) => Iterable<string>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  items.forEach((item, i) => {
    for (const key of new Set(keysOf(item))) {
      const list = out.get(key);
      if (list) list.push(i);
      else out.set(key, [i]);
    }
  });
  return out;
}
