/**
 * Writes an item's place in GSI1 after the transaction that moved its score (rankings, trending):
 * only while the score still reads `value`, so a slower writer never puts back an older place.
 * A failed condition means a newer write moved the score and places the item itself.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';

export async function placeInIndex(
  key: Record<string, string>,
  index: { GSI1PK: string; GSI1SK: string },
  scoreAttribute: string,
  value: number,
): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
        ConditionExpression: '#score = :score',
        ExpressionAttributeNames: { '#score': scoreAttribute },
        ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK, ':score': value },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
