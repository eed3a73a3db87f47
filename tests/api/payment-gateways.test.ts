/**
 * Payment gateways (issue 11, admin §2.15, §3, §7): admin only; credentials' shape as 400s naming
 * the field; secrets sealed in the table and masked on read; Test Connection makes a real request.
 * The shared stack's live provider addresses are a closed loopback port (tests/helpers/global-stack.ts),
 * so there it must say it could not reach the provider. For a provider that answers, this file runs
 * the same handler modules in-process against the stack's table with the provider origins pointed
 * at a stand-in HTTP server it starts: success and refusal, never the internet.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GATEWAYS, type PaymentGateways } from '../../shared/api/gateways';
import { routeList, handlerFile } from '../../shared/api/routes';
import { adminToken, api, apiLoose, expectNotLogged, isLocalStack, registerAndLogin, type WireError, localTable } from '../helpers/api';
import { sandboxCredentials } from '../helpers/payments';
import { stack } from '../helpers/stack';

let admin: string;
let buyer: string;
let original: PaymentGateways;

const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);
const save = (body: unknown, token = admin) => apiLoose('savePaymentGateways', { token, body });
const GOOD_STRIPE = {
  enabled: true,
  publishableKey: 'pk_test_51GoodPublishable',
  secretKey: `sk_test_51GoodSecret${process.pid}`,
  webhookSecret: '',
};

beforeAll(async () => {
  admin = await adminToken();
  buyer = (await registerAndLogin('Gateway Reader')).token;
  original = (await api('getPaymentGateways', { token: admin })).body;
});
afterAll(async () => {
  // The masks read at the start stand for what is stored at save time, which this file changed (a
  // Stripe secret of another mode is refused beside the original publishable key): on the local stack,
  // put the sandbox's own secrets back where the original used the sandbox's keys.
  const restored = structuredClone(original);
  if (isLocalStack()) {
    const c = sandboxCredentials();
    if (original.stripe.publishableKey === c.stripe.publishableKey) Object.assign(restored.stripe, c.stripe);
    if (original.paypal.clientId === c.paypal.clientId) Object.assign(restored.paypal, c.paypal);
    if (original.sslcommerz.storeId === c.sslcommerz.storeId) restored.sslcommerz.storePassword = c.sslcommerz.storePassword;
  }
  const answer = await save(restored);
  expect(answer.status, answer.text).toBe(200);
});

describe('payment gateways', () => {
  it('refuses reads, saves and tests by an anonymous caller with 401 and by a plain user with 403', async () => {
    expect((await apiLoose('getPaymentGateways')).status).toBe(401);
    expect((await apiLoose('getPaymentGateways', { token: buyer })).status).toBe(403);
    expect((await save(DEFAULT_GATEWAYS, '')).status).toBe(401);
    expect((await save(DEFAULT_GATEWAYS, buyer)).status).toBe(403);
    const test = { params: { name: 'stripe' }, body: GOOD_STRIPE };
    expect((await apiLoose('testPaymentGateway', test)).status).toBe(401);
    expect((await apiLoose('testPaymentGateway', { ...test, token: buyer })).status).toBe(403);
  });

  it("answers 400 naming the field when an enabled gateway's credentials have the wrong shape", async () => {
    const cases: [Partial<Record<keyof PaymentGateways, unknown>>, string, RegExp][] = [
      [{ stripe: { ...GOOD_STRIPE, secretKey: 'pk_test_51NotASecretKey' } }, 'body.stripe.secretKey', /sk_test_ or sk_live_/],
      [{ stripe: { ...GOOD_STRIPE, publishableKey: 'sk_test_51Wrong' } }, 'body.stripe.publishableKey', /pk_test_ or pk_live_/],
      [{ stripe: { ...GOOD_STRIPE, secretKey: 'sk_live_51MixedModes' } }, 'body.stripe.secretKey', /test keys or live keys/],
      [{ stripe: { ...GOOD_STRIPE, webhookSecret: 'secret' } }, 'body.stripe.webhookSecret', /whsec_/],
      [
        { paypal: { enabled: true, clientId: '', clientSecret: 'x'.repeat(20), mode: 'sandbox' } },
        'body.paypal.clientId',
        /Client ID is required/,
      ],
      [
        { sslcommerz: { enabled: true, storeId: 'my store!', storePassword: 'pass1234', mode: 'live' } },
        'body.sslcommerz.storeId',
        /Store ID/,
      ],
      [{ paypal: { enabled: false, clientId: '', clientSecret: '', mode: 'production' } }, 'body.paypal.mode', /sandbox or live/],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...DEFAULT_GATEWAYS, ...change });
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContain(field);
      expect(res.body.error, field).toMatch(message);
    }
    // Disabled and empty is a valid save: a gateway not in use needs no credentials.
    expect((await save(DEFAULT_GATEWAYS)).status).toBe(200);
  });

  it.skipIf(!isLocalStack())('seals the secrets in the table, answers them masked and keeps them when the mask comes back', async () => {
    const gateways: PaymentGateways = {
      stripe: { ...GOOD_STRIPE, webhookSecret: `whsec_${process.pid}Hook9876` },
      paypal: { enabled: true, clientId: 'PaypalClientId0001', clientSecret: `PaypalSecret${process.pid}QRST`, mode: 'sandbox' },
      sslcommerz: { enabled: false, storeId: 'teststore01', storePassword: `teststore01@ssl${process.pid}`, mode: 'sandbox' },
    };
    const secrets = [
      gateways.stripe.secretKey,
      gateways.stripe.webhookSecret,
      gateways.paypal.clientSecret,
      gateways.sslcommerz.storePassword,
    ];
    const saved = await save(gateways);
    expect(saved.status).toBe(200);
    for (const secret of secrets) expect(saved.text).not.toContain(secret);
    expect(saved.body).toMatchObject({
      stripe: {
        publishableKey: GOOD_STRIPE.publishableKey,
        secretKey: `••••${GOOD_STRIPE.secretKey.slice(-4)}`,
        webhookSecret: '••••9876',
      },
      paypal: { clientId: 'PaypalClientId0001', clientSecret: '••••QRST' },
    });

    const ddb = localTable();
    const raw = async () =>
      (await ddb.send(new GetCommand({ TableName: 'marketplace', Key: { PK: 'SETTINGS', SK: 'payment-gateways' } }))).Item;
    const item = await raw();
    for (const secret of secrets) expect(JSON.stringify(item), secret).not.toContain(secret);
    for (const secret of secrets) await expectNotLogged(secret);

    const read = await api('getPaymentGateways', { token: admin });
    for (const secret of secrets) expect(read.text).not.toContain(secret);
    const again = await save({ ...read.body, sslcommerz: { ...read.body.sslcommerz, mode: 'live' } });
    expect(again.status).toBe(200);
    const itemAgain = await raw();
    const value = (x: typeof item) => x?.value as Record<string, Record<string, unknown>>;
    expect(value(itemAgain).stripe!.secretKey).toBe(value(item).stripe!.secretKey);
    expect(value(itemAgain).sslcommerz).toMatchObject({ mode: 'live', storePassword: value(item).sslcommerz!.storePassword });
    ddb.destroy();
  });

  it('says it could not reach a provider that does not answer, never a success', async () => {
    // Live origins lead to a closed port on the test stack (sandbox ones to its payment sandbox).
    const live = { enabled: true, clientId: 'GoodPaypalClient', clientSecret: 'GoodPaypalSecret', mode: 'live' as const };
    const res = await api('testPaymentGateway', { token: admin, params: { name: 'paypal' }, body: live });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/^Could not reach PayPal/);
  });

  it('answers 400 naming the field before any request when the shape is wrong', async () => {
    const res = await apiLoose('testPaymentGateway', {
      token: admin,
      params: { name: 'paypal' },
      body: { enabled: true, clientId: 'short', clientSecret: 'PaypalSecret0000', mode: 'sandbox' },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain('body.clientId');
  });
});

/** A stand-in for the three providers: accepts only the "good" credentials, and remembers what it was sent. */
function standInProviders(): { server: Server; seen: string[] } {
  const seen: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const auth = req.headers.authorization ?? '';
      seen.push(`${req.method} ${req.url} ${auth}`);
      const reply = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url === '/v1/balance') {
        return auth.startsWith('Bearer sk_test_good')
          ? reply(200, { object: 'balance', available: [] })
          : reply(401, { error: { message: 'Invalid API Key' } });
      }
      if (req.url === '/v1/oauth2/token') {
        const good = `Basic ${Buffer.from('GoodPaypalClient:GoodPaypalSecret').toString('base64')}`;
        return auth === good && body === 'grant_type=client_credentials'
          ? reply(200, { access_token: 'A21', token_type: 'Bearer' })
          : reply(401, { error: 'invalid_client' });
      }
      if (req.url === '/gwprocess/v4/api.php') {
        const form = new URLSearchParams(body);
        return form.get('store_id') === 'goodstore' && form.get('store_passwd') === 'goodstore@ssl'
          ? reply(200, { status: 'SUCCESS', sessionkey: 'abc' })
          : reply(200, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
      }
      return reply(404, {});
    });
  });
  return { server, seen };
}

