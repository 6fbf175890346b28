// How many uploads (requests carrying files: chat attachments, training pictures) one user may make
// per minute, counted in this process over a sliding minute; refused uploads count too, so bad files
// cannot be retried fast.
import { MESSAGES, UPLOAD_LIMITS } from '@sommai/shared';
import { HttpError } from './errors.ts';

/** Per-user upload counter over a sliding minute, kept in this process. */
export class UploadRate {
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
      throw new HttpError(429, 'UPLOAD_RATE_LIMITED', MESSAGES.uploadRateLimited);
    }
    for (let i = 0; i < n; i++) times.push(now);
    this.recent.set(userId, times);
    if (this.recent.size > 10_000) {
      for (const [id, list] of this.recent) if (!list.some((t) => t > since)) this.recent.delete(id);
    }
  }
}
