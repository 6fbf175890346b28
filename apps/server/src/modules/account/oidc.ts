// Sign-in through an OIDC provider, when one is configured. better-auth runs the OAuth dance with a
// state cookie; at the end the browser trades its session cookie for the bearer token it keeps.

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import { user } from '../../db/schema.ts';
import { OIDC_PROVIDER_ID } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { describeUser } from './service.ts';

function toHeaders(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string') h.set(k, v);
    else if (Array.isArray(v)) for (const x of v) h.append(k, x);
  }
  return h;
}

async function relay(res: Response, reply: FastifyReply) {
  reply.code(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await res.arrayBuffer()));
}

export async function oidcRoutes(app: FastifyInstance, { config, auth, db }: AppContext) {
  if (!config.oidc) return;

  app.get('/api/account/oidc/start', async (req, reply) => {
    // The generic-OAuth plugin is only added when OIDC is configured, so its endpoint is not in the static type.
    const api = (await auth()).api as unknown as {
      signInWithOAuth2(input: { body: Record<string, string>; headers: Headers; asResponse: true }): Promise<Response>;
    };
    const res = await api.signInWithOAuth2({
      body: {
        providerId: OIDC_PROVIDER_ID,
        callbackURL: '/sign-in?oidc=done',
        errorCallbackURL: '/sign-in?oidc=error',
      },
      headers: toHeaders(req),
      asResponse: true,
    });
    const data = (await res.clone().json()) as { url?: string };
    if (!data.url) throw new HttpError(502, 'OIDC_UNAVAILABLE', 'The sign-in provider is not available.');
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.redirect(data.url);
  });

  // The provider sends the browser back here; better-auth checks state, creates the user and session.
  app.get('/api/auth/oauth2/callback/:providerId', async (req, reply) => {
    const url = new URL(req.url, config.publicUrl);
    const res = await (await auth()).handler(new Request(url, { method: 'GET', headers: toHeaders(req) }));
    return relay(res, reply);
  });

  app.post('/api/account/oidc/token', async (req, reply) => {
    const found = await (await auth()).api.getSession({ headers: toHeaders(req) });
    if (!found) throw new HttpError(401, 'UNAUTHORIZED');
    const [u] = await db.select().from(user).where(eq(user.id, found.user.id));
    // The cookie did its job; from here on the browser uses the bearer token.
    reply.header('set-cookie', 'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    return { token: found.session.token, user: await describeUser(db, config, u) };
  });
}
