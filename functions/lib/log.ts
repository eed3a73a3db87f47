/**
 * The functions' one logger (Powertools Logger): one JSON line per entry, level from `LOG_LEVEL`
 * (default INFO). `endpoint()` appends the request id, route id and user id for the length of a
 * request (`requestLogging`), so every line written while serving it can be found by the
 * `requestId` a client sees in a 500 body or the `X-Request-Id` header.
 *
 * Never email, password, tokens or payment details: every value passes through `redact` on its
 * way to JSON, including the messages, stacks and own properties of logged errors.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export const REDACTED = '[redacted]';

/** Keys whose value is never printed, at any depth (`password`, `resetToken`, `buyerEmail`, `transactionId`, …). */
const SENSITIVE_KEY =
  /passw(or)?d|secret|token|authori[sz]ation|cookie|e-?mail|transaction.?id|trx.?id|sender|wallet|card|cv[cv]|phone|api.?key|credential|jwt/i;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

/** JSON replacer: drops sensitive keys and masks emails, JWTs and bearer credentials inside any string. */
export function redact(key: string, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (key !== '' && SENSITIVE_KEY.test(key)) return REDACTED;
  if (typeof value === 'string') {
    return value.replace(AUTH_SCHEME, `$1 ${REDACTED}`).replace(JWT, '[jwt]').replace(EMAIL, '[email]');
  }
  return value;
}

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace',
  jsonReplacerFn: redact,
});

/** endpoint() middleware: request keys on every line of one invocation, none carried into the next. */
export function requestLogging(routeId: string): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const clear = () => {
    logger.resetKeys();
  };
  return {
    before: (request) => {
      logger.resetKeys();
      // Tests and scripts may call a handler without a Lambda context.
      const context = request.context as Context | undefined;
      if (context) logger.addContext(context);
      logger.appendKeys({ requestId: request.event.requestContext?.requestId ?? 'unknown', routeId });
    },
    after: clear,
    onError: clear,
  };
}

/** Adds the caller to the current request's log lines: the id only, never the name or email. */
export function logUser(userId: string | undefined): void {
  if (userId) logger.appendKeys({ userId });
}
