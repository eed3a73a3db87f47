/**
 * PayPal's webhook and SSLCommerz's IPN read the gateway settings through the 10 s per-container
 * cache (functions/domain/integrations/gateways.ts, as Stripe's webhook does), and re-read them
 * before refusing: a webhook id or store password saved a moment ago approves the very next
 * notification. The settings are saved wrong on purpose, so this runs on the isolated stacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, baseUrl, isLocalStack, registerAndLogin } from '../helpers/api';
import {
  paypalEvent,
  pressHostedPage,
  rememberSandboxOrigin,
  returnForm,
  sandboxCredentials,
  sandboxOrigin,
  signedPaypalEvent,
  useSandboxGateways,
} from '../helpers/payments';

let admin: string;
let songs: { id: string; price: number }[];
let songCursor = 7;

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Gateway Setup with the sandbox's keys and PayPal and SSLCommerz on, one field changed. */
async function saveGateways(change: { webhookId?: string; storePassword?: string } = {}) {
  const c = sandboxCredentials();
  const saved = await api('savePaymentGateways', {
    token: admin,
    body: {
      stripe: { enabled: true, ...c.stripe },
      paypal: { enabled: true, ...c.paypal, webhookId: change.webhookId ?? c.paypal.webhookId, mode: 'sandbox' },
      sslcommerz: {
        enabled: true,
        storeId: c.sslcommerz.storeId,
        storePassword: change.storePassword ?? c.sslcommerz.storePassword,
        mode: 'sandbox',
      },
    },
  });
  expect(saved.status, saved.text).toBe(200);
}

async function gatewayOrder(method: 'paypal' | 'sslcommerz') {
  const buyer = await registerAndLogin('Cache Buyer');
  const song = songs[songCursor++ % songs.length]!;
  const amount = method === 'sslcommerz' ? usdToBdt(song.price) : song.price;
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: method, amount } });
  expect(created.status, created.text).toBe(201);
  rememberSandboxOrigin(created.body.checkoutUrl!);
  const orderOf = async () => (await api('getOrder', { params: { orderId: created.body.orderId }, token: buyer.token })).body;
  return { orderId: created.body.orderId, song, amount, orderOf };
}

beforeAll(async () => {
  admin = await adminToken();
  await useSandboxGateways(admin, { paypal: true, sslcommerz: true });
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
    const post = (webhookId: string) => {
      const signed = signedPaypalEvent(capture(), webhookId);
      return fetch(`${baseUrl()}/api/webhooks/paypal`, { method: 'POST', body: signed.body, headers: signed.headers });
    };

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
    // Paid on the sandbox as the merchant, with no IPN URL: the test decides what reaches the store.
    const { storeId, storePassword } = sandboxCredentials().sslcommerz;
    const init = await fetch(
      `${sandboxOrigin()}/sslcommerz/gwprocess/v4/api.php`,
      form({
        store_id: storeId,
        store_passwd: storePassword,
        total_amount: String(amount),
        currency: 'BDT',
        tran_id: String(orderId),
        success_url: 'http://127.0.0.1:9/success',
        fail_url: 'http://127.0.0.1:9/fail',
        cancel_url: 'http://127.0.0.1:9/cancel',
      }),
    );
    const session = (await init.json()) as { status: string; GatewayPageURL: string };
    expect(session.status).toBe('SUCCESS');
    const valId = returnForm(await (await pressHostedPage(session.GatewayPageURL, 'pay')).text()).fields.val_id!;
    const ipn = () =>
      fetch(
        `${baseUrl()}/api/webhooks/sslcommerz`,
        form({ status: 'VALID', tran_id: String(orderId), val_id: valId, amount: amount.toFixed(2), currency: 'BDT' }),
      );

    await saveGateways({ storePassword: 'not-the-store-password' });
    // The validation API refuses the wrong password: nothing is approved, and the wrong settings are cached.
    expect((await ipn()).status).toBe(200);
    expect((await orderOf()).status).toBe('pending');

    await saveGateways();
    expect((await ipn()).status).toBe(200);
    expect((await orderOf()).status).toBe('completed');
  });
});
