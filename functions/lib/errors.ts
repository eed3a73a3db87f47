/**
 * The one error mapper: every failure leaves as `{ error, message, code }` (+ `details` on 400).
 * The rule from middy: expose the message when status < 500; otherwise a generic 500 that
 * carries only the request id, and the real error goes to the log.
 */
import { DomainError } from '../kernel/errors';
import { logger } from './log';

export interface WireError {
  statusCode: number;
  headers: Record<string, string>;
  body: { error: string; message: string; code: string; details?: unknown; requestId?: string };
}

export function toWireError(error: unknown, requestId: string): WireError {
  if (error instanceof DomainError && error.expose) {
    return {
      statusCode: error.statusCode,
      headers: error.headers ?? {},
      body: {
        error: error.message,
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    };
  }
  if (isRouteTimeout(error)) {
    // endpoint()'s early timeout, just before Lambda's own would cut the answer off: a clear 503, not a 500.
    logger.error('route timed out', { requestId, error });
    return {
      statusCode: 503,
      headers: { 'Retry-After': '5' },
      body: { error: ROUTE_TIMEOUT_MESSAGE, message: ROUTE_TIMEOUT_MESSAGE, code: 'TIMEOUT', requestId },
    };
  }
  if (isTransient(error)) {
    // Already retried with backoff by the SDK (or our transaction loop): tell the client to come back.
    logger.error('dependency busy or unavailable', { requestId, error });
    const message = 'The service is busy, please try again in a moment';
    return { statusCode: 503, headers: { 'Retry-After': '1' }, body: { error: message, message, code: 'SERVICE_UNAVAILABLE', requestId } };
  }
  logger.error('unhandled error', { requestId, error });
  const message = 'Internal Server Error';
  return { statusCode: 500, headers: {}, body: { error: message, message, code: 'INTERNAL', requestId } };
}

/**
 * AWS error names that mean "busy or briefly unavailable, the same call can succeed later": the
 * SDK's own throttling codes (DynamoDB, KMS, Secrets Manager, SES v2's TooManyRequestsException,
 * S3's SlowDown) and the transaction conflict. The SDK has already retried them with backoff.
 */
const TRANSIENT_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestThrottledException',
  'TooManyRequestsException',
  'TransactionConflictException',
  'InternalServerError',
  'ServiceUnavailable',
  'SlowDown',
]);
/** Cancellation reasons of a transaction that say the same: retry later. */
const TRANSIENT_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

/** A throttled or unavailable AWS dependency, a transaction that kept conflicting or a batch that stayed unprocessed: a 503, not a bug's 500. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // A batch DynamoDB kept leaving unprocessed (it is busy) through every retry of functions/data/batch.ts.
  if (error.name === 'BatchIncomplete') return true;
  const reasons = (error as Error & { reasons?: unknown }).reasons;
  if (error.name === 'TransactionCancelled' && reasons && typeof reasons === 'object') {
    return Object.values(reasons).some((reason) => TRANSIENT_REASONS.has(String(reason)));
  }
  const sdk = error as Error & { $metadata?: { httpStatusCode?: number }; $fault?: string };
  if (sdk.$metadata === undefined) return false;
  return TRANSIENT_NAMES.has(error.name) || sdk.$metadata.httpStatusCode === 429 || sdk.$fault === 'server';
}

export const ROUTE_TIMEOUT_MESSAGE = 'The request took too long. Please try again in a moment.';

/** middy's early timeout (`timeoutEarlyInMillis`): its `TimeoutError`, marked as middy's own. */
function isRouteTimeout(error: unknown): boolean {
  return (
    error instanceof Error && error.name === 'TimeoutError' && (error.cause as { package?: unknown } | undefined)?.package === '@middy/core'
  );
}
