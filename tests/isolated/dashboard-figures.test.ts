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
});
