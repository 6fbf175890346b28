// Professional invites: unguessable expiring codes, one live invite per email, the invite email in
// the outbox, and acceptance that gives the invited role and access to the account of that email.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AccessLevel,
  INVITE_EXPIRY_DAYS,
  type InviteCheck,
  type InviteCreateInput,
  inviteCreateSchema,
  MESSAGES,
  PRODUCT_NAME,
  type Professional,
  type ProfessionalRole,
  type ProfessionalStatus,
  sameEmail,
} from '@sommai/shared';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { billingEvent, invite, user } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { queueEmail } from '../../lib/outbox.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';
import { sendSystemMessage } from '../messages/service.ts';

type InviteRow = typeof invite.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 192 random bits, URL-safe: 32 characters. */
export function newInviteCode(): string {
  return randomBytes(24).toString('base64url');
}

/** What a code in a URL may look like; anything else is invalid without asking the database. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function inviteLink(
  config: Pick<Config, 'publicUrl'>,
  inv: Pick<InviteRow, 'code' | 'email' | 'role' | 'accessLevel'>,
) {
  const q = new URLSearchParams({ email: inv.email, role: inv.role, access: inv.accessLevel });
  return `${config.publicUrl}/invite/${inv.code}?${q.toString()}`;
}

export function inviteStatus(inv: Pick<InviteRow, 'status' | 'expiresAt'>, now = new Date()): ProfessionalStatus {
  if (inv.status === 'active') return 'active';
  return inv.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}

function professionalView(
  config: Config,
  inv: InviteRow,
  accepted?: { name: string; lastActiveAt: Date | null } | null,
): Professional {
  return {
    id: inv.id,
    name: inv.name ?? accepted?.name ?? null,
    email: inv.email,
    role: inv.role as ProfessionalRole,
    accessLevel: inv.accessLevel as AccessLevel,
    status: inviteStatus(inv),
    invitedAt: inv.createdAt.toISOString(),
    joinedAt: inv.acceptedAt?.toISOString() ?? null,
    lastActive: accepted?.lastActiveAt?.toISOString() ?? null,
    lastSentAt: inv.lastSentAt?.toISOString() ?? null,
    expiresAt: inv.expiresAt.toISOString(),
    inviteLink: inviteLink(config, inv),
  };
}

const label = (v: string) => v.replaceAll('_', ' ');

function inviteEmail(config: Config, inv: InviteRow, invitedBy: string) {
  const hello = inv.name ? `Hello ${inv.name},` : 'Hello,';
  return {
    to: inv.email,
    subject: MESSAGES.inviteEmailSubject,
    text: [
      hello,
      '',
      `${invitedBy} invited you to ${PRODUCT_NAME} as a ${label(inv.role)} with ${inv.accessLevel} access.`,
      '',
      `Accept your invite: ${inviteLink(config, inv)}`,
      '',
      `The link works until ${inv.expiresAt.toUTCString()}. Sign in or create your account with this email address (${inv.email}) to accept it.`,
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
  };
}

export async function listProfessionals(db: Db, config: Config): Promise<Professional[]> {
  const rows = await db
    .select({ inv: invite, accepted: { name: user.name, lastActiveAt: user.lastActiveAt } })
    .from(invite)
    .leftJoin(user, eq(user.id, invite.acceptedBy))
    .orderBy(desc(invite.createdAt), desc(invite.id));
  return rows.map((r) => professionalView(config, r.inv, r.accepted));
}

export async function createInvite(
  db: Db,
  config: Config,
  admin: User,
  raw: InviteCreateInput,
): Promise<{ invite: Professional; link: string }> {
  const input = inviteCreateSchema.parse(raw);
  const email = input.email.toLowerCase();
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // Two admins inviting the same address at once still end with one live invite.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${email}`}))`);
    const existing = await tx.select().from(invite).where(eq(invite.email, email));
    if (existing.some((i) => i.status === 'active'))
      throw new HttpError(409, 'INVITE_ACCEPTED', MESSAGES.inviteAlreadyAccepted, {
        email: MESSAGES.inviteAlreadyAccepted,
      });
    if (existing.some((i) => inviteStatus(i, now) === 'pending'))
      throw new HttpError(409, 'INVITE_PENDING', MESSAGES.inviteAlreadyPending, {
        email: MESSAGES.inviteAlreadyPending,
      });
    // An expired invite to the same address is replaced, so the table keeps one row per professional.
    await tx
      .delete(invite)
      .where(and(eq(invite.email, email), eq(invite.status, 'pending'), lte(invite.expiresAt, now)));
    const [created] = await tx
      .insert(invite)
      .values({
        id: randomUUID(),
        code: newInviteCode(),
        email,
        name: input.name ?? null,
        role: input.role,
        accessLevel: input.accessLevel,
        status: 'pending',
        invitedBy: admin.id,
        expiresAt: new Date(now.getTime() + INVITE_EXPIRY_DAYS * DAY_MS),
        lastSentAt: now,
        createdAt: now,
      })
      .returning();
    return created;
  });
  await queueEmail(db, config, inviteEmail(config, row, admin.name));
  return { invite: professionalView(config, row), link: inviteLink(config, row) };
}

/** Sends the invite email again; an expired invite gets a fresh expiry with the same link. */
export async function resendInvite(db: Db, config: Config, admin: User, id: string) {
  const [row] = await db.select().from(invite).where(eq(invite.id, id));
  if (!row) throw notFound(MESSAGES.inviteNotFound);
  if (row.status === 'active') throw new HttpError(409, 'INVITE_ACCEPTED', MESSAGES.inviteAlreadyAccepted);
  const now = new Date();
  const [updated] = await db
    .update(invite)
    .set({ lastSentAt: now, expiresAt: new Date(now.getTime() + INVITE_EXPIRY_DAYS * DAY_MS) })
    .where(and(eq(invite.id, id), eq(invite.status, 'pending')))
    .returning();
  if (!updated) throw new HttpError(409, 'INVITE_ACCEPTED', MESSAGES.inviteAlreadyAccepted);
  await queueEmail(db, config, inviteEmail(config, updated, admin.name));
  return { invite: professionalView(config, updated), email: updated.email };
}

