/**
 * The back office's list of broadcasts (issue 11): the spec's array, the newest 100 a page, newest
 * first, and the rest by the cursor in X-Next-Cursor, like the admin orders. Other files send broadcasts at the
 * same time, so the test follows its own three through the pages and never counts the whole list.
 * They go to `premium` (no other test's fresh buyer has a subscription) and are deleted after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATIONS_PAGE_MAX } from '../../shared/api/notifications';
import { adminToken, api, apiLoose } from '../helpers/api';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
const mine: string[] = [];

beforeAll(async () => {
  admin = await adminToken();
  for (const n of [1, 2, 3]) {
    const res = await api('createNotification', {
      token: admin,
      body: { title: `Paging ${run} #${n}`, message: `Page test ${n}`, type: 'info', target: 'premium' },
    });
    expect(res.status).toBe(201);
    mine.push(res.body.id);
  }
});

afterAll(async () => {
  await Promise.all(mine.map((id) => apiLoose('deleteNotification', { token: admin, params: { id } })));
});

describe('admin notifications list paging', () => {
  it('serves one page of at most `limit`, newest first, and walks every broadcast exactly once by X-Next-Cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await api('listAdminNotifications', { token: admin, query: { limit: 2, cursor } });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.length).toBeLessThanOrEqual(2);
      const dates = res.body.map((n) => n.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      seen.push(...res.body.map((n) => n.id));
      cursor = res.headers.get('x-next-cursor') ?? undefined;
      if (cursor) expect(res.body).toHaveLength(2);
      pages++;
      // Ours are the newest few; stop once all three are behind us instead of reading the whole store.
    } while (cursor && !mine.every((id) => seen.includes(id)) && pages < 50);

    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => mine.includes(id))).toEqual([...mine].reverse());
    expect(pages).toBeGreaterThanOrEqual(2);
    expect((await api('getAdminNotificationStats', { token: admin })).body.sent).toBeGreaterThanOrEqual(3);
  });

  it('serves the newest 100 without a limit, refuses a page over 100 and a forged cursor with 400', async () => {
    const first = await api('listAdminNotifications', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.length).toBeLessThanOrEqual(ADMIN_NOTIFICATIONS_PAGE_MAX);
    expect(first.body.map((n) => n.id)).toEqual(expect.arrayContaining(mine));
    if (first.body.length < ADMIN_NOTIFICATIONS_PAGE_MAX) expect(first.headers.get('x-next-cursor')).toBeNull();

    const tooMany = await apiLoose('listAdminNotifications', { token: admin, query: { limit: ADMIN_NOTIFICATIONS_PAGE_MAX + 1 } });
    expect(tooMany.status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'PROFILE', GSI1PK: 'USERS', GSI1SK: 'x' })).toString('base64url');
    const refused = await apiLoose('listAdminNotifications', { token: admin, query: { cursor: forged } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Invalid cursor');
  });
});
