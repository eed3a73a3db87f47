import type { Order } from '../../shared/api/orders';

/** An order as GET /api/orders/{id} answers it: pending, paid by bKash, no details yet. */
export function order(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 42;
  return {
    id,
    reference: id + 786,
    type: 'song',
    title: 'Blue Monday',
    song_title: 'Blue Monday',
    song_artist: 'Nadia Sultana',
    song_id: 'song-42',
    plan_id: null,
    status: 'pending',
    payment_status: overrides.status ?? 'pending',
    amount: 274,
    currency: 'BDT',
    payment_method: 'bkash',
    created_at: '2025-03-14T09:30:00.000Z',
    updated_at: '2025-03-14T09:30:00.000Z',
    license_key: null,
    manual_payment_details: null,
    rejection_reason: null,
    user_id: 'u1',
    buyer_name: 'Rina Rahman',
    buyer_email: 'rina@example.com',
    ...overrides,
  };
}

export const submittedDetails = {
  senderWallet: '01711111111',
  transactionId: 'TXN1234',
  paymentMethod: 'bkash' as const,
  submittedAt: '2025-03-14T10:00:00.000Z',
};

export const activeMethods = [
  { type: 'mobile' as const, name: 'bkash', wallet: '01712345678' },
  { type: 'mobile' as const, name: 'nagad', wallet: '01812345678' },
  {
    type: 'bank' as const,
    name: 'bank',
    bank_name: 'City Bank',
    account_number: '1234567890',
    routing_number: '225',
    account_name: 'SoundMarket Ltd',
  },
];
