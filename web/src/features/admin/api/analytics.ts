import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import * as z from '../../../../../shared/api/zod';
import {
  ActivityItem,
  Analytics,
  DashboardStats,
  SystemHealth,
  TodayStats,
  TopSong,
  type AnalyticsRange,
} from '../../../../../shared/api/analytics';
import { useCallQuery } from '../../../lib/call-query';
import { call, callBlob } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { ActivityItem, Analytics, AnalyticsRange, DashboardStats, SystemHealth, TodayStats, TopSong };

const TopSongs = /* @__PURE__ */ z.array(TopSong);
const Activity = /* @__PURE__ */ z.array(ActivityItem);

/** A dashboard figure: read again every minute while the page is open. */
const useLive = <T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>) => useCallQuery(key, load, { refetchInterval: 60_000 });

export const useDashboardStats = () =>
  useLive(queryKeys.admin.dashboard.stats, (signal) =>
    call('getAdminStats', { signal, parse: (data: unknown) => DashboardStats.parse(data) }),
  );

export const useTodayStats = () =>
  useLive(queryKeys.admin.dashboard.today, (signal) =>
    call('getAdminTodayStats', { signal, parse: (data: unknown) => TodayStats.parse(data) }),
  );

export const useTopSongs = (limit = 5) =>
  useLive(queryKeys.admin.dashboard.topSongs(limit), (signal) =>
    call('getAdminTopSongs', { query: { limit }, signal, parse: (data: unknown) => TopSongs.parse(data) }),
  );

export const useRecentActivity = (limit = 8) =>
  useLive(queryKeys.admin.dashboard.activity(limit), (signal) =>
    call('listAdminActivity', { query: { limit }, signal, parse: (data: unknown) => Activity.parse(data) }),
  );

export const useSystemHealth = () =>
  useLive(queryKeys.admin.dashboard.health, (signal) =>
    call('getAdminHealth', { signal, parse: (data: unknown) => SystemHealth.parse(data) }),
  );

export const useAnalytics = (range: AnalyticsRange) =>
  useCallQuery(
    queryKeys.admin.analytics(range),
    (signal) => call('getAdminAnalytics', { query: { range }, signal, parse: (data: unknown) => Analytics.parse(data) }),
    { placeholderData: keepPreviousData },
  );

export const exportReportCsv = (): Promise<Blob> => callBlob('exportAdminReport');

/** Spec §7: saved as admin-report-{date}.csv. */
export const reportFileName = (now = new Date()) => `admin-report-${now.toISOString().slice(0, 10)}.csv`;
