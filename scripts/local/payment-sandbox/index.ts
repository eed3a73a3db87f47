/**
 * The payment sandbox: Stripe, PayPal and SSLCommerz as their documented APIs answer, on its own
 * loopback port, for `npm start` and the tests (no machine here reaches a provider). The local
 * stack points the functions' GATEWAY_URL_* at it; the deployed stack never contains it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { paypalSandbox } from './paypal';
import { sslcommerzSandbox } from './sslcommerz';
import { stripeSandbox } from './stripe';
import type { SandboxContext, SandboxCredentials } from './types';

export type { SandboxCredentials } from './types';
export { stripeSignature } from './stripe';
export { paypalSignature } from './paypal';

export const SANDBOX_FILE = 'payment-sandbox.json';
export const PAYPAL_KEY_FILE = 'payment-sandbox-paypal.pem';

/** The key the sandbox signs PayPal webhooks with, for this data folder: created once (mode 0600), then read. */
export function paypalSigningKey(dataDir: string): string {
  const file = join(dataDir, PAYPAL_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  return pem;
}

/** The sandbox's credentials for this data folder: created once (mode 0600), then read. */
export function sandboxCredentials(dataDir: string): SandboxCredentials {
  const file = join(dataDir, SANDBOX_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SandboxCredentials;
  const token = (n: number) => randomBytes(n).toString('hex');
  const credentials: SandboxCredentials = {
    stripe: {
      publishableKey: `pk_test_sandbox${token(12)}`,
      secretKey: `sk_test_sandbox${token(12)}`,
      webhookSecret: `whsec_sandbox${token(16)}`,
    },
    paypal: {
      clientId: `SandboxClient${token(8)}`,
      clientSecret: `SandboxSecret${token(12)}`,
      webhookId: `WH-SANDBOX-${token(6).toUpperCase()}`,
    },
    sslcommerz: { storeId: `sandbox${token(4)}`, storePassword: `sandbox${token(4)}@ssl` },
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return credentials;
}

export interface PaymentSandbox {
  origin: string;
  /** The functions' GATEWAY_URL_* pointing here. */
  env: Record<string, string>;
  credentials: SandboxCredentials;
  stop: () => Promise<void>;
}

export async function startPaymentSandbox(opts: {
  dataDir: string;
  siteUrl: string;
  log?: (line: string) => void;
}): Promise<PaymentSandbox> {
  const ctx: SandboxContext = {
    origin: '',
    siteUrl: opts.siteUrl.replace(/\/+$/, ''),
    credentials: sandboxCredentials(opts.dataDir),
    paypalSigningKey: paypalSigningKey(opts.dataDir),
    log: opts.log ?? (() => {}),
  };
  const providers = [stripeSandbox(ctx), paypalSandbox(ctx), sslcommerzSandbox(ctx)];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    void (async () => {
      for (const handle of providers) if (await handle(req, res, path)) return;
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not a sandbox route');
    })().catch((error: unknown) => {
      ctx.log(`payment sandbox: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('sandbox error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.origin = origin;
  return {
    origin,
    credentials: ctx.credentials,
    env: {
      GATEWAY_URL_STRIPE: origin,
      GATEWAY_URL_PAYPAL_SANDBOX: `${origin}/paypal`,
      GATEWAY_URL_SSLCOMMERZ_SANDBOX: `${origin}/sslcommerz`,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
