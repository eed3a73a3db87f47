/**
 * The batch helper (functions/data/batch.ts) against a fake DynamoDB that leaves keys or writes
 * unprocessed for a chosen number of calls: what clears within the policy is all read or written,
 * what never clears throws `BatchIncomplete` after exactly the policy's tries, never silently.
 */
import type { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const { ddb, tableName } = await import('../../functions/data/client');
const { batchDelete, batchGet, batchPut, BatchIncomplete } = await import('../../functions/data/batch');
const { backoffMs, retryPolicies } = await import('../../functions/lib/retry');

type Key = { PK: string; SK: string };
const key = (i: number): Key => ({ PK: `ITEM#${i}`, SK: 'ITEM' });
const keysUpTo = (n: number) => Array.from({ length: n }, (_, i) => key(i));

/**
 * A table holding `stored` that, on each of its first `busyCalls` calls, takes only the first
 * half of the request (at least one key short) and hands the rest back unprocessed. Infinity: never clears.
 */
function fakeTable(stored: Key[], busyCalls: number) {
  const have = new Set(stored.map((k) => k.PK));
  const written: string[] = [];
  const deleted: string[] = [];
  const sizes: number[] = [];
  const requests: unknown[] = [];
  let calls = 0;
  vi.spyOn(ddb, 'send').mockImplementation((async (command: BatchGetCommand | BatchWriteCommand) => {
    calls++;
    const busy = calls <= busyCalls;
    const request = command.input.RequestItems![tableName]!;
    requests.push(request);
    if ('Keys' in request) {
      const asked = request.Keys as Key[];
      sizes.push(asked.length);
      const taken = busy ? asked.slice(0, Math.floor(asked.length / 2)) : asked;
      const left = asked.slice(taken.length);
      return {
        Responses: { [tableName]: taken.filter((k) => have.has(k.PK)).map((k) => ({ ...k, n: Number(k.PK.slice(5)) })) },
        UnprocessedKeys: left.length ? { [tableName]: { ...request, Keys: left } } : {},
      };
    }
    const writes = request as { PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }[];
    sizes.push(writes.length);
    const taken = busy ? writes.slice(0, Math.floor(writes.length / 2)) : writes;
    for (const w of taken) {
      if (w.PutRequest) written.push(w.PutRequest.Item.PK);
      if (w.DeleteRequest) deleted.push(w.DeleteRequest.Key.PK);
    }
    const left = writes.slice(taken.length);
    return { UnprocessedItems: left.length ? { [tableName]: left } : {} };
  }) as never);
  return { written, deleted, sizes, requests, calls: () => calls };
}

beforeEach(() => {
  // Full jitter drawn at 0: the tests do not wait out real backoff (its bounds are tested below).
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('batchGet', () => {
  it('reads every key when the unprocessed keys clear after a few tries, in calls of at most 100', async () => {
    const table = fakeTable(keysUpTo(250), 3);
    const found = await batchGet(keysUpTo(250));
    expect(found.map((i) => i.PK).sort()).toEqual(
      keysUpTo(250)
        .map((k) => k.PK)
        .sort(),
    );
    expect(Math.max(...table.sizes)).toBe(100);
  });

  it('asks a repeated key once and leaves absent keys out', async () => {
    const table = fakeTable(keysUpTo(3), 0);
    const found = await batchGet([key(0), key(0), key(1), key(7)]);
    expect(found.map((i) => i.PK).sort()).toEqual(['ITEM#0', 'ITEM#1']);
    expect(table.sizes).toEqual([3]);
  });

  it('throws BatchIncomplete after the policy’s last try when keys never clear, instead of returning what it has', async () => {
    const table = fakeTable(keysUpTo(10), Infinity);
    const error = await batchGet(keysUpTo(10)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BatchIncomplete);
    expect(error).toMatchObject({ operation: 'BatchGetItem', attempts: retryPolicies.batchUnprocessed.attempts });
    expect((error as InstanceType<typeof BatchIncomplete>).remaining).toBeGreaterThan(0);
    expect(table.calls()).toBe(retryPolicies.batchUnprocessed.attempts);
  });

  it('passes consistency and projection on every call, retries included', async () => {
    const table = fakeTable(keysUpTo(4), 1);
    await batchGet(keysUpTo(4), { consistent: true, projection: 'n' });
    expect(table.requests).toHaveLength(2);
    for (const request of table.requests) expect(request).toMatchObject({ ConsistentRead: true, ProjectionExpression: 'n' });
  });
});

describe('batchWrite', () => {
  it('writes every item when the unprocessed items clear after a few tries, in calls of at most 25', async () => {
    const table = fakeTable([], 4);
    await batchPut(keysUpTo(60));
    expect(table.written.sort()).toEqual(
      keysUpTo(60)
        .map((k) => k.PK)
        .sort(),
    );
    expect(Math.max(...table.sizes)).toBe(25);
  });

  it('throws BatchIncomplete when items never clear, after exactly the policy’s tries', async () => {
    const table = fakeTable(keysUpTo(20), Infinity);
    const error = await batchDelete(keysUpTo(20)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BatchIncomplete);
    expect(error).toMatchObject({ operation: 'BatchWriteItem', attempts: retryPolicies.batchUnprocessed.attempts });
    expect(table.calls()).toBe(retryPolicies.batchUnprocessed.attempts);
    expect(table.deleted.length).toBeLessThan(20);
  });

  it('with several calls in flight, a failing one stops the others taking new work', async () => {
    const table = fakeTable([], Infinity);
    await expect(batchPut(keysUpTo(25 * 10), { concurrency: 2 })).rejects.toBeInstanceOf(BatchIncomplete);
    // Two chunks were in flight when the first gave up; no third chunk was started.
    expect(table.calls()).toBeLessThanOrEqual(2 * retryPolicies.batchUnprocessed.attempts);
  });
});

describe('batch backoff', () => {
  it('is capped: no wait exceeds the policy’s cap however many retries came before', () => {
    const policy = retryPolicies.batchUnprocessed;
    for (let retry = 0; retry < 40; retry++) expect(backoffMs(policy, retry, () => 0.999_999)).toBeLessThan(policy.capMs);
    expect(backoffMs(policy, 30, () => 0.999_999)).toBe(policy.capMs - 1);
  });

  it('grows exponentially from the base below the cap, and is jittered down to 0', () => {
    const policy = retryPolicies.batchUnprocessed;
    expect(backoffMs(policy, 0, () => 0.999_999)).toBe(policy.baseMs - 1);
    expect(backoffMs(policy, 2, () => 0.999_999)).toBe(policy.baseMs * 4 - 1);
    expect(backoffMs(policy, 5, () => 0)).toBe(0);
  });

  it('the whole wait of a batch that never clears is bounded by the policy', () => {
    const policy = retryPolicies.batchUnprocessed;
    const worst = Array.from({ length: policy.attempts - 1 }, (_, retry) => backoffMs(policy, retry, () => 0.999_999));
    expect(worst.reduce((a, b) => a + b, 0)).toBeLessThan(policy.capMs * policy.attempts);
  });
});
