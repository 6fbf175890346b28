// A count over a sliding minute kept in Redis, so that every server process sees the same count:
// the per-user upload rate and the per-key rate of the OpenAI-compatible API use it.
import type { Redis } from 'ioredis';

// One sorted set per counted thing: a member per event, scored by its time. Drops what is older
// than a minute, then adds n members unless that would pass the rate; answers 1 when taken, 0 when
// refused.
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - 60000)
local n = tonumber(ARGV[3])
if redis.call('ZCARD', KEYS[1]) + n > tonumber(ARGV[2]) then return 0 end
for i = 1, n do redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4] .. ':' .. i) end
redis.call('PEXPIRE', KEYS[1], 60000)
return 1`;

let seq = 0;

/**
 * Counts `n` events under `key` when they fit in `perMinute` over the last minute: true when
 * counted, false when refused. Throws when Redis does not answer (the caller counts in-process).
 */
export async function takeInRedis(redis: Redis, key: string, perMinute: number, n = 1): Promise<boolean> {
  seq += 1;
  const now = Date.now();
  const member = `${now}:${process.pid}:${seq}`;
  return Number(await redis.eval(TAKE_SCRIPT, 1, key, now, perMinute, n, member)) === 1;
}
