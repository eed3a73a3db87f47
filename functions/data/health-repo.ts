/**
 * Health counters (the dashboard's System Health): 5xx answers per minute, added by endpoint()
 * on every route (IAM lets each route update the `HEALTH` partition and nothing else there).
 * Kept apart from analytics-repo so every Lambda loads only these few lines.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch';
import * as z from '../../shared/api/zod';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

/** Minute counters outlive the hour they are read for by a day. */
const COUNTER_TTL_SECONDS = 2 * 24 * 3600;

const HealthCount = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    count: z._default(z.number(), 0),
  }),
);

/** Counts one 5xx answer in its minute (endpoint()); a failure here must never change the answer. */
export async function count5xx(at: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.errors5xx(at.slice(0, 16)),
      UpdateExpression: 'SET #type = :type, expiresAt = :exp ADD #count :one',
      ExpressionAttributeNames: { '#type': '_type', '#count': 'count' },
      ExpressionAttributeValues: {
        ':type': ENTITY.healthCounter,
        ':exp': Math.floor(Date.parse(at) / 1000) + COUNTER_TTL_SECONDS,
        ':one': 1,
      },
    }),
  );
}

/** 5xx answers in the 60 minutes up to `now`: one BatchGetItem of the 60 minute counters. */
export async function read5xxLastHour(now: Date): Promise<number> {
  const minutes = Array.from({ length: 60 }, (_, i) => new Date(now.getTime() - i * 60_000).toISOString().slice(0, 16));
  const found = await batchGet(minutes.map((m) => keys.errors5xx(m)));
  return found.reduce((sum, item) => sum + HealthCount.parse(item).count, 0);
}

/** One cheap read of the table (the health check): a known small item. */
export async function pingTable(): Promise<void> {
  await ddb.send(new GetCommand({ TableName: tableName, Key: keys.stats() }));
}
