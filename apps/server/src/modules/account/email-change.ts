// Changing the sign-in email, the way a bank does it:
// 1. the signed-in owner asks with their current password (wrong guesses count as failed sign-ins, so the
//    sign-in limits apply, and at most EMAIL_CHANGE_MAX_PER_HOUR requests are taken per account);
// 2. a one-time link goes to the new address; the answer is the same whether or not that address already
//    has an account (that address is told instead, and nothing changes);
// 3. opening the link moves the account, signs out every other session and tells the old address.
// A link is stored as a hash under its own id, works once (all of the account's pending links go with it)
// and expires after EMAIL_CHANGE_HOURS.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { MESSAGES, sameEmail } from '@sommai/shared';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { session, user, verification } from '../../db/schema.ts';
import type { Auth } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { queueEmail } from '../../lib/outbox.ts';
import type { User } from '../../lib/session.ts';
import { checkSignIn, recordSignInFailure } from './throttle.ts';

export const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_CHANGE_MAX_PER_HOUR = 5;
const PREFIX = 'email-change:';

const digest = (secret: string) => createHash('sha256').update(secret).digest();

export function emailChangeLink(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/api/account/change-email/confirm?token=${encodeURIComponent(token)}`;
}

interface Pending {
  hash: string;
  userId: string;
  from: string;
  to: string;
  sessionId: string | null;
}

/** Checks the current password (counted like a sign-in) and sends the confirmation link. */
export async function requestEmailChange(
  db: Db,
  config: Config,
  auth: Auth,
  u: User,
  req: { ip: string; sessionId?: string },
  input: { email: string; currentPassword: string },
): Promise<{ message: string }> {
  const to = input.email.trim().toLowerCase();
  if (sameEmail(to, u.email)) {
    throw new HttpError(400, 'VALIDATION', MESSAGES.emailChangeSame, { email: MESSAGES.emailChangeSame });
  }
  // The configured admin address is proven by its own link; nobody may move an account onto it.
  if (sameEmail(to, config.adminEmail)) {
    throw new HttpError(403, 'EMAIL_RESERVED', MESSAGES.emailChangeReserved, { email: MESSAGES.emailChangeReserved });
  }
  const verdict = await checkSignIn(db, u.email.toLowerCase(), req.ip);
  if (!verdict.allowed) throw new HttpError(429, 'SIGN_IN_LIMITED', verdict.message);

  const authContext = await auth.$context;
  const credential = await authContext.internalAdapter.findCredentialAccount(u.id);
  if (!credential?.password) throw new HttpError(400, 'NO_PASSWORD', MESSAGES.noPasswordToChange);
  const ok = await authContext.password.verify({ hash: credential.password, password: input.currentPassword });
  if (!ok) {
    await recordSignInFailure(db, u.email.toLowerCase(), req.ip);
    throw new HttpError(400, 'WRONG_PASSWORD', MESSAGES.currentPasswordWrong, {
      currentPassword: MESSAGES.currentPasswordWrong,
    });
  }

  const identifier = `${PREFIX}${u.id}`;
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.createdAt, new Date(Date.now() - 3600_000))));
  if (recent >= EMAIL_CHANGE_MAX_PER_HOUR) throw new HttpError(429, 'RATE_LIMITED');

  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, to)).limit(1);
  if (taken) {
    // Same answer to the requester; the owner of that address learns someone tried.
    await queueEmail(db, config, {
      to,
      subject: MESSAGES.emailChangeTakenSubject,
      text: MESSAGES.emailChangeTakenText,
    });
    // Counted like a real request, so this route cannot be used to test addresses quickly.
    await db.insert(verification).values({
      id: randomUUID(),
      identifier,
      value: JSON.stringify({ hash: '', userId: u.id, from: u.email, to: '', sessionId: null }),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return { message: MESSAGES.emailChangeSent(to) };
  }

  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  const pending: Pending = {
    hash: digest(secret).toString('base64url'),
    userId: u.id,
    from: u.email,
    to,
    sessionId: req.sessionId ?? null,
  };
  await db.insert(verification).values({
    id,
    identifier,
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000),
  });
  const link = emailChangeLink(config, `${id}.${secret}`);
  await queueEmail(db, config, {
    to,
    subject: MESSAGES.emailChangeConfirmSubject,
    text: MESSAGES.emailChangeConfirmText(link, EMAIL_CHANGE_HOURS),
  });
  return { message: MESSAGES.emailChangeSent(to) };
}

export type ConfirmResult = { ok: true; userId: string } | { ok: false; message: string };

/** Opens a confirmation link: moves the account, signs out its other sessions, tells the old address. */
export async function confirmEmailChange(db: Db, config: Config, token: string): Promise<ConfirmResult> {
  const invalid = { ok: false as const, message: MESSAGES.emailChangeLinkInvalid };
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 300) return invalid;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  const [row] = await db
    .select()
    .from(verification)
    .where(and(eq(verification.id, id), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (!row?.identifier.startsWith(PREFIX)) return invalid;
  let pending: Pending;
  try {
    pending = JSON.parse(row.value) as Pending;
  } catch {
    return invalid;
  }
  const expected = Buffer.from(pending.hash ?? '', 'base64url');
  const offered = digest(secret);
  if (!pending.to || expected.length !== offered.length || !timingSafeEqual(expected, offered)) return invalid;
  // Used: this link and every other pending one of the account stop working (deleting is the claim).
  const claimed = await db.delete(verification).where(eq(verification.id, id)).returning({ id: verification.id });
  if (!claimed.length) return invalid;
  await db.delete(verification).where(eq(verification.identifier, row.identifier));

  const [owner] = await db.select().from(user).where(eq(user.id, pending.userId)).limit(1);
  if (!owner || !sameEmail(owner.email, pending.from)) return invalid;
  if (sameEmail(pending.to, config.adminEmail)) return { ok: false, message: MESSAGES.emailChangeNowTaken };
  try {
    const moved = await db
      .update(user)
      .set({ email: pending.to, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, owner.id))
      .returning({ id: user.id });
    if (!moved.length) return invalid;
  } catch {
    // The address was taken between the request and the confirmation (unique email).
    return { ok: false, message: MESSAGES.emailChangeNowTaken };
  }
  await db
    .delete(session)
    .where(
      pending.sessionId
        ? and(eq(session.userId, owner.id), ne(session.id, pending.sessionId))
        : eq(session.userId, owner.id),
    );
  await queueEmail(db, config, {
    to: owner.email,
    subject: MESSAGES.emailChangedNoticeSubject,
    text: MESSAGES.emailChangedNoticeText(pending.to),
  });
  return { ok: true, userId: owner.id };
}
