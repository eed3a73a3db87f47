/**
 * Artist accounts (issue 24): the name reservation, the application, the earnings ledger with its
 * balance and day/month buckets, and payouts. Ledger entries are transaction entries the sale's
 * and the refund's transactions carry (orders-repo, refunds-repo); a payout holds its amount with
 * a condition on the balance item, so no concurrency takes it below zero.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { PAYOUT_METHODS } from '../../shared/api/artist';
import { batchGet } from './batch';
import { ddb, tableName } from './client';
import { ARTIST_ENTITY, artistKeys, counterShardKey, keys, partitions } from './keys';
import { readShardedCounters, counterUpdate, saleShard } from './stats-repo';
import { namedTransaction, type NamedOp } from './transaction';

export const ArtistProfile = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    artistName: z.string(),
    artistSlug: z.string(),
    links: z._default(z.array(z.string()), []),
    createdAt: z.string(),
  }),
);
export type ArtistProfile = z.infer<typeof ArtistProfile>;

export const ArtistApplicationRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    artistName: z.string(),
    artistSlug: z.string(),
    bio: z.string(),
    links: z.array(z.string()),
    status: z.enum(['pending', 'approved', 'refused']),
    reason: z.optional(z.string()),
    createdAt: z.string(),
    decidedAt: z.optional(z.string()),
  }),
);
export type ArtistApplicationRecord = z.infer<typeof ArtistApplicationRecord>;

export const Balance = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    sales: z._default(z.number(), 0),
    grossMinor: z._default(z.number(), 0),
    commissionMinor: z._default(z.number(), 0),
    netMinor: z._default(z.number(), 0),
    availableMinor: z._default(z.number(), 0),
    heldMinor: z._default(z.number(), 0),
    paidOutMinor: z._default(z.number(), 0),
  }),
);
export type Balance = z.infer<typeof Balance>;

export const EarningRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    kind: z.enum(['sale', 'refund']),
    orderId: z.number(),
    songId: z.string(),
    songTitle: z.string(),
    at: z.string(),
    /** Taka paisa; a refund's entry carries the sale's figures negated. */
    grossMinor: z.number(),
    commissionRate: z.number(),
    commissionMinor: z.number(),
    netMinor: z.number(),
  }),
);
export type EarningRecord = z.infer<typeof EarningRecord>;

export const EarningBucket = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    sales: z._default(z.number(), 0),
    grossMinor: z._default(z.number(), 0),
    commissionMinor: z._default(z.number(), 0),
    netMinor: z._default(z.number(), 0),
    plays: z._default(z.number(), 0),
  }),
);
export type EarningBucket = z.infer<typeof EarningBucket>;

export const PayoutRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    artistId: z.string(),
    artistName: z.string(),
    amountMinor: z.number(),
    method: z.enum(PAYOUT_METHODS),
    account: z.string(),
    status: z.enum(['requested', 'paid', 'rejected']),
    requestedAt: z.string(),
    decidedAt: z.optional(z.string()),
    reference: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
);
export type PayoutRecord = z.infer<typeof PayoutRecord>;

export class ArtistNameTaken extends Error {}
export class InsufficientBalance extends Error {}
export class PayoutNotOpen extends Error {}
export class ApplicationNotPending extends Error {}

/** The entries that make `userId` the artist `artistName`: the name reserved (once) and the artist profile. */
export function artistAccountOps(profile: ArtistProfile): NamedOp<'artistName' | 'artistProfile'>[] {
  return [
    {
      name: 'artistName',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...artistKeys.account(profile.artistSlug),
            _type: ARTIST_ENTITY.artistAccount,
            userId: profile.userId,
            artistName: profile.artistName,
          },
          // The same account may claim its own name again (an admin saving twice).
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
          ExpressionAttributeValues: { ':user': profile.userId },
        },
      },
    },
    {
      name: 'artistProfile',
      op: {
        Put: { TableName: tableName, Item: { ...artistKeys.profile(profile.userId), _type: ARTIST_ENTITY.artistProfile, ...profile } },
      },
    },
  ];
}

/** Links an account to an artist name outside a role change (the seed's demo artists). */
export async function putArtistAccount(profile: ArtistProfile): Promise<void> {
  await namedTransaction(artistAccountOps(profile), { artistName: () => new ArtistNameTaken() });
}

