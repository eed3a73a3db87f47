/**
 * Batch reads and writes of the table, of any size: BatchGetItem through lib-dynamodb's
 * `paginatedBatchGet` (100 keys a call), BatchWriteItem 25 requests a call, and a Query read to
 * its last page through `paginateQuery`. What DynamoDB leaves
 * unprocessed is sent again under the `batchUnprocessed` policy; what is still left after its
 * last try throws `BatchIncomplete` — a batch never drops an item silently.
 */
import {
  BatchWriteCommand,
  paginatedBatchGet,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { backoff, retryPolicies, type RetryPolicy } from '../lib/retry';
import { ddb, tableName } from './client';
import { fromCursor } from './cursor';
import type { GsiName } from './table-definition';

const GET_BATCH = 100;
const WRITE_BATCH = 25;

export type ItemKey = Record<string, unknown>;
export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: ItemKey } };

/** Items DynamoDB still left unprocessed after the policy's last try. Transient: answered 503. */
export class BatchIncomplete extends Error {
  constructor(
    readonly operation: 'BatchGetItem' | 'BatchWriteItem',
    /** Keys or write requests not done. */
    readonly remaining: number,
    readonly attempts: number,
  ) {
    super(`${operation}: ${remaining} item(s) still unprocessed after ${attempts} attempts`);
    this.name = 'BatchIncomplete';
  }
}

interface GetOptions {
  /** Strongly consistent reads. */
  consistent?: boolean;
  /** A ProjectionExpression (plain attribute names). */
  projection?: string;
  policy?: RetryPolicy;
}

/** The items found under these keys (duplicates asked once, absent keys left out, order not kept). */
export async function batchGet(keys: readonly ItemKey[], options: GetOptions = {}): Promise<Record<string, unknown>[]> {
  const { consistent, projection, policy = retryPolicies.batchUnprocessed } = options;
  const unique = [...new Map(keys.map((k) => [`${String(k.PK)}\u0000${String(k.SK)}`, k])).values()];
  const found: Record<string, unknown>[] = [];
  for (let from = 0; from < unique.length; from += GET_BATCH) {
    const request = {
      Keys: unique.slice(from, from + GET_BATCH),
      ...(consistent ? { ConsistentRead: true } : {}),
      ...(projection ? { ProjectionExpression: projection } : {}),
    };
    let attempts = 0;
    for await (const page of paginatedBatchGet({ client: ddb }, { RequestItems: { [tableName]: request } })) {
      attempts++;
      found.push(...(page.Responses?.[tableName] ?? []));
      const left = page.UnprocessedKeys?.[tableName]?.Keys?.length ?? 0;
      if (left === 0) break;
      if (attempts >= policy.attempts) throw new BatchIncomplete('BatchGetItem', left, attempts);
      await backoff(policy, attempts - 1);
    }
  }
  return found;
}

interface WriteOptions {
  /** Calls of 25 in flight at once (seeding); 1 keeps them in order. */
  concurrency?: number;
  policy?: RetryPolicy;
}

/** Every put and delete, in calls of 25; throws `BatchIncomplete` (after the others stop) when one call cannot finish. */
export async function batchWrite(requests: readonly WriteRequest[], options: WriteOptions = {}): Promise<void> {
  const { concurrency = 1, policy = retryPolicies.batchUnprocessed } = options;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < requests.length && !failed) {
      const from = next;
      next += WRITE_BATCH;
      try {
        await writeChunk(requests.slice(from, from + WRITE_BATCH), policy);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

async function writeChunk(chunk: WriteRequest[], policy: RetryPolicy): Promise<void> {
  let pending = chunk;
  for (let attempts = 1; ; attempts++) {
    const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
    pending = (out.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
    if (pending.length === 0) return;
    if (attempts >= policy.attempts) throw new BatchIncomplete('BatchWriteItem', pending.length, attempts);
    await backoff(policy, attempts - 1);
  }
}

/** Puts items with `batchWrite`. */
export const batchPut = (items: readonly Record<string, unknown>[], options?: WriteOptions): Promise<void> =>
  batchWrite(
    items.map((Item) => ({ PutRequest: { Item } })),
    options,
  );

/** Deletes keys with `batchWrite`. */
export const batchDelete = (keys: readonly ItemKey[], options?: WriteOptions): Promise<void> =>
  batchWrite(
    keys.map((Key) => ({ DeleteRequest: { Key } })),
    options,
  );

/** A Query of the table; the pages carry on from each other's `LastEvaluatedKey`. */
export type TableQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** Every page of one Query, in order; `maxItems` stops after the page that brings the items read to it. */
export async function* queryPages(input: TableQuery, options: { maxItems?: number } = {}): AsyncGenerator<QueryCommandOutput> {
  const { maxItems = Infinity } = options;
  let read = 0;
  for await (const page of paginateQuery({ client: ddb }, { ...input, TableName: tableName })) {
    yield page;
    read += page.Items?.length ?? 0;
    if (read >= maxItems) return;
  }
}

/** The items of `queryPages`, page after page. */
export async function queryItems(input: TableQuery, options: { maxItems?: number } = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input, options)) items.push(...(page.Items ?? []));
  return items;
}

/** One page of one partition, of the table (`PK = pk`) or of an index (`GSI1PK = pk`). */
export interface PartitionPage {
  index?: GsiName;
  pk: string;
  /** Only sort keys that begin with it. */
  prefix?: string;
  limit?: number;
  /** Highest sort key first (the newest, on a time-ordered sort key). */
  newestFirst?: boolean;
  consistent?: boolean;
}

function partitionQuery(page: PartitionPage): QueryCommandInput {
  const key = page.index ?? '';
  return {
    TableName: tableName,
    ...(page.index && { IndexName: page.index }),
    KeyConditionExpression: `${key}PK = :pk${page.prefix ? ` AND begins_with(${key}SK, :prefix)` : ''}`,
    ExpressionAttributeValues: { ':pk': page.pk, ...(page.prefix && { ':prefix': page.prefix }) },
    ScanIndexForward: !page.newestFirst,
    ...(page.limit !== undefined && { Limit: page.limit }),
    ...(page.consistent && { ConsistentRead: true }),
  };
}

/** The items of one Query page of a partition, each parsed: a list capped by `limit`, not read to its end. */
export async function queryPartition<T>(page: PartitionPage, parse: (item: Record<string, unknown>) => T): Promise<T[]> {
  const out = await ddb.send(new QueryCommand(partitionQuery(page)));
  return (out.Items ?? []).map(parse);
}

/**
 * One page of a paged list: the page of the partition that starts after a client's cursor
 * (`fromCursor`), its items parsed, and the key the next page starts from (none after the last).
 */
export async function queryPartitionFrom<T>(
  page: PartitionPage,
  startKey: Record<string, unknown> | undefined,
  parse: (item: Record<string, unknown>) => T,
): Promise<{ items: T[]; lastKey: Record<string, unknown> | undefined }> {
  const out = await fromCursor(startKey, () => ddb.send(new QueryCommand({ ...partitionQuery(page), ExclusiveStartKey: startKey })));
  return { items: (out.Items ?? []).map(parse), lastKey: out.LastEvaluatedKey };
}
