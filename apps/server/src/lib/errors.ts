import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@sommai/shared';
import type { z } from 'zod';

/** An error meant for the client: its status, code and message are sent as they are. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: ApiErrorCode | string, message?: string, fields?: Record<string, string>) {
    super(message ?? API_ERRORS[code as ApiErrorCode] ?? code);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, 'NOT_FOUND', what);
export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED');
export const forbidden = (message?: string) => new HttpError(403, 'FORBIDDEN', message);

/** Parses input with a zod schema or throws a 400 naming the first problem and every bad field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const message = result.error.issues[0]?.message ?? API_ERRORS.VALIDATION;
  throw new HttpError(400, 'VALIDATION', message, fields);
}