/** Undoes `putArtistAccount` when the role change that needed it failed: the name is free again. */
export async function releaseArtistAccount(profile: ArtistProfile): Promise<void> {
  await ddb
    .send(
      new DeleteCommand({
        TableName: tableName,
        Key: artistKeys.account(profile.artistSlug),
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': profile.userId },
      }),
    )
    .catch(() => undefined);
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: artistKeys.profile(profile.userId) }));
}

export async function getArtistProfile(userId: string, consistent = false): Promise<ArtistProfile | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.profile(userId), ConsistentRead: consistent }));
  return out.Item ? ArtistProfile.parse(out.Item) : undefined;
}

/** The account that holds an artist name (by slug), if any. */
export async function artistAccountBySlug(slug: string): Promise<{ userId: string; artistName: string } | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.account(slug) }));
  if (!out.Item) return undefined;
  return z.object({ userId: z.string(), artistName: z.string() }).parse(out.Item);
}

export async function putApplication(app: ArtistApplicationRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...artistKeys.application(app.userId),
        ...artistKeys.applicationList(app.status, app.createdAt, app.userId),
        _type: ARTIST_ENTITY.artistApplication,
        ...app,
      },
    }),
  );
}

export async function getApplication(userId: string): Promise<ArtistApplicationRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.application(userId), ConsistentRead: true }));
  return out.Item ? ArtistApplicationRecord.parse(out.Item) : undefined;
}

export async function listApplications(status: 'pending' | 'approved' | 'refused', limit = 100): Promise<ArtistApplicationRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': artistKeys.applicationPartition(status) },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => ArtistApplicationRecord.parse(i));
}

