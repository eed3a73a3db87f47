import { Song, SongId } from './catalogue';
import * as z from './zod';

/** Methods a buyer can choose; card providers only once a gateway is configured. */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'bank', 'stripe', 'paypal'] as const;
export const PaymentMethod = /* @__PURE__ */ z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const MOBILE_WALLETS = ['bkash', 'nagad', 'rocket'] as const;
/** Local methods are paid in taka; card providers in dollars. */
export const isLocalMethod = (m: PaymentMethod): boolean => m !== 'stripe' && m !== 'paypal';

export const OrderStatus = /* @__PURE__ */ z.enum(['pending', 'completed', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const Currency = /* @__PURE__ */ z.enum(['BDT', 'USD']);
export type Currency = z.infer<typeof Currency>;

export const OrderId = /* @__PURE__ */ z
  .coerceNumber({ error: 'Invalid order id' })
  .check(
    /* @__PURE__ */ z.int('Invalid order id'),
    /* @__PURE__ */ z.minimum(1, 'Invalid order id'),
    /* @__PURE__ */ z.maximum(Number.MAX_SAFE_INTEGER, 'Invalid order id'),
  );
export const OrderParams = /* @__PURE__ */ z.strictObject({ orderId: OrderId });

export const CreateOrderBody = /* @__PURE__ */ z.strictObject({
  songId: SongId,
  paymentMethod: PaymentMethod,
  /** What the buyer was shown; compared with the server's own figure, never trusted. */
  amount: /* @__PURE__ */ z
    .number({ error: 'amount must be a number' })
    .check(/* @__PURE__ */ z.nonnegative('amount must be a number'), /* @__PURE__ */ z.maximum(10_000_000)),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export const CreateOrderResponse = /* @__PURE__ */ z.object({ orderId: /* @__PURE__ */ z.number(), existing: /* @__PURE__ */ z.boolean() });

export const PAYMENT_DETAILS_REQUIRED = 'Please fill all payment details';

export const SubmitPaymentBody = /* @__PURE__ */ z.strictObject({
  senderWallet: z
    .string({ error: PAYMENT_DETAILS_REQUIRED })
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, PAYMENT_DETAILS_REQUIRED),
      /* @__PURE__ */ z.maxLength(40, 'Sender number is too long'),
    ),
  transactionId: z
    .string({ error: PAYMENT_DETAILS_REQUIRED })
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, PAYMENT_DETAILS_REQUIRED),
      /* @__PURE__ */ z.maxLength(64, 'Transaction ID is too long'),
      /* @__PURE__ */ z.regex(/^[A-Za-z0-9-]+$/, 'Transaction ID may contain only letters, digits and dashes'),
    ),
  paymentMethod: PaymentMethod,
});
export type SubmitPaymentBody = z.infer<typeof SubmitPaymentBody>;

export const ManualPaymentDetails = /* @__PURE__ */ z.object({
  senderWallet: /* @__PURE__ */ z.string(),
  transactionId: /* @__PURE__ */ z.string(),
  paymentMethod: PaymentMethod,
  submittedAt: /* @__PURE__ */ z.string(),
});
export type ManualPaymentDetails = z.infer<typeof ManualPaymentDetails>;

/** 'Order as read' (public-and-buyer §3) plus the admin fields (admin-back-office §3 Order). */
export const Order = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.number(),
  /** The display reference: id + 786. */
  reference: /* @__PURE__ */ z.number(),
  type: /* @__PURE__ */ z.enum(['song', 'subscription']),
  title: /* @__PURE__ */ z.string(),
  song_title: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  song_artist: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  song_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  plan_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  status: OrderStatus,
  payment_status: OrderStatus,
  amount: /* @__PURE__ */ z.number(),
  currency: Currency,
  payment_method: PaymentMethod,
  created_at: /* @__PURE__ */ z.string(),
  updated_at: /* @__PURE__ */ z.string(),
  license_key: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  manual_payment_details: /* @__PURE__ */ z.nullable(ManualPaymentDetails),
  rejection_reason: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  user_id: /* @__PURE__ */ z.string(),
  buyer_name: /* @__PURE__ */ z.string(),
  buyer_email: /* @__PURE__ */ z.string(),
});
export type Order = z.infer<typeof Order>;

