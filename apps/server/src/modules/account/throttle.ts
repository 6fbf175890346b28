// Sign-in limits that stop a password guesser without locking the owner out. Failed sign-ins are
// kept in the database per account (lower-case email, whether or not it has an account) and per
// address, so every server and every restart sees the same counts.
//
// Within a window of 15 minutes:
// - one account from one address: after 3 failures each attempt waits 1, 2, 4… (at most 30) seconds
//   after the last failure, and after 10 failures that address is refused for that account;
// - one account from many addresses (5 or more failing): the account is under attack, and only
//   addresses it has signed in from before may still try;
// - one address across accounts: after 100 failures it may only sign in to accounts it has used before.
// A correct password from a new address therefore gets in, unless the account is under attack.
import { MESSAGES } from '@sommai/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { signInFailure } from '../../db/schema.ts';

export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  maxDelaySeconds: 30,
  perAccountAndAddress: 10,
  attackAddresses: 5,
  perAddress: 100,
} as const;

export type SignInVerdict = { allowed: true } | { allowed: false; message: string; retryAfterSeconds: number };

interface Counts {
  account: number;
  pair: number;
  addresses: number;
  address: number;
  pairLast: Date | null;
  accountLast: Date | null;
  addressLast: Date | null;
  known: boolean;
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

async function countsFor(db: Db, email: string, ip: string, now: number): Promise<Counts> {
  const since = new Date(now - SIGN_IN_LIMITS.windowMs).toISOString();
  const result = await db.execute(sql`
    select
      count(*) filter (where f.email = ${email})::int as account,
      count(*) filter (where f.email = ${email} and f.ip = ${ip})::int as pair,
      count(distinct f.ip) filter (where f.email = ${email})::int as addresses,
      count(*) filter (where f.ip = ${ip})::int as address,
      max(f.at) filter (where f.email = ${email} and f.ip = ${ip}) as pair_last,
      max(f.at) filter (where f.email = ${email}) as account_last,
      max(f.at) filter (where f.ip = ${ip}) as address_last,
      exists (
        select 1 from "session" s join "user" u on u.id = s.user_id
        where u.email = ${email} and s.ip_address = ${ip}
      ) as known
    from sign_in_failure f
    where f.at > ${since}::timestamptz and (f.email = ${email} or f.ip = ${ip})`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    account: Number(row.account ?? 0),
    pair: Number(row.pair ?? 0),
    addresses: Number(row.addresses ?? 0),
    address: Number(row.address ?? 0),
    pairLast: toDate(row.pair_last),
    accountLast: toDate(row.account_last),
    addressLast: toDate(row.address_last),
    known: row.known === true || row.known === 't',
  };
}

const secondsUntil = (from: Date | null, ms: number, now: number) =>
  Math.max(1, Math.ceil(((from?.getTime() ?? now) + ms - now) / 1000));
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Whether a sign-in to `email` from `ip` may be tried now; refused attempts are not counted. */
export async function checkSignIn(db: Db, email: string, ip: string, now = Date.now()): Promise<SignInVerdict> {
  const c = await countsFor(db, email, ip, now);
  const L = SIGN_IN_LIMITS;
  if (c.pair >= L.perAccountAndAddress) {
    const retry = secondsUntil(c.pairLast, L.windowMs, now);
    return { allowed: false, message: MESSAGES.signInLockedHere(minutes(retry)), retryAfterSeconds: retry };
  }
  if (!c.known && c.addresses >= L.attackAddresses) {
    const retry = secondsUntil(c.accountLast, L.windowMs, now);
    return { allowed: false, message: MESSAGES.signInUnderAttack(minutes(retry)), retryAfterSeconds: retry };
  }
  if (!c.known && c.address >= L.perAddress) {
    const retry = secondsUntil(c.addressLast, L.windowMs, now);
    return { allowed: false, message: MESSAGES.signInAddressBlocked(minutes(retry)), retryAfterSeconds: retry };
  }
  if (c.pair >= L.slowAfter && c.pairLast) {
    const delay = Math.min(2 ** (c.pair - L.slowAfter), L.maxDelaySeconds);
    const waited = (now - c.pairLast.getTime()) / 1000;
    if (waited < delay) {
      const retry = Math.max(1, Math.ceil(delay - waited));
      return { allowed: false, message: MESSAGES.signInSlowDown(retry), retryAfterSeconds: retry };
    }
  }
  return { allowed: true };
}

export async function recordSignInFailure(db: Db, email: string, ip: string, now = Date.now()) {
  await db.insert(signInFailure).values({ email, ip, at: new Date(now) });
  // Failures older than the window no longer count; this account's are dropped as it goes.
  await db
    .delete(signInFailure)
    .where(and(eq(signInFailure.email, email), lt(signInFailure.at, new Date(now - SIGN_IN_LIMITS.windowMs))));
}

/** A correct password forgives this address's failures on the account (not other addresses'). */
export async function recordSignInSuccess(db: Db, email: string, ip: string) {
  await db.delete(signInFailure).where(and(eq(signInFailure.email, email), eq(signInFailure.ip, ip)));
}
