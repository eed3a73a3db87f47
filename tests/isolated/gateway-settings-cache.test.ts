/**
 * PayPal's webhook and SSLCommerz's IPN read the gateway settings through the 10 s per-container
 * cache (functions/domain/integrations/gateways.ts, as Stripe's webhook does), and re-read them
 * before refusing: a webhook id or store password saved a moment ago approves the very next
 * notification. The settings are saved wrong on purpose, so this runs on the isolated stacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, isLocalStack } from '../helpers/api';
import {
  gatewayOrder as newGatewayOrder,
  paidSslcommerzSession,
  paypalEvent,
  postPaypalWebhook,
  postSslcommerzIpn,
  signedPaypalEvent,
  useSandboxGateways,
} from '../helpers/payments';

let admin: string;
let songs: { id: string; price: number }[];
let songCursor = 7;

/** Gateway Setup with the sandbox's keys and PayPal and SSLCommerz on, one field changed. */
const saveGateways = (change: { webhookId?: string; storePassword?: string } = {}) =>
  useSandboxGateways(admin, { paypal: true, sslcommerz: true }, change);

const gatewayOrder = (method: 'paypal' | 'sslcommerz') => newGatewayOrder(method, songs[songCursor++ % songs.length]!, 'Cache Buyer');

beforeAll(async () => {
  admin = await adminToken();
  await saveGateways();
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter((s) => s.price > 0);
});

afterAll(async () => {
  await useSandboxGateways(admin);
});

describe.skipIf(!isLocalStack())('gateway settings cache on PayPal and SSLCommerz notifications', () => {
  it('a PayPal webhook id saved a moment ago approves the next notification signed for it, and the old one no longer does', async () => {
    const { orderId, song, orderOf } = await gatewayOrder('paypal');
    const paypalOrderId = (await orderOf()).payment_reference!;
    const capture = () =>
      paypalEvent('PAYMENT.CAPTURE.COMPLETED', {
        id: `CAP${orderId}`,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: song.price.toFixed(2) },
        custom_id: String(orderId),
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      });
    const post = (webhookId: string) => postPaypalWebhook(signedPaypalEvent(capture(), webhookId));

    const [before, after] = ['WH-CACHE-BEFORE', 'WH-CACHE-AFTER'];
    await saveGateways({ webhookId: before });
    // Refused, which leaves `before` cached in the stack's container.
    expect((await post(after)).status).toBe(400);
    expect((await orderOf()).status).toBe('pending');

    await saveGateways({ webhookId: after });
    const accepted = await post(after);
    expect(accepted.status, await accepted.text()).toBe(200);
    expect((await orderOf()).status).toBe('completed');
    expect((await post(before)).status).toBe(400);
    await saveGateways();
  });

  it('an SSLCommerz store password corrected a moment ago validates the next IPN, which approves the order', async () => {
    const { orderId, amount, orderOf } = await gatewayOrder('sslcommerz');
    const valId = await paidSslcommerzSession(orderId, amount);
    const ipn = () =>
      postSslcommerzIpn({ status: 'VALID', tran_id: String(orderId), val_id: valId, amount: amount.toFixed(2), currency: 'BDT' });

    await saveGateways({ storePassword: 'not-the-store-password' });
    // The validation API refuses the wrong password: nothing is approved, and the wrong settings are cached.
    expect((await ipn()).status).toBe(200);
    expect((await orderOf()).status).toBe('pending');

    await saveGateways();
    expect((await ipn()).status).toBe(200);
    expect((await orderOf()).status).toBe('completed');
  });
});
