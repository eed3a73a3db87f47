/**
 * Notifications (issue 11): the admin's broadcasts, stored once, and each user's bell. The stack is
 * shared with the other API files and broadcasts to `all` reach every user, so each test's titles
 * are unique and every broadcast made here is deleted at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyNotification } from '../../shared/api/notifications';
import { usdToBdt } from '../../shared/money';
import { adminToken, afterCommitSettled, api, apiLoose, isDemoSong, registerAndLogin, type WireError } from '../helpers/api';

let admin: string;
const run = `${Date.now().toString(36)}.${process.pid}`;
const sent: string[] = [];
let txnCounter = 0;
const txn = () => `NTF${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;
const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);

async function broadcast(label: string, target: 'all' | 'premium' | 'free', type: 'info' | 'success' | 'warning' | 'error' = 'info') {
  const res = await api('createNotification', {
    token: admin,
    body: { title: `Test ${run} ${label}`, message: `About ${label}`, type, target },
  });
  expect(res.status).toBe(201);
  sent.push(res.body.id);
  return res.body;
}

async function bell(token: string) {
  const res = await api('listMyNotifications', { token });
  expect(res.status).toBe(200);
  return res.body;
}

const titles = (list: MyNotification[]) => list.map((n) => n.title);

/** A buyer with an active subscription (checkout, approved by the admin). */
async function subscriber() {
  const user = await registerAndLogin('Notified Subscriber');
  const plan = (await api('listPlans')).body.find((p) => p.name === 'Basic')!;
  const created = await api('createSubscription', {
    token: user.token,
    body: { planId: plan.id, senderWallet: '01812345678', transactionId: txn(), paymentMethod: 'nagad', amount: usdToBdt(plan.price) },
  });
  expect(created.status).toBe(201);
  expect((await api('approvePayment', { params: { orderId: created.body.orderId }, token: admin })).status).toBe(200);
  return user;
}

beforeAll(async () => {
  admin = await adminToken();
});

afterAll(async () => {
  await Promise.all(sent.map((id) => apiLoose('deleteNotification', { token: admin, params: { id } })));
});

describe('admin notifications', () => {
  it('refuses anonymous callers with 401 and plain users with 403 on every admin route', async () => {
    const buyer = await registerAndLogin('Not An Admin');
    const body = { title: `Test ${run} refused`, message: 'x', type: 'info', target: 'all' };
    expect((await apiLoose('listAdminNotifications')).status).toBe(401);
    expect((await apiLoose('createNotification', { body })).status).toBe(401);
    expect((await apiLoose('deleteNotification', { params: { id: '01ABC' } })).status).toBe(401);
    expect((await apiLoose('listAdminNotifications', { token: buyer.token })).status).toBe(403);
    expect((await apiLoose('createNotification', { token: buyer.token, body })).status).toBe(403);
    expect((await apiLoose('deleteNotification', { token: buyer.token, params: { id: '01ABC' } })).status).toBe(403);
    expect((await apiLoose('listMyNotifications')).status).toBe(401);
    expect((await apiLoose('markAllNotificationsRead')).status).toBe(401);
  });

  it('answers 400 naming the field for a missing title, an empty message, an unknown type or target', async () => {
    const good = { title: `Test ${run} valid`, message: 'Hello', type: 'info', target: 'all' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, title: '   ' }, 'body.title'],
      [{ ...good, message: '' }, 'body.message'],
      [{ ...good, type: 'urgent' }, 'body.type'],
      [{ ...good, target: 'everyone' }, 'body.target'],
      [{ ...good, title: 'x'.repeat(121) }, 'body.title'],
    ];
    for (const [body, field] of cases) {
      const res = await apiLoose('createNotification', { token: admin, body });
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContain(field);
    }
    const { target: _omitted, ...noTarget } = good;
    expect(fieldsOf((await apiLoose('createNotification', { token: admin, body: noTarget })).body)).toContain('body.target');
  });

  it('lists a sent broadcast newest first and counts it in the sent card', async () => {
    const before = (await api('getAdminNotificationStats', { token: admin })).body.sent;
    const first = await broadcast('listed first', 'free', 'warning');
    const second = await broadcast('listed second', 'premium', 'success');
    const listed = (await api('listAdminNotifications', { token: admin })).body;
    expect(Array.isArray(listed)).toBe(true);
    const ids = listed.map((n) => n.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(listed.find((n) => n.id === first.id)).toMatchObject({ target: 'free', type: 'warning', read_count: 0 });
    expect((await api('getAdminNotificationStats', { token: admin })).body.sent).toBeGreaterThanOrEqual(before + 2);
  });
});

