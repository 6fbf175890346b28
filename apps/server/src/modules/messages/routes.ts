// Message Center (spec section 7, `/messages/*`). Every route needs a signed-in user (bearer token).
//
// GET  /api/messages/user/:userId
//      → 200 { data: UserMessage[] }  newest first, at most 200;
//        UserMessage = { id, title, content, message_type: 'personal'|'announcement'|'welcome'|'contact_admin',
//                        is_read, sender_name: string|null, created_at: ISO }
//      → 404 NOT_FOUND when :userId is not the signed-in user (admins too: messages are private), like
//        every other id that is not the user's
// GET  /api/messages/user/:userId/unread
//      → 200 { data: { unreadCount } }; 404 as above
// PUT  /api/messages/:id/read
//      → 200 { success: true, data: { unreadCount } }  (marking a read message again is fine)
//      → 404 NOT_FOUND for an unknown id or another user's message
// POST /api/messages/contact-admin { subject, message }  (both required, trimmed; subject ≤ 200, message ≤ 5000)
//      → 200 { success: true }  one contact_admin message to every admin (sender_name = the user's name),
//        plus an email to SUPPORT_EMAIL in the outbox
//      → 400 VALIDATION with fields.subject / fields.message; 429 RATE_LIMITED after 10 a minute
import { contactAdminSchema, MESSAGES } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { notFound, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { contactAdmins, listMessages, markRead, unreadCount } from './service.ts';

const idSchema = z.string().min(1).max(64);

export async function messagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions } = ctx;
  const signedIn = { preHandler: sessions.require };

  /** The :userId of the spec's paths must be the signed-in user. */
  const ownUserId = (params: unknown, userId: string) => {
    const { userId: asked } = parse(z.object({ userId: idSchema }), params);
    if (asked !== userId) throw notFound(MESSAGES.messagesNotYours);
  };

  app.get('/api/messages/user/:userId', signedIn, async (req) => {
    const u = currentUser(req);
    ownUserId(req.params, u.id);
    return { data: await listMessages(db, u.id) };
  });

  app.get('/api/messages/user/:userId/unread', signedIn, async (req) => {
    const u = currentUser(req);
    ownUserId(req.params, u.id);
    return { data: { unreadCount: await unreadCount(db, u.id) } };
  });

  app.put('/api/messages/:id/read', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(z.object({ id: idSchema }), req.params);
    return { success: true, data: { unreadCount: await markRead(db, u.id, id) } };
  });

  app.post(
    '/api/messages/contact-admin',
    { ...signedIn, config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (req) => {
      const input = parse(contactAdminSchema, req.body);
      await contactAdmins(db, config, currentUser(req), input);
      return { success: true };
    },
  );
}
