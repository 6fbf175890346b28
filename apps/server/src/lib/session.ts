// Resolves the bearer token of a request to its user with one indexed query, and slides the
// session's expiry forward once a day of use, as better-auth itself would.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { session, user } from '../db/schema.ts';
import { SESSION_REFRESH_AFTER_SECONDS, SESSION_TTL_SECONDS } from './auth.ts';
import { unauthorized } from './errors.ts';

export type User = typeof user.$inferSelect;

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return undefined;
  const raw = h.slice(7).trim();
  if (!raw || raw.length > 512) return undefined;
  // better-auth may hand out "token.signature"; the session row holds the token part.
  const dot = raw.indexOf('.');
  return decodeURIComponent(dot === -1 ? raw : raw.slice(0, dot));
}

export async function resolveSession(db: Db, token: string): Promise<{ user: User; sessionId: string } | null> {
  const now = new Date();
  const rows = await db
    .select({ user, sessionId: session.id, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || row.user.banned) return null;
  const refreshAt = row.expiresAt.getTime() - (SESSION_TTL_SECONDS - SESSION_REFRESH_AFTER_SECONDS) * 1000;
  if (now.getTime() >= refreshAt) {
    await db
      .update(session)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000), updatedAt: now })
      .where(eq(session.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    sessionId?: string;
  }
}

/** preHandler for routes that need a signed-in user. */
export function requireUser(db: Db) {
  return async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const found = await resolveSession(db, token);
    if (!found) throw unauthorized();
    req.user = found.user;
    req.sessionId = found.sessionId;
  };
}
