/**
 * Races from the security issue (§6) not covered elsewhere: the same request twenty times at
 * once leaves exactly one result. (50 downloads at the quota edge: subscriptions.test.ts;
 * 20 approvals of one order: purchases.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import { api, apiFrom, isDemoSong, isLocalStack, registerAndLogin, uniqueEmail } from '../helpers/api';

const PASSWORD = 'correct horse battery';
const TIMES = 20;

async function availableSongs() {
  const songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
  return songs.filter((s) => s.is_available && s.status === 'published');
}

describe('races: twenty identical requests at once', () => {
  it('leaves one pending order when one buyer sends the same order 20 times at once', async () => {
    const buyer = await registerAndLogin('Double Clicker');
    const [song] = await availableSongs();
    expect(song).toBeDefined();
    const body = { songId: song!.id, paymentMethod: 'bkash' as const, amount: usdToBdt(song!.price) };
    const answers = await Promise.all(Array.from({ length: TIMES }, () => api('createOrder', { token: buyer.token, body })));
    expect(answers.filter((a) => a.status >= 300).map((a) => a.text)).toEqual([]);
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);

    const mine = await api('getMyOrders', { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
  });

  it.skipIf(!isLocalStack())('creates one account when one email registers 20 times at once', async () => {
    const email = uniqueEmail('race20');
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, i) =>
        apiFrom('127.0.0.57', 'register', { body: { name: `Racer ${i}`, email, password: PASSWORD } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const winner = answers.find((a) => a.status === 201)!;
    const login = await api('login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(winner.body.user.id);
  });

  it('accepts one of 20 payments sharing a transaction ID across 20 orders at once', async () => {
    const songs = await availableSongs();
    const txn = `TXNRACE${Date.now().toString(36).toUpperCase()}${process.pid}`;
    const buyers = await Promise.all(Array.from({ length: TIMES }, () => registerAndLogin('Shared Txn')));
    const orders = await Promise.all(
      buyers.map((b, i) => {
        const song = songs[i % songs.length]!;
        return api('createOrder', { token: b.token, body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) } });
      }),
    );
    expect(orders.map((o) => o.status).filter((s) => s >= 300)).toEqual([]);
    const paid = await Promise.all(
      buyers.map((b, i) =>
        api('submitOrderPayment', {
          params: { orderId: orders[i]!.body.orderId },
          token: b.token,
          body: { senderWallet: '01712345678', transactionId: txn, paymentMethod: 'bkash' },
        }),
      ),
    );
    expect(paid.filter((p) => p.status === 200)).toHaveLength(1);
    expect(paid.filter((p) => p.status === 409)).toHaveLength(TIMES - 1);
    const withDetails = await Promise.all(
      buyers.map(
        async (b, i) =>
          (await api('getOrder', { params: { orderId: orders[i]!.body.orderId }, token: b.token })).body.manual_payment_details,
      ),
    );
    expect(withDetails.filter((d) => d !== null)).toHaveLength(1);
  });
});
