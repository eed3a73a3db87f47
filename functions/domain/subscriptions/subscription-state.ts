/** Whether a user has a subscription, asked without an expected 404 (issue 21): my-subscription's view or null. */
import type * as z from '../../../shared/api/zod';
import type { MySubscription } from '../../../shared/api/subscriptions';
import type { Caller } from '../../kernel/caller';
import { NotFoundError } from '../../kernel/errors';
import { mySubscription } from './subscriptions';

export async function subscriptionState(caller: Caller): Promise<{ subscription: z.infer<typeof MySubscription> | null }> {
  try {
    return { subscription: await mySubscription(caller) };
  } catch (error) {
    if (error instanceof NotFoundError && error.code === 'NO_SUBSCRIPTION') return { subscription: null };
    throw error;
  }
}
