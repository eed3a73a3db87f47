import { createSender, type CallArgs, type RouteId } from '../../../shared/api/call';
import { env } from './env';
import { localizeError, localizeMessage } from './error-text';
import { currentLanguage } from '../i18n/i18n';
import { readToken } from './token';

export const FALLBACK_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/** A failed API call. `message` is the server's `error` text, ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(message: string, options: { status: number; code?: string; details?: unknown; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Text to show for any thrown value, in the reader's language, with the spec's generic fallback. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? localizeError(error) : localizeMessage(FALLBACK_ERROR_MESSAGE);

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

type MaintenanceListener = () => void;
const maintenanceListeners = new Set<MaintenanceListener>();
let lastMaintenanceAt = 0;
let maintenanceAnswers = 0;

/** How many 503 MAINTENANCE answers this page has had: a read that began before one may predate the switch. */
export const maintenanceAnswerCount = (): number => maintenanceAnswers;

/**
 * Called whenever the API answers 503 MAINTENANCE: the store went down for maintenance meanwhile.
 * `since` (a time in ms): also called at once if such an answer came after it, so an answer that
 * arrived before the listener was registered (a page's first call can beat the shell's mount) is not lost.
 */
export function onMaintenance(listener: MaintenanceListener, since?: number): () => void {
  maintenanceListeners.add(listener);
  if (since !== undefined && lastMaintenanceAt > since) listener();
  return () => maintenanceListeners.delete(listener);
}

const SESSION_END_KEY = 'session-ended';

/** Why the server ended the session (suspended, signed out elsewhere), for the sign-in page to say once. */
function rememberSessionEnd(message: string): void {
  try {
    sessionStorage.setItem(SESSION_END_KEY, message);
  } catch {
    // Storage can be off (private modes): the sign-in page then shows no reason.
  }
}

/** The reason the last session ended, if any; reading it clears it. */
export function takeSessionEndMessage(): string | undefined {
  try {
    const message = sessionStorage.getItem(SESSION_END_KEY) ?? undefined;
    sessionStorage.removeItem(SESSION_END_KEY);
    return message;
  } catch {
    return undefined;
  }
}

/** Called whenever a request that carried a token is answered 401: the session is over. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface CallOptions<T> {
  signal?: AbortSignal;
  /** Validates the success body; without it the caller receives `unknown`. */
  parse?: (data: unknown) => T;
  /** A guest order's token: sent as `Authorization: Guest <token>` instead of the session. */
  guestToken?: string;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.error === 'string' && fields.error !== '' ? fields.error : FALLBACK_ERROR_MESSAGE;
  return new ApiError(message, {
    status,
    code: typeof fields.code === 'string' ? fields.code : undefined,
    details: fields.details,
  });
}

/**
 * Sends a typed call with the session's bearer token, and turns a failure into `ApiError`: a
 * network failure is status 0, and a 401 to a request that carried a token ends the session.
 */
async function send<R extends RouteId>(id: R, input: object | undefined, accept: string): Promise<Response> {
  const { parse: _parse, guestToken, ...request } = (input ?? {}) as CallOptions<unknown>;
  // A guest call carries the order's token alone: a 401 to it says nothing about the session.
  const token = guestToken ? undefined : readToken();
  const authorization = guestToken ? `Guest ${guestToken}` : token ? `Bearer ${token}` : undefined;
  const sender = createSender({
    fetch: (url, init) => fetch(url, init),
    baseUrl: env.apiUrl,
    // The language the page shows: a visitor's contact message and sign-up mail are written in it.
    headers: () => ({
      Accept: accept,
      'Accept-Language': currentLanguage(),
      ...(authorization ? { Authorization: authorization } : {}),
    }),
  });
  const signal = request.signal;
  let response: Response;
  try {
    response = await sender(id, ...([request] as CallArgs<R>));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, cause });
  }
  if (!response.ok) {
    const body = await readJson(response);
    const error = toApiError(response.status, body);
    if (response.status === 401 && token) {
      rememberSessionEnd(localizeError(error));
      unauthorizedListeners.forEach((listener) => listener());
    }
    if (response.status === 503 && error.code === 'MAINTENANCE') {
      lastMaintenanceAt = Date.now();
      maintenanceAnswers += 1;
      maintenanceListeners.forEach((listener) => listener());
    }
    throw error;
  }
  return response;
}

function parseWith<T>(parse: (data: unknown) => T, body: unknown, status: number): T {
  try {
    return parse(body);
  } catch (cause) {
    throw new ApiError(FALLBACK_ERROR_MESSAGE, { status, cause });
  }
}

/**
 * A typed call to the marketplace API: `call('getOrder', { params: { orderId }, signal, parse })`.
 * Params, query and body are checked against the route; `parse` validates the success body
 * (features pass the schema from their lazy chunk), without it the caller receives `unknown`.
 */
export function call<R extends RouteId, T>(id: R, ...args: CallArgs<R, CallOptions<T> & { parse: (data: unknown) => T }>): Promise<T>;
export function call<R extends RouteId>(id: R, ...args: CallArgs<R, Omit<CallOptions<unknown>, 'parse'>>): Promise<unknown>;
export async function call<R extends RouteId>(id: R, ...[input]: [object?]): Promise<unknown> {
  const response = await send(id, input, 'application/json');
  const body = await readJson(response);
  const { parse } = (input ?? {}) as CallOptions<unknown>;
  return parse ? parseWith(parse, body, response.status) : body;
}

/** One page of a cursor-paginated list; the next cursor travels in the `X-Next-Cursor` header. */
export interface Page<T> {
  items: T;
  /** Absent on the last page. */
  nextCursor: string | undefined;
  /** The list's total when the server counts it (`X-Total-Count`). */
  total?: number;
}

/** A paginated list: the body parsed with `parse`, plus the cursor of the following page. */
export async function callPage<R extends RouteId, T>(
  id: R,
  ...[input]: CallArgs<R, { signal?: AbortSignal; parse: (data: unknown) => T }>
): Promise<Page<T>> {
  const response = await send(id, input, 'application/json');
  const { parse } = input as unknown as { parse: (data: unknown) => T };
  return {
    items: parseWith(parse, await readJson(response), response.status),
    nextCursor: response.headers.get('X-Next-Cursor') || undefined,
    ...(response.headers.has('X-Total-Count') ? { total: Number(response.headers.get('X-Total-Count')) } : {}),
  };
}

/** A file the API builds (CSV exports): the body as a Blob, errors as `ApiError`. */
export async function callBlob<R extends RouteId>(id: R, ...[input]: CallArgs<R, { signal?: AbortSignal }>): Promise<Blob> {
  const response = await send(id, input, '*/*');
  return response.blob();
}
