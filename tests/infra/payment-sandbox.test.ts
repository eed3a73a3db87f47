/**
 * The payment sandbox (scripts/local/payment-sandbox/) is for the local stack and the tests only:
 * no function bundle of a payment route contains it, the card SDK is a lazy chunk there, and the
 * synthesised stack names no provider origin (production functions use the providers' own).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandler, loadedAtImport } from '../../infra/bundling';
import { REPO_ROOT } from '../../infra/marketplace-stack';
import { handlerFile } from '../../shared/api/routes';
import { allResources } from '../helpers/stack-templates';
import { standardStack } from '../helpers/infra-stack';

const OUT = mkdtempSync(join(tmpdir(), 'marketplace-sandbox-infra-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const PAYMENT_ROUTES = [
  'stripeWebhook',
  'createOrder',
  'purchaseSubscription',
  'sslcommerzWebhook',
  'sslcommerzReturn',
  'paypalWebhook',
  'capturePaypalOrder',
] as const;

describe('the payment sandbox in the deployed stack', () => {
  it.each(PAYMENT_ROUTES)('is in no bundle of %s, where the Stripe SDK loads only when a payment needs it', async (id) => {
    const out = join(OUT, id);
    const meta = await bundleHandler(join(REPO_ROOT, handlerFile(id)), out, REPO_ROOT);
    const inputs = Object.keys(meta.inputs);
    expect(inputs.filter((file) => file.includes('scripts/'))).toEqual([]);
    const code = Object.keys(meta.outputs)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(file.startsWith('/') ? '' : process.cwd(), file), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/payment-sandbox|stripe\/pay\/|sandbox checkout|CERT-sandbox|checkoutnow/);
    expect(inputs.some((file) => file.includes('node_modules/stripe/'))).toBe(true);
    const atImport = loadedAtImport(meta).flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
    expect(atImport.filter((file) => file.includes('node_modules/stripe/'))).toEqual([]);
  });

  it('gives no function a provider origin: deployed code calls the providers themselves', () => {
    const functions = Object.values(allResources(standardStack())).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(Object.keys(variables).filter((name) => name.startsWith('GATEWAY_URL_'))).toEqual([]);
    }
    // Properties only: the metadata names each function's entry file.
    expect(/payment-sandbox|127\.0\.0\.1/.test(JSON.stringify(functions.map((fn) => fn.Properties)))).toBe(false);
  });
});
