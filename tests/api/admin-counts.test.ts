/**
 * Issue 21: a count shown on two admin screens is computed once on the server, so the screens
 * agree. The stack is shared with files running at the same time, so each comparison is made in a
 * quiet moment: both figures are read again until two readings in a row are the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerAndLogin } from '../helpers/api';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

/** Reads `take` until two readings in a row agree (other files may be writing), at most 10 times. */
async function steady<T>(take: () => Promise<T>): Promise<T> {
  let last = JSON.stringify(await take());
  for (let i = 0; i < 10; i++) {
    const next = await take();
    if (JSON.stringify(next) === last) return next;
    last = JSON.stringify(next);
  }
  throw new Error('the figures never held still');
}

/** Every broadcast the admin list holds, page by page. */
async function allBroadcasts() {
  const items: { id: string; read_count: number }[] = [];
  let cursor: string | undefined;
  do {
    const res = await api('listAdminNotifications', { token: admin, query: { limit: 100, ...(cursor ? { cursor } : {}) } });
    expect(res.status).toBe(200);
    items.push(...res.body);
    cursor = res.headers.get('x-next-cursor') ?? undefined;
  } while (cursor);
  return items;
}

describe('counts shown on two screens', () => {
  it("gives the dashboard's Total Users and the users page's total the same figure", async () => {
    await registerAndLogin('Counted Once');
    const figures = await steady(async () => {
      const [dashboard, users, list] = await Promise.all([
        api('getAdminStats', { token: admin }),
        api('getUserStats', { token: admin }),
        api('listUsers', { token: admin, query: { limit: 10 } }),
      ]);
      return { dashboard: dashboard.body.totalUsers, users: users.body.total, list: Number(list.headers.get('x-total-count')) };
    });
    expect(figures.users).toBeGreaterThanOrEqual(1);
    expect(figures.dashboard).toBe(figures.users);
    expect(figures.list).toBe(figures.users);
  });

  it('keeps Notifications Sent equal to the broadcasts listed, and Read to their reads, across a read and a deletion', async () => {
    const created = await api('createNotification', {
      token: admin,
      body: { title: `Counted ${Date.now().toString(36)}`, message: 'Then deleted', type: 'info', target: 'all' },
    });
    expect(created.status).toBe(201);
    const reader = await registerAndLogin('Counted Reader');
    expect((await api('markNotificationRead', { token: reader.token, params: { id: created.body.id } })).status).toBe(200);

    const agree = async () => {
      const figures = await steady(async () => {
        const [stats, dashboard, list] = await Promise.all([
          api('getAdminNotificationStats', { token: admin }),
          api('getAdminStats', { token: admin }),
          allBroadcasts(),
        ]);
        return {
          sent: stats.body.sent,
          read: stats.body.read,
          dashboard: dashboard.body.notifications,
          listed: list.length,
          reads: list.reduce((n, b) => n + b.read_count, 0),
        };
      });
      expect(figures.sent).toBe(figures.listed);
      expect(figures.dashboard).toBe(figures.listed);
      expect(figures.read).toBe(figures.reads);
      return figures;
    };

    const before = await agree();
    expect(before.reads).toBeGreaterThanOrEqual(1);
    expect((await api('deleteNotification', { token: admin, params: { id: created.body.id } })).status).toBe(200);
    await agree();
  });
});
