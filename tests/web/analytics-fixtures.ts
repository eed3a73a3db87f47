import type { ListenerStats } from '../../shared/api/account';
import type { Analytics, DashboardStats, SystemHealth, TodayStats, TopSong } from '../../shared/api/analytics';

export const dashboardStats: DashboardStats = {
  totalUsers: 1287,
  totalSongs: 342,
  totalOrders: 918,
  totalRevenue: 123456.5,
  monthlyGrowth: 12.5,
  activeUsers: 311,
  pendingSongs: 4,
  recentOrders: 57,
  notifications: 9,
  supportTickets: 3,
};

export const todayStats: TodayStats = { newUsers: 6, newOrders: 11, revenue: 4400, previewsPlayed: 275, downloads: 19 };

export const topSongs: TopSong[] = [
  { id: 's1', title: 'Monsoon Drive', artist: 'Rafi Akter', sales: 40, revenue: 52800 },
  { id: 's2', title: 'Night Bus', artist: 'Mina Das', sales: 1, revenue: 1320 },
];

export const activity = [
  { id: 'a1', kind: 'approval' as const, message: 'Order #41 approved: Monsoon Drive', time: '2026-11-24T10:05:00.000Z' },
  { id: 'a2', kind: 'registration' as const, message: 'New user registered: Karim Uddin', time: '2026-11-24T09:00:00.000Z' },
];

export const health: SystemHealth = {
  database: true,
  storage: true,
  mail: 'outbox',
  errorsLastHour: 2,
  checkedAt: '2026-11-24T10:06:00.000Z',
};

const days = (n: number, end = '2026-11-24') =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.parse(`${end}T00:00:00Z`) - (n - 1 - i) * 86_400_000);
    return { period: d.toISOString().slice(0, 10), revenue: i * 100, orders: i, users: 1, songs: 0, previews: 10, downloads: 2 };
  });

export function analyticsFor(range: Analytics['range']): Analytics {
  const series =
    range === '1y'
      ? Array.from({ length: 12 }, (_, i) => ({
          period: `2026-${String(i + 1).padStart(2, '0')}`,
          revenue: 1000,
          orders: 3,
          users: 2,
          songs: 1,
          previews: 50,
          downloads: 5,
        }))
      : days(range === '7d' ? 7 : range === '30d' ? 30 : range === '90d' ? 90 : 1);
  return {
    range,
    granularity: range === '1y' ? 'month' : range === '24h' ? 'hour' : 'day',
    metrics: {
      revenue: { current: range === '1y' ? 12000 : 2100, previous: 1400, change: range === '1y' ? 757.1 : 50 },
      users: { current: 7, previous: 0, change: 100 },
      orders: { current: 21, previous: 28, change: -25 },
      songs: { current: 0, previous: 2, change: -100 },
    },
    series,
    // One artist's sale of ৳3,849 at 10 % and a ৳1,000 payout, both in the latest period.
    earnings: {
      commission: { current: 384.9, previous: 0, change: 100 },
      artistNet: { current: 3464.1, previous: 0, change: 100 },
      payoutsPaid: { current: 1000, previous: 0, change: 100 },
      series: series.map((p, i) =>
        i === series.length - 1
          ? { period: p.period, commission: 384.9, artistNet: 3464.1, payoutsPaid: 1000 }
          : { period: p.period, commission: 0, artistNet: 0, payoutsPaid: 0 },
      ),
    },
    tiles: { previewsPlayed: range === '1y' ? 600 : 70, downloads: 14, averageRating: null },
    topSongs,
    topArtists: [{ name: 'Rafi Akter', sales: 40, revenue: 52800 }],
    topUsers: [{ id: 'u1', name: 'Karim Uddin', orders: 3, spent: 3960 }],
    recentActivity: activity,
  };
}

const now = new Date();
/** The `YYYY-MM` month `back` months before this one (UTC). */
export const monthsBack = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);

/** A listener's My Analytics (GET /api/user/stats): a Jazz fan with three purchases, spending this month and last. */
export function listenerStats(overrides: Partial<ListenerStats> = {}): ListenerStats {
  return {
    totalPurchases: 3,
    totalSpent: 8.47,
    favoriteGenre: 'Jazz',
    songsOwned: 3,
    likedSongs: 5,
    downloadedSongs: 3,
    playlistCount: 2,
    followingArtists: 4,
    plays: 12,
    monthlySpending: [5, 4, 3, 2, 1, 0].map((back) => ({
      month: monthsBack(back),
      amount: back === 0 ? 6 : back === 1 ? 4 : 0,
      purchases: 0,
    })),
    growth: 50,
    topGenres: [
      { genre: 'Jazz', purchases: 2, plays: 6, share: 73 },
      { genre: 'Rock', purchases: 1, plays: 2, share: 27 },
    ],
    recentActivity: [
      {
        orderId: 31,
        title: 'Blue in Green',
        artist: 'Trio',
        type: 'song',
        status: 'completed',
        amount: 2.99,
        created_at: now.toISOString(),
      },
    ],
    ...overrides,
  };
}
