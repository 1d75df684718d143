/**
 * Fetching a job board's public JSON: with a time limit, a size limit and every failure turned into a
 * message, because one unreachable or misbehaving board must never stop a sync of the others.
 */

/** Options every board connector takes. */
export interface BoardFetchOptions {
  /** The API's origin (tests point it at a local server). */
  baseUrl?: string;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /** Give up on a board after this long, including reading the body. */
  timeoutMs?: number;
  /** Cancels the request (a shutting-down worker). */
  signal?: AbortSignal;
  /** Refuse bodies larger than this. */
  maxBytes?: number;
}

/** What a connector returns: the postings that mapped, and a message for everything that went wrong. */
export interface BoardFetchResult<Posting> {
  postings: Posting[];
  errors: string[];
}

/** A board that answers in 15 s answers; one that does not is down for this run. */
export const BOARD_TIMEOUT_MS = 15_000;
/** The largest boards (hundreds of jobs with full descriptions) are a few megabytes. */
export const BOARD_MAX_BYTES = 20 * 1024 * 1024;
/** Board tokens are slugs; anything else could change the request path. */
const BOARD_TOKEN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/u;
const USER_AGENT = 'CareerLens job sync';

/** True when the text is a board token such as "acme" or "acme-robotics". */
export function isValidBoardToken(board: string): boolean {
  return BOARD_TOKEN_PATTERN.test(board) && !board.includes('..');
}

type JsonResult = { ok: true; body: unknown } | { ok: false; error: string };

class BodyTooLargeError extends Error {}

async function readBodyWithLimit(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : '';
    return detail && !error.message.includes(detail) ? `${error.message} (${detail})` : error.message;
  }
  return String(error);
}

/**
 * GETs a URL and parses its JSON body. Never throws: a time-out, a network failure, a non-2xx status, a
 * body over the size limit or invalid JSON come back as `{ ok: false, error }`.
 */
export async function fetchBoardJson(url: string, options: BoardFetchOptions = {}): Promise<JsonResult> {
  const timeoutMs = options.timeoutMs ?? BOARD_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? BOARD_MAX_BYTES;
  const fetchImpl = options.fetch ?? fetch;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await fetchImpl(url, {
      signal,
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const reason = response.statusText ? ` ${response.statusText}` : '';
      return { ok: false, error: `HTTP ${response.status}${reason}` };
    }
    const text = await readBodyWithLimit(response, maxBytes);
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, error: 'the response is not valid JSON' };
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return { ok: false, error: `the response is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` };
    }
    if (options.signal?.aborted) return { ok: false, error: 'cancelled' };
    if (timeout.signal.aborted) return { ok: false, error: `no complete response within ${timeoutMs} ms` };
    return { ok: false, error: `request failed: ${describeFailure(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

/** The URL for a path under a base URL, keeping any path the base already has. */
export function joinUrl(baseUrl: string, pathAndQuery: string): string {
  return `${baseUrl.replace(/\/+$/u, '')}${pathAndQuery}`;
}

/** True for a plain object (not an array or null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Options of the connectors for public job APIs that page through one large listing. */
export interface PagedFetchOptions extends BoardFetchOptions {
  /** Pages asked for at most (each connector has its own default). */
  maxPages?: number;
  /** Wait between two page requests, to stay well inside the API's rate limit. */
  pageDelayMs?: number;
}

/** One request a second: far inside every public API's documented limit. */
export const PAGE_DELAY_MS = 1_000;

/** Waits between page requests; resolves early (false) when the signal aborts. */
export function waitBetweenPages(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!signal?.aborted);
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const done = (completed: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(completed);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * True when a "next page" link an API sent points at the same endpoint (origin and path) as the one
 * asked: a reply must never send the sync to another host or path.
 */
export function isSameEndpoint(link: string, endpoint: string): boolean {
  try {
    const next = new URL(link);
    const expected = new URL(endpoint);
    return next.origin === expected.origin && next.pathname === expected.pathname && !next.username;
  } catch {
    return false;
  }
}
