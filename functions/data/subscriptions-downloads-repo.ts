/** A subscriber's download: the period's quota, the licence and the entitlement in one transaction. */
import { retryPolicies } from '../lib/retry';
import { tableName } from './client';
import { keys } from './keys';
import { entitlementFor, grantEntitlementOp, issueLicenseOp, type LicenseRecord } from './licenses-repo';
import { statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp, TransactionCancelled } from './transaction';
import { type SubscriptionRecord } from './subscriptions-repo';

export type QuotaOutcome = 'granted' | 'limit' | 'new-period' | 'already-owned' | 'key-taken';

/**
 * One download against a subscription's quota: the counter moves only if it is below the limit
 * in the current period (conditional), in the same transaction as the entitlement (new only),
 * the licence ('Subscription Download') and the download counters, so the quota can never be
 * overspent and a counted download is never lost. `newPeriod` opens the period `periodKey`.
 * One transaction, no retry: a TransactionConflict is thrown (`TransactionCancelled`) for the caller's loop.
 */
export async function recordSubscriptionDownload(input: {
  sub: SubscriptionRecord;
  periodKey: string;
  newPeriod: boolean;
  license: LicenseRecord;
  at: string;
}): Promise<QuotaOutcome> {
  const { sub, license } = input;
  const limited = sub.downloadLimit !== null;
  const quotaUpdate = input.newPeriod
    ? {
        UpdateExpression: 'SET periodKey = :period, downloadsUsed = :one, updatedAt = :at',
        ConditionExpression: '#status = :active AND periodKey <> :period',
        ExpressionAttributeValues: { ':period': input.periodKey, ':one': 1, ':at': input.at, ':active': 'active' },
      }
    : {
        UpdateExpression: 'SET updatedAt = :at ADD downloadsUsed :one',
        ConditionExpression: `#status = :active AND periodKey = :period${limited ? ' AND downloadsUsed < :limit' : ''}`,
        ExpressionAttributeValues: {
          ':period': input.periodKey,
          ':one': 1,
          ':at': input.at,
          ':active': 'active',
          ...(limited ? { ':limit': sub.downloadLimit } : {}),
        },
      };
  const entries = [
    {
      name: 'quota',
      op: {
        Update: { TableName: tableName, Key: keys.subscription(sub.id), ExpressionAttributeNames: { '#status': 'status' }, ...quotaUpdate },
      },
    },
    grantEntitlementOp(entitlementFor(license, 'subscription'), { onlyIfNew: true }),
    issueLicenseOp(license),
    {
      name: 'songCounters',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.song(license.songId),
          UpdateExpression: 'ADD downloads :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    },
    { name: 'storeStats', op: statsIncrement({ totalDownloads: 1 }) },
  ] satisfies NamedOp<string>[];
  try {
    // One try: the caller's loop (retryPolicies.hotItem) retries a conflict with the rest, so attempts never multiply.
    await namedTransaction(entries, {}, retryPolicies.none);
    return 'granted';
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const cancelled = error as TransactionCancelled<(typeof entries)[number]['name']>;
    if (cancelled.conditionFailed('entitlement')) return 'already-owned';
    if (cancelled.conditionFailed('quota')) return input.newPeriod ? 'limit' : 'new-period';
    if (cancelled.conditionFailed('license')) return 'key-taken';
    // TransactionConflict: another download of this subscriber is being written.
    throw error;
  }
}
