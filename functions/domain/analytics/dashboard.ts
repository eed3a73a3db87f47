/**
 * The dashboard and analytics figures (admin spec §2.2, §2.12, §3), each read from aggregates
 * kept on write: store counters, time buckets (hour, day, month), rankings and the activity log.
 * Every read is a GetItem or a bounded Query; nothing here grows with the number of orders,
 * users or songs.
 */
import type {
  ActivityItem,
  Analytics,
  AnalyticsRange,
  DashboardStats,
  SeriesPoint,
  SystemHealth,
  TodayStats,
  TopArtist,
  TopSong,
  TopUser,
} from '../../../shared/api/analytics';
import { toMajor } from '../../../shared/money';
import { listActivity, readBuckets, readRatingTotals, topRanked, USER_PLACEHOLDER, type Bucket } from '../../data/analytics-repo';
import { DELETED_USER_NAME } from '../../data/users-standing-repo';
import { getUsersByIds } from '../../data/users-repo';
import { pingTable, read5xxLastHour } from '../../data/health-repo';
import { rankingKinds } from '../../data/keys';
import { countUsers } from '../accounts/user-counts';
import { getNotificationStats } from '../../data/notifications-repo';
import { readOrderStats } from '../../data/orders-repo';
import { readSongStats } from '../../data/songs-repo';
import { readStats, readSupportStats } from '../../data/stats-repo';
import { mailTransport } from '../../mail/mailer';
import { mediaBucketReachable } from '../../media/storage';
import { csvCell } from '../../kernel/csv';
import { changePercent, dayKey, lastDays, monthKey, monthStart, rangeWindows, type Granularity } from './ranges';

/** Days counted as "active" (signed in within) and as "recent" (orders placed within). */
export const ACTIVE_DAYS = 30;
export const RECENT_ORDER_DAYS = 7;
/** Length of the top lists on the analytics screen. */
export const TOP_LIST_LENGTH = 10;
/** Entries of the recent-activity list on the analytics screen. */
export const RECENT_ACTIVITY_LENGTH = 10;

const EMPTY: Omit<Bucket, 'key'> = {
  revenueTakaMinor: 0,
  orders: 0,
  ordersPlaced: 0,
  newUsers: 0,
  newSongs: 0,
  previews: 0,
  downloads: 0,
  lastSeenUsers: 0,
};

/** The buckets of `keys` (oldest first), zero where none was written. */
async function bucketsFor(granularity: Granularity, keys: readonly string[]): Promise<{ buckets: Bucket[]; itemsRead: number }> {
  if (keys.length === 0) return { buckets: [], itemsRead: 0 };
  const { buckets, itemsRead } = await readBuckets(granularity, keys[0]!, keys[keys.length - 1]!);
  const byKey = new Map(buckets.map((b) => [b.key, b]));
  return { buckets: keys.map((key) => byKey.get(key) ?? { key, ...EMPTY }), itemsRead };
}

const sum = (buckets: readonly Bucket[], field: keyof typeof EMPTY) => buckets.reduce((total, b) => total + b[field], 0);

export async function dashboardStats(now = new Date()): Promise<DashboardStats> {
  const days = lastDays(now, ACTIVE_DAYS);
  const [store, users, orders, songs, notifications, support, daily, months] = await Promise.all([
    readStats(),
    countUsers(),
    readOrderStats(),
    readSongStats(),
    getNotificationStats(),
    readSupportStats(),
    bucketsFor('day', days),
    bucketsFor('month', [monthKey(monthStart(now, -1)), monthKey(now)]),
  ]);
  const [lastMonth, thisMonth] = months.buckets;
  return {
    totalUsers: users.total,
    totalSongs: store.totalSongs,
    totalOrders: orders.total,
    totalRevenue: toMajor(orders.revenueTakaMinor),
    monthlyGrowth: changePercent(thisMonth?.revenueTakaMinor ?? 0, lastMonth?.revenueTakaMinor ?? 0),
    activeUsers: Math.max(0, sum(daily.buckets, 'lastSeenUsers')),
    pendingSongs: songs.status_pending,
    recentOrders: sum(daily.buckets.slice(-RECENT_ORDER_DAYS), 'ordersPlaced'),
    notifications: notifications.sent,
    supportTickets: support.unread,
  };
}

