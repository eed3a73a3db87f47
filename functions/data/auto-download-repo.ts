/**
 * Auto-download (issue 20): an approved order whose buyer has `autoDownload` on gets an
 * `AUTODL#<orderId>` item in the buyer's partition; the first visit to My Orders (any device)
 * deletes it conditionally, so exactly one visit starts that download.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { deleteIf } from './conditional';
import { entityType } from './entity-type';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import type { TransactOp } from './transaction';

/** An offer not taken within this time is forgotten (TTL): the buyer still has the download button. */
const OFFER_SECONDS = 30 * 24 * 3600;
/** More than a buyer could have approved between two visits; the rest wait for the next one. */
const CLAIM_PAGE = 25;

const AutoDownloadItem = /* @__PURE__ */ z.lazySchema(() => z.object({ _type: entityType('autoDownload'), orderId: z.number() }));

/** The offer as a transaction entry (an approval's after-commit records). */
export function autoDownloadOp(userId: string, orderId: number, now = new Date()): TransactOp {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.autoDownload(userId, orderId),
        _type: ENTITY.autoDownload,
        orderId,
        createdAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + OFFER_SECONDS,
      },
    },
  };
}

export async function offerAutoDownload(userId: string, orderId: number, now = new Date()): Promise<void> {
  await ddb.send(new PutCommand(autoDownloadOp(userId, orderId, now).Put!));
}

/** The orders waiting to start their download, oldest first. */
export async function pendingAutoDownloads(userId: string): Promise<number[]> {
  const page = { pk: partitions.user(userId), prefix: sortKeyPrefixes.autoDownload, consistent: true, limit: CLAIM_PAGE };
  const ids = await queryPartition(page, (item) => AutoDownloadItem.safeParse(item).data?.orderId);
  return ids.filter((id) => id !== undefined);
}

/** Takes the offer: true for the one caller whose delete found it, false for everyone after. */
export async function takeAutoDownload(userId: string, orderId: number): Promise<boolean> {
  return (await deleteIf({ Key: keys.autoDownload(userId, orderId), ConditionExpression: 'attribute_exists(PK)' })) !== undefined;
}
