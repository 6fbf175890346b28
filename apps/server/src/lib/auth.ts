// The session rules, and better-auth loaded on first use: signing up or in, changing a password or
// e-mail, deleting an account and OIDC need it; the signed-in reads (sessions are resolved by
// lib/session.ts with one prepared statement) never do, so start-up does not load its several
// hundred modules. The server begins loading it once it listens.
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_AFTER_SECONDS = 60 * 60 * 24;
export const OIDC_PROVIDER_ID = 'oidc';

export type Auth = ReturnType<typeof import('./auth-setup.ts').createAuth>;

/** better-auth for this app, made on the first call; every later call gets the same instance. */
export type LazyAuth = () => Promise<Auth>;

export function lazyAuth(config: Config, db: Db): LazyAuth {
  let made: Promise<Auth> | undefined;
  return () => {
    made ??= import('./auth-setup.ts').then(
      ({ createAuth }) => createAuth(config, db),
      (err: unknown) => {
        made = undefined;
        throw err;
      },
    );
    return made;
  };
}
