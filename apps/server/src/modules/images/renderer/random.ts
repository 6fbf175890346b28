// Seeded randomness: the same prompt and settings always draw the same scene, byte for byte.
import { createHash } from 'node:crypto';

/** A 32-bit seed from any strings (SHA-256, first four bytes). */
export function seedOf(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\u241f')).digest().readUInt32LE(0);
}

/** mulberry32: small, fast and good enough for placing leaves and grain. */
export class Rng {
  private state: number;

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

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.range(min, maxInclusive + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Roughly normal, mean 0 and deviation 1 (sum of uniforms). */
  gauss(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }

  /** An independent stream for one part of the picture, so adding leaves does not move the barrels. */
  fork(label: string): Rng {
    return new Rng(seedOf(String(this.state), label));
  }
}
