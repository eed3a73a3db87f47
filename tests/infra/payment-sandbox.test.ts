/**
 * The payment sandbox (scripts/local/payment-sandbox/) is for the local stack and the tests only:
 * no function bundle of a payment route contains it, the card SDK is a lazy chunk there, and the
 * synthesised stack names no provider origin (production functions use the providers' own).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, loadedAtImport } from '../../infra/bundling';
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

/** The outputs a handler can ever load: its entry and every chunk it imports, statically or lazily. */
function outputsOf(meta: Metafile, id: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !meta.outputs[path]) return;
    seen.add(path);
    for (const i of meta.outputs[path].imports) if (!i.external) visit(i.path);
  };
  visit(Object.keys(meta.outputs).find((file) => file.endsWith(`/${id}/index.mjs`))!);
  return [...seen];
}

describe('the payment sandbox in the deployed stack', () => {
  let meta: Metafile;
  // One esbuild run for the seven handlers, each module parsed once: at load 20 the bundling took 10 s instead of 76.
  beforeAll(async () => {
    meta = await bundleHandlers(Object.fromEntries(PAYMENT_ROUTES.map((id) => [id, join(REPO_ROOT, handlerFile(id))])), OUT, REPO_ROOT);
  }, 180_000);

  it.each(PAYMENT_ROUTES)('is in no bundle of %s, where the Stripe SDK loads only when a payment needs it', (id) => {
    // Every module of the seven, tree-shaken or not: no handler's graph reaches scripts/.
    expect(Object.keys(meta.inputs).filter((file) => file.includes('scripts/'))).toEqual([]);
    const outputs = outputsOf(meta, id);
    const inputs = outputs.flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
    const code = outputs
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(file.startsWith('/') ? '' : process.cwd(), file), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/payment-sandbox|stripe\/pay\/|sandbox checkout|CERT-sandbox|checkoutnow/);
    expect(inputs.some((file) => file.includes('node_modules/stripe/'))).toBe(true);
    const atImport = loadedAtImport(meta, outputs[0]).flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
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
