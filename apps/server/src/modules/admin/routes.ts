// The admin area. Admin rights are checked here, on the server, for every route: a signed-in user
// whose role is admin or whose email is ADMIN_EMAIL (any case); the `?key=` flow grants the role.
// Every route but /access answers 401 UNAUTHORIZED without a token and 403 FORBIDDEN for a non-admin.
//
// POST /api/admin/access { key }  (signed in) → 200 { isAdmin: true }; 403 ADMIN_KEY_INVALID; 429 after 5 failures
// GET  /api/admin/overview
//      → 200 { stats: { totalProfessionals, activeUsers, pendingInvites, premiumUsers }, users, admins, defaults }
//        totalProfessionals = invites (one per email); activeUsers = seen (or signed up) in the last 30 days;
//        pendingInvites = pending and not expired; premiumUsers = Cru plan in force (running trials included)
// GET  /api/admin/professionals
//      → 200 Professional[] newest first: { id (invite id), name, email, role, accessLevel,
//        status: 'active'|'pending'|'expired', invitedAt, joinedAt, lastActive, lastSentAt, expiresAt, inviteLink }
// POST /api/admin/invites { email, name?, role = 'wine_professional', accessLevel = 'premium' }
//      → 201 { invite: Professional, link }  link = PUBLIC_URL/invite/{code}?email=&role=&access=
//        the invite email goes to the outbox; codes are 192 random bits (base64url), valid 14 days
//      → 400 VALIDATION (fields.email …); 409 INVITE_PENDING (a live invite exists for this email);
//        409 INVITE_ACCEPTED (this email already accepted an invite). An expired invite is replaced.
// POST /api/admin/invites/:id/send
//      → 200 { success: true, email }  the email again, lastSentAt now, expiry renewed to 14 days, same link;
//        404 NOT_FOUND; 409 INVITE_ACCEPTED
// GET  /api/admin/messages
//      → 200 AdminBroadcast[] newest first: { id, title, content, messageType, recipients, recipientCount, readCount, sentAt }
// GET  /api/admin/recipients?group=all|premium|new|inactive  → 200 { count }
//        all = every user but you; premium = Cru plan in force; new = signed up in the last 30 days;
//        inactive = not seen for 30 days; banned accounts never count
// POST /api/admin/messages { title, content, messageType = 'personal' (personal|announcement|welcome), recipients = 'all' }
//      → 201 { broadcast: AdminBroadcast }  one message per recipient in their Message Center
//      → 400 VALIDATION (fields.title / fields.content); 409 NO_RECIPIENTS when the group is empty
// GET  /api/admin/analytics
//      → 200 { signups: [{ month: 'YYYY-MM', count }] (12 months, oldest first), subscriptions: { none, classic, cru, trial },
//              revenue: [{ month, amountCents }] (same months, payments from billing events),
//              totals: { users, signupsLast30Days, payingUsers, revenueCents } }
// GET  /api/admin/outbox
//      → 200 OutboxEmail[] newest first, at most 200: { id, to, subject, text, status ('stored'), error, createdAt, sentAt }
// GET  /api/admin/users?search=
//      → 200 AdminUser[] newest first, at most 200, name or email containing search:
//        { id, name, email, role, plan, planSource, planPeriod, trialEndsAt, professionalRole, accessLevel, createdAt, lastActiveAt }
// PUT  /api/admin/users/:id/plan { plan: 'classic'|'cru'|null }
//      → 200 { user: AdminUser }  planSource 'admin' (null plan clears it) and an 'admin_set' billing event; 404 NOT_FOUND

import {
  adminKeySchema,
  adminPlanSchema,
  adminUsersQuerySchema,
  broadcastCreateSchema,
  inviteCreateSchema,
  MESSAGES,
  recipientsQuerySchema,
  sameEmail,
} from '@sommai/shared';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { adminKeyAttempt, user } from '../../db/schema.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { sendResultPage } from '../../lib/pages.ts';
import { currentUser } from '../../lib/session.ts';
import { adminKeyMatches, isAdmin } from '../account/service.ts';
import { createInvite, listProfessionals, resendInvite } from '../invites/service.ts';
import {
  adminStats,
  adminUserView,
  analytics,
  listBroadcasts,
  listOutbox,
  listUsers,
  recipientCount,
  sendBroadcast,
  setUserPlan,
  userCounts,
} from './service.ts';
import { consumeAdminVerification, issueAdminVerification } from './verify.ts';

