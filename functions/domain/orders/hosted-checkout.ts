/**
 * A gateway order's hosted payment page, for the modules that place or resume an order. The checkout
 * (and the provider SDKs behind it) loads only for a gateway method, so the manual flow never pays for it.
 * Only those modules may import this one: esbuild writes a chunk for every `import()` it meets, called
 * or not, so a route that imported it to read orders would ship the Stripe SDK (tests/infra/bundling.test.ts).
 */
import type { OrderRecord } from '../../data/orders-repo';

export async function hostedCheckout(order: OrderRecord, siteUrl: string, returnPath: string, now: Date): Promise<string | undefined> {
  const { isGatewayMethod, startCheckout } = await import('../payments/checkout');
  if (!isGatewayMethod(order.paymentMethod)) return undefined;
  return startCheckout(order, siteUrl, returnPath, now);
}
