import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { call, callBlob } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { ActivityItem, Analytics, AnalyticsRange, DashboardStats, SystemHealth, TodayStats, TopSong };

const TopSongs = /* @__PURE__ */ z.array(TopSong);
const Activity = /* @__PURE__ */ z.array(ActivityItem);

/** The dashboard's figures refresh every minute while the page is open. */
const LIVE = { refetchInterval: 60_000 } as const;

export const useDashboardStats = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.stats,
    queryFn: ({ signal }) => call('getAdminStats', { signal, parse: (data: unknown) => DashboardStats.parse(data) }),
    ...LIVE,
  });

export const useTodayStats = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.today,
    queryFn: ({ signal }) => call('getAdminTodayStats', { signal, parse: (data: unknown) => TodayStats.parse(data) }),
    ...LIVE,
  });

export const useTopSongs = (limit = 5) =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.topSongs(limit),
    queryFn: ({ signal }) => call('getAdminTopSongs', { query: { limit }, signal, parse: (data: unknown) => TopSongs.parse(data) }),
    ...LIVE,
  });

export const useRecentActivity = (limit = 8) =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.activity(limit),
    queryFn: ({ signal }) => call('listAdminActivity', { query: { limit }, signal, parse: (data: unknown) => Activity.parse(data) }),
    ...LIVE,
  });

export const useSystemHealth = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.health,
    queryFn: ({ signal }) => call('getAdminHealth', { signal, parse: (data: unknown) => SystemHealth.parse(data) }),
    ...LIVE,
  });

export const useAnalytics = (range: AnalyticsRange) =>
  useQuery({
    queryKey: queryKeys.admin.analytics(range),
    queryFn: ({ signal }) => call('getAdminAnalytics', { query: { range }, signal, parse: (data: unknown) => Analytics.parse(data) }),
    placeholderData: keepPreviousData,
  });

export const exportReportCsv = (): Promise<Blob> => callBlob('exportAdminReport');

/** Spec §7: saved as admin-report-{date}.csv. */
export const reportFileName = (now = new Date()) => `admin-report-${now.toISOString().slice(0, 10)}.csv`;
