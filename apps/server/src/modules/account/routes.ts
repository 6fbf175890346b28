// Sign-up, sign-in, sign-out and the signed-in user's own profile.

import {
  deleteAccountSchema,
  emailChangeSchema,
  LIMITS,
  MESSAGES,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
} from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { session, user } from '../../db/schema.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { sendResultPage } from '../../lib/pages.ts';
import { bearerToken, currentUser } from '../../lib/session.ts';
import { issueAdminVerification } from '../admin/verify.ts';
import { deleteAccount } from './deletion.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportZip } from './export.ts';
import { describeUser, updateProfile } from './service.ts';
import { checkSignIn, recordSignInFailure, recordSignInSuccess } from './throttle.ts';

interface BetterAuthError {
  status?: string | number;
  statusCode?: number;
  body?: { code?: string; message?: string };
}

function authErrorCode(err: unknown): string | undefined {
  return (err as BetterAuthError)?.body?.code;
}

/** Data exports one session may ask for per hour. */
export const EXPORT_MAX_PER_HOUR = 5;

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, auth, sessions } = ctx;
  /** Keeps where a session was opened from, for the login history in Settings. */
  const noteDevice = async (token: string, req: FastifyRequest) => {
    const agent = req.headers['user-agent'];
    await db
      .update(session)
      .set({ ipAddress: req.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null })
      .where(eq(session.token, token));
  };
  const authLimit = {
    rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs },
  };

  app.post('/api/account/sign-up', { config: authLimit }, async (req, reply) => {
    const input = parse(signUpSchema, req.body);
    const email = input.email.toLowerCase();
    let result: { token: string | null; user: { id: string } };
    try {
      result = await (await auth()).api.signUpEmail({ body: { name: input.name, email, password: input.password } });
    } catch (err) {
      const code = authErrorCode(err);
      if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
          email: 'An account with this email already exists.',
        });
      }
      if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') {
        throw new HttpError(400, 'VALIDATION', (err as BetterAuthError).body?.message ?? 'Invalid input');
      }
      throw err;
    }
    if (!result.token) throw new HttpError(500, 'INTERNAL');
    await noteDevice(result.token, req);
    const [created] = await db.select().from(user).where(eq(user.id, result.user.id));
    // Signing up with ADMIN_EMAIL grants nothing until the owner opens the link sent to that address.
    await issueAdminVerification(db, config, created, req.log);
    reply.code(201);
    return { token: result.token, user: await describeUser(db, config, created) };
  });

  // Limits are per account and per address, kept in the database (see throttle.ts), rather than one
  // in-memory count per address that lets a guesser rotate addresses and locks out everyone behind a shared one.
  app.post('/api/account/sign-in', async (req, reply) => {
    const input = parse(signInSchema, req.body);
    const email = input.email.toLowerCase();
    const verdict = await checkSignIn(db, email, req.ip);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      req.log.warn({ ip: req.ip }, 'sign-in refused by limits');
      throw new HttpError(429, 'SIGN_IN_LIMITED', verdict.message);
    }
    let result: { token: string; user: { id: string } };
    try {
      result = await (await auth()).api.signInEmail({ body: { email, password: input.password } });
    } catch (err) {
      const code = authErrorCode(err);
      // Unknown e-mail and wrong password read the same, so sign-in reveals nothing about who has an account.
      if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'INVALID_PASSWORD') {
        await recordSignInFailure(db, email, req.ip);
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      }
      throw err;
    }
    await recordSignInSuccess(db, email, req.ip);
    await noteDevice(result.token, req);
    const [found] = await db.select().from(user).where(eq(user.id, result.user.id));
    return { token: result.token, user: await describeUser(db, config, found) };
  });

  const signedIn = { preHandler: sessions.require };

  app.post('/api/account/sign-out', signedIn, async (req) => {
    await db.delete(session).where(eq(session.id, req.sessionId as string));
    sessions.forgetUser(currentUser(req).id);
    return { ok: true };
  });

  // The session itself: cheap enough for a client to ask often whether its token still works.
  app.get('/api/account/session', signedIn, async (req) => ({
    user: { id: currentUser(req).id, name: currentUser(req).name, email: currentUser(req).email },
    expiresAt: req.sessionExpiresAt?.toISOString(),
  }));

  app.get('/api/me', signedIn, async (req) => describeUser(db, config, currentUser(req)));

  // The sign-in email moves only when the new address confirms (see email-change.ts).
  app.post('/api/account/change-email', { ...signedIn, bodyLimit: 4096 }, async (req, reply) => {
    const input = parse(emailChangeSchema, req.body);
    const result = await requestEmailChange(db, config, await auth(), currentUser(req), req, input);
    reply.code(202);
    return result;
  });

  app.get('/api/account/change-email/confirm', async (req, reply) => {
    const { token } = parse(z.object({ token: z.string().max(300).default('') }), req.query);
    const result = await confirmEmailChange(db, config, token);
    if (!result.ok) return sendResultPage(reply, 400, result.message, '/app/settings');
    sessions.forgetUser(result.userId);
    req.log.info({ userId: result.userId }, 'sign-in email changed');
    return sendResultPage(reply, 200, MESSAGES.emailChangeConfirmed, '/app/settings');
  });

  // Settings → Account Actions → Delete Account (see deletion.ts): rows at once, stored files by the purge job.
  app.post('/api/account/delete', { ...signedIn, bodyLimit: 4096, config: authLimit }, async (req) => {
    const input = parse(deleteAccountSchema, req.body ?? {});
    await deleteAccount(ctx, currentUser(req), req, input);
    return { success: true, message: MESSAGES.accountDeleted };
  });

  // Settings → Account Actions → Export My Data (see export.ts). Building a zip of every file reads
  // the whole storage folder, so one session may ask EXPORT_MAX_PER_HOUR times an hour.
  app.get(
    '/api/account/export',
    {
      ...signedIn,
      config: {
        rateLimit: {
          max: EXPORT_MAX_PER_HOUR,
          timeWindow: 3600_000,
          keyGenerator: (req: FastifyRequest) => `export:${bearerToken(req) ?? req.ip}`,
          errorResponseBuilder: () =>
            Object.assign(new HttpError(429, 'EXPORT_LIMITED', MESSAGES.exportLimited), { statusCode: 429 }),
        },
      },
    },
    async (req, reply) => {
      const u = currentUser(req);
      const { stream } = await exportZip(ctx, u, req.log);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="sommai-export-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.patch('/api/me', { ...signedIn, bodyLimit: LIMITS.nameMaxLength * 64 }, async (req) => {
    const changes = parse(profileUpdateSchema, req.body);
    const updated = await updateProfile(db, currentUser(req), changes);
    sessions.forgetUser(updated.id);
    return describeUser(db, config, updated);
  });
}
