/** One JSON request to a payment provider's REST API, with a timeout; a provider that cannot be reached is a 502 for the caller. */
import { logger } from '../../lib/log';
import { DomainError } from '../../kernel/errors';

export const PROVIDER_TIMEOUT_MS = 8_000;

/** The provider did not answer, or answered something unusable: the buyer or admin may try again. */
export class ProviderUnavailable extends DomainError {
  constructor(provider: string) {
    super(502, 'PROVIDER_UNAVAILABLE', `${provider} did not answer. Please try again in a moment.`);
  }

  override get expose(): boolean {
    return true;
  }
}

export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function providerRequest(provider: string, url: string, init: RequestInit): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    logger.error('payment provider unreachable', { provider, host: new URL(url).host, error: (error as Error).message });
    throw new ProviderUnavailable(provider);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    logger.error('payment provider answered no JSON', { provider, status: response.status });
    throw new ProviderUnavailable(provider);
  }
  return {
    status: response.status,
    body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
  };
}

/** `1234` minor units → `'12.34'`, the decimal string both PayPal and SSLCommerz expect. */
export const decimalAmount = (minor: number): string => (minor / 100).toFixed(2);

/** A provider's decimal amount (`'12.34'`, `12.3`) → minor units; NaN for anything else. */
export function minorOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An order id as a provider echoes it (`'42'`); undefined for anything else. */
export const orderIdOf = (value: unknown): number | undefined =>
  typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
