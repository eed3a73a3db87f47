/**
 * Artist payouts (issue 24): a request holds its amount with a condition on the balance item, so no
 * concurrency takes the balance below zero; paid or rejected moves the hold on.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { PAYOUT_METHODS } from '../../shared/api/artist';
import { bucketOps } from './analytics-repo';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { ARTIST_ENTITY, artistKeys } from './artist-keys';
import { counterUpdate } from './stats-repo';
import { namedTransaction, updateOp, putNewOp } from './transaction';

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

export class InsufficientBalance extends Error {}
export class PayoutNotOpen extends Error {}

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
      updateOp('balance', {
        Key: artistKeys.balance(p.artistId),
        UpdateExpression: 'ADD availableMinor :minus, heldMinor :amount',
        ConditionExpression: 'availableMinor >= :amount',
        ExpressionAttributeValues: { ':minus': -p.amountMinor, ':amount': p.amountMinor },
      }),
      putNewOp('payout', payoutItem(p)),
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
      updateOp('payout', {
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
      }),
      { name: 'balance', op: counterUpdate(artistKeys.balance(p.artistId), ARTIST_ENTITY.artistBalance, moves) },
      {
        name: 'earningsStats',
        op: counterUpdate(artistKeys.earningsStats(), ARTIST_ENTITY.earningsStats, {
          heldMinor: -p.amountMinor,
          openPayouts: -1,
          ...(status === 'paid' ? { paidOutMinor: p.amountMinor } : {}),
        }),
      },
      ...(status === 'paid' ? bucketOps(at, { payoutsPaidTakaMinor: p.amountMinor }) : []),
    ],
    { payout: () => new PayoutNotOpen() },
  );
}

export const listPayoutsByStatus = (status: 'requested' | 'paid' | 'rejected', limit = 100): Promise<PayoutRecord[]> =>
  // Oldest first for the queue: it is worked from the front.
  queryPartition({ index: 'GSI1', pk: artistKeys.payoutPartition(status), newestFirst: status !== 'requested', limit }, (i) =>
    PayoutRecord.parse(i),
  );

export const listArtistPayouts = (userId: string, limit = 100): Promise<PayoutRecord[]> =>
  queryPartition({ index: 'GSI2', pk: artistKeys.artistPayoutsPartition(userId), newestFirst: true, limit }, (i) => PayoutRecord.parse(i));
