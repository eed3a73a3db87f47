/**
 * A stand-in for the document client in unit suites that check how a repository reads a cancelled
 * DynamoDB transaction: reads find nothing, every transaction is recorded, and `cancel` decides the
 * cancellation reason of each of its entries (or lets it through by returning undefined).
 */
import type { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';

export type TransactEntry = Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined>;

/** `n` counts the transactions sent so far, this one included. */
export type CancelRule = (items: TransactEntry[], n: number) => string[] | undefined;

export function fakeTransactions(ddb: DynamoDBDocumentClient, cancel: CancelRule): TransactEntry[][] {
  const sent: TransactEntry[][] = [];
  vi.spyOn(ddb, 'send').mockImplementation((async (command: TransactWriteCommand) => {
    if (!command.input.TransactItems) return {};
    const items = command.input.TransactItems as TransactEntry[];
    sent.push(items);
    const codes = cancel(items, sent.length);
    if (!codes) return {};
    throw Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: codes.map((Code) => ({ Code })),
    });
  }) as never);
  return sent;
}

/** The `PK|SK` an entry writes, checks or deletes. */
export const keyOf = (entry: TransactEntry): string => {
  const op = entry.Put ?? entry.Update ?? entry.Delete ?? entry.ConditionCheck;
  const key = op?.Key ?? op?.Item;
  return key ? `${String(key.PK)}|${String(key.SK)}` : '';
};

/** Fails the condition of the entries `fails` picks; the others get `otherCode`. */
export const conditionFailedWhere =
  (fails: (entry: TransactEntry) => boolean, otherCode = 'None'): CancelRule =>
  (items) =>
    items.map((item) => (fails(item) ? 'ConditionalCheckFailed' : otherCode));

export const put = (pk: string) => ({ Put: { TableName: 't', Item: { PK: pk, SK: 'X' } } });

/** A pending song order, its licence, and an active subscription, as the approval and download repositories take them. */
export const pendingSongOrder = {
  id: 42,
  userId: 'u1',
  buyerName: 'Jane',
  buyerEmail: 'jane@example.com',
  type: 'song' as const,
  songId: 's1',
  itemKey: 'SONG#s1',
  title: 'Night Drive',
  amountMinor: 109_900,
  currency: 'BDT' as const,
  listPriceCents: 999,
  paymentMethod: 'bkash' as const,
  status: 'pending' as const,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  searchText: '42 jane',
};

export const songLicense = {
  licenseKey: 'AB-CDEFG',
  type: 'Single Song Purchase',
  orderId: 42,
  userId: 'u1',
  userEmail: 'jane@example.com',
  userName: 'Jane',
  songId: 's1',
  songTitle: 'Night Drive',
  artist: 'The Examples',
  amountMinor: 109_900,
  currency: 'BDT' as const,
  issuedAt: '2026-11-23T11:00:00.000Z',
};

/** The after-commit record an approval of `pendingSongOrder` writes with `songLicense`. */
export const songApprovedRecord = {
  kind: 'songApproved' as const,
  orderId: pendingSongOrder.id,
  at: songLicense.issuedAt,
  siteUrl: 'https://shop.example',
  licenseKey: songLicense.licenseKey,
  songId: 's1',
  artist: songLicense.artist,
};

export const downloadLicense = { ...songLicense, type: 'Subscription Download', orderId: null, amountMinor: null, currency: null };

export const activeSubscription = (downloadsUsed: number) => ({
  id: 'sub1',
  userId: 'u1',
  planId: 'p1',
  planName: 'Pro',
  status: 'active' as const,
  orderId: 7,
  amountMinor: 109_900,
  currency: 'BDT' as const,
  usdPriceCents: 999,
  paymentMethod: 'bkash' as const,
  downloadLimit: 2,
  limitPeriod: 'monthly' as const,
  duration: 'monthly' as const,
  periodKey: '2026-11',
  downloadsUsed,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
