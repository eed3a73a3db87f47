/**
 * The functions' one logger (Powertools Logger): one JSON line per entry, level from `LOG_LEVEL`
 * (default INFO). `endpoint()` appends the request id, route id and user id for the length of a
 * request (`requestLogging`), so every line written while serving it can be found by the
 * `requestId` a client sees in a 500 body or the `X-Request-Id` header.
 *
 * Never email, password, tokens or payment details: every value passes through `redact` on its
 * way to JSON, including the messages, stacks and own properties of logged errors.
 *
 * The Powertools Logger is built at the first line written, not at import: building it opens the
 * process's stdout and stderr streams, which cost a cold Lambda about 7 % of a bare DynamoDB
 * client's import (`npm run bench -- --only bundles`), and most requests write no line at all.
 * Keys and context set before then are held here and handed over when it is built.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
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

let built: Logger | undefined;
let pending: { keys: LogAttributes; context?: Context } = { keys: {} };

function instance(): Logger {
  if (!built) {
    built = new Logger({
      serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace',
      jsonReplacerFn: redact,
    });
    if (pending.context) built.addContext(pending.context);
    built.appendKeys(pending.keys);
  }
  return built;
}

/** The functions' logger: Powertools' methods, built on first use (see above). */
export const logger = {
  debug: (input: LogItemMessage, ...extra: LogItemExtraInput): void => instance().debug(input, ...extra),
  info: (input: LogItemMessage, ...extra: LogItemExtraInput): void => instance().info(input, ...extra),
  warn: (input: LogItemMessage, ...extra: LogItemExtraInput): void => instance().warn(input, ...extra),
  error: (input: LogItemMessage, ...extra: LogItemExtraInput): void => instance().error(input, ...extra),
  /** Keys on every later line until `resetKeys`. */
  appendKeys(keys: LogAttributes): void {
    if (built) built.appendKeys(keys);
    else Object.assign(pending.keys, keys);
  },
  resetKeys(): void {
    if (built) built.resetKeys();
    pending = { keys: {} };
  },
  /** The Lambda context's fields (function name, request id, cold start) on every later line. */
  addContext(context: Context): void {
    if (built) built.addContext(context);
    else pending.context = context;
  },
};

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
