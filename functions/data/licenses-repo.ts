/** Licence records (looked up by key for public verification) and entitlements (what a user may download). */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { Currency } from '../../shared/api/orders';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

export const LicenseRecord = z.object({
  licenseKey: z.string(),
  type: z.string(),
  orderId: z.number().nullable(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  songId: z.string(),
  songTitle: z.string(),
  artist: z.string(),
  amountMinor: z.number().nullable(),
  currency: Currency.nullable(),
  issuedAt: z.string(),
});
export type LicenseRecord = z.infer<typeof LicenseRecord>;

export const licenseItem = (l: LicenseRecord) => ({ ...keys.license(l.licenseKey), _type: ENTITY.license, ...l });

export async function getLicense(key: string): Promise<LicenseRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.license(key) }));
  return out.Item ? LicenseRecord.parse(out.Item) : undefined;
}

export const Entitlement = z.object({
  userId: z.string(),
  songId: z.string(),
  source: z.enum(['purchase', 'subscription']),
  orderId: z.number().nullable(),
  licenseKey: z.string(),
  grantedAt: z.string(),
});
export type Entitlement = z.infer<typeof Entitlement>;

export const entitlementItem = (e: Entitlement) => ({ ...keys.entitlement(e.userId, e.songId), _type: ENTITY.entitlement, ...e });

export async function getEntitlement(userId: string, songId: string): Promise<Entitlement | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.entitlement(userId, songId), ConsistentRead: true }));
  return out.Item ? Entitlement.parse(out.Item) : undefined;
}

/** Every song the user owns (library), in song-id order. */
export async function listEntitlements(userId: string): Promise<Entitlement[]> {
  const items: Entitlement[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :owns)',
        ExpressionAttributeValues: { ':pk': keys.entitlement(userId, '').PK, ':owns': 'OWNS#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) items.push(Entitlement.parse(item));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}