/** The buyer's orders page by page (My Orders): the next page's cursor in X-Next-Cursor; 100 a page unless asked. */
export const MY_ORDERS_PAGE_SIZE = 100;
export const MyOrdersQuery = /* @__PURE__ */ z.strictObject({
  limit: /* @__PURE__ */ z._default(
    /* @__PURE__ */ z.coerceNumber().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
    MY_ORDERS_PAGE_SIZE,
  ),
  cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000))),
});
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;

/**
 * The admin list's status filter: an order status, or `processing` (admin §2.3): pending orders
 * whose manual payment was submitted and awaits the admin's check.
 */
export const AdminOrderStatusFilter = /* @__PURE__ */ z.enum(['pending', 'completed', 'failed', 'processing']);
export type AdminOrderStatusFilter = z.infer<typeof AdminOrderStatusFilter>;

export const AdminOrdersQuery = /* @__PURE__ */ z.strictObject({
  status: /* @__PURE__ */ z.optional(AdminOrderStatusFilter),
  q: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.maxLength(100))),
  limit: /* @__PURE__ */ z._default(
    /* @__PURE__ */ z.coerceNumber().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
    20,
  ),
  cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000))),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const OrderStats = /* @__PURE__ */ z.object({
  total: /* @__PURE__ */ z.number(),
  pending: /* @__PURE__ */ z.number(),
  completed: /* @__PURE__ */ z.number(),
  failed: /* @__PURE__ */ z.number(),
  /** Pending orders whose payment was submitted, awaiting the admin's check (the 'processing' filter). */
  processing: /* @__PURE__ */ z.number(),
  /** Completed revenue in taka (card amounts converted at ×110). */
  revenue: /* @__PURE__ */ z.number(),
});
export type OrderStats = z.infer<typeof OrderStats>;

export const RejectPaymentBody = /* @__PURE__ */ z.strictObject({
  reason: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.maxLength(500, 'Reason is too long')),
  ),
});

/** A short-lived link to a file the caller is entitled to. */
export const DownloadLink = /* @__PURE__ */ z.object({
  url: /* @__PURE__ */ z.string(),
  filename: /* @__PURE__ */ z.string(),
  expiresAt: /* @__PURE__ */ z.string(),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

export const LicenseParams = /* @__PURE__ */ z.strictObject({ key: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)) });

export const LicenseVerification = /* @__PURE__ */ z.object({
  valid: /* @__PURE__ */ z.boolean(),
  message: /* @__PURE__ */ z.string(),
  details: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      licenseKey: /* @__PURE__ */ z.string(),
      orderId: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()),
      purchaseDate: /* @__PURE__ */ z.string(),
      amount: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()),
      currency: /* @__PURE__ */ z.nullable(Currency),
      type: /* @__PURE__ */ z.string(),
      songTitle: /* @__PURE__ */ z.string(),
      artist: /* @__PURE__ */ z.string(),
      userEmail: /* @__PURE__ */ z.string(),
    }),
  ),
});
export type LicenseVerification = z.infer<typeof LicenseVerification>;

/** A song in the buyer's library, with how it was obtained. */
export const LibrarySong = /* @__PURE__ */ z.extend(Song, {
  purchaseDate: /* @__PURE__ */ z.string(),
  orderId: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()),
  license_key: /* @__PURE__ */ z.string(),
  source: /* @__PURE__ */ z.enum(['purchase', 'subscription']),
});
export type LibrarySong = z.infer<typeof LibrarySong>;

export const SongIdParams = /* @__PURE__ */ z.strictObject({ songId: SongId });