/** The application pending → decided, moved to its status's list; fails `application` if decided meanwhile. */
export function applicationDecisionOp(app: ArtistApplicationRecord, status: 'approved' | 'refused', at: string, reason?: string) {
  const list = artistKeys.applicationList(status, app.createdAt, app.userId);
  return {
    name: 'application',
    op: {
      Update: {
        TableName: tableName,
        Key: artistKeys.application(app.userId),
        UpdateExpression: `SET #status = :status, decidedAt = :at, GSI1PK = :pk, GSI1SK = :sk${reason ? ', reason = :reason' : ''}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':pending': 'pending',
          ':at': at,
          ':pk': list.GSI1PK,
          ':sk': list.GSI1SK,
          ...(reason ? { ':reason': reason } : {}),
        },
      },
    },
  } satisfies NamedOp<'application'>;
}

export async function decideApplication(
  app: ArtistApplicationRecord,
  status: 'approved' | 'refused',
  at: string,
  reason?: string,
): Promise<void> {
  await namedTransaction([applicationDecisionOp(app, status, at, reason)], { application: () => new ApplicationNotPending() });
}

// ---------------------------------------------------------------------------------------------
// The ledger
// ---------------------------------------------------------------------------------------------

/** One sale's figures for its artist (taka paisa), the rate as a percentage. */
export interface SaleEarning {
  artistId: string;
  orderId: number;
  songId: string;
  songTitle: string;
  grossMinor: number;
  commissionRate: number;
}

/** Commission rounded to the paisa; the artist gets the rest. */
export function splitSale(grossMinor: number, commissionRate: number): { commissionMinor: number; netMinor: number } {
  const commissionMinor = Math.round((grossMinor * commissionRate) / 100);
  return { commissionMinor, netMinor: grossMinor - commissionMinor };
}

/**
 * The transaction entries of a sale's earnings (sign 1) or their reversal by a refund (sign -1):
 * the ledger entry (written once), the balance, the day and month buckets, and the store's
 * earnings counters (sharded by order like the sale counters).
 */
export function earningOps(e: SaleEarning, at: string, kind: 'sale' | 'refund'): NamedOp<string>[] {
  const sign = kind === 'sale' ? 1 : -1;
  const { commissionMinor, netMinor } = splitSale(e.grossMinor, e.commissionRate);
  const figures = { sales: sign, grossMinor: sign * e.grossMinor, commissionMinor: sign * commissionMinor, netMinor: sign * netMinor };
  return [
    {
      name: 'earning',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...artistKeys.earning(e.artistId, at, e.orderId, kind),
            _type: ARTIST_ENTITY.earning,
            kind,
            orderId: e.orderId,
            songId: e.songId,
            songTitle: e.songTitle,
            at,
            grossMinor: figures.grossMinor,
            commissionRate: e.commissionRate,
            commissionMinor: figures.commissionMinor,
            netMinor: figures.netMinor,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      name: 'artistBalance',
      op: counterUpdate(artistKeys.balance(e.artistId), ARTIST_ENTITY.artistBalance, { ...figures, availableMinor: figures.netMinor }),
    },
    { name: 'earningDay', op: counterUpdate(artistKeys.earningDay(e.artistId, at.slice(0, 10)), ARTIST_ENTITY.earningBucket, figures) },
    { name: 'earningMonth', op: counterUpdate(artistKeys.earningMonth(e.artistId, at.slice(0, 7)), ARTIST_ENTITY.earningBucket, figures) },
    {
      name: 'earningsStats',
      op: counterUpdate(counterShardKey(artistKeys.earningsStats(), saleShard(e.orderId)), ARTIST_ENTITY.earningsStats, {
        grossMinor: figures.grossMinor,
        commissionMinor: figures.commissionMinor,
        netMinor: figures.netMinor,
      }),
    },
  ];
}

export async function getBalance(userId: string, consistent = false): Promise<Balance> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.balance(userId), ConsistentRead: consistent }));
  return Balance.parse(out.Item ?? {});
}

export async function getBalances(userIds: readonly string[]): Promise<Map<string, Balance>> {
  const items = await batchGet(userIds.map((id) => artistKeys.balance(id)));
  return new Map(items.map((i) => [String(i.PK).slice('USER#'.length), Balance.parse(i)]));
}

/** A page of the artist's ledger between two instants, newest first. */
export async function listEarnings(userId: string, from: string, limit: number, startKey?: Record<string, string>) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.user(userId).PK,
        ':from': `${artistKeys.earningPrefix}${from}`,
        ':to': `${artistKeys.earningPrefix}~`,
      },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    items: (out.Items ?? []).map((i) => EarningRecord.parse(i)),
    lastKey: out.LastEvaluatedKey as Record<string, string> | undefined,
  };
}

/** The artist's day or month buckets from `from` (inclusive) on: at most a year of days or a few years of months. */
export async function listEarningBuckets(userId: string, granularity: 'day' | 'month', from: string): Promise<EarningBucket[]> {
  const prefix = granularity === 'day' ? artistKeys.earningDayPrefix : artistKeys.earningMonthPrefix;
  const items: EarningBucket[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':from': `${prefix}${from}`, ':to': `${prefix}~` },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...(out.Items ?? []).map((i) => EarningBucket.parse(i)));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function readEarningsStats(): Promise<{
  grossMinor: number;
  commissionMinor: number;
  netMinor: number;
  paidOutMinor: number;
  heldMinor: number;
  openPayouts: number;
}> {
  const c = await readShardedCounters(artistKeys.earningsStats());
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    grossMinor: n(c.grossMinor),
    commissionMinor: n(c.commissionMinor),
    netMinor: n(c.netMinor),
    paidOutMinor: n(c.paidOutMinor),
    heldMinor: n(c.heldMinor),
    openPayouts: n(c.openPayouts),
  };
}

// ---------------------------------------------------------------------------------------------
// Songs an artist uploaded
// ---------------------------------------------------------------------------------------------

export async function putArtistSong(userId: string, songId: string, at: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...artistKeys.song(userId, songId), _type: ARTIST_ENTITY.artistSong, songId, createdAt: at },
    }),
  );
}

/** The ids of the songs in the artist's studio, newest upload first (ULIDs sort by time). */
export async function listArtistSongIds(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': artistKeys.songPrefix },
        ProjectionExpression: 'songId',
        ScanIndexForward: false,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    ids.push(...(out.Items ?? []).map((i) => String(i.songId)));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

export async function hasArtistSong(userId: string, songId: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.song(userId, songId), ProjectionExpression: 'PK' }));
  return out.Item !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------------

const payoutItem = (p: PayoutRecord) => ({
  ...artistKeys.payout(p.id),
  ...artistKeys.payoutList(p.status, p.requestedAt, p.id),
  ...artistKeys.artistPayouts(p.artistId, p.requestedAt, p.id),
  _type: ARTIST_ENTITY.payout,
  ...p,
});

/** The request and its hold: the balance's available amount moves to held only if it covers it. */
export async function insertPayout(p: PayoutRecord): Promise<void> {
  await namedTransaction(
    [
      {
        name: 'balance',
        op: {
          Update: {
            TableName: tableName,
            Key: artistKeys.balance(p.artistId),
            UpdateExpression: 'ADD availableMinor :minus, heldMinor :amount',
            ConditionExpression: 'availableMinor >= :amount',
            ExpressionAttributeValues: { ':minus': -p.amountMinor, ':amount': p.amountMinor },
          },
        },
      },
      { name: 'payout', op: { Put: { TableName: tableName, Item: payoutItem(p), ConditionExpression: 'attribute_not_exists(PK)' } } },
      {
        name: 'earningsStats',
        op: counterUpdate(artistKeys.earningsStats(), ARTIST_ENTITY.earningsStats, { heldMinor: p.amountMinor, openPayouts: 1 }),
      },
    ],
    { balance: () => new InsufficientBalance() },
    // Requests of one artist race on one balance item: retry conflicts longer than a sale would.
    { attempts: 8, baseMs: 20, capMs: 400 },
  );
}

export async function getPayout(payoutId: string, consistent = false): Promise<PayoutRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.payout(payoutId), ConsistentRead: consistent }));
  return out.Item ? PayoutRecord.parse(out.Item) : undefined;
}

/** Paid: held → paid out. Rejected: held → available again. Either only from `requested`. */
export async function decidePayout(p: PayoutRecord, status: 'paid' | 'rejected', at: string, note: string): Promise<void> {
  const list = artistKeys.payoutList(status, p.requestedAt, p.id);
  const moves: Record<string, number> =
    status === 'paid'
      ? { heldMinor: -p.amountMinor, paidOutMinor: p.amountMinor }
      : { heldMinor: -p.amountMinor, availableMinor: p.amountMinor };
  await namedTransaction(
    [
      {
        name: 'payout',
        op: {
          Update: {
            TableName: tableName,
            Key: artistKeys.payout(p.id),
            UpdateExpression: 'SET #status = :status, decidedAt = :at, GSI1PK = :pk, GSI1SK = :sk, #note = :note',
            ConditionExpression: '#status = :requested',
            ExpressionAttributeNames: { '#status': 'status', '#note': status === 'paid' ? 'reference' : 'reason' },
            ExpressionAttributeValues: {
              ':status': status,
              ':requested': 'requested',
              ':at': at,
              ':pk': list.GSI1PK,
              ':sk': list.GSI1SK,
              ':note': note,
            },
          },
        },
      },
      { name: 'balance', op: counterUpdate(artistKeys.balance(p.artistId), ARTIST_ENTITY.artistBalance, moves) },
      {
        name: 'earningsStats',
        op: counterUpdate(artistKeys.earningsStats(), ARTIST_ENTITY.earningsStats, {
          heldMinor: -p.amountMinor,
          openPayouts: -1,
          ...(status === 'paid' ? { paidOutMinor: p.amountMinor } : {}),
        }),
      },
    ],
    { payout: () => new PayoutNotOpen() },
  );
}

export async function listPayoutsByStatus(status: 'requested' | 'paid' | 'rejected', limit = 100): Promise<PayoutRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': artistKeys.payoutPartition(status) },
      // Oldest first: the queue is worked from the front.
      ScanIndexForward: status === 'requested',
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => PayoutRecord.parse(i));
}

export async function listArtistPayouts(userId: string, limit = 100): Promise<PayoutRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': artistKeys.artistPayoutsPartition(userId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => PayoutRecord.parse(i));
}

/** Every artist account (the users directory's artist partitions, whatever their status): the report's rows. */
export async function artistIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const status of ['active', 'suspended', 'pending']) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': partitions.userDirectory('artist', status) },
          ProjectionExpression: 'id',
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      ids.push(...(out.Items ?? []).map((i) => String(i.id)));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
  }
  return ids;
}
