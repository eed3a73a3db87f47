/**
 * Single-item writes under a condition, for repositories: the write's output, or `undefined` when
 * its ConditionExpression failed (the caller says what that means); every other error is thrown.
 */
import {
  DeleteCommand,
  GetCommand,
  type DeleteCommandInput,
  type DeleteCommandOutput,
  PutCommand,
  type PutCommandInput,
  type PutCommandOutput,
  UpdateCommand,
  type UpdateCommandInput,
  type UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';

async function unlessConditionFails<T>(send: () => Promise<T>): Promise<T | undefined> {
  try {
    return await send();
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

export const updateIf = (input: Omit<UpdateCommandInput, 'TableName'>): Promise<UpdateCommandOutput | undefined> =>
  unlessConditionFails(() => ddb.send(new UpdateCommand({ TableName: tableName, ...input })));

export const deleteIf = (input: Omit<DeleteCommandInput, 'TableName'>): Promise<DeleteCommandOutput | undefined> =>
  unlessConditionFails(() => ddb.send(new DeleteCommand({ TableName: tableName, ...input })));

export const putIf = (input: Omit<PutCommandInput, 'TableName'>): Promise<PutCommandOutput | undefined> =>
  unlessConditionFails(() => ddb.send(new PutCommand({ TableName: tableName, ...input })));

/**
 * Deletes an item nothing is counted against yet (its `counter` attribute absent or 0), on condition,
 * so an order or subscriber counted meanwhile wins: `missing` when there is no such item, `in-use`
 * when its counter is above 0.
 */
export async function deleteUncounted(key: Record<string, string>, counter: string): Promise<'deleted' | 'missing' | 'in-use'> {
  const deleted = await deleteIf({
    Key: key,
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#counter) OR #counter = :zero)',
    ExpressionAttributeNames: { '#counter': counter },
    ExpressionAttributeValues: { ':zero': 0 },
  });
  if (deleted) return 'deleted';
  const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true, ProjectionExpression: 'PK' }));
  return Item ? 'in-use' : 'missing';
}