describe('the bell', () => {
  it('delivers a broadcast to all to a user who registered after it, unread, newest first', async () => {
    const older = await broadcast('to all, older', 'all');
    const newer = await broadcast('to all, newer', 'all');
    const user = await registerAndLogin('Late Arrival');
    const { notifications, unread } = await bell(user.token);
    const mine = notifications.filter((n) => n.id === older.id || n.id === newer.id);
    expect(mine.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(mine.every((n) => !n.read)).toBe(true);
    expect(unread).toBeGreaterThanOrEqual(2);
  });

  it('delivers a premium broadcast only to a subscriber and a free one only to a user without a subscription', async () => {
    const premium = await broadcast('premium only', 'premium');
    const free = await broadcast('free only', 'free');
    const paying = await subscriber();
    const plain = await registerAndLogin('Free Listener');
    const payingTitles = titles((await bell(paying.token)).notifications);
    const plainTitles = titles((await bell(plain.token)).notifications);
    expect(payingTitles).toContain(premium.title);
    expect(payingTitles).not.toContain(free.title);
    expect(plainTitles).toContain(free.title);
    expect(plainTitles).not.toContain(premium.title);
    expect(payingTitles).toContain('Subscription activated');
    // A broadcast that does not target the caller cannot be marked read either.
    expect((await apiLoose('markNotificationRead', { token: plain.token, params: { id: premium.id } })).status).toBe(404);
  });

  it('marks one read, counts the read once in the stat card, and read-all clears the unread count', async () => {
    const a = await broadcast('read one', 'all');
    const b = await broadcast('read all', 'all');
    const user = await registerAndLogin('Reader');
    const readsBefore = (await api('getAdminNotificationStats', { token: admin })).body.read;
    expect((await bell(user.token)).notifications.find((n) => n.id === a.id)?.read).toBe(false);

    expect((await api('markNotificationRead', { token: user.token, params: { id: a.id } })).status).toBe(200);
    expect((await api('markNotificationRead', { token: user.token, params: { id: a.id } })).status).toBe(200);
    const afterOne = await bell(user.token);
    expect(afterOne.notifications.find((n) => n.id === a.id)?.read).toBe(true);
    expect(afterOne.notifications.find((n) => n.id === b.id)?.read).toBe(false);
    expect(afterOne.unread).toBe(afterOne.notifications.filter((n) => !n.read).length);
    const admins = (await api('listAdminNotifications', { token: admin })).body;
    expect(admins.find((n) => n.id === a.id)?.read_count).toBe(1);
    expect((await api('getAdminNotificationStats', { token: admin })).body.read).toBeGreaterThanOrEqual(readsBefore + 1);

    const readAllAt = new Date().toISOString();
    expect((await api('markAllNotificationsRead', { token: user.token })).status).toBe(200);
    const afterAll = await bell(user.token);
    // Only a broadcast another test file sends after the read-all may still be unread.
    expect(afterAll.notifications.filter((n) => n.created_at < readAllAt && !n.read)).toEqual([]);
    expect(afterAll.unread).toBe(afterAll.notifications.filter((n) => !n.read).length);
    // Another user's read state is their own.
    const other = await registerAndLogin('Other Reader');
    expect((await bell(other.token)).notifications.find((n) => n.id === a.id)?.read).toBe(false);
  });

  it('removes a deleted broadcast from every bell and answers 404 to a second delete', async () => {
    const gone = await broadcast('deleted', 'all');
    const user = await registerAndLogin('Before Delete');
    expect(titles((await bell(user.token)).notifications)).toContain(gone.title);
    expect((await api('deleteNotification', { token: admin, params: { id: gone.id } })).status).toBe(200);
    expect(titles((await bell(user.token)).notifications)).not.toContain(gone.title);
    expect((await api('listAdminNotifications', { token: admin })).body.map((n) => n.id)).not.toContain(gone.id);
    expect((await apiLoose('deleteNotification', { token: admin, params: { id: gone.id } })).status).toBe(404);
    expect((await apiLoose('markNotificationRead', { token: user.token, params: { id: gone.id } })).status).toBe(404);
  });

  it("puts an approval and a rejection of the buyer's orders in their bell, and in nobody else's", async () => {
    const buyer = await registerAndLogin('Notified Buyer');
    const other = await registerAndLogin('Bystander');
    // Demo songs: another file's songs on this stack may be sold exclusively meanwhile.
    const songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
    const paidOrder = async (song: (typeof songs)[number]) => {
      const created = await api('createOrder', {
        token: buyer.token,
        body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
      });
      expect(created.status).toBe(201);
      const orderId = created.body.orderId;
      const paid = await api('submitOrderPayment', {
        token: buyer.token,
        params: { orderId },
        body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
      });
      expect(paid.status).toBe(200);
      return orderId;
    };
    const approved = await paidOrder(songs[0]!);
    const rejected = await paidOrder(songs[1]!);
    expect((await api('approvePayment', { token: admin, params: { orderId: approved } })).status).toBe(200);
    expect((await api('rejectPayment', { token: admin, params: { orderId: rejected }, body: { reason: 'Wrong amount' } })).status).toBe(
      200,
    );

    // The bell entries follow the decisions from their after-commit records, as the buyer sees them a moment later.
    await afterCommitSettled(approved);
    await afterCommitSettled(rejected);
    const { notifications, unread } = await bell(buyer.token);
    const approval = notifications.find((n) => n.title === 'Order approved');
    expect(approval).toMatchObject({ type: 'success', read: false });
    expect(approval?.message).toContain(songs[0]!.title);
    expect(notifications.find((n) => n.title === 'Order rejected')?.message).toContain('Wrong amount');
    expect(titles((await bell(other.token)).notifications)).not.toContain('Order approved');
    expect((await apiLoose('markNotificationRead', { token: other.token, params: { id: approval!.id } })).status).toBe(404);

    expect((await api('markNotificationRead', { token: buyer.token, params: { id: approval!.id } })).status).toBe(200);
    const after = await bell(buyer.token);
    expect(after.notifications.find((n) => n.id === approval!.id)?.read).toBe(true);
    expect(after.unread).toBe(unread - 1);
  });
});
