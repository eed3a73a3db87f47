/**
 * The one retry loop and its named policies: capped exponential backoff with full jitter (AWS's
 * advice for DynamoDB). Throttles are not retried here: the SDK's own retry strategy does that.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryPolicy {
  /** Tries in all, the first one included: the most work one call can cause. */
  readonly attempts: number;
  /** The ceiling of the first wait; it doubles on each retry... */
  readonly baseMs: number;
  /** ...up to this. */
  readonly capMs: number;
}

export const retryPolicies = {
  /** For a caller whose own loop (under one of the policies below) already retries: one try, so attempts never multiply. */
  none: { attempts: 1, baseMs: 0, capMs: 0 },
  /** A transaction cancelled by TransactionConflict alone wrote nothing: sending it again is safe. */
  transactionConflict: { attempts: 3, baseMs: 40, capMs: 320 },
  /**
   * A read-modify-write whose condition found the item moved (a song's rating, a contact
   * message's status): read again and write again, a few times.
   */
  readModifyWrite: { attempts: 5, baseMs: 20, capMs: 320 },
  /**
   * Many writers queued on one item (the catalogue version, a subscriber's quota, a popular song's
   * or artist's ranking under a sale's transaction): each try is a
   * fresh read and transaction, many of them, with short waits.
   */
  hotItem: { attempts: 25, baseMs: 10, capMs: 400 },
  /** BatchGetItem / BatchWriteItem keys DynamoDB left unprocessed (it was busy): sent again alone. */
  batchUnprocessed: { attempts: 8, baseMs: 25, capMs: 1_000 },
  /** A write that found a state it cannot succeed in but can read again (a licence key drawn twice): decide again at once. */
  stateChanged: { attempts: 3, baseMs: 0, capMs: 0 },
} as const satisfies Record<string, RetryPolicy>;

export type RetryPolicyName = keyof typeof retryPolicies;

/** The wait before retry number `retry` (0 = the first retry): random in [0, min(cap, base × 2^retry)). */
export const backoffMs = (policy: RetryPolicy, retry: number, random: () => number = Math.random): number =>
  Math.floor(random() * Math.min(policy.capMs, policy.baseMs * 2 ** retry));

/** Waits out retry number `retry` of the policy. */
export const backoff = (policy: RetryPolicy, retry: number): Promise<void> => sleep(backoffMs(policy, retry));

/**
 * Runs `attempt` until it succeeds, `retryable` says an error is final, or the policy's tries are
 * spent; then the last error is thrown as it was. `attempt` gets its number (1 = first).
 */
export async function withRetry<T>(
  policy: RetryPolicy,
  attempt: (n: number) => Promise<T>,
  retryable: (error: unknown) => boolean,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= policy.attempts || !retryable(error)) throw error;
      await backoff(policy, n - 1);
    }
  }
}
