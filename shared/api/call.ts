/**
 * The one way any client addresses the API: a route id plus typed params, query and body.
 * The runtime reads only the zod-free paths table; the types come from `routes.ts` and are
 * erased, so the browser can use this without loading a schema. Transport-agnostic: the web
 * client, the API tests and the bench each bring their own fetch and base URL.
 */
import type * as z from './zod';
import { paths, type HttpMethod, type RouteId } from './paths';
import type { Routes } from './routes';

export type { RouteId };

type Schema<R extends RouteId, F extends string> = Routes[R] extends { [K in F]: infer S extends z.ZodMiniType } ? S : never;

/** What a query string can carry; `undefined` and `null` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Path parameters of a route, as the handler's zod schema accepts them. */
export type ParamsOf<R extends RouteId> = [Schema<R, 'params'>] extends [never] ? never : z.input<Schema<R, 'params'>>;
/** A route's query keys; values travel as text, so any scalar is accepted and the server coerces. */
export type QueryOf<R extends RouteId> = [Schema<R, 'query'>] extends [never]
  ? never
  : { [K in keyof z.input<Schema<R, 'query'>>]?: QueryValue };
/** The JSON body a route accepts (its zod input type). */
export type BodyOf<R extends RouteId> = [Schema<R, 'body'>] extends [never] ? never : z.input<Schema<R, 'body'>>;
/** What a 2xx answer of the route contains once parsed with its response schema. */
export type ResultOf<R extends RouteId> = [Schema<R, 'response'>] extends [never] ? unknown : z.output<Schema<R, 'response'>>;

/** `params` and `body` are required exactly when the route declares them; `query` is always optional. */
export type CallInput<R extends RouteId> = ([ParamsOf<R>] extends [never] ? { params?: never } : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [never] ? { query?: never } : { query?: QueryOf<R> }) &
  ([BodyOf<R>] extends [never] ? { body?: never } : { body: BodyOf<R> });

/** The input argument is optional for routes that need none. */
export type CallArgs<R extends RouteId, Extra = object> =
  Record<string, never> extends CallInput<R> ? [input?: CallInput<R> & Extra] : [input: CallInput<R> & Extra];

/**
 * The path of a route with its parameters substituted and URL-encoded:
 * `pathOf('getOrder', { orderId: 7 })` → `/api/orders/7`. Throws on a missing parameter.
 */
export function pathOf(id: RouteId, params?: Record<string, string | number>): string {
  return paths[id].path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`${id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * `?a=1&b=x%20y` from an object; undefined and null values are left out, an empty result is ''.
 * Spaces become %20, not '+', which API Gateway would pass through as a plus sign.
 */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A request ready for any fetch: method, URL below the base and the JSON body text. */
export interface ApiRequest {
  id: RouteId;
  method: HttpMethod;
  /** Path and query string, e.g. `/api/songs?limit=7`. */
  url: string;
  /** JSON text, or undefined when the call has no body. */
  body: string | undefined;
}

/** Turns a typed call into a method, URL and body, with nothing sent yet. */
export function requestOf<R extends RouteId>(id: R, ...[input]: CallArgs<R>): ApiRequest {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return {
    id,
    method: paths[id].method,
    url: `${pathOf(id, params)}${queryString(query)}`,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The part of `fetch` the core needs, so a test transport or node's fetch fit alike. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal; redirect?: 'manual' | 'follow' },
) => Promise<Response>;

export interface TransportOptions {
  fetch: FetchLike;
  /** Prefix of every URL: '' for same-origin, or `http://127.0.0.1:3000`. */
  baseUrl: string | (() => string);
  /** Headers of every request (the bearer token), read at send time. */
  headers?: () => Record<string, string>;
}

export interface SendOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  redirect?: 'manual' | 'follow';
}

/**
 * A sender bound to one transport: `send('approvePayment', { params: { orderId } })` resolves
 * to the raw Response; each client decides how to read and parse it.
 */
export function createSender(transport: TransportOptions) {
  return function send<R extends RouteId>(id: R, ...[input]: CallArgs<R, SendOptions>): Promise<Response> {
    const { signal, headers: extra, redirect, ...fields } = (input ?? {}) as CallInput<R> & SendOptions;
    const request = requestOf(id, ...([fields] as CallArgs<R>));
    const headers: Record<string, string> = { Accept: 'application/json', ...transport.headers?.(), ...extra };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const base = typeof transport.baseUrl === 'function' ? transport.baseUrl() : transport.baseUrl;
    return transport.fetch(`${base}${request.url}`, { method: request.method, headers, body: request.body, signal, redirect });
  };
}
