/**
 * The after-commit function: the table's stream delivers each new after-commit record (the event
 * source mapping filters on `_type` and INSERT), and every record's effects run; a record that
 * fails is reported, so Lambda retries from it and, past its retries, sends it to the dead-letter
 * queue. The local stack's runner (scripts/local/after-commit.ts) calls the same handler.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { runAfterCommit } from '../domain/orders/after-commit';
import { logger } from '../lib/log';

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  // In order, one at a time: a shard's records are few (one per approval) and a failure stops the batch there.
  for (const record of event.Records) {
    const orderId = Number(record.dynamodb?.NewImage?.orderId?.N);
    if (!Number.isInteger(orderId)) continue;
    try {
      await runAfterCommit(orderId);
    } catch (error) {
      logger.error('after-commit effects failed', { error, orderId });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
      break;
    }
  }
  return { batchItemFailures };
}
