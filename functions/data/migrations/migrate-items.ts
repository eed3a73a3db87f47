/**
 * The shape every one-off data migration shares (the directory, search-token and inbox backfills):
 * read a partition page by page, change each item in its own conditional write, and mark the
 * migration done on a stats item so later starts skip it. Never a request path.
 */
import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../client';
import { partitions } from '../keys';
import { namedTransaction, TransactionCancelled, type NamedOp } from '../transaction';

/** Every page of one Query, in order. */
export async function* queryPages(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<QueryCommandOutput> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey: startKey }));
    yield out;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}

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
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
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

/** What a users backfill pages through: live accounts (GSI1 `USERS`) still without `attribute`. */
export const liveUsersWithout = (attribute: string) => ({
  IndexName: 'GSI1',
  KeyConditionExpression: 'GSI1PK = :pk',
  FilterExpression: `attribute_not_exists(${attribute})`,
  ExpressionAttributeValues: { ':pk': partitions.users },
});
