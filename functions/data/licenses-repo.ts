/** Licence records (looked up by key for public verification) and entitlements (what a user may download). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Currency } from '../../shared/api/orders';
import { queryItems } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { putNewOp, type NamedOp } from './transaction';
import { TierSnapshot } from './order-license';

export const LicenseRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    licenseKey: z.string(),
    type: z.string(),
    orderId: z.nullable(z.number()),
    userId: z.string(),
    userEmail: z.string(),
    userName: z.string(),
    songId: z.string(),
    songTitle: z.string(),
    artist: z.string(),
    amountMinor: z.nullable(z.number()),
    currency: z.nullable(Currency),
    issuedAt: z.string(),
    /** Set when its order was refunded: verification says so; licences are never deleted. */
    status: z.optional(z.enum(['revoked', 'upgraded'])),
    revokedAt: z.optional(z.string()),
    /** Licence tiers (issue 25): the tier sold, and for an upgraded licence the key that replaced it. */
    license: z.optional(TierSnapshot),
    upgradedTo: z.optional(z.string()),
    upgradedAt: z.optional(z.string()),
  }),
);
export type LicenseRecord = z.infer<typeof LicenseRecord>;

/** Transaction entry that issues a licence; its key is unique by condition (a collision fails the entry `license`). */
export const issueLicenseOp = (l: LicenseRecord): NamedOp<'license'> =>
  putNewOp('license', { ...keys.license(l.licenseKey), _type: ENTITY.license, ...l });

export async function getLicense(key: string): Promise<LicenseRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.license(key) }));
  return out.Item ? LicenseRecord.parse(out.Item) : undefined;
}

export const Entitlement = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    songId: z.string(),
    source: z.enum(['purchase', 'subscription']),
    orderId: z.nullable(z.number()),
    licenseKey: z.string(),
    grantedAt: z.string(),
    /** The licence tier owned (issue 25); absent on entitlements from before tiers (MP3 Lease) and subscriptions. */
    tier: z.optional(z.string()),
  }),
);
export type Entitlement = z.infer<typeof Entitlement>;

/** The entitlement that comes with a licence: its owner may download its song. */
export const entitlementFor = (l: LicenseRecord, source: Entitlement['source']): Entitlement => ({
  userId: l.userId,
  songId: l.songId,
  source,
  orderId: l.orderId,
  licenseKey: l.licenseKey,
  grantedAt: l.issuedAt,
  ...(l.license ? { tier: l.license.tier } : {}),
});

/**
 * Transaction entry that grants an entitlement. `onlyIfNew` makes the entry `entitlement` fail when
 * the user already owns the song; otherwise it is (re)written.
 */
export const grantEntitlementOp = (e: Entitlement, opts: { onlyIfNew: boolean }): NamedOp<'entitlement'> => ({
  name: 'entitlement',
  op: {
    Put: {
      TableName: tableName,
      Item: { ...keys.entitlement(e.userId, e.songId), _type: ENTITY.entitlement, ...e },
      ...(opts.onlyIfNew ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
    },
  },
});

export async function getEntitlement(userId: string, songId: string): Promise<Entitlement | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.entitlement(userId, songId), ConsistentRead: true }));
  return out.Item ? Entitlement.parse(out.Item) : undefined;
}

/** Every song the user owns (library), in song-id order. */
export async function listEntitlements(userId: string): Promise<Entitlement[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :owns)',
    ExpressionAttributeValues: { ':pk': partitions.user(userId), ':owns': sortKeyPrefixes.entitlement },
  });
  return items.map((item) => Entitlement.parse(item));
}
