/**
 * The retry helper (functions/lib/retry.ts) and the loops built on it: each named policy bounds
 * how many tries one call makes, and a loop that retries on its own sends its transactions with
 * `retryPolicies.none`, so attempts never multiply (a subscription download could once send 39).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeSubscription,
  downloadLicense,
  fakeTransactions,
  pendingSongOrder,
  put,
  songApprovedRecord,
  songLicense,
} from '../helpers/fake-transactions';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const { backoffMs, retryPolicies, withRetry } = await import('../../functions/lib/retry');
const { ddb } = await import('../../functions/data/client');
const { namedTransaction, TransactionCancelled } = await import('../../functions/data/transaction');
const { completeSongOrder } = await import('../../functions/data/orders-approval-repo');
const { recordSubscriptionDownload } = await import('../../functions/data/subscriptions-downloads-repo');

class Transient extends Error {}

beforeEach(() => vi.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => vi.restoreAllMocks());

describe('withRetry', () => {
  it.each(Object.entries(retryPolicies))(
    '%s: an error that never clears is tried exactly `attempts` times, then thrown as it was',
    async (_, policy) => {
      let calls = 0;
      const last = await withRetry(
        policy,
        async () => {
          calls++;
          throw new Transient(`try ${calls}`);
        },
        (error) => error instanceof Transient,
      ).catch((error: unknown) => error);
      expect(calls).toBe(policy.attempts);
      expect(last).toEqual(new Transient(`try ${policy.attempts}`));
    },
  );

  it('stops at the first success and hands back its value and attempt number', async () => {
    const seen: number[] = [];
    const value = await withRetry(
      retryPolicies.readModifyWrite,
      async (n) => {
        seen.push(n);
        if (n < 3) throw new Transient();
        return 'saved';
      },
      (error) => error instanceof Transient,
    );
    expect(value).toBe('saved');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('never retries an error the caller does not call retryable', async () => {
    let calls = 0;
    const boom = new Error('bug');
    await expect(
      withRetry(
        retryPolicies.hotItem,
        async () => {
          calls++;
          throw boom;
        },
        (error) => error instanceof Transient,
      ),
    ).rejects.toBe(boom);
    expect(calls).toBe(1);
  });

  it.each(Object.entries(retryPolicies))('%s: the worst total wait stays under the 10 s function timeout of a route', (_, policy) => {
    const worst = Array.from({ length: policy.attempts - 1 }, (_, retry) => backoffMs(policy, retry, () => 0.999_999));
    expect(worst.every((ms) => ms <= policy.capMs)).toBe(true);
    expect(worst.reduce((a, b) => a + b, 0)).toBeLessThan(8_000);
  });
});

/** Every transaction sent is cancelled by a TransactionConflict on its first entry; reads find nothing. */
const conflictForever = () => fakeTransactions(ddb, (items) => items.map((_, i) => (i === 0 ? 'TransactionConflict' : 'None')));

describe('bounded transactions', () => {
  it('namedTransaction sends a conflicting transaction transactionConflict.attempts times, once with the none policy', async () => {
    const sent = conflictForever();
    await expect(namedTransaction([{ name: 'a', op: put('a') }])).rejects.toBeInstanceOf(TransactionCancelled);
    expect(sent).toHaveLength(retryPolicies.transactionConflict.attempts);
    sent.length = 0;
    await expect(namedTransaction([{ name: 'a', op: put('a') }], {}, retryPolicies.none)).rejects.toBeInstanceOf(TransactionCancelled);
    expect(sent).toHaveLength(1);
  });

  it('a sale under a conflict that never clears sends hotItem.attempts transactions', async () => {
    const sent = conflictForever();
    const order = pendingSongOrder;
    const license = songLicense;
    const afterCommit = songApprovedRecord;
    await expect(
      completeSongOrder({ order, songId: 's1', adminId: 'admin', at: license.issuedAt, license, afterCommit }),
    ).rejects.toBeInstanceOf(TransactionCancelled);
    expect(sent).toHaveLength(retryPolicies.hotItem.attempts);
  });

  it('one subscription download transaction is one try: the conflict goes to the single loop of the download', async () => {
    const sent = conflictForever();
    const sub = activeSubscription(0);
    const at = downloadLicense.issuedAt;
    const license = downloadLicense;
    await expect(recordSubscriptionDownload({ sub, periodKey: '2026-11', newPeriod: false, at, license })).rejects.toBeInstanceOf(
      TransactionCancelled,
    );
    expect(sent).toHaveLength(1);
  });
});
