// One rule for text on every route: control characters (NUL and the rest of C0/C1, DEL) are refused
// with a 400 naming the field, before any route sees the input. Tab, newline and carriage return stay
// allowed. Keys of objects are checked like values, since some bodies are maps.
import { MESSAGES } from '@sommai/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

const MAX_DEPTH = 64;

/** The path of the first string (or key) holding a control character, or undefined. */
export function findControlCharacters(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (hasControlCharacters(key)) return at;
    const found = findControlCharacters(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** preValidation hook: a 400 VALIDATION naming the field (e.g. `body.name`, `query.search`). */
export function refuseControlCharacters(req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) {
  // A callback hook: it runs on every request, and an async hook costs a promise each time.
  const at =
    findControlCharacters(req.params, 'params') ??
    findControlCharacters(req.query, 'query') ??
    findControlCharacters(req.body, 'body');
  if (!at) return done();
  const field = at.split('.').slice(1).join('.') || at;
  const message = MESSAGES.textNotAllowed(field);
  done(new HttpError(400, 'VALIDATION', message, { [field]: message }));
}
