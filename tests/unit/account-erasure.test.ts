/**
 * The erasure of a user's partition (account-repo `deleteUserPartitionItems`) against a fake
 * table: it returns only once a consistent read finds nothing but the profile, throws while
 * anything remains, and a second run finishes what a failed one left.
 */
import type { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const { ddb, tableName } = await import('../../functions/data/client');
const { deleteUserPartitionItems, PartitionNotEmpty } = await import('../../functions/data/account-repo');
const { BatchIncomplete } = await import('../../functions/data/batch');
const { retryPolicies } = await import('../../functions/lib/retry');

const USER = '01USER';
const PK = `USER#${USER}`;

/**
 * The user's partition: the profile and `extra` other items. BatchWriteItem takes nothing while
 * `unprocessed()` says so; `regrow` items come back after every deletion (a writer that never stops).
 */
function fakePartition(extra: number, unprocessed: () => boolean, regrow = 0) {
  const items = new Map<string, Record<string, unknown>>([['PROFILE', { PK, SK: 'PROFILE', _type: 'User' }]]);
  for (let i = 0; i < extra; i++) items.set(`OWNS#${i}`, { PK, SK: `OWNS#${i}`, _type: 'Entitlement' });
  let writes = 0;
  vi.spyOn(ddb, 'send').mockImplementation((async (command: QueryCommand | BatchWriteCommand) => {
    if ('KeyConditionExpression' in command.input) {
      expect(command.input.ConsistentRead).toBe(true);
      return { Items: [...items.values()] };
    }
    writes++;
    const requests = (command as BatchWriteCommand).input.RequestItems![tableName]!;
    if (unprocessed()) return { UnprocessedItems: { [tableName]: requests } };
    for (const r of requests) items.delete(String(r.DeleteRequest!.Key!.SK));
    for (let i = 0; i < regrow; i++) items.set(`NOTIF#${writes}-${i}`, { PK, SK: `NOTIF#${writes}-${i}` });
    return { UnprocessedItems: {} };
  }) as never);
  return { items, writes: () => writes };
}

beforeEach(() => vi.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => vi.restoreAllMocks());

describe('account erasure', () => {
  it('cannot report success while items remain: every batch left unprocessed on every try throws, nothing is claimed deleted', async () => {
    const partition = fakePartition(30, () => true);
    await expect(deleteUserPartitionItems(USER)).rejects.toBeInstanceOf(BatchIncomplete);
    expect(partition.items.size).toBe(31);
    expect(partition.writes()).toBe(retryPolicies.batchUnprocessed.attempts);
  });

  it('deletes everything but the profile when DynamoDB is busy for a few tries, and says how many', async () => {
    let busy = 3;
    const partition = fakePartition(60, () => busy-- > 0);
    await expect(deleteUserPartitionItems(USER)).resolves.toBe(60);
    expect([...partition.items.keys()]).toEqual(['PROFILE']);
  });

  it('a second run finishes what a failed one left, and a third finds nothing to do', async () => {
    let failing = true;
    const partition = fakePartition(40, () => failing && partition.writes() > 1);
    await expect(deleteUserPartitionItems(USER)).rejects.toBeInstanceOf(BatchIncomplete);
    expect(partition.items.size).toBe(16); // the first call of 25 went through
    failing = false;
    await expect(deleteUserPartitionItems(USER)).resolves.toBe(15);
    await expect(deleteUserPartitionItems(USER)).resolves.toBe(0);
    expect([...partition.items.keys()]).toEqual(['PROFILE']);
  });

  it('fails rather than loop for ever when items keep appearing in the partition', async () => {
    const partition = fakePartition(5, () => false, 1);
    await expect(deleteUserPartitionItems(USER)).rejects.toBeInstanceOf(PartitionNotEmpty);
    expect(partition.items.size).toBeGreaterThan(1);
  });
});
