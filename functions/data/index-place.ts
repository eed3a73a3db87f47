/**
 * Writes an item's place in GSI1 after the transaction that moved its score (rankings, trending):
 * only while the score still reads `value`, so a slower writer never puts back an older place.
 * A failed condition means a newer write moved the score and places the item itself.
 */
import { updateIf } from './conditional';

export async function placeInIndex(
  key: Record<string, string>,
  index: { GSI1PK: string; GSI1SK: string },
  scoreAttribute: string,
  value: number,
): Promise<void> {
  await updateIf({
    Key: key,
    UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
    ConditionExpression: '#score = :score',
    ExpressionAttributeNames: { '#score': scoreAttribute },
    ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK, ':score': value },
  });
}