describe.skipIf(!isLocalStack())('Test Connection against a provider that answers', () => {
  let base: string;
  let providers: ReturnType<typeof standInProviders>;
  let gateway: { close: () => Promise<void> };

  beforeAll(async () => {
    providers = standInProviders();
    await new Promise<void>((resolve) => providers.server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(providers.server.address() as AddressInfo).port}`;
    // The handlers read their configuration at import: set it first, as the local stack does.
    const { applyEnv, localFunctionEnv, REPO_ROOT } = await import('../../scripts/local/env');
    applyEnv({
      ...localFunctionEnv({
        dataDir: stack().dataDir,
        dynamoDbPort: Number(new URL(stack().ddbEndpoint).port),
        s3Port: 9,
        sitePort: 9,
      }),
      GATEWAY_URL_STRIPE: origin,
      GATEWAY_URL_PAYPAL_SANDBOX: origin,
      GATEWAY_URL_PAYPAL_LIVE: 'http://127.0.0.1:9',
      GATEWAY_URL_SSLCOMMERZ_SANDBOX: origin,
      GATEWAY_URL_SSLCOMMERZ_LIVE: 'http://127.0.0.1:9',
    });
    const { createGateway, moduleHandlerLoader } = await import('../../scripts/local/gateway');
    const g = createGateway({
      routes: routeList.filter((r) => r.id === 'testPaymentGateway' || r.id === 'savePaymentGateways'),
      loadHandler: moduleHandlerLoader(REPO_ROOT, handlerFile),
      quiet: true,
    });
    base = `http://127.0.0.1:${await g.listen(0, '127.0.0.1')}`;
    gateway = g;
  });
  afterAll(async () => {
    await gateway?.close();
    providers?.server.close();
  });

  const test = async (name: string, body: unknown) => {
    const res = await fetch(`${base}/api/admin/test-gateway/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { success: boolean; message?: string; error?: string };
  };

  it('reports success when the provider accepts the credentials', async () => {
    expect(await test('stripe', { ...GOOD_STRIPE, secretKey: 'sk_test_goodKey12345' })).toEqual({
      success: true,
      message: 'Stripe connection successful',
    });
    expect(providers.seen).toContain('GET /v1/balance Bearer sk_test_goodKey12345');
    const paypal = { enabled: true, clientId: 'GoodPaypalClient', clientSecret: 'GoodPaypalSecret', mode: 'sandbox' };
    expect((await test('paypal', paypal)).success).toBe(true);
    expect(
      (await test('sslcommerz', { enabled: true, storeId: 'goodstore', storePassword: 'goodstore@ssl', mode: 'sandbox' })).success,
    ).toBe(true);
  });

  it('says the credentials were refused when the provider refuses them', async () => {
    expect(await test('stripe', { ...GOOD_STRIPE, secretKey: 'sk_test_revokedKey123' })).toEqual({
      success: false,
      error: 'Stripe refused the credentials (HTTP 401)',
    });
    const paypal = await test('paypal', {
      enabled: true,
      clientId: 'GoodPaypalClient',
      clientSecret: 'WrongPaypalSecret',
      mode: 'sandbox',
    });
    expect(paypal).toEqual({ success: false, error: 'PayPal refused the credentials (HTTP 401)' });
    const ssl = await test('sslcommerz', { enabled: true, storeId: 'goodstore', storePassword: 'wrong-password', mode: 'sandbox' });
    expect(ssl).toEqual({ success: false, error: 'SSLCommerz refused the credentials' });
  });

  it('tests with the stored secret when the form sends its mask', async () => {
    const stored = { ...DEFAULT_GATEWAYS, stripe: { ...GOOD_STRIPE, secretKey: 'sk_test_goodStored6789' } };
    const saved = await fetch(`${base}/api/admin/payment-gateways`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(stored),
    });
    expect(saved.status).toBe(200);
    expect(await test('stripe', { ...GOOD_STRIPE, secretKey: '••••6789' })).toMatchObject({ success: true });
    expect(providers.seen).toContain('GET /v1/balance Bearer sk_test_goodStored6789');
    // PayPal live points at a closed port here: unreachable is never a success.
    const live = await test('paypal', { enabled: true, clientId: 'GoodPaypalClient', clientSecret: 'GoodPaypalSecret', mode: 'live' });
    expect(live.success).toBe(false);
    expect(live.error).toMatch(/^Could not reach PayPal \(127\.0\.0\.1:9\)/);
  });
});
