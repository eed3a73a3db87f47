/**
 * On a stack of its own, where nothing else happens, the dashboard figures move by exactly what
 * a song upload in the back office does: one more song, one new song in today's analytics, one
 * 'upload' entry in the activity log; a sale moves each figure by exactly that sale. (tests/api/admin-dashboard.test.ts covers purchases and
 * approvals on the shared stack with deltas.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, DashboardStats, TodayStats } from '../../shared/api/analytics';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, registerAndLogin } from '../helpers/api';
import { uploaded } from '../helpers/uploads';
import { countingWav } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let songId: string | undefined;

beforeAll(async () => {
  admin = await adminToken();
});

afterAll(async () => {
  if (songId) await api('deleteSong', { token: admin, params: { songId } });
});

describe('dashboard figures on an upload', () => {
  it('a song created in the back office adds exactly one song, one new song today and one upload entry', async () => {
    const stats = async () => (await api('getAdminStats', { token: admin })).body as DashboardStats;
    const week = async () => (await api('getAdminAnalytics', { token: admin, query: { range: '7d' } })).body as Analytics;
    const [statsBefore, weekBefore] = await Promise.all([stats(), week()]);

    const uploadId = await uploaded(admin, 'audio', countingWav(40), 'audio/wav', 'dashboard.wav');
    const title = `Dashboard ${run}`;
    const created = await api('createSong', {
      token: admin,
      body: {
        title,
        artist: `Counter ${run}`,
        genre: 'Jazz',
        description: 'Counted on the dashboard',
        price: 9.99,
        is_available: true,
        status: 'inactive',
        audioUploadId: uploadId,
      },
    });
    expect(created.status, created.text).toBe(201);
    songId = created.body.id;

    const [statsAfter, weekAfter] = await Promise.all([stats(), week()]);
    expect(statsAfter.totalSongs).toBe(statsBefore.totalSongs + 1);
    expect(weekAfter.metrics.songs.current).toBe(weekBefore.metrics.songs.current + 1);
    expect(weekAfter.series.at(-1)!.songs).toBe(weekBefore.series.at(-1)!.songs + 1);
    expect(weekAfter.metrics.orders.current).toBe(weekBefore.metrics.orders.current);
    expect(weekAfter.metrics.revenue.current).toBe(weekBefore.metrics.revenue.current);

    const activity = (await api('listAdminActivity', { token: admin, query: { limit: 5 } })).body as { kind: string; message: string }[];
    expect(activity.filter((a) => a.message === `New song added: ${title} by Counter ${run}`)).toEqual([
      expect.objectContaining({ kind: 'upload' }),
    ]);
  });

  it('a registration, a purchase and its approval move every figure by exactly one sale; deleting the buyer takes back only the user', async () => {
    const read = async () => {
      const [stats, today, week] = await Promise.all([
        api('getAdminStats', { token: admin }),
        api('getAdminTodayStats', { token: admin }),
        api('getAdminAnalytics', { token: admin, query: { range: '7d' } }),
      ]);
      return { stats: stats.body as DashboardStats, today: today.body as TodayStats, week: week.body as Analytics };
    };
    const song = ((await api('listSongs', { query: { limit: 1 } })).body as { id: string; price: number }[])[0]!;
    const price = usdToBdt(song.price);
    const before = await read();

    const buyer = await registerAndLogin(`Exact Buyer ${run}`);
    const order = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'bkash', amount: price } });
    expect(order.status).toBe(201);
    await api('submitOrderPayment', {
      params: { orderId: order.body.orderId },
      token: buyer.token,
      body: { senderWallet: '01712345678', transactionId: `EXACT${run}`, paymentMethod: 'bkash' },
    });
    expect((await api('approvePayment', { params: { orderId: order.body.orderId }, token: admin })).status).toBe(200);
    // A second sign-in the same day does not count the buyer twice.
    expect((await api('login', { body: { email: buyer.email, password: buyer.password } })).status).toBe(200);

    const after = await read();
    expect(after.stats.totalUsers).toBe(before.stats.totalUsers + 1);
    expect(after.stats.activeUsers).toBe(before.stats.activeUsers + 1);
    expect(after.stats.totalOrders).toBe(before.stats.totalOrders + 1);
    expect(after.stats.recentOrders).toBe(before.stats.recentOrders + 1);
    expect(after.stats.totalRevenue).toBe(before.stats.totalRevenue + price);
    expect(after.today).toEqual({
      ...before.today,
      newUsers: before.today.newUsers + 1,
      newOrders: before.today.newOrders + 1,
      revenue: before.today.revenue + price,
    });
    expect(after.week.metrics.revenue.current).toBe(before.week.metrics.revenue.current + price);
    expect(after.week.metrics.users.current).toBe(before.week.metrics.users.current + 1);
    expect(after.week.topUsers.find((u) => u.id === buyer.user.id)).toMatchObject({ orders: 1, spent: price });
    const top = after.week.topSongs.find((s) => s.id === song.id)!;
    const topBefore = before.week.topSongs.find((s) => s.id === song.id);
    expect(top.sales).toBe((topBefore?.sales ?? 0) + 1);
    expect(top.revenue).toBe((topBefore?.revenue ?? 0) + price);

    // Deleting the account takes it out of the users and the active users again; its sale stays.
    expect((await api('deleteUser', { token: admin, params: { id: buyer.user.id } })).status).toBe(200);
    const gone = await read();
    expect(gone.stats.totalUsers).toBe(before.stats.totalUsers);
    expect(gone.stats.activeUsers).toBe(before.stats.activeUsers);
    expect(gone.stats.totalRevenue).toBe(before.stats.totalRevenue + price);
    // …and the back office forgets the name: the top customers and the activity log show 'Deleted user'.
    expect(gone.week.topUsers.find((u) => u.id === buyer.user.id)).toMatchObject({ name: 'Deleted user', orders: 1, spent: price });
    expect(JSON.stringify(gone.week.topUsers)).not.toContain(buyer.user.name);
    expect(JSON.stringify(gone.week.recentActivity)).not.toContain(buyer.user.name);
    expect(gone.week.recentActivity.map((a) => a.message)).toContain('New user registered: Deleted user');
  });

  it('20 different orders approved at once all succeed and move every figure by exactly their sales; a refund takes one back', async () => {
    const N = 20;
    const read = async () => {
      const [stats, today, week, orders] = await Promise.all([
        api('getAdminStats', { token: admin }),
        api('getAdminTodayStats', { token: admin }),
        api('getAdminAnalytics', { token: admin, query: { range: '7d' } }),
        api('getAdminOrderStats', { token: admin }),
      ]);
      return { stats: stats.body as DashboardStats, today: today.body as TodayStats, week: week.body as Analytics, orders: orders.body };
    };
    // A handful of songs, so several sales share a song and its artist as well as the store's figures.
    const songs = ((await api('listSongs', { query: { limit: 4 } })).body as { id: string; price: number }[]).slice(0, 4);
    const before = await read();
    const placed = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const song = songs[i % songs.length]!;
        const buyer = await registerAndLogin(`Burst Buyer ${i} ${run}`);
        const price = usdToBdt(song.price);
        const order = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'nagad', amount: price } });
        expect(order.status, order.text).toBe(201);
        const paid = await api('submitOrderPayment', {
          params: { orderId: order.body.orderId },
          token: buyer.token,
          body: { senderWallet: '01712345678', transactionId: `BURST${run}X${i}`, paymentMethod: 'nagad' },
        });
        expect(paid.status, paid.text).toBe(200);
        return { orderId: order.body.orderId, token: buyer.token, songId: song.id, price };
      }),
    );

    const approvals = await Promise.all(placed.map((o) => api('approvePayment', { params: { orderId: o.orderId }, token: admin })));
    expect(approvals.map((a) => a.status)).toEqual(placed.map(() => 200));
    for (const o of placed) expect((await api('downloadOrder', { params: { orderId: o.orderId }, token: o.token })).status).toBe(200);

    const sold = placed.reduce((t, o) => t + o.price, 0);
    const after = await read();
    expect(after.stats.totalOrders).toBe(before.stats.totalOrders + N);
    expect(after.stats.totalRevenue).toBeCloseTo(before.stats.totalRevenue + sold, 2);
    expect(after.today.newOrders).toBe(before.today.newOrders + N);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + sold, 2);
    expect(after.week.metrics.orders.current).toBe(before.week.metrics.orders.current + N);
    expect(after.week.metrics.revenue.current).toBeCloseTo(before.week.metrics.revenue.current + sold, 2);
    expect(after.week.series.reduce((t, p) => t + p.orders, 0)).toBe(after.week.metrics.orders.current);
    expect(after.orders).toMatchObject({
      total: before.orders.total + N,
      completed: before.orders.completed + N,
      pending: before.orders.pending,
      processing: before.orders.processing,
    });
    for (const song of songs) {
      const mine = placed.filter((o) => o.songId === song.id);
      const top = after.week.topSongs.find((s) => s.id === song.id)!;
      const topBefore = before.week.topSongs.find((s) => s.id === song.id);
      expect(top.sales).toBe((topBefore?.sales ?? 0) + mine.length);
    }

    // A refund reverses its own sale in the same figures, exactly.
    const refunded = placed[0]!;
    const refund = await api('refundOrder', { token: admin, params: { orderId: refunded.orderId }, body: { reason: 'Burst test refund' } });
    expect(refund.status, refund.text).toBe(200);
    const back = await read();
    expect(back.stats.totalRevenue).toBeCloseTo(after.stats.totalRevenue - refunded.price, 2);
    // Placed orders stay placed; the sale's revenue goes.
    expect(back.week.metrics.orders.current).toBe(after.week.metrics.orders.current);
    expect(back.week.metrics.revenue.current).toBeCloseTo(after.week.metrics.revenue.current - refunded.price, 2);
    expect(back.today.revenue).toBeCloseTo(after.today.revenue - refunded.price, 2);
    expect(back.orders).toMatchObject({ completed: after.orders.completed - 1, refunded: (after.orders.refunded ?? 0) + 1 });
  });
});
