// Seeded randomness: the same prompt and settings always draw the same scene, byte for byte.
import { createHash } from 'node:crypto';
import { SeededRandom } from '@sommai/shared';

/** A 32-bit seed from any strings (SHA-256, first four bytes). */
export function seedOf(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\u241f')).digest().readUInt32LE(0);
}

/** The shared seeded generator, with the helpers drawing needs. */
export class Rng extends SeededRandom {
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
