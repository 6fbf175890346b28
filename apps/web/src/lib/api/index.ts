import { API_ERRORS, type ApiErrorBody, MESSAGES, TIMINGS } from '@sommai/shared';
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

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMINGS.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(`${BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      data = await readJson(response).catch(() => undefined);
    } catch (error) {
      if (timedOut) throw new ApiError(0, 'TIMEOUT', MESSAGES.requestTimeout);
      // A caller cancelling (TanStack Query on unmount) is not an error worth a message.
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', MESSAGES.networkError);
    }

    if (response.ok) return data as T;

    const error = errorBody(data);
    if (response.status === 401) {
      if (!options.skipAuthHandling) handleUnauthorized();
      throw new ApiError(401, error?.code ?? 'UNAUTHORIZED', error?.message ?? API_ERRORS.UNAUTHORIZED, error?.fields);
    }
    if (response.status === 404) {
      console.error(`API ${method} ${path} answered 404`, error ?? '');
      throw new ApiError(404, error?.code ?? 'NOT_FOUND', MESSAGES.serviceUnavailable);
    }
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? (response.status >= 500 ? MESSAGES.serviceUnavailable : API_ERRORS.INTERNAL),
      error?.fields,
    );
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
};

/** An API address for a full-page navigation (the OIDC start), not for fetch. */
export function apiUrl(path: string): string {
  return `${BASE}${path}`;
}
