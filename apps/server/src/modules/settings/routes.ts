// Settings → Account and Security: password, signed-in devices (login history) and email
// preferences. Every route needs a signed-in user.
//
// POST   /api/account/change-password { currentPassword, newPassword }
//        → 200 { success: true }  every other session is signed out; this token keeps working
//        → 400 WRONG_PASSWORD (current password not correct), 400 VALIDATION (new password 8–128 characters,
//          or the same as the current one), 400 NO_PASSWORD (an account that signs in with single sign-on)
// GET    /api/account/sessions
//        → 200 LoginSession[] newest first: { id, createdAt, expiresAt, ipAddress, userAgent, current }
//          (the devices signed in now; a signed-out session is gone)
// DELETE /api/account/sessions/:id
//        → 200 { success: true }  signs that device out (your own sessions only; the current one too);
//          404 NOT_FOUND for an unknown id or another user's session
// POST   /api/account/sign-out-everywhere
//        → 200 { success: true, signedOut: n }  every session but this one
// GET    /api/account/email-preferences → 200 { product, learning, announcements } (booleans, all true until changed)
// PUT    /api/account/email-preferences { product?, learning?, announcements? } (at least one)
//        → 200 { product, learning, announcements }; 400 VALIDATION for anything else
import {
  API_ERRORS,
  changePasswordSchema,
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferences,
  emailPreferencesUpdateSchema,
  type LoginSession,
  MESSAGES,
} from '@sommai/shared';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { session, user } from '../../db/schema.ts';
import { HttpError, notFound, parse } from '../../lib/errors.ts';
import { currentUser, type User } from '../../lib/session.ts';

function preferencesOf(u: Pick<User, 'emailPreferences'>): EmailPreferences {
  return { ...DEFAULT_EMAIL_PREFERENCES, ...(u.emailPreferences ?? {}) };
}

function authErrorCode(err: unknown): string | undefined {
  return (err as { body?: { code?: string } })?.body?.code;
}

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, auth, config, sessions } = ctx;
  const signedIn = { preHandler: sessions.require };

  app.post(
    '/api/account/change-password',
    {
      ...signedIn,
      config: { rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs } },
    },
    async (req) => {
      const u = currentUser(req);
      const input = parse(changePasswordSchema, req.body);
      if (input.newPassword === input.currentPassword) {
        throw new HttpError(400, 'VALIDATION', MESSAGES.newPasswordSame, { newPassword: MESSAGES.newPasswordSame });
      }
      try {
        await (await auth()).api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: false },
          headers: new Headers({ authorization: req.headers.authorization ?? '' }),
        });
      } catch (err) {
        const code = authErrorCode(err);
        if (code === 'INVALID_PASSWORD')
          throw new HttpError(400, 'WRONG_PASSWORD', MESSAGES.currentPasswordWrong, {
            currentPassword: MESSAGES.currentPasswordWrong,
          });
        if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
          throw new HttpError(400, 'NO_PASSWORD', MESSAGES.noPasswordToChange);
        if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
          throw new HttpError(400, 'VALIDATION', API_ERRORS.VALIDATION);
        if (code === 'UNAUTHORIZED') throw new HttpError(401, 'UNAUTHORIZED');
        throw err;
      }
      // Someone who learnt the old password is signed out everywhere but here.
      await db.delete(session).where(and(eq(session.userId, u.id), ne(session.id, req.sessionId ?? '')));
      sessions.forgetUser(u.id);
      return { success: true };
    },
  );

  app.get('/api/account/sessions', signedIn, async (req): Promise<LoginSession[]> => {
    const u = currentUser(req);
    const rows = await db
      .select()
      .from(session)
      .where(and(eq(session.userId, u.id), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.createdAt), desc(session.id));
    return rows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      current: s.id === req.sessionId,
    }));
  });

  app.delete('/api/account/sessions/:id', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(z.object({ id: z.string().min(1).max(128) }), req.params);
    const removed = await db
      .delete(session)
      .where(and(eq(session.id, id), eq(session.userId, u.id)))
      .returning({ id: session.id });
    if (removed.length === 0) throw notFound(MESSAGES.sessionNotFound);
    sessions.forgetUser(u.id);
    return { success: true };
  });

  app.post('/api/account/sign-out-everywhere', signedIn, async (req) => {
    const u = currentUser(req);
    const removed = await db
      .delete(session)
      .where(and(eq(session.userId, u.id), ne(session.id, req.sessionId ?? '')))
      .returning({ id: session.id });
    sessions.forgetUser(u.id);
    return { success: true, signedOut: removed.length };
  });

  app.get('/api/account/email-preferences', signedIn, async (req) => preferencesOf(currentUser(req)));

  app.put('/api/account/email-preferences', signedIn, async (req) => {
    const u = currentUser(req);
    const changes = parse(emailPreferencesUpdateSchema, req.body);
    const next = { ...preferencesOf(u), ...changes };
    await db.update(user).set({ emailPreferences: next, updatedAt: new Date() }).where(eq(user.id, u.id));
    sessions.forgetUser(u.id);
    return next;
  });
}
