/**
 * Many card payments for different orders confirmed at once (issue 23's bench, as a behaviour):
 * 20 signed `checkout.session.completed` notifications for 20 buyers' orders arrive together; each
 * is answered 200 the first time (no 503 asking Stripe to retry), each buyer gets their licence,
 * and the store's figures move by exactly those 20 sales.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../shared/api/analytics';
import { usdToBdt } from '../../shared/money';
import { adminToken, afterCommitSettled, api, baseUrl, isDemoSong, isLocalStack, registerAndLogin } from '../helpers/api';
import { signedStripeEvent, stripeEvent, useSandboxGateways } from '../helpers/payments';

const ORDERS = 20;

let admin: string;
let webhookSecret: string;
let songs: { id: string; price: number }[];

beforeAll(async () => {
  admin = await adminToken();
  webhookSecret = (await useSandboxGateways(admin)).stripe.webhookSecret;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(
    (s) => isDemoSong(s) && s.is_available && s.status !== 'sold_out',
  );
});

describe.skipIf(!isLocalStack())('concurrent card payments for different orders', () => {
  it(`${ORDERS} notifications for ${ORDERS} orders at once all answer 200 and each issues its licence; the store totals add up`, async () => {
    const orders = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const buyer = await registerAndLogin(`Concurrent Card Buyer ${i}`);
        const song = songs[i % songs.length]!;
        const created = await api('createOrder', {
          token: buyer.token,
          body: { songId: song.id, paymentMethod: 'stripe', amount: song.price },
        });
        expect(created.status, created.text).toBe(201);
        const orderId = created.body.orderId;
        const sessionId = (await api('getOrder', { params: { orderId }, token: buyer.token })).body.payment_reference!;
        return { buyer, song, orderId, sessionId };
      }),
    );
    const stats = async () => (await api('getAdminOrderStats', { token: admin })).body;
    const dashboard = async () => (await api('getAdminStats', { token: admin })).body as DashboardStats;
    const [before, dashBefore] = await Promise.all([stats(), dashboard()]);

    const notices = orders.map((o) =>
      signedStripeEvent(
        stripeEvent('checkout.session.completed', {
          id: o.sessionId,
          object: 'checkout.session',
          amount_total: Math.round(o.song.price * 100),
          currency: 'usd',
          client_reference_id: String(o.orderId),
          metadata: { orderId: String(o.orderId) },
          payment_status: 'paid',
          status: 'complete',
          payment_intent: `pi_concurrent_${o.orderId}`,
        }),
        webhookSecret,
      ),
    );
    const answers = await Promise.all(
      notices.map(async (n) => {
        const res = await fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body: n.body, headers: n.headers });
        return `${res.status} ${res.status === 200 ? '' : await res.text()}`.trim();
      }),
    );
    expect(answers).toEqual(Array(ORDERS).fill('200'));

    const keys = new Set<string>();
    for (const o of orders) {
      const order = (await api('getOrder', { params: { orderId: o.orderId }, token: o.buyer.token })).body;
      expect(order.status).toBe('completed');
      expect(order.license_key).toMatch(/^MM-/);
      keys.add(order.license_key!);
      expect((await api('downloadLicense', { params: { orderId: o.orderId }, token: o.buyer.token })).status).toBe(200);
      expect((await api('getLibrary', { token: o.buyer.token })).body.map((s) => s.id)).toEqual([o.song.id]);
    }
    expect(keys.size).toBe(ORDERS);

    const revenue = orders.reduce((sum, o) => sum + usdToBdt(o.song.price), 0);
    // The sales' figures follow from each approval's after-commit record.
    await Promise.all(orders.map((o) => afterCommitSettled(o.orderId)));
    const [after, dashAfter] = await Promise.all([stats(), dashboard()]);
    expect(after.completed - before.completed).toBe(ORDERS);
    expect(after.pending - before.pending).toBe(-ORDERS);
    expect(after.revenue - before.revenue).toBe(revenue);
    expect(dashAfter.totalRevenue - dashBefore.totalRevenue).toBe(revenue);
  });
});
