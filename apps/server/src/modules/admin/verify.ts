// Proving the admin email. The account whose email is ADMIN_EMAIL becomes an admin only when its owner
// opens a one-time link: sent to that address (kept in the outbox, and delivered when SMTP is set up),
// and printed in the server log when there is no SMTP, where only the operator sees it. A link is stored
// as a hash, works once, expires after ADMIN_VERIFY_HOURS, is bound to one account and its email, and
// every new link replaces the previous one.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES, sameEmail } from '@sommai/shared';
import { and, eq, gt, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { user, verification } from '../../db/schema.ts';
import { queueEmail } from '../../lib/outbox.ts';
import type { User } from '../../lib/session.ts';

export const ADMIN_VERIFY_HOURS = 24;
const PREFIX = 'admin-email:';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function adminVerifyLink(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/api/admin/verify-email?token=${encodeURIComponent(token)}`;
}

/** Issues a new link for `u` (who must hold ADMIN_EMAIL), emails it, and logs it when there is no SMTP. */
export async function issueAdminVerification(
  db: Db,
  config: Config,
  u: Pick<User, 'id' | 'email'>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config.adminEmail || !sameEmail(u.email, config.adminEmail)) return;
  const token = randomBytes(32).toString('base64url');
  const email = u.email.toLowerCase();
  await db.delete(verification).where(like(verification.identifier, `${PREFIX}%`));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${PREFIX}${hashToken(token)}`,
    value: JSON.stringify({ userId: u.id, email }),
    expiresAt: new Date(Date.now() + ADMIN_VERIFY_HOURS * 3600_000),
  });
  const link = adminVerifyLink(config, token);
  await queueEmail(db, config, {
    to: email,
    subject: MESSAGES.adminVerifySubject,
    text: MESSAGES.adminVerifyText(link, ADMIN_VERIFY_HOURS),
  });
  if (!config.smtpUrl) log.warn(MESSAGES.adminVerifyLog(email, link, ADMIN_VERIFY_HOURS));
}

/** At start-up: a fresh link when the ADMIN_EMAIL account exists and is not an admin yet. */
export async function adminVerificationAtStart(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.adminEmail) return;
  const email = config.adminEmail.trim().toLowerCase();
  const [owner] = await db.select().from(user).where(eq(user.email, email)).limit(1);
  if (!owner) {
    log.info(MESSAGES.adminVerifyWaiting(email));
    return;
  }
  if (owner.role === 'admin') return;
  await issueAdminVerification(db, config, owner, log);
}

/**
 * Consumes a link: deleted first (so it works once, even when opened twice at the same moment), then
 * the admin role goes to the account it was issued for, if that account still holds ADMIN_EMAIL.
 * Returns the user id that became admin, or null for a used, expired, unknown or misdirected link.
 */
export async function consumeAdminVerification(db: Db, config: Config, token: string): Promise<string | null> {
  if (!config.adminEmail || !token || token.length > 200) return null;
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, `${PREFIX}${hashToken(token)}`), gt(verification.expiresAt, new Date())))
    .returning();
  if (!row) return null;
  let claim: { userId?: string; email?: string };
  try {
    claim = JSON.parse(row.value);
  } catch {
    return null;
  }
  if (!claim.userId || !sameEmail(claim.email, config.adminEmail)) return null;
  const [owner] = await db.select().from(user).where(eq(user.id, claim.userId)).limit(1);
  if (!owner || !sameEmail(owner.email, config.adminEmail) || !sameEmail(owner.email, claim.email)) return null;
  await db.update(user).set({ role: 'admin', emailVerified: true, updatedAt: new Date() }).where(eq(user.id, owner.id));
  return owner.id;
}
