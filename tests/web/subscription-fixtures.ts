import type { Plan } from '../../shared/api/subscriptions';

export function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'basic',
    name: 'Basic',
    price: 9.99,
    duration: 'monthly',
    download_limit: 10,
    download_limit_type: 'monthly',
    features: ['Standard licence', 'Email support'],
    is_popular: false,
    is_active: true,
    trial_days: 0,
    max_devices: 1,
    quality_limit: 'high',
    license_tier: 'mp3',
    formats: ['mp3_320', 'mp3_128'],
    ...overrides,
  };
}

/** The three seeded plans, as GET /api/subscription/plans answers them. */
export const plans: Plan[] = [
  plan(),
  plan({
    id: 'pro',
    name: 'Pro',
    price: 19.99,
    download_limit: 50,
    features: ['Commercial licence', 'Stems on request'],
    is_popular: true,
  }),
  plan({
    id: 'unlimited',
    name: 'Unlimited',
    price: 49.99,
    download_limit: -1,
    // The admin's own text may promise FLAC; the card follows what the WAV Lease tier delivers.
    features: ['Lossless FLAC, WAV and MP3', 'Priority support'],
    quality_limit: 'premium',
    license_tier: 'wav',
    formats: ['wav', 'mp3_320', 'mp3_128'],
    trial_days: 7,
  }),
];

export function mySubscription(overrides: Record<string, unknown> = {}) {
  return {
    id: '01JSUB0000000000000000000A',
    plan_id: 'pro',
    plan_name: 'Pro',
    status: 'active',
    downloads_used: 3,
    download_limit: 50,
    download_limit_type: 'monthly',
    start_date: '2025-03-01T00:00:00.000Z',
    end_date: '2025-04-01T12:00:00.000Z',
    period_resets_at: '2025-04-01T12:00:00.000Z',
    cancelled_at: null as string | null,
    ...overrides,
  };
}

export function subscriptionInvoice(overrides: Record<string, unknown> = {}) {
  return {
    id: '01JSUB0000000000000000000A',
    order_id: 31,
    plan_id: 'pro',
    plan_name: 'Pro',
    amount: 2199,
    currency: 'BDT',
    usd_price: 19.99,
    payment_method: 'bkash',
    status: 'pending_payment',
    created_at: '2025-03-14T09:30:00.000Z',
    manual_payment_details: null,
    ...overrides,
  };
}