async function findByCode(db: Db, code: string): Promise<InviteRow | undefined> {
  if (!INVITE_CODE_PATTERN.test(code)) return undefined;
  const [row] = await db.select().from(invite).where(eq(invite.code, code));
  return row;
}

/** What the public invite page shows; the invitee's details only while the invite can be accepted. */
export async function checkInvite(db: Db, code: string): Promise<InviteCheck> {
  const row = await findByCode(db, code);
  if (!row) return { status: 'invalid', productName: PRODUCT_NAME };
  const status = inviteStatus(row);
  if (status === 'active') return { status: 'used', productName: PRODUCT_NAME };
  if (status === 'expired') return { status: 'expired', productName: PRODUCT_NAME };
  return {
    status: 'valid',
    email: row.email,
    role: row.role as ProfessionalRole,
    accessLevel: row.accessLevel as AccessLevel,
    productName: PRODUCT_NAME,
  };
}

/**
 * Accepts an invite for the signed-in user whose email it was sent to: the invite becomes active
 * and the account gets the professional role and access (premium: the Cru plan; admin: admin
 * rights and the Cru plan). Accepting the same invite again by the same user changes nothing.
 */
export async function acceptInvite(db: Db, u: User, code: string): Promise<User> {
  const row = await findByCode(db, code);
  if (!row) throw new HttpError(404, 'INVITE_INVALID', MESSAGES.inviteInvalidText);
  if (row.status === 'active') {
    if (row.acceptedBy === u.id) return u;
    throw new HttpError(409, 'INVITE_USED', MESSAGES.inviteUsed);
  }
  if (!sameEmail(row.email, u.email))
    throw new HttpError(403, 'INVITE_EMAIL_MISMATCH', MESSAGES.inviteEmailMismatch(row.email));
  const now = new Date();
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, 'INVITE_EXPIRED', MESSAGES.inviteExpired);

  const updated = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(invite)
      .set({ status: 'active', acceptedAt: now, acceptedBy: u.id })
      .where(and(eq(invite.id, row.id), eq(invite.status, 'pending'), gt(invite.expiresAt, now)))
      .returning();
    // Someone accepted it between the read and this update.
    if (!taken) throw new HttpError(409, 'INVITE_USED', MESSAGES.inviteUsed);
    const set: Partial<typeof user.$inferInsert> = {
      professionalRole: row.role,
      accessLevel: row.accessLevel,
      updatedAt: now,
    };
    const grantsCru = row.accessLevel === 'premium' || row.accessLevel === 'admin';
    // A paid Cru subscription stays what it is; anything less becomes Cru through the invite.
    const keepsPaidCru = planOf(u, now) === 'cru' && u.planSource === 'stripe';
    if (grantsCru && !keepsPaidCru) {
      Object.assign(set, { plan: 'cru', planSource: 'invite', planPeriod: null, planEndsAt: null });
      await tx.insert(billingEvent).values({ id: randomUUID(), userId: u.id, kind: 'invite', plan: 'cru' });
    }
    if (row.accessLevel === 'admin') set.role = 'admin';
    const [saved] = await tx.update(user).set(set).where(eq(user.id, u.id)).returning();
    return saved;
  });
  await sendSystemMessage(db, u.id, {
    title: MESSAGES.inviteWelcome,
    content: `Your invite is accepted: you joined ${PRODUCT_NAME} as a ${label(row.role)} with ${row.accessLevel} access. Enjoy exploring the world of wine!`,
    messageType: 'welcome',
  });
  return updated;
}
