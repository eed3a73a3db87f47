/**
 * The error mapper (functions/lib/errors.ts) on what a burst of sales leaves behind: a transaction
 * that kept conflicting through every retry is the store being busy (503 with Retry-After, so a provider or a client sends it again), never a 500.
 */
import { describe, expect, it } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const { toWireError } = await import('../../functions/lib/errors');
const { TransactionCancelled } = await import('../../functions/data/transaction');

describe('busy, not broken', () => {
  it('answers 503 with Retry-After for a transaction still conflicting after its retries', () => {
    const wire = toWireError(new TransactionCancelled({ order: 'None', orderStats: 'TransactionConflict' }), 'req-1');
    expect(wire.statusCode).toBe(503);
    expect(wire.headers['Retry-After']).toBe('1');
    expect(wire.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('still answers 500 for a cancellation no retry can clear (an unclaimed failed condition)', () => {
    expect(toWireError(new TransactionCancelled({ order: 'ConditionalCheckFailed' }), 'req-3').statusCode).toBe(500);
    expect(toWireError(new Error('bug'), 'req-4').statusCode).toBe(500);
  });
});
