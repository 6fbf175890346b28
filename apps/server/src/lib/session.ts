// Resolves the bearer token of a request to its user with one indexed query, slides the session's
// expiry forward once a day of use (as better-auth itself would), and keeps resolved sessions for a
// few seconds so that busy clients do not cost a database round trip per request; a change to a
// user's sessions clears that cache here and, through the session bus, in every other server process.
// It also notes when the user was last active, at most once an hour.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { session, user } from '../db/schema.ts';
import { SESSION_REFRESH_AFTER_SECONDS, SESSION_TTL_SECONDS } from './auth.ts';
import { unauthorized } from './errors.ts';
import { localBus, type SessionBus } from './session-bus.ts';

export type User = typeof user.$inferSelect;

/** How often a user's "last active" time is written at most. */
export const LAST_ACTIVE_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    sessionId?: string;
    sessionExpiresAt?: Date;
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h?.startsWith('Bearer ')) return undefined;
  const raw = h.slice(7).trim();
  if (!raw || raw.length > 512) return undefined;
  // better-auth may hand out "token.signature"; the session row holds the token part.
  const dot = raw.indexOf('.');
  let token: string;
  try {
    token = decodeURIComponent(dot === -1 ? raw : raw.slice(0, dot));
  } catch {
    return undefined; // broken percent-encoding: no token, so 401
  }
  // Session tokens are URL-safe; anything else cannot match a session.
  return /^[A-Za-z0-9_-]{1,256}$/.test(token) ? token : undefined;
}

interface Resolved {
  user: User;
  sessionId: string;
  expiresAt: Date;
}

export interface SessionOptions {
  /** How long a resolved session is reused without asking the database; 0 turns the cache off. */
  cacheMs: number;
  maxEntries?: number;
}

export class Sessions {
  private readonly cache = new Map<string, { value: Resolved; until: number }>();
  private readonly db: Db;
  private readonly cacheMs: number;
  private readonly maxEntries: number;
  /** Bumped by every forget, so a lookup that raced with one does not cache what it read before. */
  private generation = 0;
  private bus: SessionBus = localBus;

  /** The session lookup, built once and prepared by name, so the database plans it once per connection. */
  private readonly lookup;

  constructor(db: Db, options: SessionOptions) {
    this.db = db;
    this.lookup = db
      .select({ user, sessionId: session.id, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('session_lookup');
    this.cacheMs = options.cacheMs;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** Sends this process's forgets to the others, once the bus is connected. */
  useBus(bus: SessionBus) {
    this.bus = bus;
  }

  /**
   * Lookups under way, by token: requests that come with the same token while it is being looked up
   * (a page's calls at once, a learner's parallel questions) wait for that lookup instead of each
   * sending their own. One that started before a forget is not shared with later requests.
   */
  private readonly pending = new Map<string, { generation: number; found: Promise<Resolved | null> }>();

  async resolve(token: string): Promise<Resolved | null> {
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit && hit.until > now && hit.value.expiresAt.getTime() > now) return hit.value;
    if (hit) this.cache.delete(token);
    // Shared only where a resolved session may be kept at all.
    if (this.cacheMs <= 0 || !this.bus.live) return this.lookUp(token, now);
    const under = this.pending.get(token);
    if (under && under.generation === this.generation) return under.found;
    const entry = { generation: this.generation, found: this.lookUp(token, now) };
    this.pending.set(token, entry);
    try {
      return await entry.found;
    } finally {
      if (this.pending.get(token) === entry) this.pending.delete(token);
    }
  }

  private async lookUp(token: string, now: number): Promise<Resolved | null> {
    const generation = this.generation;

    // The same text drizzle itself would send for the timestamp column.
    const rows = await this.lookup.execute({ token, now: new Date(now).toISOString() });
    const row = rows[0];
    if (!row || row.user.banned) return null;
    let expiresAt = row.expiresAt;
    const refreshAt = expiresAt.getTime() - (SESSION_TTL_SECONDS - SESSION_REFRESH_AFTER_SECONDS) * 1000;
    if (now >= refreshAt) {
      expiresAt = new Date(now + SESSION_TTL_SECONDS * 1000);
      await this.db
        .update(session)
        .set({ expiresAt, updatedAt: new Date(now) })
        .where(eq(session.id, row.sessionId));
    }
    let found = row.user;
    // "Last active" feeds the admin stats and the inactive-users group; an hour is precise enough.
    if (!found.lastActiveAt || now - found.lastActiveAt.getTime() >= LAST_ACTIVE_EVERY_MS) {
      const lastActiveAt = new Date(now);
      await this.db.update(user).set({ lastActiveAt }).where(eq(user.id, found.id));
      found = { ...found, lastActiveAt };
    }
    const value = { user: found, sessionId: row.sessionId, expiresAt };
    // While other processes' changes cannot be heard, every request asks the database.
    if (this.cacheMs > 0 && this.bus.live && generation === this.generation) {
      if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(token, { value, until: now + this.cacheMs });
    }
    return value;
  }

  /** Forget a user's cached sessions after their account changes (profile, role, sign-out). */
  forgetUser(userId: string) {
    this.forgetLocally(userId);
    this.bus.publish(userId);
  }

  /** Forget one user's cached sessions (or, without a user, all of them) in this process only. */
  forgetLocally(userId?: string) {
    this.generation += 1;
    if (userId === undefined) {
      this.cache.clear();
      return;
    }
    for (const [token, entry] of this.cache) if (entry.value.user.id === userId) this.cache.delete(token);
  }

  /** preHandler for routes that need a signed-in user. */
  readonly require = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const found = await this.resolve(token);
    if (!found) throw unauthorized();
    req.user = found.user;
    req.sessionId = found.sessionId;
    req.sessionExpiresAt = found.expiresAt;
  };
}

/** The signed-in user of a request that passed `Sessions.require`. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw unauthorized();
  return req.user;
}
