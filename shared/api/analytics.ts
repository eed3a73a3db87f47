/**
 * Dashboard and analytics contracts (admin spec §2.2, §2.12, §3 Analytics response, Dashboard
 * stats). Every figure comes from aggregates kept on write. Money is in taka (card amounts
 * converted at ×110), as on the orders screen.
 */
import * as z from './zod';

export const ANALYTICS_RANGES = ['24h', '7d', '30d', '90d', '1y'] as const;
export const AnalyticsRange = /* @__PURE__ */ z.enum(ANALYTICS_RANGES);
export type AnalyticsRange = z.infer<typeof AnalyticsRange>;
/** Spec §9: the analytics screen opens on 7d. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';

const count = () => /* @__PURE__ */ z.number();

/** §3 Dashboard stats. */
export const DashboardStats = /* @__PURE__ */ z.object({
  totalUsers: /* @__PURE__ */ count(),
  totalSongs: /* @__PURE__ */ count(),
  totalOrders: /* @__PURE__ */ count(),
  /** Completed revenue, taka. */
  totalRevenue: /* @__PURE__ */ count(),
  /** Revenue this calendar month against last month's, percent. */
  monthlyGrowth: /* @__PURE__ */ count(),
  /** Users who signed in within the last 30 days. */
  activeUsers: /* @__PURE__ */ count(),
  /** Songs awaiting review. */
  pendingSongs: /* @__PURE__ */ count(),
  /** Orders placed in the last 7 days. */
  recentOrders: /* @__PURE__ */ count(),
  /** Broadcast notifications sent. */
  notifications: /* @__PURE__ */ count(),
  /** Unread support messages. */
  supportTickets: /* @__PURE__ */ count(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** §3 Today stats, plus the day's previews and downloads (the real "Views Today"). */
export const TodayStats = /* @__PURE__ */ z.object({
  newUsers: /* @__PURE__ */ count(),
  newOrders: /* @__PURE__ */ count(),
  /** Revenue approved today, taka. */
  revenue: /* @__PURE__ */ count(),
  previewsPlayed: /* @__PURE__ */ count(),
  downloads: /* @__PURE__ */ count(),
});
export type TodayStats = z.infer<typeof TodayStats>;

/** §3 Top song: title, artist, sales, revenue (taka). */
export const TopSong = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  title: /* @__PURE__ */ z.string(),
  artist: /* @__PURE__ */ z.string(),
  sales: /* @__PURE__ */ count(),
  revenue: /* @__PURE__ */ count(),
});
export type TopSong = z.infer<typeof TopSong>;

export const TopArtist = /* @__PURE__ */ z.object({ name: /* @__PURE__ */ z.string(), sales: count(), revenue: count() });
export type TopArtist = z.infer<typeof TopArtist>;

export const TopUser = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  orders: /* @__PURE__ */ count(),
  spent: /* @__PURE__ */ count(),
});
export type TopUser = z.infer<typeof TopUser>;

export const ActivityKind = /* @__PURE__ */ z.enum(['registration', 'order', 'approval', 'rejection', 'upload', 'user_action']);

/** §3 Activity item: message, time (ISO), and what kind of event it was. */
export const ActivityItem = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  kind: ActivityKind,
  message: /* @__PURE__ */ z.string(),
  time: /* @__PURE__ */ z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const LIST_LIMIT_MAX = 50;

/** `limit` of the dashboard lists (top songs, activity). */
export const DashboardListQuery = /* @__PURE__ */ z.strictObject({
  limit: /* @__PURE__ */ z._default(
    /* @__PURE__ */ z
      .coerceNumber()
      .check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(LIST_LIMIT_MAX)),
    10,
  ),
});

/** One point of a chart: a bucket (`yyyy-mm-ddThh`, `yyyy-mm-dd` or `yyyy-mm`) and its figures. */
export const SeriesPoint = /* @__PURE__ */ z.object({
  period: /* @__PURE__ */ z.string(),
  revenue: /* @__PURE__ */ count(),
  orders: /* @__PURE__ */ count(),
  users: /* @__PURE__ */ count(),
  songs: /* @__PURE__ */ count(),
  previews: /* @__PURE__ */ count(),
  downloads: /* @__PURE__ */ count(),
});
export type SeriesPoint = z.infer<typeof SeriesPoint>;

export const Metric = /* @__PURE__ */ z.object({
  current: /* @__PURE__ */ count(),
  previous: /* @__PURE__ */ count(),
  /** Percent from previous to current, one decimal (100 from zero to something). */
  change: /* @__PURE__ */ count(),
});
export type Metric = z.infer<typeof Metric>;

export const AnalyticsQuery = /* @__PURE__ */ z.strictObject({
  range: /* @__PURE__ */ z._default(AnalyticsRange, DEFAULT_ANALYTICS_RANGE),
});

/** §3 Analytics response, with the chart series and the tiles the spec showed as sample data. */
export const Analytics = /* @__PURE__ */ z.object({
  range: AnalyticsRange,
  granularity: /* @__PURE__ */ z.enum(['hour', 'day', 'month']),
  metrics: /* @__PURE__ */ z.object({ revenue: Metric, users: Metric, orders: Metric, songs: Metric }),
  series: /* @__PURE__ */ z.array(SeriesPoint),
  tiles: /* @__PURE__ */ z.object({
    previewsPlayed: /* @__PURE__ */ count(),
    downloads: /* @__PURE__ */ count(),
    /** Null until the store has reviews. */
    averageRating: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()),
  }),
  topSongs: /* @__PURE__ */ z.array(TopSong),
  topArtists: /* @__PURE__ */ z.array(TopArtist),
  topUsers: /* @__PURE__ */ z.array(TopUser),
  recentActivity: /* @__PURE__ */ z.array(ActivityItem),
});
export type Analytics = z.infer<typeof Analytics>;

/** System Health from real checks. */
export const SystemHealth = /* @__PURE__ */ z.object({
  database: /* @__PURE__ */ z.boolean(),
  storage: /* @__PURE__ */ z.boolean(),
  /** How mail leaves: the admin's SMTP server, SES, the local outbox, or none configured. */
  mail: /* @__PURE__ */ z.enum(['smtp', 'ses', 'outbox', 'none']),
  errorsLastHour: /* @__PURE__ */ count(),
  checkedAt: /* @__PURE__ */ z.string(),
});
export type SystemHealth = z.infer<typeof SystemHealth>;
