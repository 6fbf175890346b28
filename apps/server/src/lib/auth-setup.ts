// Accounts through better-auth: e-mail and password with scrypt-hashed passwords, sessions whose
// token the browser sends as a bearer token, admin roles, and an optional OIDC provider.
// Loaded on first use through lib/auth.ts: better-auth and its query builder are several hundred
// modules that no signed-in read needs.

import { LIMITS } from '@sommai/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
// Each plugin from its own entry: `better-auth/plugins` loads all thirty of them (and their
// dependencies) for the three used here.
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import * as schema from '../db/schema.ts';

import { OIDC_PROVIDER_ID, SESSION_REFRESH_AFTER_SECONDS, SESSION_TTL_SECONDS } from './auth.ts';

export function createAuth(config: Config, db: Db) {
  const plugins = [bearer(), admin()];
  return betterAuth({
    appName: 'SommAI',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: LIMITS.passwordMaxLength,
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_REFRESH_AFTER_SECONDS },
    // Our own routes carry the limits (see modules/account); better-auth's HTTP surface is only the OIDC callback.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    trustedOrigins: [config.publicUrl],
    plugins: config.oidc
      ? [
          ...plugins,
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                discoveryUrl: `${config.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : plugins,
  });
}
