/**
 * The dashboard and analytics figures move with real events: a registration, a purchase, its
 * approval, a preview played and a download. The stack is shared with other files running at the
 * same time, so store-wide figures are compared as deltas (at least what this test did); what only
 * this test touches (its buyer's ranking, its order's log entries) is compared exactly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, DashboardStats, TodayStats, TopSong } from '../../shared/api/analytics';
import type { PaymentMethod } from '../../shared/api/orders';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, registerAndLogin, uniqueEmail } from '../helpers/api';
import { payByWallet } from '../helpers/orders';

type Song = { id: string; title: string; artist: string; price: number };

let admin: string;
let songs: Song[];
let txnCounter = 0;
const uniqueTxn = () => `DASH${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;

async function snapshot() {
  const [stats, today, top, activity, analytics] = await Promise.all([
    api('getAdminStats', { token: admin }),
    api('getAdminTodayStats', { token: admin }),
    api('getAdminTopSongs', { token: admin, query: { limit: 50 } }),
    api('listAdminActivity', { token: admin, query: { limit: 50 } }),
    api('getAdminAnalytics', { token: admin, query: { range: '7d' } }),
  ]);
  for (const res of [stats, today, top, activity, analytics]) expect(res.status).toBe(200);
  return {
    stats: stats.body as DashboardStats,
    today: today.body as TodayStats,
    top: top.body as TopSong[],
    activity: activity.body as { message: string; kind: string; time: string }[],
    analytics: analytics.body as Analytics,
  };
}

beforeAll(async () => {
  admin = await adminToken();
  songs = (await api('listSongs', { query: { limit: 100 } })).body;
});

describe('dashboard and analytics after a real purchase and approval', () => {
  it('stats, today-stats, top-songs, activity and analytics?range=7d move by what happened', async () => {
    const before = await snapshot();
    // The least-sold listed song: the one this test buys, so its ranking moves by this sale.
    const song = songs[songs.length - 1 - (process.pid % 5)]!;
    const price = usdToBdt(song.price);
    const songBefore = before.top.find((s) => s.id === song.id);

    const buyer = await registerAndLogin(`Dash Buyer ${Date.now().toString(36)}`);
    const method: PaymentMethod = 'bkash';
    const order = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: method, amount: price } });
    expect(order.status).toBe(201);
    const orderId = order.body.orderId;
    const paid = await payByWallet(orderId, buyer.token, uniqueTxn(), method);
    expect(paid.status).toBe(200);
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
    expect((await api('streamAudio', { params: { songId: song.id } })).status).toBe(302);
    expect((await api('downloadOrder', { params: { orderId }, token: buyer.token })).status).toBe(200);

    const after = await snapshot();

    expect(after.stats.totalUsers).toBeGreaterThanOrEqual(before.stats.totalUsers + 1);
    expect(after.stats.totalOrders).toBeGreaterThanOrEqual(before.stats.totalOrders + 1);
    expect(after.stats.totalRevenue).toBeGreaterThanOrEqual(before.stats.totalRevenue + price);
    expect(after.stats.recentOrders).toBeGreaterThanOrEqual(before.stats.recentOrders + 1);
    // The new buyer signed in for the first time: one more user active within 30 days.
    expect(after.stats.activeUsers).toBeGreaterThanOrEqual(before.stats.activeUsers + 1);
    expect(after.stats.activeUsers).toBeLessThanOrEqual(after.stats.totalUsers);

    expect(after.today.newUsers).toBeGreaterThanOrEqual(before.today.newUsers + 1);
    expect(after.today.newOrders).toBeGreaterThanOrEqual(before.today.newOrders + 1);
    expect(after.today.revenue).toBeGreaterThanOrEqual(before.today.revenue + price);
    expect(after.today.previewsPlayed).toBeGreaterThanOrEqual(before.today.previewsPlayed + 1);
    expect(after.today.downloads).toBeGreaterThanOrEqual(before.today.downloads + 1);

    const songAfter = after.top.find((s) => s.id === song.id);
    expect(songAfter).toMatchObject({ title: song.title, artist: song.artist });
    expect(songAfter!.sales).toBeGreaterThanOrEqual((songBefore?.sales ?? 0) + 1);
    expect(songAfter!.revenue).toBeGreaterThanOrEqual((songBefore?.revenue ?? 0) + price);
    // Highest revenue first.
    expect(after.top.map((s) => s.revenue)).toEqual([...after.top.map((s) => s.revenue)].sort((a, b) => b - a));

    // Exactly one entry per event of this test, newest first.
    const mine = (text: string) => after.activity.filter((a) => a.message.includes(text));
    expect(mine(`New order #${orderId}:`)).toHaveLength(1);
    expect(mine(`Order #${orderId} approved`)).toHaveLength(1);
    expect(mine(`New user registered: ${buyer.name}`)).toHaveLength(1);
    expect(mine(`Order #${orderId} approved`)[0]!.kind).toBe('approval');
    const times = after.activity.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());

    const m = after.analytics.metrics;
    expect(after.analytics.range).toBe('7d');
    expect(after.analytics.series).toHaveLength(7);
    expect(m.users.current).toBeGreaterThanOrEqual(before.analytics.metrics.users.current + 1);
    expect(m.orders.current).toBeGreaterThanOrEqual(before.analytics.metrics.orders.current + 1);
    expect(m.revenue.current).toBeGreaterThanOrEqual(before.analytics.metrics.revenue.current + price);
    expect(after.analytics.tiles.previewsPlayed).toBeGreaterThanOrEqual(before.analytics.tiles.previewsPlayed + 1);
    expect(after.analytics.tiles.downloads).toBeGreaterThanOrEqual(before.analytics.tiles.downloads + 1);
    const todayPoint = after.analytics.series[6]!;
    expect(todayPoint.period).toBe(new Date().toISOString().slice(0, 10));
    expect(todayPoint.revenue).toBeGreaterThanOrEqual(price);
    // The series adds up to the metric.
    expect(after.analytics.series.reduce((t, p) => t + p.orders, 0)).toBe(m.orders.current);
  });

  it('ranks a customer by what they spent: exactly their approved orders', async () => {
    const buyer = await registerAndLogin(`Top Customer ${Date.now().toString(36)}`);
    const picks = songs.slice(0, 3);
    let spent = 0;
    for (const song of picks) {
      const price = usdToBdt(song.price);
      const order = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'nagad', amount: price } });
      expect(order.status).toBe(201);
      await payByWallet(order.body.orderId, buyer.token, uniqueTxn(), 'nagad');
      expect((await api('approvePayment', { params: { orderId: order.body.orderId }, token: admin })).status).toBe(200);
      spent += price;
    }
    const analytics = (await api('getAdminAnalytics', { token: admin, query: { range: '30d' } })).body as Analytics;
    const me = analytics.topUsers.find((u) => u.id === buyer.user.id);
    // Ten entries are shown; a buyer of three songs is among them unless ten others spent more.
    if (me) expect(me).toMatchObject({ name: buyer.name, orders: 3, spent });
    else expect(analytics.topUsers).toHaveLength(10);
    expect(analytics.topUsers.map((u) => u.spent)).toEqual([...analytics.topUsers.map((u) => u.spent)].sort((a, b) => b - a));
  });

  it('logs a rejection with the order', async () => {
    const buyer = await registerAndLogin('Rejected Buyer');
    const song = songs[1]!;
    const order = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    expect((await api('rejectPayment', { params: { orderId: order.body.orderId }, token: admin, body: {} })).status).toBe(200);
    const activity = (await api('listAdminActivity', { token: admin, query: { limit: 50 } })).body as { message: string; kind: string }[];
    expect(activity.filter((a) => a.message.startsWith(`Order #${order.body.orderId} rejected`))).toEqual([
      expect.objectContaining({ kind: 'rejection' }),
    ]);
  });

  it("logs the admins' user actions: an account added, suspended, reactivated and deleted", async () => {
    const name = `Logged ${Date.now().toString(36)}`;
    const created = await api('createUser', { token: admin, body: { name, email: uniqueEmail('logged'), role: 'user' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const status of ['suspended', 'active'] as const) {
      expect((await api('updateUserStatus', { token: admin, params: { id }, body: { status } })).status).toBe(200);
    }
    const logged = (await api('listAdminActivity', { token: admin, query: { limit: 50 } })).body as { message: string; kind: string }[];
    expect(logged.filter((a) => a.message.startsWith(name)).map((a) => a.kind)).toEqual(['user_action', 'user_action', 'user_action']);
    expect(logged.map((a) => a.message)).toEqual(
      expect.arrayContaining([`${name} added as user by an admin`, `${name} suspended by an admin`, `${name} reactivated by an admin`]),
    );
    expect(logged.filter((a) => a.message === `New user registered: ${name}`)).toEqual([]);

    // Deleted, the account's entries stay in the log but no longer name it.
    expect((await api('deleteUser', { token: admin, params: { id } })).status).toBe(200);
    const activity = (await api('listAdminActivity', { token: admin, query: { limit: 50 } })).body as { message: string; kind: string }[];
    expect(activity.some((a) => a.message.includes(name))).toBe(false);
    expect(activity.map((a) => a.message)).toEqual(
      expect.arrayContaining([
        'Deleted user added as user by an admin',
        'Deleted user suspended by an admin',
        'Deleted user reactivated by an admin',
        'A user account was deleted by an admin',
      ]),
    );
  });

  it('export-report is a dated CSV with the dashboard figures', async () => {
    // Other files add orders meanwhile: compare with stats read just before and just after.
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = (await api('getAdminStats', { token: admin })).body as DashboardStats;
      const res = await api('exportAdminReport', { token: admin });
      const after = (await api('getAdminStats', { token: admin })).body as DashboardStats;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="admin-report-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      if (before.totalOrders !== after.totalOrders || before.totalRevenue !== after.totalRevenue) continue;
      const lines = res.text.split('\r\n');
      expect(lines).toContain(`Total orders,${after.totalOrders}`);
      expect(lines).toContain(`Total revenue (BDT),${after.totalRevenue}`);
      expect(lines).toContain(`Total users,${after.totalUsers}`);
      expect(lines).toContain('Date,Revenue (BDT),Orders placed,Orders approved,New users,New songs,Previews played,Downloads');
      expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toHaveLength(30);
      return;
    }
    throw new Error('the store never held still long enough to compare the report');
  });

  it('System Health reports real checks, and counts a 5xx answer in the last hour', async () => {
    const res = await api('getAdminHealth', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ database: true, storage: true, mail: 'outbox' });
    // A malformed ranking item read back (local fault injection) makes top-songs answer 500.
    const failed = await api('getAdminTopSongs', {
      token: admin,
      query: { limit: 5 },
      headers: { 'x-fault': 'malformed-item;key=Query;times=1' },
    });
    expect(failed.status).toBe(500);
    const after = await api('getAdminHealth', { token: admin });
    expect(after.body.errorsLastHour).toBeGreaterThanOrEqual(res.body.errorsLastHour + 1);
  });

  it('answers every range, and refuses an unknown one with 400', async () => {
    const lengths = { '24h': 24, '7d': 7, '30d': 30, '90d': 90, '1y': 12 } as const;
    for (const [range, length] of Object.entries(lengths)) {
      const res = await api('getAdminAnalytics', { token: admin, query: { range: range as keyof typeof lengths } });
      expect(res.status).toBe(200);
      expect((res.body as Analytics).series).toHaveLength(length);
    }
    const bad = await api('getAdminAnalytics', { token: admin, query: { range: '2w' as '7d' } });
    expect(bad.status).toBe(400);
  });
});
