import * as z from 'zod';
import { Song, SongId } from './catalogue';

/** Methods a buyer can choose; card providers only once a gateway is configured. */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'bank', 'stripe', 'paypal'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const MOBILE_WALLETS = ['bkash', 'nagad', 'rocket'] as const;
/** Local methods are paid in taka; card providers in dollars. */
export const isLocalMethod = (m: PaymentMethod): boolean => m !== 'stripe' && m !== 'paypal';

export const OrderStatus = z.enum(['pending', 'completed', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const Currency = z.enum(['BDT', 'USD']);
export type Currency = z.infer<typeof Currency>;

export const OrderId = z.coerce
  .number({ error: 'Invalid order id' })
  .int('Invalid order id')
  .min(1, 'Invalid order id')
  .max(Number.MAX_SAFE_INTEGER, 'Invalid order id');
export const OrderParams = z.strictObject({ orderId: OrderId });

export const CreateOrderBody = z.strictObject({
  songId: SongId,
  paymentMethod: PaymentMethod,
  /** What the buyer was shown; compared with the server's own figure, never trusted. */
  amount: z.number({ error: 'amount must be a number' }).nonnegative('amount must be a number').max(10_000_000),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export const CreateOrderResponse = z.object({ orderId: z.number(), existing: z.boolean() });

export const PAYMENT_DETAILS_REQUIRED = 'Please fill all payment details';

export const SubmitPaymentBody = z.strictObject({
  senderWallet: z.string({ error: PAYMENT_DETAILS_REQUIRED }).trim().min(1, PAYMENT_DETAILS_REQUIRED).max(40, 'Sender number is too long'),
  transactionId: z
    .string({ error: PAYMENT_DETAILS_REQUIRED })
    .trim()
    .min(1, PAYMENT_DETAILS_REQUIRED)
    .max(64, 'Transaction ID is too long')
    .regex(/^[A-Za-z0-9-]+$/, 'Transaction ID may contain only letters, digits and dashes'),
  paymentMethod: PaymentMethod,
});
export type SubmitPaymentBody = z.infer<typeof SubmitPaymentBody>;

export const ManualPaymentDetails = z.object({
  senderWallet: z.string(),
  transactionId: z.string(),
  paymentMethod: PaymentMethod,
  submittedAt: z.string(),
});
export type ManualPaymentDetails = z.infer<typeof ManualPaymentDetails>;

/** 'Order as read' (public-and-buyer §3) plus the admin fields (admin-back-office §3 Order). */
export const Order = z.object({
  id: z.number(),
  /** The display reference: id + 786. */
  reference: z.number(),
  type: z.enum(['song', 'subscription']),
  title: z.string(),
  song_title: z.string().nullable(),
  song_artist: z.string().nullable(),
  song_id: z.string().nullable(),
  plan_id: z.string().nullable(),
  status: OrderStatus,
  payment_status: OrderStatus,
  amount: z.number(),
  currency: Currency,
  payment_method: PaymentMethod,
  created_at: z.string(),
  updated_at: z.string(),
  license_key: z.string().nullable(),
  manual_payment_details: ManualPaymentDetails.nullable(),
  rejection_reason: z.string().nullable(),
  user_id: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
});
export type Order = z.infer<typeof Order>;

export const AdminOrdersQuery = z.strictObject({
  status: OrderStatus.optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(2000).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const OrderStats = z.object({
  total: z.number(),
  pending: z.number(),
  completed: z.number(),
  failed: z.number(),
  /** Completed revenue in taka (card amounts converted at ×110). */
  revenue: z.number(),
});
export type OrderStats = z.infer<typeof OrderStats>;

export const RejectPaymentBody = z.strictObject({ reason: z.string().trim().max(500, 'Reason is too long').optional() });

/** A short-lived link to a file the caller is entitled to. */
export const DownloadLink = z.object({ url: z.string(), filename: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof DownloadLink>;

export const LicenseParams = z.strictObject({ key: z.string().max(100) });

export const LicenseVerification = z.object({
  valid: z.boolean(),
  message: z.string(),
  details: z
    .object({
      licenseKey: z.string(),
      orderId: z.number().nullable(),
      purchaseDate: z.string(),
      amount: z.number().nullable(),
      currency: Currency.nullable(),
      type: z.string(),
      songTitle: z.string(),
      artist: z.string(),
      userEmail: z.string(),
    })
    .optional(),
});
export type LicenseVerification = z.infer<typeof LicenseVerification>;

/** A song in the buyer's library, with how it was obtained. */
export const LibrarySong = Song.extend({
  purchaseDate: z.string(),
  orderId: z.number().nullable(),
  license_key: z.string(),
  source: z.enum(['purchase', 'subscription']),
});
export type LibrarySong = z.infer<typeof LibrarySong>;

export const SongIdParams = z.strictObject({ songId: SongId });
