/**
 * The functions' one logger: Powertools for AWS Lambda's Logger, one JSON line per entry, level
 * from `POWERTOOLS_LOG_LEVEL` or `LOG_LEVEL` (default INFO). `endpoint()` appends the request id,
 * route id and user id for the length of a request (`requestLogging`), so every line written while
 * serving it can be found by the `requestId` a client sees in a 500 body or the `X-Request-Id` header.
 *
 * Never email, password, tokens or payment details: every value passes through `redact` on its
 * way to JSON, including the messages, stacks and own properties of logged errors.
 *
 * Most requests write no line, so Powertools is imported when the first line is written; lines
 * written until it has loaded wait in order, and `requestLogging` waits for them before the
 * invocation ends (`flushLogs`).
 *
 * Each invocation's keys and Lambda context live in its own async scope (`withLogScope`), not in
 * the module: Lambda runs one invocation per container at a time, but the local gateway runs
 * every route in one process, and concurrent requests there must not stamp each other's lines
 * (another function's `function_name`, another request's `requestId`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes } from '@aws-lambda-powertools/logger/types';
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

/** Read at import, as configuration is: the logger itself is built later. */
const LOG_LEVEL = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
const SERVICE = process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Line = [Level, string, LogAttributes[]];

let built: Logger | undefined;
let loading: Promise<void> | undefined;
let waiting: Line[] = [];
let keys: LogAttributes = {};
let context: Context | undefined;

/** One invocation's keys and Lambda context. */
interface LogScope {
  keys: LogAttributes;
  context?: Context;
  coldStart?: boolean;
}
const scopes = new AsyncLocalStorage<LogScope>();
/** Functions that have had an invocation in this process: a function's first is its cold start. */
const warmFunctions = new Set<string>();

/** Runs a handler in a log scope of its own (endpoint() wraps every handler in one). */
export const withLogScope =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    scopes.run({ keys: {} }, () => fn(...args));

/** The Lambda context's fields as Powertools' `addContext` writes them, so Logs Insights queries keep working. */
function contextFields(scope: LogScope): LogAttributes {
  const c = scope.context;
  if (!c) return {};
  return {
    cold_start: scope.coldStart ?? false,
    function_arn: c.invokedFunctionArn,
    function_memory_size: c.memoryLimitInMB ? Number(c.memoryLimitInMB) : undefined,
    function_name: c.functionName,
    function_request_id: c.awsRequestId,
  };
}

function load(): Promise<void> {
  loading ??= import('@aws-lambda-powertools/logger')
    .then(({ Logger }) => {
      built = new Logger({ serviceName: SERVICE, logLevel: LOG_LEVEL as never, jsonReplacerFn: redact });
      if (context) built.addContext(context);
      built.appendKeys(keys);
      const lines = waiting;
      waiting = [];
      for (const [level, message, extra] of lines) built[level](message, ...extra);
    })
    .catch((error: unknown) => {
      loading = undefined;
      process.stderr.write(`logger unavailable: ${String(error)}\n`);
    });
  return loading;
}

function write(level: Level, message: string, extra: LogAttributes[]): void {
  const scope = scopes.getStore();
  // A scoped line carries its own invocation's fields, taken now (the logger may still be loading).
  const attributes = scope ? [{ ...contextFields(scope), ...scope.keys }, ...extra] : extra;
  if (built) return built[level](message, ...attributes);
  waiting.push([level, message, attributes]);
  void load();
}

/** Resolves once every line written so far is out (immediately when none is waiting). */
export const flushLogs = (): Promise<void> => (waiting.length ? load() : Promise.resolve());

/** The functions' logger: a message, then objects whose keys go on the line (an `Error` value is expanded). */
export const logger = {
  debug: (message: string, ...extra: LogAttributes[]): void => write('debug', message, extra),
  info: (message: string, ...extra: LogAttributes[]): void => write('info', message, extra),
  warn: (message: string, ...extra: LogAttributes[]): void => write('warn', message, extra),
  error: (message: string, ...extra: LogAttributes[]): void => write('error', message, extra),
  /** Keys on every later line until `resetKeys` (of this invocation, inside a log scope). */
  appendKeys(more: LogAttributes): void {
    const scope = scopes.getStore();
    if (scope) {
      scope.keys = { ...scope.keys, ...more };
      return;
    }
    keys = { ...keys, ...more };
    built?.appendKeys(more);
  },
  resetKeys(): void {
    const scope = scopes.getStore();
    if (scope) {
      scope.keys = {};
      return;
    }
    keys = {};
    built?.resetKeys();
  },
  /** The Lambda context's fields (function name, request id, cold start) on every later line. */
  addContext(lambdaContext: Context): void {
    const scope = scopes.getStore();
    if (scope) {
      scope.context = lambdaContext;
      scope.coldStart = !warmFunctions.has(lambdaContext.functionName);
      warmFunctions.add(lambdaContext.functionName);
      return;
    }
    context = lambdaContext;
    built?.addContext(lambdaContext);
  },
};

/** endpoint() middleware: request keys on every line of one invocation, none carried into the next. */
export function requestLogging(routeId: string): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  // Lines still waiting for the logger go out with this request's keys, before the invocation ends.
  const clear = async () => {
    await flushLogs();
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
