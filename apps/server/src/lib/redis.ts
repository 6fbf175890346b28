// The optional Redis (REDIS_URL) that servers share their request counts through: the route rate
// limits of @fastify/rate-limit and the per-user upload rate. Nothing else lives there, so a Redis
// that goes away costs exactness of those counts, never a request: they fall back to this process.
import type { Redis } from 'ioredis';
import { DatabaseError, redactUrl } from '../db/index.ts';
import { messageOf } from './system-errors.ts';

export async function openRedis(url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    // A command waits for one reconnect at most, then the caller counts in this process instead.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  // Errors are reported to the commands that fail; without a listener ioredis would print each one.
  let lastError: unknown;
  redis.on('error', (err) => {
    lastError = err;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new DatabaseError(
      `Cannot connect to Redis at ${redactUrl(url)} (REDIS_URL): ${describe(lastError ?? err, url)}`,
    );
  }
  return redis;
}

function describe(err: unknown, url: string): string {
  const u = new URL(url);
  const host = `${u.hostname}:${u.port || '6379'}`;
  switch ((err as { code?: string }).code) {
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${host} (is Redis running there?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${u.hostname} was not found`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `${host} cannot be reached`;
  }
  return messageOf(err);
}
