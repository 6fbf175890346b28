// Level and voice style, saved per user. A level the plan does not grant is refused here, not only in the browser.
import { canAccessLevel, DEFAULT_VOICE_STYLE, LEVEL_IDS, MESSAGES, VOICE_STYLES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { userPreference } from '../../db/schema.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { currentUser, type User } from '../../lib/session.ts';
import { describeUser } from '../account/service.ts';

const levelSchema = z.union(
  LEVEL_IDS.map((l) => z.literal(l)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>],
  {
    error: 'Level must be 1, 2, 3 or 4',
  },
);
const voiceSchema = z.enum(VOICE_STYLES, { error: `Voice style must be one of ${VOICE_STYLES.join(', ')}` });
export const preferencesSchema = z
  .object({ level: levelSchema.optional(), voiceMode: voiceSchema.optional() })
  .strict()
  .refine((v) => v.level !== undefined || v.voiceMode !== undefined, { message: 'Nothing to update' });

export interface Preferences {
  level: 1 | 2 | 3 | 4;
  voiceMode: (typeof VOICE_STYLES)[number];
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreference).where(eq(userPreference.userId, userId));
  const level = (LEVEL_IDS as readonly number[]).includes(row?.level ?? 1) ? (row?.level ?? 1) : 1;
  const voiceMode = (VOICE_STYLES as readonly string[]).includes(row?.voiceMode ?? '')
    ? row?.voiceMode
    : DEFAULT_VOICE_STYLE;
  return { level: level as Preferences['level'], voiceMode: voiceMode as Preferences['voiceMode'] };
}

/** Refuses a level the user's plan does not grant, with the spec's message. */
export async function assertLevelAllowed(ctx: AppContext, u: User, level: number): Promise<void> {
  const me = await describeUser(ctx.db, ctx.config, u);
  if (!canAccessLevel(level, { signedIn: true, plan: me.plan, devMode: me.devMode })) {
    throw new HttpError(403, 'LEVEL_LOCKED', MESSAGES.levelLocked(level));
  }
}

export async function preferencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, sessions } = ctx;
  app.get('/api/preferences', { preHandler: sessions.require }, async (req) => getPreferences(db, currentUser(req).id));

  app.put('/api/preferences', { preHandler: sessions.require }, async (req) => {
    const u = currentUser(req);
    const input = parse(preferencesSchema, req.body);
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
