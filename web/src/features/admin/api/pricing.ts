import * as z from 'zod';
import { Plan, PlanStats } from '../../../../../shared/api/subscriptions';
import { useCallQuery } from '../../../lib/call-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

export type { Plan };
export type PlanStats = z.infer<typeof PlanStats>;

/** The body of POST and PUT /api/admin/pricing: the plan fields, an empty limit as null (unlimited). */
export interface PlanBody {
  name: string;
  price: number;
  duration: Plan['duration'];
  download_limit: number | null;
  download_limit_type: Plan['download_limit_type'];
  features: string[];
  is_popular: boolean;
  is_active: boolean;
  trial_days: number;
  max_devices: number;
  quality_limit: Plan['quality_limit'];
}

export const useAdminPlans = () =>
  useCallQuery(queryKeys.admin.pricing.plans, (signal) =>
    call('listAdminPlans', { signal, parse: (data: unknown) => z.array(Plan).parse(data) }),
  );

export const usePlanStats = () =>
  useCallQuery(queryKeys.admin.pricing.stats, (signal) =>
    call('getPlanStats', { signal, parse: (data: unknown) => PlanStats.parse(data) }),
  );

const parsePlan = (data: unknown): Plan => Plan.parse(data);

// The public plan list (/pricing, /subscription) changes with every edit too.
const usePlanMutation = <V>(request: (vars: V) => Promise<unknown>) =>
  useRefreshingMutation(request, [queryKeys.admin.pricing.all, queryKeys.plans.all]);

export const useCreatePlan = () => usePlanMutation((body: PlanBody) => call('createPlan', { body, parse: parsePlan }));

export const useUpdatePlan = () =>
  usePlanMutation(({ id, body }: { id: string; body: PlanBody }) => call('updatePlan', { params: { id }, body, parse: parsePlan }));

/** Admin §4: the request sends the opposite of the plan's current state. */
export const useTogglePlan = () =>
  usePlanMutation((plan: Plan) => call('togglePlan', { params: { id: plan.id }, body: { is_active: !plan.is_active }, parse: parsePlan }));

export const useDeletePlan = () => usePlanMutation((id: string) => call('deletePlan', { params: { id } }));

/** The body that recreates `plan` as it is (-1, the API's unlimited, goes back as null). */
export const planBody = (plan: Plan): PlanBody => ({
  name: plan.name,
  price: plan.price,
  duration: plan.duration,
  download_limit: plan.download_limit < 0 ? null : plan.download_limit,
  download_limit_type: plan.download_limit_type,
  features: [...plan.features],
  is_popular: plan.is_popular,
  is_active: plan.is_active,
  trial_days: plan.trial_days,
  max_devices: plan.max_devices,
  quality_limit: plan.quality_limit,
});

/** Admin §4: a copy is inactive, not popular, named '{name} (Copy)'. */
export const duplicateBody = (plan: Plan): PlanBody => ({
  ...planBody(plan),
  name: `${plan.name} (Copy)`,
  is_active: false,
  is_popular: false,
});
