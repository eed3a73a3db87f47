/**
 * `TransactWriteItems` with named entries. DynamoDB reports why a transaction was cancelled as a
 * list of reason codes in request order; reading them by position breaks silently the day an
 * entry is added or made conditional. Here every entry has a name, the reasons come back keyed
 * by name, and the caller says which error a failed condition on which entry means.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { retryPolicies, withRetry, type RetryPolicy } from '../lib/retry';
import { ddb, tableName } from './client';
import { cancellationReasons } from './dynamo-errors';

/** One entry of a `TransactWriteItems` request (`Put`, `Update`, `Delete` or `ConditionCheck`). */
export type TransactOp = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface NamedOp<N extends string> {
  name: N;
  op: TransactOp;
}

/** Entry `name`: puts `item`, which must not exist yet (`attribute_not_exists(PK)`): a first time, or a unique key. */
export const putNewOp = <N extends string>(name: N, item: Record<string, unknown>): NamedOp<N> => ({
  name,
  op: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
});

/** Entry `name`: an `Update` of the table (its key, expressions and condition). */
export const updateOp = <N extends string>(name: N, update: Omit<NonNullable<TransactOp['Update']>, 'TableName'>): NamedOp<N> => ({
  name,
  op: { Update: { TableName: tableName, ...update } },
});

export const CONDITION_FAILED = 'ConditionalCheckFailed';
export const TRANSACTION_CONFLICT = 'TransactionConflict';

/** A cancelled transaction whose cancellation no entry's error claimed: reasons keyed by entry name. */
export class TransactionCancelled<N extends string = string> extends Error {
  constructor(
    readonly reasons: Readonly<Record<N, string>>,
    options?: { cause?: unknown },
  ) {
    super(
      `Transaction cancelled: ${Object.entries(reasons)
        .map(([n, r]) => `${n}=${String(r)}`)
        .join(', ')}`,
      options,
    );
    this.name = 'TransactionCancelled';
  }

  /** Whether this entry's condition failed. */
  conditionFailed(name: N): boolean {
    return this.reasons[name] === CONDITION_FAILED;
  }
}

/**
 * Runs the entries as one transaction. A cancellation by TransactionConflict alone (it wrote
 * nothing) is sent again under `policy` (AWS advises backoff and jitter); a caller whose own loop
 * retries conflicts passes `retryPolicies.none`. When it is cancelled for good, the reason codes
 * are mapped back to the entries' names; the first entry of `onConditionFailed` (in its key order,
 * which is the priority) whose condition failed decides the error thrown. Any other cancellation
 * (a conflict that outlived its retries, an unclaimed condition) throws `TransactionCancelled`.
 */
export async function namedTransaction<N extends string>(
  entries: readonly NamedOp<N>[],
  onConditionFailed: Partial<Record<N, () => Error>> = {},
  policy: RetryPolicy = retryPolicies.transactionConflict,
): Promise<void> {
  const names = entries.map((e) => e.name);
  if (new Set(names).size !== names.length) throw new Error(`Transaction entry names must be unique: ${names.join(', ')}`);
  try {
    await withRetry(
      policy,
      () => ddb.send(new TransactWriteCommand({ TransactItems: entries.map((e) => e.op) })),
      (error) => isConflictOnly(cancellationReasons(error)),
    );
  } catch (error) {
    throwCancellation(error, names, onConditionFailed);
  }
}

const isConflictOnly = (codes: string[] | undefined): boolean =>
  !!codes?.includes(TRANSACTION_CONFLICT) && !codes.includes(CONDITION_FAILED);

/** A transaction cancelled by TransactionConflict alone (as `namedTransaction` throws it): it wrote nothing, it may be sent again. */
export const cancelledByConflict = (error: unknown): boolean =>
  error instanceof TransactionCancelled && isConflictOnly(Object.values<string>(error.reasons));

/** The error for a transaction that failed for good: the claimed condition's, else `TransactionCancelled`, else the SDK's. */
function throwCancellation<N extends string>(error: unknown, names: N[], onConditionFailed: Partial<Record<N, () => Error>>): never {
  const codes = cancellationReasons(error);
  if (!codes) throw error;
  const reasons = Object.fromEntries(names.map((name, i) => [name, codes[i] ?? 'None'])) as Record<N, string>;
  for (const name of Object.keys(onConditionFailed) as N[]) {
    const toError = onConditionFailed[name];
    if (toError && reasons[name] === CONDITION_FAILED) throw toError();
  }
  throw new TransactionCancelled(reasons, { cause: error });
}
