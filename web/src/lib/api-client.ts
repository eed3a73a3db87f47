import { env } from './env';
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

/** Text to show for any thrown value, with the spec's generic fallback. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever a request that carried a token is answered 401: the session is over. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the success body; without it the caller receives `unknown`. */
  parse?: (data: unknown) => T;
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

async function send(path: string, options: RequestOptions<unknown>): Promise<{ body: unknown; response: Response }> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, cause });
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw toApiError(response.status, body);
  }
  return { body, response };
}

function parseWith<T>(parse: (data: unknown) => T, body: unknown, status: number): T {
  try {
    return parse(body);
  } catch (cause) {
    throw new ApiError(FALLBACK_ERROR_MESSAGE, { status, cause });
  }
}

/** JSON request to the marketplace API, with the session's bearer token when there is one. */
export function apiRequest(path: string, options?: Omit<RequestOptions<unknown>, 'parse'>): Promise<unknown>;
export function apiRequest<T>(path: string, options: RequestOptions<T> & { parse: (data: unknown) => T }): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T | unknown> {
  const { body, response } = await send(path, options);
  return options.parse ? parseWith(options.parse, body, response.status) : body;
}

/** One page of a cursor-paginated list; the next cursor travels in the `X-Next-Cursor` header. */
export interface Page<T> {
  items: T;
  /** Absent on the last page. */
  nextCursor: string | undefined;
}

/** GET of a paginated list: the body parsed with `parse`, plus the cursor of the following page. */
export async function apiRequestPage<T>(
  path: string,
  options: { signal?: AbortSignal; parse: (data: unknown) => T },
): Promise<Page<T>> {
  const { body, response } = await send(path, options);
  return {
    items: parseWith(options.parse, body, response.status),
    nextCursor: response.headers.get('X-Next-Cursor') || undefined,
  };
}

/** GET of a file the API builds (CSV exports): the body as a Blob, errors as `ApiError`. */
export async function apiRequestBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, { headers, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, cause });
  }
  if (!response.ok) {
    const body = await readJson(response);
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw toApiError(response.status, body);
  }
  return response.blob();
}
