/**
 * Routes of one area: the dashboard and analytics (admin spec §2.2, §2.12, §7). Every figure
 * is read from aggregates kept on write (time buckets, rankings, the activity log).
 */
import {
  ActivityItem,
  Analytics,
  AnalyticsQuery,
  DashboardListQuery,
  DashboardStats,
  SystemHealth,
  TodayStats,
  TopSong,
} from '../analytics';
import * as z from '../zod';
import { adminRead } from './grant';
import { defineRoute, defineRoutes } from './define';

export const getAdminStatsRoute = /* @__PURE__ */ defineRoute('getAdminStats', adminRead, {
  response: DashboardStats,
  summary: 'Dashboard cards (§3 Dashboard stats), from counters and the last 30 days of buckets',
});

export const getAdminTodayStatsRoute = /* @__PURE__ */ defineRoute('getAdminTodayStats', adminRead, {
  response: TodayStats,
  summary: "Today's new users, orders, revenue, previews played and downloads (one day bucket)",
});

export const getAdminTopSongsRoute = /* @__PURE__ */ defineRoute('getAdminTopSongs', adminRead, {
  query: DashboardListQuery,
  response: /* @__PURE__ */ z.listOf(TopSong),
  summary: 'Best-selling songs by revenue, from the maintained ranking',
});

export const listAdminActivityRoute = /* @__PURE__ */ defineRoute('listAdminActivity', adminRead, {
  query: DashboardListQuery,
  response: /* @__PURE__ */ z.listOf(ActivityItem),
  summary: 'The activity log, newest first',
});

export const getAdminAnalyticsRoute = /* @__PURE__ */ defineRoute('getAdminAnalytics', adminRead, {
  query: AnalyticsQuery,
  response: Analytics,
  summary: 'Metrics against the previous period, chart series, tiles and top lists for 24h, 7d, 30d, 90d or 1y',
});

export const getAdminHealthRoute = /* @__PURE__ */ defineRoute('getAdminHealth', adminRead, {
  media: 'read',
  response: SystemHealth,
  summary: "System Health: table and media bucket reachable, mail transport, the last hour's 5xx answers",
});

export const exportAdminReportRoute = /* @__PURE__ */ defineRoute('exportAdminReport', adminRead, {
  contentType: 'text/csv',
  summary: 'The dashboard figures, the last 30 days and the top lists as CSV (admin-report-{date}.csv), formula-safe',
});

export const analyticsRoutes = /* @__PURE__ */ defineRoutes(
  getAdminStatsRoute,
  getAdminTodayStatsRoute,
  getAdminTopSongsRoute,
  listAdminActivityRoute,
  getAdminAnalyticsRoute,
  getAdminHealthRoute,
  exportAdminReportRoute,
);
