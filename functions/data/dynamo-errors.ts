/** Recognise DynamoDB's condition failures so repositories can turn them into domain errors. */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * For a cancelled transaction, the per-item reason codes in request order
 * (`'ConditionalCheckFailed'`, `'None'`, …); undefined for any other error.
 */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}
