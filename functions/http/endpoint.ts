/**
 * `endpoint(route, fn)` is every Lambda's handler: `route` is the route's own definition
 * (`addFavoriteRoute` from `shared/api/routes/<area>.ts`, whose id `defineRoute` carries), not the
 * merged table, so a Lambda builds only that route's schemas at cold start, and `fn`'s request
 * (`params`, `query`, `body`, `user`) is typed from it. The middleware order is fixed here once:
 * compression → request log keys (Powertools Logger) → metrics flush (Powertools Metrics, EMF) → 5xx count →
 * security headers → error mapper (a throttled or unavailable AWS call, already retried by the SDK, is a 503)
 * → header normalisation → (handler: auth with jose-verified session tokens, maintenance mode, zod parsing,
 * fn, response contract). Logger, metrics and jose are imported by the first request that needs them, not at
 * cold start. A handler file is one line of wiring around a domain call.
 * It lives beside the handlers, not in lib/, because it asks the domain (is the session still open,
 * is the store in maintenance, count a 5xx): lib/ stays below the domain.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from '../../shared/api/zod';
import type { RouteDef, RouteEntry } from '../../shared/api/routes';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../kernel/errors';
import { currentPrincipal } from '../domain/accounts/sessions';
import { serverErrorCounter } from '../domain/analytics/server-errors';
import { assertOpen } from '../domain/settings/maintenance';
import { authenticate, clientAddress, type Principal } from '../lib/auth';
import { compressResponse } from '../lib/content-encoding';
import { toWireError } from '../lib/errors';
import { logUser, requestLogging, withLogScope } from '../lib/log';
import { requestMetrics } from '../lib/metrics';
import { Reply } from '../lib/responses';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
/** The parsed type of a route's `params` / `query` / `body`, or undefined when it declares none. */
type Field<R, F extends string> = R extends { [K in F]: infer S } ? Parsed<S> : undefined;
type ResponseOf<R extends RouteDef> = R['response'] extends z.ZodMiniType ? z.input<R['response']> : unknown;

export interface Request<R extends RouteEntry> {
  params: Field<R, 'params'>;
  query: Field<R, 'query'>;
  body: Field<R, 'body'>;
  /** The caller; always set on `user` and `admin` routes, set on `public` routes when a valid token came along. */
  user: R['auth'] extends 'public' | 'guest' ? Principal | undefined : Principal;
  /** A `guest` route's token (`Authorization: Guest <token>`): whether it opens the order is the domain's question. */
  guestToken: R['auth'] extends 'guest' ? string : undefined;
  requestId: string;
  /**
   * The caller's address for rate limits: the viewer's behind CloudFront (see `clientAddress`).
   * Worked out on the first call only, since proving a CloudFront viewer address reads the origin
   * secret, and most routes never ask.
   */
  clientAddress: () => Promise<string>;
  headers: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
}

export type Handler<R extends RouteEntry> = (req: Request<R>) => Promise<ResponseOf<R> | Reply>;

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const JSON_TYPE = 'application/json; charset=utf-8';
/** How long before the function's timeout endpoint() stops waiting for the handler and answers 503. */
export const TIMEOUT_EARLY_MS = 250;

export function endpoint<R extends RouteEntry>(route: R, fn: Handler<R>): LambdaHandler {
  const { id } = route;

  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const guestToken = route.auth === 'guest' ? readGuestToken(event.headers.authorization) : undefined;
    const user = route.auth === 'guest' ? undefined : await resolveUser(route, event.headers.authorization);
    logUser(user?.userId);
    // Maintenance mode (system settings): admin routes and admins always pass; the API docs touch no store data.
    if (route.auth !== 'admin' && route.access.table !== 'none') await assertOpen(id, user?.role === 'admin');
    const req = {
      params: parse(route.params, event.pathParameters ?? {}, 'path'),
      query: parse(route.query, event.queryStringParameters ?? {}, 'query'),
      body: route.body ? parse(route.body, readJsonBody(event), 'body') : undefined,
      user,
      guestToken,
      requestId: event.requestContext.requestId,
      clientAddress: once(() => clientAddress(event)),
      headers: event.headers,
      event,
    } as Request<R>;
    const result = await fn(req);
    return toResponse(route, result);
  };

  // `after` and `onError` run in reverse order of `use`: compression comes first so it sees the final response.
  const compress = (request: { event: APIGatewayProxyEventV2; response: APIGatewayProxyStructuredResultV2 | undefined }) => {
    if (request.response) request.response = compressResponse(request.response, request.event.headers?.['accept-encoding']);
  };
  // Each invocation logs in a scope of its own: concurrent requests in one process (the local gateway) never share keys.
  return withLogScope(
    // Answers 503 (TIMEOUT) this long before the function's timeout, so the error mapper, the log
    // and the response still fit in the time Lambda gives: a timeout is never a bare 500.
    middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>({ timeoutEarlyInMillis: TIMEOUT_EARLY_MS })
      .use({ after: compress, onError: compress })
      // Their after/onError run after the error mapper's: they count the final status, and a 500 is logged with the request's keys.
      .use(requestLogging(id))
      .use(requestMetrics(id))
      .use(serverErrorCounter())
      // middy drops a directive set to false (its types only say string): how an HTML route lifts `sandbox`.
      .use(
        httpSecurityHeaders(
          route.contentSecurityPolicy ? { contentSecurityPolicy: route.contentSecurityPolicy as Record<string, string> } : {},
        ),
      )
      .use(standardHeaders)
      .use(httpHeaderNormalizer())
      .handler(core),
  );
}

