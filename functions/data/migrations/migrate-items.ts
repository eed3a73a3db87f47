/**
 * The shape every one-off data migration shares (the directory, search-token and inbox backfills):
 * read a partition page by page, change each item in its own conditional write, and mark the
 * migration done on a stats item so later starts skip it. Never a request path.
 */
import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { queryPages, type TableQuery } from '../batch';
import { ddb, tableName } from '../client';
import { isConditionalCheckFailed } from '../dynamo-errors';
import { partitions } from '../keys';
import { namedTransaction, TransactionCancelled, type NamedOp } from '../transaction';

export interface MigrationMarker {
  /** The stats item that records it (created if absent, with its entity type). */
  key: Record<string, string>;
  entity: string;
  /** The boolean attribute set to true once the migration has run to the end. */
  attribute: string;
}

/**
 * Runs `migrate` over every item `query` reads, unless `marker` says a run already completed
 * (`force` runs it anyway), then sets the marker. `migrate` returns whether it changed the item,
 * and must itself be conditional, so a rerun or two runs at once change each item once. Returns
 * how many items it changed.
 */
export async function migrateOnce(
  marker: MigrationMarker,
  query: TableQuery,
  migrate: (item: Record<string, unknown>) => Promise<boolean>,
  opts: { force?: boolean } = {},
): Promise<number> {
  if (!opts.force) {
    const stored = await ddb.send(new GetCommand({ TableName: tableName, Key: marker.key, ConsistentRead: true }));
    if (stored.Item?.[marker.attribute] === true) return 0;
  }
  let changed = 0;
  for await (const page of queryPages(query)) {
    for (const item of page.Items ?? []) if (await migrate(item)) changed++;
  }
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: marker.key,
      UpdateExpression: 'SET #type = :type, #done = :yes',
      ExpressionAttributeNames: { '#type': '_type', '#done': marker.attribute },
      ExpressionAttributeValues: { ':type': marker.entity, ':yes': true },
    }),
  );
  return changed;
}

/**
 * One item's change as a transaction: true when it landed, false when the condition of its entry
 * `guard` failed (the item was migrated already, or changed meanwhile). The `migrate` of `migrateOnce`.
 */
export async function migrateItem<N extends string>(entries: readonly NamedOp<N>[], guard: N): Promise<boolean> {
  try {
    await namedTransaction(entries);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(guard)) return false;
    throw error;
  }
}

/**
 * `migrateOnce` over every live account (GSI1 `USERS`) and, for each, the items `query` reads of it:
 * an account counts as changed when `migrate` changed one of its items.
 */
export const migrateEachUsersItems = (
  marker: MigrationMarker,
  query: (userId: string) => TableQuery,
  migrate: (item: Record<string, unknown>, userId: string) => Promise<boolean>,
  opts: { force?: boolean } = {},
): Promise<number> =>
  migrateOnce(
    marker,
    { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': partitions.users } },
    async (user) => {
      const userId = typeof user.id === 'string' ? user.id : undefined;
      if (!userId) return false;
      let changed = false;
      for await (const page of queryPages(query(userId))) {
        for (const item of page.Items ?? []) if (await migrate(item, userId)) changed = true;
      }
      return changed;
    },
    opts,
  );

/** One conditional UpdateItem: true when it landed, false when its condition failed (done already, or changed meanwhile). */
export async function updateIfStill(update: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await ddb.send(new UpdateCommand({ ...update, TableName: tableName }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** What a backfill pages through: the items of one index partition still without `attribute`. */
export const indexItemsWithout = (index: 'GSI1' | 'GSI2' | 'GSI3', partition: string, attribute: string) => ({
  IndexName: index,
  KeyConditionExpression: `${index}PK = :pk`,
  FilterExpression: `attribute_not_exists(${attribute})`,
  ExpressionAttributeValues: { ':pk': partition },
});

/** What a users backfill pages through: live accounts (GSI1 `USERS`) still without `attribute`. */
export const liveUsersWithout = (attribute: string) => indexItemsWithout('GSI1', partitions.users, attribute);
