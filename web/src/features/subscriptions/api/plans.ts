import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { Plan } from '../../../../../shared/api/subscriptions';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Plan };

/** GET /api/subscription/plans (public): the active plans, cheapest first. */
export const usePlans = () =>
  useQuery({
    queryKey: queryKeys.plans.public,
    queryFn: async ({ signal }) => {
      const plans = await call('listPlans', { signal, parse: (data: unknown) => z.array(Plan).parse(data) });
      return plans.filter((plan) => plan.is_active).sort((a, b) => a.price - b.price);
    },
  });

/** Checkout receives the plan in navigation state; anything else there is ignored. */
export const readCheckoutPlan = (state: unknown): Plan | null => {
  const plan = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).plan : undefined;
  const parsed = Plan.safeParse(plan);
  return parsed.success ? parsed.data : null;
};
