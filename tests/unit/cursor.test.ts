import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { decodeCursor, encodeCursor } = await import('../../functions/data/cursor');
const { ValidationError } = await import('../../functions/kernel/errors');

describe('pagination cursors', () => {
  it('round-trips a DynamoDB key', () => {
    const key = { PK: 'USER#01', SK: 'PROFILE', GSI1PK: 'USERS', GSI1SK: '2026#01' };
    expect(decodeCursor(encodeCursor(key), ['PK', 'SK', 'GSI1PK', 'GSI1SK'])).toEqual(key);
  });

  it('rejects a cursor naming keys the query does not use', () => {
    expect(() => decodeCursor(encodeCursor({ PK: 'X', passwordHash: 'y' }), ['PK', 'SK'])).toThrow(ValidationError);
  });

  it('turns any hostile string into a 400, never another error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (junk) => {
        try {
          decodeCursor(junk, ['PK', 'SK']);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
        }
      }),
    );
  });
});
