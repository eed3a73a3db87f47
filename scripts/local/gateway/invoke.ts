/**
 * One invocation under both clocks that bound it in AWS: the function's timeout (Lambda stops the
 * handler and reports "Task timed out"; endpoint() answers 503 TIMEOUT just before, and the gateway
 * answers the same if a handler does not) and the integration
 * timeout (API Gateway stops waiting at 30 s and answers 503). Whichever ends first wins; a result
 * that arrives later is discarded.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { LambdaHandler, LambdaResult } from './types';

export type InvokeOutcome = { kind: 'result'; result: LambdaResult } | { kind: 'functionTimeout' } | { kind: 'integrationTimeout' };

export interface InvokeLimits {
  /** Lambda's timeout for this route; 0 disables. */
  functionTimeoutMs: number;
  /** API Gateway's integration timeout; 0 disables. */
  integrationTimeoutMs: number;
}

/** Rejects with what the handler throws (or its rejection) when that comes first. */
export async function invokeWithTimeouts(
  handler: LambdaHandler,
  event: APIGatewayProxyEventV2,
  context: Context,
  limits: InvokeLimits,
): Promise<InvokeOutcome> {
  const invocation = Promise.resolve().then(() => handler(event, context));
  const timers: NodeJS.Timeout[] = [];
  const after = (ms: number, outcome: InvokeOutcome) =>
    new Promise<InvokeOutcome>((resolveOutcome) => {
      timers.push(setTimeout(() => resolveOutcome(outcome), ms));
    });
  const racers: Promise<InvokeOutcome>[] = [invocation.then((result): InvokeOutcome => ({ kind: 'result', result }))];
  if (limits.functionTimeoutMs > 0) racers.push(after(limits.functionTimeoutMs, { kind: 'functionTimeout' }));
  if (limits.integrationTimeoutMs > 0) racers.push(after(limits.integrationTimeoutMs, { kind: 'integrationTimeout' }));
  try {
    const outcome = await Promise.race(racers);
    if (outcome.kind !== 'result') invocation.catch(() => {}); // a late failure is as irrelevant as a late result
    return outcome;
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
}
