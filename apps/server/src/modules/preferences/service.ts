// Level and voice style saved per user: read with defaults, and the plan's check on a level.
import {
  canAccessLevel,
  DEFAULT_VOICE_STYLE,
  LEVEL_IDS,
  MESSAGES,
  type Preferences,
  VOICE_STYLES,
} from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { userPreference } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { describeUser } from '../account/service.ts';

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
