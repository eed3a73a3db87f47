/**
 * What the admin search suites (tests/isolated/admin-*-search.test.ts) share: filler items written
 * straight into the stack's table, a search token partition read back, and a list followed page by
 * page as the admin screens do.
 */
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { localTable } from './api';

/** How many times a batch call is retried before the seeding gives up (DynamoDB Local rarely leaves any). */
const SEED_ATTEMPTS = 10;

/** Puts items into the stack's table in calls of 25, retrying what a call leaves unprocessed. */
export async function putItems(items: readonly Record<string, unknown>[]): Promise<void> {
  const ddb = localTable();
  try {
    for (let i = 0; i < items.length; i += 25) {
      let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 1; pending.length > 0; attempt++) {
        if (attempt > SEED_ATTEMPTS) throw new Error(`seeding left ${pending.length} items unwritten`);
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [LOCAL_TABLE_NAME]: pending } }));
        pending = (out.UnprocessedItems?.[LOCAL_TABLE_NAME] ?? []) as typeof pending;
      }
    }
  } finally {
    ddb.destroy();
  }
}

/**
 * The `idField` of every item in the token partition `pk`, and the `searchTokens` stored on the
 * item at `key` (undefined when it has none).
 */
export async function tokenPartition<Id>(
  pk: string,
  key: Record<string, unknown>,
  idField: string,
): Promise<{ ids: Id[]; tokens: string[] | undefined }> {
  const ddb = localTable();
  try {
    const part = await ddb.send(
      new QueryCommand({ TableName: LOCAL_TABLE_NAME, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }),
    );
    const item = await ddb.send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: key }));
    return { ids: (part.Items ?? []).map((i) => i[idField] as Id), tokens: item.Item?.searchTokens as string[] | undefined };
  } finally {
    ddb.destroy();
  }
}

/** One page of a list: the ids on it and the cursor to the next (absent on the last). */
export interface IdPage<Id> {
  ids: Id[];
  cursor?: string;
}

/**
 * Follows a list's cursor, as a screen's 'next' or 'search older' does, until `id` shows or
 * `maxPages` requests were made: whether it showed, and after how many requests.
 */
export async function findOnPages<Id>(
  page: (cursor: string | undefined) => Promise<IdPage<Id>>,
  id: Id,
  maxPages: number,
): Promise<{ found: boolean; pages: number }> {
  let cursor: string | undefined;
  for (let pages = 1; pages <= maxPages; pages++) {
    const next = await page(cursor);
    if (next.ids.includes(id)) return { found: true, pages };
    cursor = next.cursor;
    if (!cursor) return { found: false, pages };
  }
  return { found: false, pages: maxPages };
}

/** The ids of a list's first `count` pages, in order. */
export async function idsOfPages<Id>(page: (cursor: string | undefined) => Promise<IdPage<Id>>, count: number): Promise<Id[]> {
  const ids: Id[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < count; i++) {
    const next = await page(cursor);
    ids.push(...next.ids);
    cursor = next.cursor;
  }
  return ids;
}

/** A list's newest 1,000 items (ten pages of 100) do not hold `id`: a search must reach past them to find it. */
export async function expectBeyondNewestThousand<Id>(
  pageOf100: (cursor: string | undefined) => Promise<IdPage<Id>>,
  id: Id,
): Promise<void> {
  const newest = await idsOfPages(pageOf100, 10);
  expect(newest).toHaveLength(1000);
  expect(newest).not.toContain(id);
}