export const ADMIN_KEY_MAX_FAILURES = 5;
/** Wrong keys from one address, whichever accounts it uses. */
export const ADMIN_KEY_MAX_FAILURES_PER_ADDRESS = 10;
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
      // Counted per account and per address, so neither many accounts nor many addresses buy more guesses.
      const [{ byUser, byAddress }] = await db
        .select({
          byUser: sql<number>`count(*) filter (where ${adminKeyAttempt.userId} = ${u.id})::int`,
          byAddress: sql<number>`count(*) filter (where ${adminKeyAttempt.ip} = ${req.ip})::int`,
        })
        .from(adminKeyAttempt)
        .where(
          and(gt(adminKeyAttempt.at, since), or(eq(adminKeyAttempt.userId, u.id), eq(adminKeyAttempt.ip, req.ip))),
        );
      if (Number(byUser) >= ADMIN_KEY_MAX_FAILURES || Number(byAddress) >= ADMIN_KEY_MAX_FAILURES_PER_ADDRESS) {
        throw new HttpError(429, 'RATE_LIMITED', MESSAGES.adminKeyLocked);
      }
      if (!adminKeyMatches(key, config.adminSecret)) {
        await db.insert(adminKeyAttempt).values({ userId: u.id, ip: req.ip });
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

  // The one-time link that proves ADMIN_EMAIL (see verify.ts); opened from an email or the server log.
  app.get(
    '/api/admin/verify-email',
    { config: { rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs } } },
    async (req, reply) => {
      const { token } = parse(z.object({ token: z.string().max(200).default('') }), req.query);
      const userId = await consumeAdminVerification(db, config, token);
      if (userId) {
        ctx.sessions.forgetUser(userId);
        req.log.info({ userId }, 'admin rights granted by proven admin email');
      }
      return userId
        ? sendResultPage(reply, 200, MESSAGES.adminVerified, '/app/admin')
        : sendResultPage(reply, 400, MESSAGES.adminVerifyInvalid, '/app');
    },
  );

  // A new link for the ADMIN_EMAIL account that is not an admin yet (the previous one stops working).
  app.post(
    '/api/admin/verify-email',
    {
      preHandler: signedIn,
      config: { rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs } },
    },
    async (req) => {
      const u = currentUser(req);
      if (!sameEmail(u.email, config.adminEmail)) throw new HttpError(403, 'FORBIDDEN', MESSAGES.adminVerifyNotYours);
      if (isAdmin(u)) return { isAdmin: true, message: MESSAGES.adminVerified };
      await issueAdminVerification(db, config, u, req.log);
      return { isAdmin: false, message: MESSAGES.adminVerifySent };
    },
  );

  const admin = { preHandler: adminOnly };
  const idParams = z.object({ id: z.string().min(1).max(64) });

  app.get('/api/admin/overview', admin, async () => ({
    stats: await adminStats(db),
    ...(await userCounts(db, config)),
    defaults: ctx.defaults,
  }));

  app.get('/api/admin/professionals', admin, async () => listProfessionals(db, config));

  app.post('/api/admin/invites', admin, async (req, reply) => {
    const input = parse(inviteCreateSchema, req.body);
    const created = await createInvite(db, config, currentUser(req), input);
    reply.code(201);
    return created;
  });

  app.post('/api/admin/invites/:id/send', admin, async (req) => {
    const { id } = parse(idParams, req.params);
    const sent = await resendInvite(db, config, currentUser(req), id);
    return { success: true, email: sent.email };
  });

  app.get('/api/admin/messages', admin, async () => listBroadcasts(db));

  app.get('/api/admin/recipients', admin, async (req) => {
    const { group } = parse(recipientsQuerySchema, req.query);
    return { count: await recipientCount(db, group, currentUser(req).id) };
  });

  app.post('/api/admin/messages', admin, async (req, reply) => {
    const input = parse(broadcastCreateSchema, req.body);
    const sent = await sendBroadcast(ctx, currentUser(req), input);
    reply.code(201);
    return { broadcast: sent };
  });

  app.get('/api/admin/analytics', admin, async () => analytics(db));

  app.get('/api/admin/outbox', admin, async () => listOutbox(db));

  app.get('/api/admin/users', admin, async (req) => {
    const { search } = parse(adminUsersQuerySchema, req.query);
    return listUsers(db, config, search || undefined);
  });

  app.put('/api/admin/users/:id/plan', admin, async (req) => {
    const { id } = parse(idParams, req.params);
    const { plan } = parse(adminPlanSchema, req.body);
    const updated = await setUserPlan(db, id, plan);
    ctx.sessions.forgetUser(id);
    return { user: adminUserView(updated, config) };
  });
}
