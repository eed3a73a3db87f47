/**
 * Pagination cursors are DynamoDB's LastEvaluatedKey, base64url-encoded. A cursor comes back
 * from the browser, so decoding checks its shape and the key names it may carry.
 */
import * as z from 'zod';
import { ValidationError } from '../domain/errors';

const KeyValues = z.record(z.string().max(64), z.union([z.string().max(1024), z.number()]));

export const encodeCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

export function decodeCursor(cursor: string | undefined, allowedKeys: readonly string[]): Record<string, string | number> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parsed = KeyValues.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    const names = Object.keys(parsed);
    if (names.length === 0 || names.some((n) => !allowedKeys.includes(n))) throw new Error('unexpected key');
    return parsed;
  } catch {
    throw new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  }
}

/** Cursors that are not DynamoDB keys (e.g. a keyset position in the search index). */
export const encodeJsonCursor = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeJsonCursor<T>(cursor: string | undefined, isValid: (v: unknown) => v is T): T | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (!isValid(value)) throw new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  return value;
}
