/** `/api/*` requests: route, read the body, build the event, invoke under the timeouts, answer. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAULT_HEADER, faultFunctionTimeoutMs, runWithRequestFault } from '../../../functions/lib/faults';
import { DEFAULT_ROUTE_TIMEOUT_SECONDS } from '../../../shared/api/routes';
import { buildEvent, createLambdaContext } from './event';
import { handlerCache } from './handlers';
import { invokeWithTimeouts } from './invoke';
import { MAX_BODY_BYTES, PayloadTooLarge, readBody, rejectTooLarge } from './request-body';
import { INTERNAL, NOT_FOUND, sendJson, TIMED_OUT, UNAVAILABLE, writeLambdaResult } from './responses';
import { compileRoutes, matchRoute } from './routing';
import type { GatewayOptions } from './types';

export const INTEGRATION_TIMEOUT_MS = 30_000;

type ApiOptions = Pick<
  GatewayOptions,
  'routes' | 'loadHandler' | 'maxBodyBytes' | 'timeoutMs' | 'defaultTimeoutSeconds' | 'functionTimeoutScale'
> & {
  logError: (line: string) => void;
};

/** Resolves with the status answered. */
export function createApiHandler(opts: ApiOptions) {
  const compiled = compileRoutes(opts.routes);
  const maxBody = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const integrationTimeoutMs = opts.timeoutMs ?? INTEGRATION_TIMEOUT_MS;
  const defaultTimeoutSeconds = opts.defaultTimeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS;
  const timeoutScale = opts.functionTimeoutScale ?? 1;
  const getHandler = handlerCache(opts.loadHandler);
  const { logError } = opts;

  return async function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const match = matchRoute(compiled, method, pathname);
    if (!match) {
      req.resume();
      sendJson(res, 404, NOT_FOUND);
      return 404;
    }
    let body: Buffer | null;
    try {
      body = await readBody(req, maxBody);
    } catch (err) {
      if (err instanceof PayloadTooLarge) {
        rejectTooLarge(req, res, maxBody);
        return 413;
      }
      throw err;
    }
    const requestId = randomBytes(10).toString('base64');
    const requestIdHeader = { 'apigw-requestid': requestId };
    const event = buildEvent({
      route: match.route,
      pathParameters: match.pathParameters,
      method,
      url: req.url ?? '/',
      rawHeaders: req.rawHeaders,
      body,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      localPort: req.socket.localPort,
      requestId,
    });
    // A `timeout` fault may name a shorter timeout (`;seconds=n`), so its test need not wait out the route's.
    const functionTimeoutMs =
      faultFunctionTimeoutMs(event.headers[FAULT_HEADER]) ?? (match.route.timeoutSeconds ?? defaultTimeoutSeconds) * 1000 * timeoutScale;
    const context = createLambdaContext(match.route.id, functionTimeoutMs);
    const where = `${match.route.id} (${method} ${pathname})`;
    let outcome;
    try {
      const handler = await getHandler(match.route);
      // Tests' per-request faults (functions/lib/faults.ts): read from the header only under LOCAL_FAULTS=1.
      outcome = await runWithRequestFault(
        () => event.headers[FAULT_HEADER],
        Date.now() + functionTimeoutMs,
        () => invokeWithTimeouts(handler, event, context, { functionTimeoutMs, integrationTimeoutMs }),
      );
    } catch (err) {
      logError(`[gateway] ${where} threw:\n${(err as Error)?.stack ?? String(err)}`);
      sendJson(res, 500, INTERNAL, requestIdHeader);
      return 500;
    }
    if (outcome.kind === 'functionTimeout') {
      logError(`[gateway] ${where}: Task timed out after ${(functionTimeoutMs / 1000).toFixed(2)} seconds`);
      sendJson(res, 503, TIMED_OUT, requestIdHeader);
      return 503;
    }
    if (outcome.kind === 'integrationTimeout') {
      logError(`[gateway] ${where}: no answer within the ${integrationTimeoutMs} ms integration timeout`);
      sendJson(res, 503, UNAVAILABLE, requestIdHeader);
      return 503;
    }
    try {
      writeLambdaResult(res, outcome.result, requestIdHeader);
      return res.statusCode;
    } catch (err) {
      logError(`[gateway] ${where} returned a malformed response: ${(err as Error).message}`);
      sendJson(res, 500, INTERNAL, requestIdHeader);
      return 500;
    }
  };
}