/** The wire contract on every answer; errors become `{error, message, code}` here. */
const standardHeaders: MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
  after: (request) => {
    request.response = withStandardHeaders(request.response ?? undefined, request.event);
  },
  onError: (request) => {
    const wire = toWireError(request.error, request.event.requestContext?.requestId ?? 'unknown');
    request.response = withStandardHeaders(
      { statusCode: wire.statusCode, headers: wire.headers, body: JSON.stringify(wire.body) },
      request.event,
    );
  },
};

/**
 * The caller: a valid token whose session is still open (`currentPrincipal`: account present, not
 * suspended, same password version; its stored role wins).
 */
async function resolveUser(route: RouteDef, authorization: string | undefined): Promise<Principal | undefined> {
  if (route.auth === 'public') {
    // A public route serves everyone; a stale or ended session must not break browsing, so a token
    // only adds entitlements, and one that fails either check is ignored.
    if (!authorization) return undefined;
    return authenticate(authorization)
      .then(currentPrincipal)
      .catch(() => undefined);
  }
  const user = await currentPrincipal(await authenticate(authorization));
  if (route.auth === 'admin' && user.role !== 'admin') throw new ForbiddenError('Admin access required');
  if (route.auth === 'artist' && user.role !== 'artist') throw new ForbiddenError('Artist access required', 'ARTIST_ONLY');
  return user;
}

/** `Authorization: Guest <token>`; anything else (a session included) is 401 on a guest route. */
function readGuestToken(authorization: string | undefined): string {
  const match = /^Guest\s+([A-Za-z0-9_-]{20,100})$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new UnauthorizedError('Guest token required', 'GUEST_TOKEN_MISSING');
  return match[1];
}

const once = <T>(fn: () => Promise<T>): (() => Promise<T>) => {
  let result: Promise<T> | undefined;
  return () => (result ??= fn());
};

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError('Malformed JSON body', [{ path: 'body', message: 'Body is not valid JSON' }]);
  }
}

function parse(schema: z.ZodMiniType | undefined, input: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  // Every message is written for a person (a schema's own, or shared/api/issue-messages.ts).
  const message = result.error.issues[0]?.message ?? 'Invalid request';
  throw new ValidationError(message, details);
}

function toResponse(route: RouteDef, result: unknown): APIGatewayProxyStructuredResultV2 {
  const reply = result instanceof Reply ? result : new Reply(200, result);
  const headers = { ...reply.headers };
  if (headers['X-Raw-Body']) {
    delete headers['X-Raw-Body'];
    return { statusCode: reply.statusCode, headers, body: typeof reply.body === 'string' ? reply.body : '' };
  }
  if (reply.body === undefined) return { statusCode: reply.statusCode, headers };
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  const body = ok && route.response ? route.response.parse(reply.body) : reply.body;
  return { statusCode: reply.statusCode, headers: { 'Content-Type': JSON_TYPE, ...headers }, body: JSON.stringify(body) };
}

function withStandardHeaders(
  response: APIGatewayProxyStructuredResultV2 | undefined,
  event: APIGatewayProxyEventV2,
): APIGatewayProxyStructuredResultV2 {
  const base = response ?? { statusCode: 204 };
  const headers: Record<string, string | number | boolean> = {
    'Cache-Control': 'no-store',
    ...(base.body !== undefined ? { 'Content-Type': JSON_TYPE } : {}),
    ...(base.headers ?? {}),
    'X-Request-Id': event.requestContext?.requestId ?? 'unknown',
  };
  // http-security-headers adds a CSP and frame rules to HTML only; a JSON answer opened directly
  // (the execute-api endpoint, the local stack) must not be framable or run anything either.
  if (!String(headers['Content-Type'] ?? '').startsWith('text/html')) {
    headers['Content-Security-Policy'] ??= "default-src 'none'; frame-ancestors 'none'";
    headers['X-Frame-Options'] ??= 'DENY';
  }
  return { ...base, headers };
}
