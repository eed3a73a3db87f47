/**
 * BatchWriteItem over any number of requests: calls of 25, `concurrency` calls in flight, and
 * what DynamoDB leaves unprocessed sent again with backoff until it is written.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';

const BATCH = 25;

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

export async function batchWrite(requests: readonly WriteRequest[], { concurrency = 1 } = {}): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const from = next;
      next += BATCH;
      let pending: unknown[] = requests.slice(from, from + BATCH);
      for (let attempt = 0; pending.length > 0; attempt++) {
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as WriteRequest[] } }));
        pending = out.UnprocessedItems?.[tableName] ?? [];
        if (pending.length > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Puts items with `batchWrite`. */
export const batchPut = (items: readonly Record<string, unknown>[], options?: { concurrency?: number }): Promise<void> =>
  batchWrite(
    items.map((Item) => ({ PutRequest: { Item } })),
    options,
  );
