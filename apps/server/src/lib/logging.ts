// What the server logs, and what it never logs: admin keys, tokens, passwords, cookies and
// authorization headers are replaced by "[redacted]" wherever they appear in a request line, a
// header or a logged body.
import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const REDACTED = '[redacted]';

/** Query parameters and fields whose values are secrets (compared in lower case). */
const SECRET_NAMES = new Set([
  'key',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'password',
  'currentpassword',
  'newpassword',
  'secret',
  'api_key',
  'apikey',
  'authorization',
  'cookie',
  'signature',
]);

export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase());
}

/** The URL with the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {
      // A name that does not decode is compared as it is.
    }
    return isSecretName(name.trim()) ? `${rawName}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${parts.join('&')}${hash === -1 ? '' : url.slice(hash)}`;
}

const secretFields = [
  'password',
  'currentPassword',
  'newPassword',
  'key',
  'token',
  'secret',
  'authorization',
  'cookie',
];

/** pino redact paths: headers anywhere a request or response is logged, and secret fields of logged objects. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretFields.map((f) => `req.body.${f}`),
  ...secretFields.map((f) => `body.${f}`),
  ...secretFields.map((f) => `*.${f}`),
  ...secretFields,
];

/** The request as a log line shows it: no headers, no body, and the query's secrets redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fastify logger options; `stream` sends the JSON lines elsewhere than stdout. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: Writable) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 };

/** A request that took at least this long is logged at warn, whatever the log level's sampling. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, written when the answer has gone out (Fastify's own logging writes two:
 * one on arrival, one on completion). The line carries the method, the URL with its secrets
 * redacted, the status and the time taken. Answers with a 5xx status are logged at error and slow
 * answers at warn, so both show at the usual production level; every other answer is an info line.
 * At a level above info the hook does nothing but compare two numbers.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'info';
    if ((LEVELS[req.log.level] ?? 0) <= LEVELS[level]) {
      req.log[level](
        { method: req.method, url: redactUrl(req.url), status, ms: Math.round(ms) },
        level === 'warn' ? 'slow request' : 'request',
      );
    }
    done();
  });
}
