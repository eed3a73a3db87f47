/**
 * Single-item writes under a condition, for repositories: the write's output, or `undefined` when
 * its ConditionExpression failed (the caller says what that means); every other error is thrown.
 */
import {
  DeleteCommand,
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
