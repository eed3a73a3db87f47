/**
 * The one error mapper: every failure leaves as `{ error, message, code }` (+ `details` on 400).
 * The rule from middy: expose the message when status < 500; otherwise a generic 500 that
 * carries only the request id, and the real error goes to the log.
 */
import { DomainError } from '../domain/errors';
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
  logger.error('unhandled error', { requestId, error });
  const message = 'Internal Server Error';
  return { statusCode: 500, headers: {}, body: { error: message, message, code: 'INTERNAL', requestId } };
}
