/**
 * Each provider event handled once: the event id is claimed before anything is read or changed,
 * so of 20 concurrent deliveries one runs the approval. The others answer 409 while it is at work
 * (the provider delivers them again: if the first invocation dies, a retry completes the event)
 * and 200 once it is done.
 */
import { DEFAULT_ROUTE_TIMEOUT_SECONDS } from '../../../shared/api/routes/define';
import { claimPaymentEvent, completePaymentEvent, paymentEventDoneOp, releasePaymentEvent } from '../../data/payments-repo';
import type { NamedOp } from '../../data/transaction';
import { logger } from '../../lib/log';
import { ConflictError } from '../../kernel/errors';

/**
 * How long a claim holds: the webhook function's timeout, past which the invocation that claimed
 * it is gone (Lambda stopped it), plus a margin. A retry after that completes the event.
 */
export const EVENT_CLAIM_LEASE_SECONDS = DEFAULT_ROUTE_TIMEOUT_SECONDS + 5;

/** Builds the claim's completion with `outcome` as a transaction entry; the handler answers that same outcome once the transaction committed. */
export type EventCompletion = (outcome: string) => NamedOp<'eventClaim'>;

/** An outcome that records nothing: the claim is given back, and the same event is handled afresh when told again. */
export interface NotSettled {
  notSettled: string;
}
export const notSettled = (outcome: string): NotSettled => ({ notSettled: outcome });

/**
 * Runs `handle` for an event not claimed yet and records its outcome; answers undefined for a
 * duplicate of a handled event, and throws 409 EVENT_IN_PROGRESS for one still in hand elsewhere.
 * A failure gives the claim back and is rethrown, so the provider's retry (which the error answer
 * asks for) handles the event afresh.
 */
export async function handleEventOnce(
  provider: string,
  eventId: string,
  type: string,
  now: Date,
  /** `recordIn`: the claim's completion as an entry of the handling transaction, for a handler that writes one. */
  handle: (recordIn: EventCompletion) => Promise<string | NotSettled>,
): Promise<string | undefined> {
  const claim = await claimPaymentEvent(provider, eventId, type, now, EVENT_CLAIM_LEASE_SECONDS);
  if (claim === 'done') return undefined;
  if (claim === 'in-hand') throw new ConflictError('This event is still being processed; deliver it again later', 'EVENT_IN_PROGRESS');
  // If a release fails too, the lease runs out and the retry still gets the claim.
  const release = () =>
    releasePaymentEvent(claim).catch((error: unknown) => logger.error('payment event claim not released', { error, provider }));
  let recorded: string | undefined;
  const recordIn: EventCompletion = (outcome) => {
    recorded = outcome;
    return { name: 'eventClaim', op: paymentEventDoneOp(claim, outcome, new Date().toISOString()) };
  };
  let outcome: string | NotSettled;
  try {
    outcome = await handle(recordIn);
  } catch (error) {
    await release();
    throw error;
  }
  if (typeof outcome !== 'string') {
    await release();
    return outcome.notSettled;
  }
  // Recorded by the transaction that answered this outcome (which, had it failed, would have thrown).
  if (recorded !== outcome) await completePaymentEvent(claim, outcome, new Date().toISOString());
  return outcome;
}
