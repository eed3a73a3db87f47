/**
 * Each provider event handled once. Claimed before anything is read or changed, so of 20
 * concurrent deliveries one handles it: the others answer 409 while it is at work (the provider
 * delivers them again: if the first invocation dies, a retry completes the event) and 200 once it
 * is done. A handler whose only change is one transaction (a card payment's approval) may instead
 * record the event in that transaction and claim only before any other change (`claimFirst:
 * false`): one write fewer before the provider's answer, and a duplicate's approval, concurrent or
 * later, is cancelled by the order's condition or the record's, answered 200 as already handled.
 */
import { DEFAULT_ROUTE_TIMEOUT_SECONDS } from '../../../shared/api/routes/define';
import {
  claimPaymentEvent,
  completePaymentEvent,
  paymentEventDoneOp,
  paymentEventRecordOp,
  paymentEventState,
  recordPaymentEvent,
  releasePaymentEvent,
  type PaymentEventClaim,
} from '../../data/payments-repo';
import { TransactionCancelled, type NamedOp } from '../../data/transaction';
import { logger } from '../../lib/log';
import { ConflictError } from '../../kernel/errors';

/**
 * How long a claim holds: the webhook function's timeout, past which the invocation that claimed
 * it is gone (Lambda stopped it), plus a margin. A retry after that completes the event.
 */
export const EVENT_CLAIM_LEASE_SECONDS = DEFAULT_ROUTE_TIMEOUT_SECONDS + 5;

/** Builds the event's record with `outcome` as a transaction entry; the handler answers that same outcome once the transaction committed. */
export type EventCompletion = (outcome: string) => NamedOp<'eventClaim'>;

/** What a handler gets: the event's record for its transaction, and the claim to take before any other change. */
export interface EventHandling {
  recordIn: EventCompletion;
  /** Claims the event (once; a claim taken already is kept): throws 409 EVENT_IN_PROGRESS, or ends the handling as a duplicate of a handled event. */
  claim: () => Promise<void>;
}

/** An outcome that records nothing: the claim is given back, and the same event is handled afresh when told again. */
export interface NotSettled {
  notSettled: string;
}
export const notSettled = (outcome: string): NotSettled => ({ notSettled: outcome });

/** A duplicate of a handled event found by a claim taken mid-handling: answered as such. */
class HandledBefore extends Error {}

const inProgress = () => new ConflictError('This event is still being processed; deliver it again later', 'EVENT_IN_PROGRESS');

/**
 * Runs `handle` for an event not handled yet and records its outcome; answers undefined for a
 * duplicate of a handled event, and throws 409 EVENT_IN_PROGRESS for one still claimed elsewhere.
 * A failure gives the claim back and is rethrown, so the provider's retry (which the error answer
 * asks for) handles the event afresh. With `claimFirst: false` the event is claimed only when the
 * handler asks (`claim`); a handling that took no claim is recorded in its transaction
 * (`recordIn`) or, having changed nothing, after it.
 */
export async function handleEventOnce(
  provider: string,
  eventId: string,
  type: string,
  now: Date,
  handle: (event: EventHandling) => Promise<string | NotSettled>,
  { claimFirst = true }: { claimFirst?: boolean } = {},
): Promise<string | undefined> {
  let claim: PaymentEventClaim | undefined;
  const takeClaim = async () => {
    if (claim) return;
    const got = await claimPaymentEvent(provider, eventId, type, now, EVENT_CLAIM_LEASE_SECONDS);
    if (got === 'done') throw new HandledBefore();
    if (got === 'in-hand') throw inProgress();
    claim = got;
  };
  // If a release fails too, the lease runs out and the retry still gets the claim.
  const release = async () => {
    if (claim)
      await releasePaymentEvent(claim).catch((error: unknown) => logger.error('payment event claim not released', { error, provider }));
  };
  let recorded: string | undefined;
  const recordIn: EventCompletion = (outcome) => {
    recorded = outcome;
    const at = new Date().toISOString();
    return {
      name: 'eventClaim',
      op: claim ? paymentEventDoneOp(claim, outcome, at) : paymentEventRecordOp(provider, eventId, type, outcome, now),
    };
  };
  let outcome: string | NotSettled;
  try {
    if (claimFirst) await takeClaim();
    outcome = await handle({ recordIn, claim: takeClaim });
  } catch (error) {
    if (error instanceof HandledBefore) return undefined;
    // Recorded (or claimed) by another delivery before this one's transaction: nothing of it was written.
    if (!claim && error instanceof TransactionCancelled && error.conditionFailed('eventClaim')) {
      if ((await paymentEventState(provider, eventId)) === 'done') return undefined;
      throw inProgress();
    }
    await release();
    throw error;
  }
  if (typeof outcome !== 'string') {
    await release();
    return outcome.notSettled;
  }
  // Recorded by the transaction that answered this outcome (which, had it failed, would have thrown).
  if (recorded === outcome) return outcome;
  if (claim) await completePaymentEvent(claim, outcome, new Date().toISOString());
  // Unclaimed, so it changed nothing: a record refused (the event recorded or claimed meanwhile) is left as it is.
  else await recordPaymentEvent(provider, eventId, type, outcome, now);
  return outcome;
}
