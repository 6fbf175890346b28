import { API_ERRORS, type ApiErrorBody, type ApiErrorCode, MESSAGES } from '@sommai/shared';
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

/** File-system codes that mean the disk will not take a write: full, over quota, read-only, failing. */
const WRITE_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'EIO', 'ENOTDIR', 'EMFILE', 'ENFILE']);

/** True for an error a failed write to disk throws. */
export function isWriteFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && WRITE_FAILURES.has(code);
}

/** A failed write as the client sees it: 507 with a message; other errors pass through unchanged. */
export function storageWriteFailed(err: unknown): unknown {
  if (!isWriteFailure(err)) return err;
  return Object.assign(new HttpError(507, 'STORAGE_WRITE_FAILED'), { cause: err });
}

/**
 * What reading a multipart upload threw, as the client sees it: a file over the size limit is 413
 * with `tooLarge`, our own errors and refused writes stay as they are, and anything else (a body cut
 * off, a malformed part) is a 400 saying the upload was broken.
 */
export function uploadError(err: unknown, tooLarge: string): unknown {
  if (err instanceof HttpError) return err;
  if ((err as { code?: string } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'FILE_TOO_LARGE', tooLarge);
  if (isWriteFailure(err)) return storageWriteFailed(err);
  return new HttpError(400, 'UPLOAD_BROKEN', MESSAGES.uploadBroken);
}
