// The public invite page (/invite/{code}): validation on the server, and acceptance by the account
// the invite was sent to. Admin routes that create and resend invites live in modules/admin.
//
// GET  /api/invites/:code           (no sign-in needed)
//      → 200 { status: 'valid'|'invalid'|'expired'|'used', email?, role?, accessLevel?, productName }
//        email, role and accessLevel only when valid; an unknown or malformed code is 'invalid' (never an error)
// POST /api/invites/:code/accept    (signed in)
//      → 200 { success: true, user: Me }  the account now has professionalRole and accessLevel;
//        premium → plan 'cru' (planSource 'invite'); admin → admin rights and plan 'cru';
//        a welcome message lands in the user's Message Center. Accepting again by the same user → 200.
//      → 403 INVITE_EMAIL_MISMATCH  the signed-in email is not the invited one (message names the invited email)
//      → 404 INVITE_INVALID         unknown code
//      → 409 INVITE_USED            already accepted by another account
//      → 410 INVITE_EXPIRED         past its expiry (14 days after it was last sent)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { describeUser } from '../account/service.ts';
import { acceptInvite, checkInvite } from './service.ts';

const codeParams = z.object({ code: z.string() });

export async function invitesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions } = ctx;

  app.get('/api/invites/:code', async (req) => {
    const { code } = parse(codeParams, req.params);
    return checkInvite(db, code);
  });

  app.post('/api/invites/:code/accept', { preHandler: sessions.require }, async (req) => {
    const { code } = parse(codeParams, req.params);
    const updated = await acceptInvite(db, currentUser(req), code);
    sessions.forgetUser(updated.id);
    return { success: true, user: await describeUser(db, config, updated) };
  });
}
