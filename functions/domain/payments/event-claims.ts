/**
 * Each provider event handled once: the event id is claimed before anything is read or changed,
 * so of 20 concurrent deliveries one runs the approval and the rest answer 200 at once.
 */
import { DEFAULT_ROUTE_TIMEOUT_SECONDS } from '../../../shared/api/routes/define';
import { claimPaymentEvent, completePaymentEvent, releasePaymentEvent } from '../../data/payments-repo';
import { logger } from '../../lib/log';

/**
 * How long a claim holds: the webhook function's timeout, past which the invocation that claimed
 * it is gone (Lambda stopped it), plus a margin. A retry after that completes the event.
 */
export const EVENT_CLAIM_LEASE_SECONDS = DEFAULT_ROUTE_TIMEOUT_SECONDS + 5;

/** An outcome that records nothing: the claim is given back, and the same event is handled afresh when told again. */
export interface NotSettled {
  notSettled: string;
}
export const notSettled = (outcome: string): NotSettled => ({ notSettled: outcome });

/**
 * Runs `handle` for an event not claimed yet and records its outcome; answers undefined for a
 * duplicate (handled, or in hand elsewhere). A failure gives the claim back and is rethrown, so
 * the provider's retry (which the error answer asks for) handles the event afresh.
 */
export async function handleEventOnce(
  provider: string,
  eventId: string,
  type: string,
  now: Date,
  handle: () => Promise<string | NotSettled>,
): Promise<string | undefined> {
  const claim = await claimPaymentEvent(provider, eventId, type, now, EVENT_CLAIM_LEASE_SECONDS);
  if (!claim) return undefined;
  // If a release fails too, the lease runs out and the retry still gets the claim.
  const release = () =>
    releasePaymentEvent(claim).catch((error: unknown) => logger.error('payment event claim not released', { error, provider }));
  let outcome: string | NotSettled;
  try {
    outcome = await handle();
  } catch (error) {
    await release();
    throw error;
  }
  if (typeof outcome !== 'string') {
    await release();
    return outcome.notSettled;
  }
  await completePaymentEvent(claim, outcome, new Date().toISOString());
  return outcome;
}
