/**
 * The signed-in user's listener stats (GET /api/user/stats): the dashboard's sidebar and cards and
 * My Analytics. Parsed with the shared schema, so only the lazy account chunks import this.
 */
import { ListenerStats } from '../../../shared/api/account';
import { currentLanguage, i18n } from '../i18n/i18n';
import { call } from './api-client';
import { formatAgo, formatMonthName } from './format-locale';
import { formatPaidTotal, formatUsdIn, type DisplayCurrency } from './currency';
import { queryKeys } from './query-keys';
import { useUserQuery } from './user-query';

export type { ListenerStats };

export function useListenerStats() {
  return useUserQuery(queryKeys.listenerStats.user, (signal) =>
    call('getListenerStats', { signal, parse: (data) => ListenerStats.parse(data) }),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const english = () => currentLanguage() === 'en';

/** '2026-06' → 'Jun' (in the active language). */
export const monthLabel = (yyyyMm: string): string =>
  english() || !/^\d{4}-\d{2}$/.test(yyyyMm) ? (MONTHS[Number(yyyyMm.slice(5, 7)) - 1] ?? yyyyMm) : formatMonthName(yyyyMm);

/** A list-price figure (a month's spending, a recent purchase) in the visitor's currency (issue 21: no $ beside a ৳ store). */
export const formatSpent = (usd: number, currency: DisplayCurrency): string => formatUsdIn(usd, currency);

/**
 * Total spent in the visitor's currency: the sum of the completed orders as paid (taka and dollars
 * joined by shared/money `paidTotalIn`); the list-price total converted for a server without it.
 */
export const formatTotalSpent = (stats: Pick<ListenerStats, 'totalSpent' | 'totalPaid'>, currency: DisplayCurrency): string =>
  stats.totalPaid ? formatPaidTotal(stats.totalPaid, currency) : formatUsdIn(stats.totalSpent, currency);

/** Spec §9 relative times: 'Just now' under 1 hour, hours under 24, days under 7, otherwise weeks. */
export function relativeTime(iso: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(iso)) / 3_600_000);
  if (!Number.isFinite(hours) || hours < 1) return i18n.t('common.justNow');
  const days = Math.floor(hours / 24);
  const weeks = Math.floor(days / 7);
  if (!english()) return hours < 24 ? formatAgo(hours, 'hour') : days < 7 ? formatAgo(days, 'day') : formatAgo(weeks, 'week');
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return `${weeks} week${weeks === 1 ? '' : 's'} ago`;
}
