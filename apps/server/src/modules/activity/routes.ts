// Recent Activities (dashboard list and the Recent Activity page), built from the user's own chats,
// quiz attempts, study PDFs and images, with favourites. Every route needs a signed-in user.
//
// GET    /api/activity?type=all|favorites|chat|quiz|pdf|image|file&search=&limit=50 (1–200)
//        → 200 { items: ActivityItem[] } newest first
//          ActivityItem = { id, type: 'chat'|'quiz'|'pdf'|'image', title, description, timestamp (ISO),
//                           isFavorite, action: 'Continue'|'Retake'|'Download'|'View', score? (quiz percent),
//                           target: { route, id } }
//          target.route is where the button goes:
//            chat  → Continue, { route: '/app/chat', id: chatId } (open the chat in place)
//            quiz  → Retake,   { route: '/app/quiz/{quizId}', id: quizId }; score = the attempt's percent
//            pdf   → Download, { route: '/app/pdf-history', id: pdfId }
//            image → View,     { route: '/app/image-generator', id: imageId }
//          type=file is the Recent Activity page's name for study PDFs; search looks in titles and descriptions
//          (for chats also in their messages)
//        → 400 VALIDATION for an unknown type, a limit out of range or a search over 200 characters
// PUT    /api/activity/favorites { type, id }  → 200 { success: true, type, id, isFavorite: true }
//        → 404 NOT_FOUND when the item is not the user's (or does not exist)
// DELETE /api/activity/favorites { type, id } (JSON body, or ?type=&id=)  → 200 { success: true, type, id, isFavorite: false }
//        → 404 NOT_FOUND when the item is not the user's (a star on one of the user's items that is gone still goes)
import { activityQuerySchema, favoriteSchema } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { activityFeed, setFavorite } from './service.ts';

export async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, sessions } = ctx;
  const signedIn = { preHandler: sessions.require };

  app.get('/api/activity', signedIn, async (req) => {
    const query = parse(activityQuerySchema, req.query);
    return { items: await activityFeed(db, currentUser(req).id, { ...query, search: query.search || undefined }) };
  });

  app.put('/api/activity/favorites', signedIn, async (req) => {
    const { type, id } = parse(favoriteSchema, req.body);
    return setFavorite(db, currentUser(req).id, type, id, true);
  });

  app.delete('/api/activity/favorites', signedIn, async (req) => {
    const { type, id } = parse(favoriteSchema, req.body ?? req.query);
    return setFavorite(db, currentUser(req).id, type, id, false);
  });
}
