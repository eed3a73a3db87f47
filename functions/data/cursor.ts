/**
 * Pagination cursors are DynamoDB's LastEvaluatedKey, base64url-encoded. A cursor comes back
 * from the browser, so decoding checks its shape and the key names it may carry.
 */
import * as z from '../../shared/api/zod';
import { ValidationError } from '../kernel/errors';

/** Every key attribute of the table is a string (table-definition.ts). */
const KeyValues = /* @__PURE__ */ z.lazySchema(() =>
  z.record(z.string().check(z.maxLength(64)), z.string().check(z.minLength(1), z.maxLength(1024))),
);

const invalidCursor = () => new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

export const encodeCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

/**
 * A start key must be the table key (`PK`, `SK`) plus at most one whole index key pair
 * (`GSIxPK`, `GSIxSK`), every name among `allowedKeys`: DynamoDB answers anything else with a
 * ValidationException, which would surface as a 500.
 */
export function decodeCursor(cursor: string | undefined, allowedKeys: readonly string[]): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  let parsed: Record<string, string>;
  try {
    parsed = KeyValues.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  const names = Object.keys(parsed);
  if (names.some((n) => !allowedKeys.includes(n)) || !('PK' in parsed) || !('SK' in parsed)) throw invalidCursor();
  const indexes = new Set(names.filter((n) => n !== 'PK' && n !== 'SK').map((n) => n.replace(/(PK|SK)$/, '')));
  if (indexes.size > 1) throw invalidCursor();
  for (const index of indexes) if (!(`${index}PK` in parsed) || !(`${index}SK` in parsed)) throw invalidCursor();
  return parsed;
}

/**
 * Runs a Query that continues from a client's cursor. A well-formed key can still lie outside
 * the query (another partition, another index): DynamoDB's ValidationException then means a
 * bad cursor, a 400, not a server fault.
 */
export async function fromCursor<T>(startKey: Record<string, unknown> | undefined, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (startKey && error instanceof Error && error.name === 'ValidationException') throw invalidCursor();
    throw error;
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
  if (!isValid(value)) throw invalidCursor();
  return value;
}
