// A bounded memory of a pure function's results, least recently used first out. It keeps two
// generations instead of reordering one map on every hit (a delete and a set per hit cost more than
// most of the work it saves): new entries and hits go into the young map; when the young map is full
// it becomes the old one and the previous old one is dropped. So at most `2 × size` entries are kept,
// everything used within the last `size` insertions survives, and a hit is one or two lookups.

export class Lru<K, V> {
  #young = new Map<K, V>();
  #old = new Map<K, V>();
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  get(key: K): V | undefined {
    const v = this.#young.get(key);
    if (v !== undefined) return v;
    const old = this.#old.get(key);
    if (old !== undefined) this.#keep(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (this.#young.has(key)) this.#young.set(key, value);
    else this.#keep(key, value);
  }

  /** The value kept for `key`, made and kept first when there is none. */
  through(key: K, make: (key: K) => V): V {
    let v = this.get(key);
    if (v === undefined) {
      v = make(key);
      this.#keep(key, v);
    }
    return v;
  }

  get size(): number {
    return this.#young.size + this.#old.size;
  }

  #keep(key: K, value: V): void {
    if (this.#young.size >= this.#size) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }
}
