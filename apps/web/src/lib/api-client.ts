import type { ApiError } from '@careerlens/contracts';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { markSessionExpired } from './session-expired';
import { clearStoredSession, readStoredToken } from './session-storage';

/** Every failed call becomes this one error: the server's {code, message, fieldErrors?} plus the HTTP status. */
export class ApiClientError extends Error implements ApiError {
  override name = 'ApiClientError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
  }
}

const NETWORK_ERROR_MESSAGE = 'We could not reach CareerLens. Check your connection and try again.';
const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string'
  );
}

/** Turns anything thrown by a call (or a parsed body) into an ApiClientError. */
export function toApiClientError(error: unknown, status = 0): ApiClientError {
  if (error instanceof ApiClientError) return error;
  if (isApiError(error)) return new ApiClientError(status, error);
  return new ApiClientError(status, {
    code: status ? 'UNKNOWN_ERROR' : 'NETWORK_ERROR',
    message: status ? UNKNOWN_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE,
  });
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The session registers its logout here; returns a function that unregisters it. */
export function registerUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/**
 * A 401 ends the session. Only a request that carried a token had a session to expire: one sent without
 * (signed out in another tab, storage cleared) leaves no "session expired" note on /login.
 */
function handleUnauthorized(hadToken: boolean) {
  if (hadToken) markSessionExpired();
  if (unauthorizedHandler) {
    unauthorizedHandler();
    return;
  }
  clearStoredSession();
  if (window.location.pathname !== paths.auth.login.path) window.location.assign(paths.auth.login.getHref());
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /**
   * For the sign-in call only: a 401 there means wrong credentials, not an ended session, so it must not
   * log anybody out.
   */
  isCredentialCheck?: boolean;
  /** A 401 is only reported to the caller (sign-out: the session may already have ended). */
  quietUnauthorized?: boolean;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${env.API_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Parameters are added only when present.
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, options)).data;
}

/** A request whose caller also reads the response headers (the counts of a paged list). */
async function requestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStoredToken();
  if (token && !options.isCredentialCheck) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toApiClientError(error);
  }

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && !options.isCredentialCheck && !options.quietUnauthorized) {
      handleUnauthorized(headers.has('Authorization'));
    }
    throw toApiClientError(parsed, response.status);
  }
  return { data: parsed as T, headers: response.headers };
}

/**
 * A POST whose reply is read as it arrives (server-sent events): the response itself once it is OK; a
 * failure becomes an ApiClientError (and a 401 logs out) as for any other call.
 */
async function stream(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, undefined), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toApiClientError(error);
  }
  if (!response.ok || !response.body) {
    if (response.status === 401) handleUnauthorized(Boolean(token));
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    throw toApiClientError(parsed, response.status);
  }
  return response;
}

/** The one API client: adds the Bearer token, parses errors into ApiClientError, logs out on 401. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  getWithHeaders: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestWithHeaders<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  stream,
};