export async function todayStats(now = new Date()): Promise<TodayStats> {
  const {
    buckets: [today = { key: dayKey(now), ...EMPTY }],
  } = await bucketsFor('day', [dayKey(now)]);
  return {
    newUsers: today.newUsers,
    newOrders: today.ordersPlaced,
    revenue: toMajor(today.revenueTakaMinor),
    previewsPlayed: today.previews,
    downloads: today.downloads,
  };
}

export async function topSongs(limit: number): Promise<TopSong[]> {
  return (await topRanked(rankingKinds.song, limit)).map((r) => ({
    id: r.id,
    title: r.name,
    artist: r.detail ?? '',
    sales: r.sales,
    revenue: toMajor(r.revenueTakaMinor),
  }));
}

async function topArtists(limit: number): Promise<TopArtist[]> {
  return (await topRanked(rankingKinds.artist, limit)).map((r) => ({ name: r.name, sales: r.sales, revenue: toMajor(r.revenueTakaMinor) }));
}

async function topUsers(limit: number): Promise<TopUser[]> {
  return (await topRanked(rankingKinds.customer, limit)).map((r) => ({
    id: r.id,
    name: r.name,
    orders: r.sales,
    spent: toMajor(r.revenueTakaMinor),
  }));
}

/**
 * The newest log entries. An entry about an account names it as it is now (one BatchGet for the
 * page's accounts): a deleted account reads 'Deleted user', so the log keeps no name it was asked to forget.
 */
export async function recentActivity(limit: number): Promise<ActivityItem[]> {
  const entries = await listActivity(limit);
  const ids = [...new Set(entries.flatMap((a) => (a.userId ? [a.userId] : [])))];
  const names = new Map((ids.length ? await getUsersByIds(ids) : []).map((u) => [u.id, u.name]));
  return entries.map((a) => ({
    id: a.id,
    kind: a.kind,
    message: a.userId ? a.message.replaceAll(USER_PLACEHOLDER, names.get(a.userId) ?? DELETED_USER_NAME) : a.message,
    time: a.at,
  }));
}

const point = (b: Bucket): SeriesPoint => ({
  period: b.key,
  revenue: toMajor(b.revenueTakaMinor),
  orders: b.ordersPlaced,
  users: b.newUsers,
  songs: b.newSongs,
  previews: b.previews,
  downloads: b.downloads,
});

const metric = (current: number, previous: number) => ({ current, previous, change: changePercent(current, previous) });

/**
 * The analytics screen for one range, and how many items it read (the bench holds 1y to ≤ 400):
 * one Query over both windows' buckets (48 hours, 14–180 days or 24 months), three ranking
 * Queries and one activity Query, each with a Limit.
 */
export async function analyticsWithCost(range: AnalyticsRange, now = new Date()): Promise<{ analytics: Analytics; itemsRead: number }> {
  const windows = rangeWindows(range, now);
  const [both, songs, artists, users, activity, rating] = await Promise.all([
    bucketsFor(windows.granularity, [...windows.previous, ...windows.current]),
    topSongs(TOP_LIST_LENGTH),
    topArtists(TOP_LIST_LENGTH),
    topUsers(TOP_LIST_LENGTH),
    recentActivity(RECENT_ACTIVITY_LENGTH),
    readRatingTotals(),
  ]);
  const previous = both.buckets.slice(0, windows.previous.length);
  const current = both.buckets.slice(windows.previous.length);
  const analytics: Analytics = {
    range,
    granularity: windows.granularity,
    metrics: {
      revenue: metric(toMajor(sum(current, 'revenueTakaMinor')), toMajor(sum(previous, 'revenueTakaMinor'))),
      users: metric(sum(current, 'newUsers'), sum(previous, 'newUsers')),
      orders: metric(sum(current, 'ordersPlaced'), sum(previous, 'ordersPlaced')),
      songs: metric(sum(current, 'newSongs'), sum(previous, 'newSongs')),
    },
    series: current.map(point),
    tiles: {
      previewsPlayed: sum(current, 'previews'),
      downloads: sum(current, 'downloads'),
      averageRating: rating.ratingCount > 0 ? Math.round((rating.ratingSum / rating.ratingCount) * 10) / 10 : null,
    },
    topSongs: songs,
    topArtists: artists,
    topUsers: users,
    recentActivity: activity,
  };
  const itemsRead = both.itemsRead + songs.length + artists.length + users.length + activity.length + 1;
  return { analytics, itemsRead };
}

