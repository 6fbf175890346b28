// Seeded randomness, one generator for everything that must come out the same from the same input:
// the quiz bank from the knowledge data, a built-in picture from its prompt and settings.

/** FNV-1a hash of a string, as an unsigned 32-bit number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to shuffle options or place leaves. */
export class SeededRandom {
  /** The generator's whole state; the same state gives the same numbers after it. */
  state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

export type Random = () => number;

/** A generator seeded from a string, as a plain function. */
export function seeded(seed: string): Random {
  const generator = new SeededRandom(hashString(seed));
  return () => generator.next();
}

export function shuffle<T>(items: readonly T[], rand: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** n items from the first `from` of a ranked list, in random order. */
export function pickFromTop<T>(ranked: readonly T[], n: number, rand: Random, from = Math.max(n * 3, 10)): T[] {
  return shuffle(ranked.slice(0, from), rand).slice(0, n);
}
