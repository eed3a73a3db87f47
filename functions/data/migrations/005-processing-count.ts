/**
 * The admin's processing count (pending orders with their payment submitted) for a store whose
 * orders predate it: one filtered Query of the pending partition, then the count and a marker in
 * one conditional write, so a rerun (or a second run at once) changes nothing. A payment submitted
 * or decided while it reads can leave the count off by that one order: run it when the back
 * office is quiet.
 */
import { updateIf } from '../conditional';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../client';
import { ENTITY, keys, partitions } from '../keys';
import type { Migration } from './migration';
import { queryPages } from '../batch';

async function countProcessingOrders(): Promise<number | undefined> {
  const marker = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.orderStats(), ConsistentRead: true }));
  if (marker.Item?.processingCounted === true) return undefined;
  let processing = 0;
  for await (const page of queryPages({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    FilterExpression: 'attribute_exists(manualPaymentDetails)',
    ExpressionAttributeValues: { ':pk': partitions.ordersByStatus('pending') },
    Select: 'COUNT',
  })) {
    processing += page.Count ?? 0;
  }
  const written = await updateIf({
    Key: keys.orderStats(),
    UpdateExpression: 'SET #type = :type, processing = :n, processingCounted = :yes',
    ConditionExpression: 'attribute_not_exists(processingCounted)',
    ExpressionAttributeNames: { '#type': '_type' },
    ExpressionAttributeValues: { ':type': ENTITY.orderStats, ':n': processing, ':yes': true },
  });
  if (!written) return undefined;
  return processing;
}

export const processingCount: Migration = {
  id: '005-processing-count',
  description: 'orders from before the processing count are counted once',
  up: async () => (await countProcessingOrders()) ?? 0,
};