export const analytics = async (range: AnalyticsRange, now = new Date()): Promise<Analytics> =>
  (await analyticsWithCost(range, now)).analytics;

const settle = async <T>(check: Promise<T>, fallback: T): Promise<T> => check.catch(() => fallback);

/** System Health from real checks, each on its own: one failing check never hides the others. */
export async function systemHealth(now = new Date()): Promise<SystemHealth> {
  const [database, storage, mail, errorsLastHour] = await Promise.all([
    settle(
      pingTable().then(() => true),
      false,
    ),
    settle(mediaBucketReachable(), false),
    settle(mailTransport(), 'none' as const),
    settle(read5xxLastHour(now), 0),
  ]);
  return { database, storage, mail, errorsLastHour, checkedAt: now.toISOString() };
}

/**
 * The report behind Export Report: the dashboard cards, today's figures, the last 30 days one
 * row a day, and the top lists. Every cell goes through `csvCell` (formula-safe).
 */
export async function exportReportCsv(now = new Date()): Promise<string> {
  const [stats, today, month, songs, artists, users] = await Promise.all([
    dashboardStats(now),
    todayStats(now),
    bucketsFor('day', lastDays(now, ACTIVE_DAYS)),
    topSongs(TOP_LIST_LENGTH),
    topArtists(TOP_LIST_LENGTH),
    topUsers(TOP_LIST_LENGTH),
  ]);
  const rows: (string | number)[][] = [
    ['Admin report', now.toISOString()],
    [],
    ['Metric', 'Value'],
    ['Total users', stats.totalUsers],
    ['Total songs', stats.totalSongs],
    ['Total orders', stats.totalOrders],
    ['Total revenue (BDT)', stats.totalRevenue],
    ['Monthly growth (%)', stats.monthlyGrowth],
    ['Active users (30 days)', stats.activeUsers],
    ['Pending songs', stats.pendingSongs],
    ['Orders (7 days)', stats.recentOrders],
    ['Notifications sent', stats.notifications],
    ['Unread support messages', stats.supportTickets],
    ['New users today', today.newUsers],
    ['New orders today', today.newOrders],
    ['Revenue today (BDT)', today.revenue],
    ['Previews played today', today.previewsPlayed],
    ['Downloads today', today.downloads],
    [],
    ['Date', 'Revenue (BDT)', 'Orders placed', 'Orders approved', 'New users', 'New songs', 'Previews played', 'Downloads'],
    ...month.buckets.map((b) => [
      b.key,
      toMajor(b.revenueTakaMinor),
      b.ordersPlaced,
      b.orders,
      b.newUsers,
      b.newSongs,
      b.previews,
      b.downloads,
    ]),
    [],
    ['Top songs', 'Artist', 'Sales', 'Revenue (BDT)'],
    ...songs.map((s) => [s.title, s.artist, s.sales, s.revenue]),
    [],
    ['Top artists', 'Sales', 'Revenue (BDT)'],
    ...artists.map((a) => [a.name, a.sales, a.revenue]),
    [],
    ['Top customers', 'Orders', 'Spent (BDT)'],
    ...users.map((u) => [u.name, u.orders, u.spent]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
