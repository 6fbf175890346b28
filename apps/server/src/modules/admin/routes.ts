// Admin rights: the `?key=` flow of the admin page, checked here and never in the browser alone.

import { adminKeySchema } from '@sommai/shared';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import { adminKeyAttempt, user } from '../../db/schema.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { adminKeyMatches, isAdmin } from '../account/service.ts';

export const ADMIN_KEY_MAX_FAILURES = 5;
export const ADMIN_KEY_WINDOW_MS = 15 * 60_000;

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const signedIn = ctx.sessions.require;
  const adminOnly = async (req: FastifyRequest) => {
    await signedIn(req);
    if (!isAdmin(currentUser(req), config)) throw new HttpError(403, 'FORBIDDEN');
  };

  app.post(
    '/api/admin/access',
    {
      preHandler: signedIn,
      config: { rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs } },
    },
    async (req) => {
      const { key } = parse(adminKeySchema, req.body);
      const u = currentUser(req);
      const since = new Date(Date.now() - ADMIN_KEY_WINDOW_MS);
      const [{ failures }] = await db
        .select({ failures: count() })
        .from(adminKeyAttempt)
        .where(and(eq(adminKeyAttempt.userId, u.id), gt(adminKeyAttempt.at, since)));
      if (failures >= ADMIN_KEY_MAX_FAILURES) {
        throw new HttpError(429, 'RATE_LIMITED');
      }
      if (!adminKeyMatches(key, config.adminSecret)) {
        await db.insert(adminKeyAttempt).values({ userId: u.id });
        req.log.warn({ userId: u.id }, 'wrong admin key');
        throw new HttpError(403, 'ADMIN_KEY_INVALID');
      }
      if (u.role !== 'admin') {
        await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, u.id));
        ctx.sessions.forgetUser(u.id);
        req.log.info({ userId: u.id }, 'admin rights granted by key');
      }
      return { isAdmin: true };
    },
  );

  app.get('/api/admin/overview', { preHandler: adminOnly }, async () => {
    const [{ users }] = await db.select({ users: count() }).from(user);
    const [{ admins }] = await db.select({ admins: count() }).from(user).where(eq(user.role, 'admin'));
    return { users, admins, defaults: ctx.defaults };
  });
}
