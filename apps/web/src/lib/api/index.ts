import { API_ERRORS, type ApiErrorBody, CORE_MESSAGES, TIMINGS } from '@sommai/shared';
import { clearToken, getToken } from '../auth/token.ts';
import { navigateTo } from '../navigation.ts';

const BASE = import.meta.env.VITE_API_BASE ?? '/api';
const SIGN_IN_PATH = '/sign-in';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** No answer at all, or the API is missing: auth and data cannot be reached. */
  get unreachable(): boolean {
    return this.status === 0 || this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** For calls whose caller decides what a 401 means (sign-out, finishing an OIDC sign-in). */
  skipAuthHandling?: boolean;
}

function handleUnauthorized(): void {
  clearToken();
  if (window.location.pathname !== SIGN_IN_PATH) navigateTo(SIGN_IN_PATH, { replace: true });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text);
}

function errorBody(value: unknown): ApiErrorBody['error'] | undefined {
  if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
  const error = (value as ApiErrorBody).error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string' ? error : undefined;
}

function authHeaders(extra: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Turns a failed response into the ApiError a person can read (and ends the session on a 401). */
async function failure(response: Response, label: string, skipAuthHandling = false): Promise<ApiError> {
  const error = errorBody(await readJson(response).catch(() => undefined));
  if (response.status === 401) {
    if (!skipAuthHandling) handleUnauthorized();
    return new ApiError(401, error?.code ?? 'UNAUTHORIZED', error?.message ?? API_ERRORS.UNAUTHORIZED, error?.fields);
  }
  if (response.status === 404) {
    console.error(`API ${label} answered 404`, error ?? '');
    // A missing service reads as the spec's catalogue says; a named answer (an unknown topic…) keeps its words.
    const specific = error?.code && error.code !== 'NOT_FOUND' ? error.message : undefined;
    return new ApiError(404, error?.code ?? 'NOT_FOUND', specific ?? CORE_MESSAGES.serviceUnavailable);
  }
  return new ApiError(
    response.status,
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? (response.status >= 500 ? CORE_MESSAGES.serviceUnavailable : API_ERRORS.INTERNAL),
    error?.fields,
  );
}

type BodyReader<T> = (response: Response) => Promise<T>;

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  read: BodyReader<T> = (response) => readJson(response).catch(() => undefined) as Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMINGS.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  // Multipart bodies set their own Content-Type (with the boundary).
  const isForm = body instanceof FormData;
  const headers = authHeaders({ Accept: 'application/json' });
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  try {
    let response: Response;
    let data: T | undefined;
    try {
      response = await fetch(`${BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      if (response.ok) data = await read(response);
    } catch (error) {
      if (timedOut) throw new ApiError(0, 'TIMEOUT', CORE_MESSAGES.requestTimeout);
      // A caller cancelling (TanStack Query on unmount) is not an error worth a message.
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', CORE_MESSAGES.networkError);
    }

    if (response.ok) return data as T;
    throw await failure(response, `${method} ${path}`, options.skipAuthHandling);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** A multipart/form-data POST (file uploads). */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('POST', path, form, options),
  /** A file the server keeps behind the bearer token, as a Blob (for previews through object URLs). */
  blob: (path: string, options?: RequestOptions) =>
    request<Blob>('GET', path, undefined, options, (response) => response.blob()),
  /** A POST whose answer is a file (a drawn preview), as a Blob. */
  postBlob: (path: string, body: unknown, options?: RequestOptions) =>
    request<Blob>('POST', path, body, options, (response) => response.blob()),
  /** A protected file to save, with the name the server gives it in Content-Disposition (if any). */
  file: (path: string, options?: RequestOptions) =>
    request<SavedFile>('GET', path, undefined, options, async (response) => ({
      blob: await response.blob(),
      filename: filenameFrom(response.headers.get('Content-Disposition')),
    })),
};

export interface SavedFile {
  blob: Blob;
  filename: string | undefined;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` form first, then `filename`. */
export function filenameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain form.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

/**
 * The path under the API base of an address the server handed out (e.g. `/api/chat/attachments/1`),
 * so it goes through the client like any other call.
 */
export function apiPath(address: string): string {
  if (address.startsWith(`${BASE}/`)) return address.slice(BASE.length);
  if (address.startsWith('/api/')) return address.slice('/api'.length);
  return address;
}

/**
 * A `fetch` for streamed answers (the chat transport): same base path, bearer token and 401 handling
 * as every other call. Failures before the stream starts become an ApiError carrying the server's
 * message; the timeout covers only the wait for the response to start, never the stream itself.
 */
export const streamingFetch: typeof fetch = async (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMINGS.requestTimeoutMs);
  const callerSignal = init.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal: controller.signal, credentials: 'same-origin' });
  } catch (error) {
    callerSignal?.removeEventListener('abort', onCallerAbort);
    if (timedOut) throw new ApiError(0, 'TIMEOUT', CORE_MESSAGES.requestTimeout);
    // Stopping on purpose stays an AbortError, which the chat treats as a stop, not a failure.
    if (callerSignal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', CORE_MESSAGES.networkError);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    callerSignal?.removeEventListener('abort', onCallerAbort);
    throw await failure(response, `${init.method ?? 'GET'} ${url}`);
  }
  // The caller's abort keeps reaching the stream through our controller until it is done.
  return response;
};

/** An API address for a full-page navigation (the OIDC start), not for fetch. */
export function apiUrl(path: string): string {
  return `${BASE}${path}`;
}
