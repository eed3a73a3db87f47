/**
 * The functions' one logger: one JSON line per entry, level from `LOG_LEVEL` (default INFO).
 * `endpoint()` appends the request id, route id and user id for the length of a request
 * (`requestLogging`), so every line written while serving it can be found by the `requestId` a
 * client sees in a 500 body or the `X-Request-Id` header.
 *
 * Never email, password, tokens or payment details: every value passes through `redact` on its
 * way to JSON, including the messages, stacks and own properties of logged errors.
 *
 * The lines have the fields and levels of Powertools for AWS Lambda's Logger (`level`, `message`,
 * `timestamp`, `service`, the Lambda context's `function_*` and `cold_start`, `xray_trace_id`,
 * errors as `{name, location, message, stack}`), so its CloudWatch queries work on them. It is not
 * Powertools itself: its Logger (with its commons and a `node:console` facade) was about a fifth of
 * what every handler imports beyond a bare DynamoDB client, for what is these few lines here
 * (issue 9 allows "Powertools Logger, or an equivalent"; `npm run bench -- --only bundles`).
 */
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

/** Powertools' level numbers; a line is written when its level is at least the configured one. */
const LEVELS = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type Level = keyof typeof LEVELS;
type LogAttributes = Record<string, unknown>;

const SERVICE = process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace';
const configuredLevel = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
const threshold: number = LEVELS[configuredLevel as Level] ?? LEVELS.INFO;

let keys: LogAttributes = {};
let contextKeys: LogAttributes = {};
let coldStart = true;

/** An error as Powertools prints one: where it was thrown, then its own properties (redacted like any value). */
function formatError(error: Error): LogAttributes {
  const location = /\(([^)]+:\d+:\d+)\)|at (\S+:\d+:\d+)/.exec(error.stack ?? '');
  return {
    ...Object.fromEntries(Object.entries(error)),
    name: error.name,
    location: location ? (location[1] ?? location[2]) : '',
    message: error.message,
    stack: error.stack,
    ...(error.cause instanceof Error ? { cause: formatError(error.cause) } : error.cause !== undefined ? { cause: error.cause } : {}),
  };
}

const replacer = (key: string, value: unknown): unknown => redact(key, value instanceof Error ? formatError(value) : value);

function write(level: Exclude<Level, 'TRACE' | 'CRITICAL' | 'SILENT'>, message: string, extra: LogAttributes[]): void {
  if (LEVELS[level] < threshold) return;
  const traceId = /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1];
  const line: LogAttributes = {
    level,
    message,
    timestamp: new Date().toISOString(),
    service: SERVICE,
    ...contextKeys,
    ...(traceId ? { xray_trace_id: traceId } : {}),
    ...keys,
  };
  for (const more of extra) Object.assign(line, more);
  const text = `${JSON.stringify(line, replacer)}\n`;
  (LEVELS[level] >= LEVELS.WARN ? process.stderr : process.stdout).write(text);
}

/** The functions' logger: a message, then objects whose keys go on the line (an `Error` value is expanded). */
export const logger = {
  debug: (message: string, ...extra: LogAttributes[]): void => write('DEBUG', message, extra),
  info: (message: string, ...extra: LogAttributes[]): void => write('INFO', message, extra),
  warn: (message: string, ...extra: LogAttributes[]): void => write('WARN', message, extra),
  error: (message: string, ...extra: LogAttributes[]): void => write('ERROR', message, extra),
  /** Keys on every later line until `resetKeys`. */
  appendKeys(more: LogAttributes): void {
    keys = { ...keys, ...more };
  },
  resetKeys(): void {
    keys = {};
  },
  /** The Lambda context's fields (function name, request id, cold start) on every later line. */
  addContext(context: Context): void {
    contextKeys = {
      cold_start: coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: Number(context.memoryLimitInMB) || undefined,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    coldStart = false;
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
