/**
 * The signed-in user's subscription and the words used for plans and quotas. Checked by hand
 * rather than with the shared zod schemas: /browse reads it, and zod stays out of that chunk.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type {
  LimitPeriod,
  MySubscription as MySubscriptionSchema,
  SubscriptionStatus as StatusSchema,
} from '../../../shared/api/subscriptions';
import { i18n } from '../i18n/i18n';
import '../i18n/locales/en/library';
import { call } from './api-client';
import { formatDate } from './format-locale';
import { queryKeys } from './query-keys';
import { useUserQuery } from './user-query';

export type MySubscription = z.infer<typeof MySubscriptionSchema>;
export type SubscriptionStatus = z.infer<typeof StatusSchema>;
export type { LimitPeriod };

const STATUSES: readonly SubscriptionStatus[] = ['pending_payment', 'pending_approval', 'active', 'queued', 'expired', 'rejected'];
const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly', 'yearly'];

export function parseMySubscription(data: unknown): MySubscription {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (key: string) => {
    if (typeof f[key] !== 'string') throw new TypeError(`Subscription.${key} must be a string`);
    return f[key];
  };
  const num = (key: string) => {
    if (typeof f[key] !== 'number') throw new TypeError(`Subscription.${key} must be a number`);
    return f[key];
  };
  const optionalText = (key: string) => (typeof f[key] === 'string' ? f[key] : null);
  if (!STATUSES.includes(f.status as SubscriptionStatus)) throw new TypeError('Subscription.status is unknown');
  return {
    id: text('id'),
    plan_id: text('plan_id'),
    plan_name: text('plan_name'),
    status: f.status as SubscriptionStatus,
    downloads_used: num('downloads_used'),
    download_limit: num('download_limit'),
    download_limit_type: PERIODS.includes(f.download_limit_type as LimitPeriod) ? (f.download_limit_type as LimitPeriod) : 'monthly',
    start_date: optionalText('start_date'),
    end_date: optionalText('end_date'),
    period_resets_at: optionalText('period_resets_at'),
    cancelled_at: optionalText('cancelled_at'),
    next_plan: parseNextPlan(f.next_plan),
  };
}

/** The paid plan queued after this one, or null. */
function parseNextPlan(data: unknown): MySubscription['next_plan'] {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
  if (!f || typeof f.id !== 'string' || typeof f.plan_name !== 'string' || typeof f.start_date !== 'string') return null;
  return { id: f.id, plan_name: f.plan_name, start_date: f.start_date, end_date: typeof f.end_date === 'string' ? f.end_date : null };
}

/** The state route's answer: the subscription, or null when the user has none. */
export function parseSubscriptionState(data: unknown): MySubscription | null {
  const subscription = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).subscription : undefined;
  if (subscription === null) return null;
  return parseMySubscription(subscription);
}

/**
 * The signed-in user's subscription, or null when they have none. Asks GET /api/subscription/state,
 * which answers null instead of my-subscription's 404, so no page logs an expected failure.
 */
export function useMySubscription() {
  return useUserQuery(queryKeys.subscription.mineFor, (signal) => call('getSubscriptionState', { signal, parse: parseSubscriptionState }));
}

export const isUnlimited = (limit: number): boolean => limit < 0;

/** Spec: -1 shows 'Unlimited', otherwise '{n} downloads' (in the active language). */
export const allowanceText = (limit: number): string =>
  isUnlimited(limit) ? i18n.t('subscription.unlimited') : i18n.t('subscription.downloads', { count: limit });

/** 'day', 'week'… in the active language ('Tag', 'semaine'…). */
export const periodNoun = (period: LimitPeriod): string => i18n.t(`subscription.period.${period}`);

/** '50 downloads per month' or 'Unlimited downloads'. */
export const allowanceWithPeriod = (limit: number, period: LimitPeriod): string =>
  isUnlimited(limit)
    ? i18n.t('subscription.unlimitedDownloads')
    : i18n.t(`subscription.perPeriod.${period}`, { allowance: allowanceText(limit) });

/** A subscription status in the active language ('Pending Payment', 'Zahlung ausstehend'…). */
export const statusLabel = (status: SubscriptionStatus): string => i18n.t(`subscription.status.${status}`);

/** Spec §4 Subscription on browse: any status but active is shown, in red. */
export const subscriptionNotice = (status: Exclude<SubscriptionStatus, 'active'>): string => i18n.t(`subscription.notice.${status}`);

/** 'Cancelled, access until 24 Dec 2026' for a cancelled subscription that still runs; null otherwise. */
export function cancelledText(subscription: Pick<MySubscription, 'status' | 'cancelled_at' | 'end_date'>): string | null {
  if (subscription.status !== 'active' || !subscription.cancelled_at || !subscription.end_date) return null;
  return i18n.t('subscription.cancelledUntil', { date: formatDate(subscription.end_date) });
}

/** Whether the subscriber can cancel: active, not yet cancelled, and not lifetime (nothing renews a lifetime plan). */
export const canCancel = (subscription: Pick<MySubscription, 'status' | 'cancelled_at' | 'end_date'>): boolean =>
  subscription.status === 'active' && !subscription.cancelled_at && subscription.end_date !== null;

/** POST /api/subscription/cancel: access continues to the period's end, no renewal. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('cancelSubscription', { parse: parseMySubscription }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all }),
  });
}
