// The security headers of every answer, computed once at start-up instead of on each request.
// helmet makes the choices (which headers, which values); it runs once over a stand-in response
// and its headers are kept. Only the app's HTML carries per-response nonces, filled into a policy
// string prepared with a placeholder.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const NONCE = '__nonce__';
type Directives = Record<string, string[] | null>;

const DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The headers helmet sets with these options, as a plain object. */
function capture(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

export interface SecurityHeaders {
  /** Sets the policy with fresh nonces on an HTML answer and returns the style nonce for the page. */
  withNonces(reply: FastifyReply): string;
}

/** Adds the precomputed security headers to every answer. */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): SecurityHeaders {
  const base: HelmetOptions = { crossOriginEmbedderPolicy: false, hsts: options.hsts };
  const headers = capture({ ...base, contentSecurityPolicy: { directives: DIRECTIVES } });
  const withNonce = capture({
    ...base,
    contentSecurityPolicy: {
      directives: {
        ...DIRECTIVES,
        scriptSrc: [...(DIRECTIVES.scriptSrc ?? []), `'nonce-${NONCE}script'`],
        styleSrc: [...(DIRECTIVES.styleSrc ?? []), `'nonce-${NONCE}style'`],
      },
    },
  })['content-security-policy'];
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  return {
    withNonces(reply) {
      const script = randomBytes(16).toString('hex');
      const style = randomBytes(16).toString('hex');
      reply.header(
        'content-security-policy',
        withNonce.replace(`${NONCE}script`, script).replace(`${NONCE}style`, style),
      );
      return style;
    },
  };
}
