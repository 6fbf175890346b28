// Personal API keys: made from 24 random bytes, shown once, stored only as their SHA-256. A key
// belongs to one user and answers with that user's plan, levels and monthly tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_LIMITS, type ApiKeyCreated, type ApiKeySummary, MESSAGES } from '@sommai/shared';
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/index.ts';
import { apiKey, user } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { takeInRedis } from '../../lib/sliding-minute.ts';

export const KEY_PREFIX = 'sk-sommai-';
/** "Last used" is written at most this often per key, so busy clients do not write on every request. */
const LAST_USED_EVERY_MS = 60_000;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

type KeyRow = typeof apiKey.$inferSelect;

function summary(row: KeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createKey(db: Db, userId: string, name: string): Promise<ApiKeyCreated> {
  const [held] = await db
    .select({ n: count() })
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)));
  if (Number(held?.n ?? 0) >= API_KEY_LIMITS.perUser) {
    throw new HttpError(400, 'TOO_MANY_KEYS', MESSAGES.apiKeyTooMany(API_KEY_LIMITS.perUser));
  }
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(apiKey)
    .values({ id: randomUUID(), userId, name, keyHash: hashKey(key), hint: key.slice(-4) })
    .returning();
  return { ...summary(row), key };
}

/** The user's keys in use, oldest first; revoked keys are gone from the list. */
export async function listKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .orderBy(asc(apiKey.createdAt), asc(apiKey.id));
  return rows.map(summary);
}

/** Revokes one of the user's own keys; another user's key, or one already revoked, is "not found". */
export async function revokeKey(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.id, id), eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id });
  if (rows.length === 0) throw notFound(MESSAGES.apiKeyNotFound);
}

export type KeyCheck = { ok: true; keyId: string; user: User } | { ok: false; reason: 'invalid' | 'revoked' };

/** The key's owner, with one indexed query; a banned owner's key is invalid. Notes when it was used. */
export async function resolveKey(db: Db, key: string, now = new Date()): Promise<KeyCheck> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return { ok: false, reason: 'invalid' };
  const [row] = await db
    .select({ key: apiKey, user })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .where(eq(apiKey.keyHash, hashKey(key)))
    .limit(1);
  if (!row || row.user.banned) return { ok: false, reason: 'invalid' };
  if (row.key.revokedAt) return { ok: false, reason: 'revoked' };
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    const before = new Date(now.getTime() - LAST_USED_EVERY_MS);
    await db
      .update(apiKey)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKey.id, row.key.id), or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, before))));
  }
  return { ok: true, keyId: row.key.id, user: row.user };
}

/** Counts a key's requests; `take` is false when the request would pass the key's rate. */
export interface KeyCounter {
  take(keyId: string): boolean | Promise<boolean>;
}

/** Requests per key over a sliding minute, counted in this process. */
export class KeyRate implements KeyCounter {
  private readonly recent = new Map<string, number[]>();
  private readonly perMinute: number;

  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }

  /** True when the request may go ahead (and counts it). */
  take(keyId: string, now = Date.now()): boolean {
    const since = now - 60_000;
    const times = (this.recent.get(keyId) ?? []).filter((t) => t > since);
    const allowed = times.length < this.perMinute;
    if (allowed) times.push(now);
    this.recent.set(keyId, times);
    if (this.recent.size > 10_000) {
      for (const [id, list] of this.recent) if (!list.some((t) => t > since)) this.recent.delete(id);
    }
    return allowed;
  }
}

/**
 * The same sliding minute counted in Redis (REDIS_URL), so a key's rate holds across every server
 * process; counted in this process whenever Redis does not answer.
 */
export class SharedKeyRate implements KeyCounter {
  private readonly redis: Redis;
  private readonly perMinute: number;
  private readonly fallback: KeyRate;

  constructor(redis: Redis, perMinute: number) {
    this.redis = redis;
    this.perMinute = perMinute;
    this.fallback = new KeyRate(perMinute);
  }

  async take(keyId: string): Promise<boolean> {
    try {
      return await takeInRedis(this.redis, `sommai:api-key:${keyId}`, this.perMinute);
    } catch {
      return this.fallback.take(keyId);
    }
  }
}
