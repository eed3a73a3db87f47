/**
 * Dashboard and analytics contracts (admin spec §2.2, §2.12, §3 Analytics response, Dashboard
 * stats). Every figure comes from aggregates kept on write. Money is in taka (card amounts
 * converted at ×110), as on the orders screen.
 */
import * as z from './zod';

export const ANALYTICS_RANGES = ['24h', '7d', '30d', '90d', '1y'] as const;
export const AnalyticsRange = /* @__PURE__ */ z.lazySchema(() => z.enum(ANALYTICS_RANGES));
export type AnalyticsRange = z.infer<typeof AnalyticsRange>;
/** Spec §9: the analytics screen opens on 7d. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';

const count = () => /* @__PURE__ */ z.number();

/** §3 Dashboard stats. */
export const DashboardStats = /* @__PURE__ */ z.lazyObject(() => ({
  totalUsers: count(),
  totalSongs: count(),
  totalOrders: count(),
  /** Completed revenue, taka. */
  totalRevenue: count(),
  /** Revenue this calendar month against last month's, percent. */
  monthlyGrowth: count(),
  /** Users who signed in within the last 30 days. */
  activeUsers: count(),
  /** Songs awaiting review. */
  pendingSongs: count(),
  /** Orders placed in the last 7 days. */
  recentOrders: count(),
  /** Broadcast notifications sent. */
  notifications: count(),
  /** Unread support messages. */
  supportTickets: count(),
}));
export type DashboardStats = z.infer<typeof DashboardStats>;

/** §3 Today stats, plus the day's previews and downloads (the real "Views Today"); `revenue` approved today, taka. */
export const TodayStats = /* @__PURE__ */ z.lazySchema(() => z.figures('newUsers', 'newOrders', 'revenue', 'previewsPlayed', 'downloads'));
export type TodayStats = z.infer<typeof TodayStats>;

/** §3 Top song: title, artist, sales, revenue (taka). */
export const TopSong = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  sales: count(),
  revenue: count(),
}));
export type TopSong = z.infer<typeof TopSong>;

export const TopArtist = /* @__PURE__ */ z.lazySchema(() => z.object({ name: z.string(), sales: count(), revenue: count() }));
export type TopArtist = z.infer<typeof TopArtist>;

export const TopUser = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  orders: count(),
  spent: count(),
}));
export type TopUser = z.infer<typeof TopUser>;

export const ActivityKind = /* @__PURE__ */ z.lazySchema(() =>
  z.enum(['registration', 'order', 'approval', 'rejection', 'refund', 'upload', 'user_action']),
);

/** §3 Activity item: message, time (ISO), and what kind of event it was. */
export const ActivityItem = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  kind: ActivityKind,
  message: z.string(),
  time: z.string(),
}));
export type ActivityItem = z.infer<typeof ActivityItem>;

export const LIST_LIMIT_MAX = 50;

/** `limit` of the dashboard lists (top songs, activity). */
export const DashboardListQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  limit: z._default(z.coerceNumber().check(z.int(), z.minimum(1), z.maximum(LIST_LIMIT_MAX)), 10),
}));

/** One point of a chart: a bucket (`yyyy-mm-ddThh`, `yyyy-mm-dd` or `yyyy-mm`) and its figures. */
export const SeriesPoint = /* @__PURE__ */ z.lazyObject(() => ({
  period: z.string(),
  ...z.figureFields('revenue', 'orders', 'users', 'songs', 'previews', 'downloads'),
}));
export type SeriesPoint = z.infer<typeof SeriesPoint>;

/** A figure now and in the period before; `change` is the percent from previous to current, one decimal (100 from zero to something). */
export const Metric = /* @__PURE__ */ z.lazySchema(() => z.figures('current', 'previous', 'change'));
export type Metric = z.infer<typeof Metric>;

export const AnalyticsQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  range: z._default(AnalyticsRange, DEFAULT_ANALYTICS_RANGE),
}));

/** The store's side of artists' sales in one bucket (issue 24), taka: commission kept, net owed to artists, payouts paid. */
export const EarningsPoint = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ period: z.string(), commission: count(), artistNet: count(), payoutsPaid: count() }),
);
export type EarningsPoint = z.infer<typeof EarningsPoint>;

/** §3 Analytics response, with the chart series and the tiles the spec showed as sample data. */
export const Analytics = /* @__PURE__ */ z.lazyObject(() => ({
  range: AnalyticsRange,
  granularity: z.enum(['hour', 'day', 'month']),
  metrics: z.object({ revenue: Metric, users: Metric, orders: Metric, songs: Metric }),
  series: z.array(SeriesPoint),
  /** From the ledger's own transactions: a refund takes its sale back out of the sale's period. */
  earnings: z.object({ commission: Metric, artistNet: Metric, payoutsPaid: Metric, series: z.array(EarningsPoint) }),
  tiles: z.object({
    previewsPlayed: count(),
    downloads: count(),
    /** Null until the store has reviews. */
    averageRating: z.nullable(z.number()),
  }),
  topSongs: z.array(TopSong),
  topArtists: z.array(TopArtist),
  topUsers: z.array(TopUser),
  recentActivity: z.array(ActivityItem),
}));
export type Analytics = z.infer<typeof Analytics>;

/** System Health from real checks. */
export const SystemHealth = /* @__PURE__ */ z.lazyObject(() => ({
  database: z.boolean(),
  storage: z.boolean(),
  /** How mail leaves: the admin's SMTP server, SES, the local outbox, or none configured. */
  mail: z.enum(['smtp', 'ses', 'outbox', 'none']),
  errorsLastHour: count(),
  checkedAt: z.string(),
}));
export type SystemHealth = z.infer<typeof SystemHealth>;
