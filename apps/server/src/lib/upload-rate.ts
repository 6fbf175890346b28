// How many uploads (requests carrying files: chat attachments, training pictures) one user may make
// per minute, counted over a sliding minute; refused uploads count too, so bad files cannot be retried
// fast. Counted in Redis when REDIS_URL is set, so every server process sees the same count;
// otherwise (and whenever Redis does not answer) in this process.
import { MESSAGES, UPLOAD_LIMITS } from '@sommai/shared';
import type { Redis } from 'ioredis';
import { HttpError } from './errors.ts';
import { takeInRedis } from './sliding-minute.ts';

/** Counts uploads per user; refuses with 429 UPLOAD_RATE_LIMITED past the rate. */
export interface UploadCounter {
  take(userId: string, n?: number): void | Promise<void>;
}

const refused = () => new HttpError(429, 'UPLOAD_RATE_LIMITED', MESSAGES.uploadRateLimited);

/** Per-user upload counter over a sliding minute, kept in this process. */
export class UploadRate implements UploadCounter {
  private readonly recent = new Map<string, number[]>();
  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(perMinute: number = UPLOAD_LIMITS.uploadsPerMinute, now: () => number = Date.now) {
    this.perMinute = perMinute;
    this.now = now;
  }

  /** Counts one upload (or `n`) for the user, or refuses with 429 when it would pass the rate. */
  take(userId: string, n = 1): void {
    const now = this.now();
    const since = now - 60_000;
    const times = (this.recent.get(userId) ?? []).filter((t) => t > since);
    if (times.length + n > this.perMinute) {
      this.recent.set(userId, times);
      throw refused();
    }
    for (let i = 0; i < n; i++) times.push(now);
    this.recent.set(userId, times);
    if (this.recent.size > 10_000) {
      for (const [id, list] of this.recent) if (!list.some((t) => t > since)) this.recent.delete(id);
    }
  }
}

/** The same sliding minute, kept in Redis for all processes; this process's count when Redis fails. */
export class SharedUploadRate implements UploadCounter {
  private readonly redis: Redis;
  private readonly fallback: UploadRate;
  private readonly perMinute: number;

  constructor(redis: Redis, perMinute: number = UPLOAD_LIMITS.uploadsPerMinute) {
    this.redis = redis;
    this.perMinute = perMinute;
    this.fallback = new UploadRate(perMinute);
  }

  async take(userId: string, n = 1): Promise<void> {
    let taken: boolean;
    try {
      taken = await takeInRedis(this.redis, `sommai:uploads:${userId}`, this.perMinute, n);
    } catch {
      return this.fallback.take(userId, n);
    }
    if (!taken) throw refused();
  }
}
