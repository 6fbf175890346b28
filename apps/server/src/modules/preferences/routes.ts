// Level and voice style, saved per user. A level the plan does not grant is refused here, not only in the browser.
import { preferencesUpdateSchema } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { userPreference } from '../../db/schema.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { assertLevelAllowed, getPreferences } from './service.ts';

export async function preferencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, sessions } = ctx;
  app.get('/api/preferences', { preHandler: sessions.require }, async (req) => getPreferences(db, currentUser(req).id));

  app.put('/api/preferences', { preHandler: sessions.require }, async (req) => {
    const u = currentUser(req);
    const input = parse(preferencesUpdateSchema, req.body);
    if (input.level !== undefined) await assertLevelAllowed(ctx, u, input.level);
    const current = await getPreferences(db, u.id);
    const next = { level: input.level ?? current.level, voiceMode: input.voiceMode ?? current.voiceMode };
    await db
      .insert(userPreference)
      .values({ userId: u.id, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: userPreference.userId, set: { ...next, updatedAt: new Date() } });
    return next;
  });
}
