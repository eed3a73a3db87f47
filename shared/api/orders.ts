import { Email } from './auth';
import { Song, SongId } from './catalogue';
import { TierId } from './licenses';
import * as z from './zod';

/** Methods a buyer can choose; the gateways (stripe, paypal, sslcommerz) only while enabled in Gateway Setup. */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'bank', 'stripe', 'paypal', 'sslcommerz'] as const;
export const PaymentMethod = /* @__PURE__ */ z.lazySchema(() => z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }));
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const MOBILE_WALLETS = ['bkash', 'nagad', 'rocket'] as const;
/** Local methods (the wallets, bank and SSLCommerz) are paid in taka; card providers in dollars. */
export const isLocalMethod = (m: PaymentMethod): boolean => m !== 'stripe' && m !== 'paypal';
/** Paid by hand and approved by an admin (a sender number and transaction ID): the wallets and bank. */
export const isManualMethod = (m: PaymentMethod): boolean => (MOBILE_WALLETS as readonly string[]).includes(m) || m === 'bank';

/** `refunded`: a completed order paid back; its licence is revoked. */
export const OrderStatus = /* @__PURE__ */ z.lazySchema(() => z.enum(['pending', 'completed', 'failed', 'refunded']));
export type OrderStatus = z.infer<typeof OrderStatus>;
export const Currency = /* @__PURE__ */ z.lazySchema(() => z.enum(['BDT', 'USD']));
export type Currency = z.infer<typeof Currency>;

export const OrderId = /* @__PURE__ */ z.lazySchema(() =>
  z
    .coerceNumber({ error: 'Invalid order id' })
    .check(z.int('Invalid order id'), z.minimum(1, 'Invalid order id'), z.maximum(Number.MAX_SAFE_INTEGER, 'Invalid order id')),
);
export const OrderParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ orderId: OrderId }));

export const CreateOrderBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  songId: SongId,
  paymentMethod: PaymentMethod,
  /** What the buyer was shown; compared with the server's own figure, never trusted. */
  amount: z.number({ error: 'amount must be a number' }).check(z.nonnegative('amount must be a number'), z.maximum(10_000_000)),
  /** A signed-out visitor's address (guest checkout); ignored when a session comes along. */
  email: z.optional(Email),
  /** Licence tiers (issue 25): the tier bought (default: the song's cheapest), and the licence key an upgrade replaces. */
  tier: z.optional(TierId),
  upgradeFrom: z.optional(z.string().check(z.maxLength(100, 'Invalid licence key'))),
}));
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export const CreateOrderResponse = /* @__PURE__ */ z.lazyObject(() => ({
  orderId: z.number(),
  existing: z.boolean(),
  /** Card (and other gateway) orders: the provider's hosted page, where the buyer pays. */
  checkoutUrl: z.optional(z.string()),
  /** A guest order only: the token (`Authorization: Guest <token>`) that reads and pays this one order. */
  guestToken: z.optional(z.string()),
}));

export const PAYMENT_DETAILS_REQUIRED = 'Please fill all payment details';

export const SubmitPaymentBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  senderWallet: z
    .string({ error: PAYMENT_DETAILS_REQUIRED })
    .check(z.trim(), z.minLength(1, PAYMENT_DETAILS_REQUIRED), z.maxLength(40, 'Sender number is too long')),
  transactionId: z
    .string({ error: PAYMENT_DETAILS_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, PAYMENT_DETAILS_REQUIRED),
      z.maxLength(64, 'Transaction ID is too long'),
      z.regex(/^[A-Za-z0-9-]+$/, 'Transaction ID may contain only letters, digits and dashes'),
    ),
  paymentMethod: PaymentMethod,
}));
export type SubmitPaymentBody = z.infer<typeof SubmitPaymentBody>;

export const ManualPaymentDetails = /* @__PURE__ */ z.lazyObject(() => ({
  senderWallet: z.string(),
  transactionId: z.string(),
  paymentMethod: PaymentMethod,
  submittedAt: z.string(),
}));
export type ManualPaymentDetails = z.infer<typeof ManualPaymentDetails>;

/** 'Order as read' (public-and-buyer §3) plus the admin fields (admin-back-office §3 Order). */
export const Order = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.number(),
  /** The display reference: id + 786. */
  reference: z.number(),
  type: z.enum(['song', 'subscription']),
  title: z.string(),
  song_title: z.nullable(z.string()),
  song_artist: z.nullable(z.string()),
  song_id: z.nullable(z.string()),
  plan_id: z.nullable(z.string()),
  status: OrderStatus,
  payment_status: OrderStatus,
  amount: z.number(),
  currency: Currency,
  payment_method: PaymentMethod,
  created_at: z.string(),
  updated_at: z.string(),
  license_key: z.nullable(z.string()),
  manual_payment_details: z.nullable(ManualPaymentDetails),
  rejection_reason: z.nullable(z.string()),
  /** The provider's id of an automatic payment (a Stripe Checkout Session). */
  payment_reference: z.optional(z.nullable(z.string())),
  /** Why a provider's notification did not approve the order: an admin should look. */
  review_reason: z.optional(z.nullable(z.string())),
  refunded_at: z.optional(z.nullable(z.string())),
  refund_reason: z.optional(z.nullable(z.string())),
  /** A manual payment of an order its song's exclusive sale closed, not paid back yet: the admin's "refund due". */
  refund_due: z.optional(z.boolean()),
  user_id: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** Licence tiers (issue 25): the tier a song order was placed under, its name, and the licence an upgrade replaces. */
  license_tier: z.optional(z.nullable(z.string())),
  license_name: z.optional(z.nullable(z.string())),
  upgrade_from: z.optional(z.nullable(z.string())),
  /** USD the licence is worth toward an upgrade: what was paid for it, earlier upgrades' credit included. */
  license_paid: z.optional(z.nullable(z.number())),
}));
export type Order = z.infer<typeof Order>;

/** The buyer's orders page by page (My Orders): the next page's cursor in X-Next-Cursor; 100 a page unless asked. */
export const MY_ORDERS_PAGE_SIZE = 100;
export const MyOrdersQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  ...z.pageQueryFields(MY_ORDERS_PAGE_SIZE),
}));
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;

/**
 * The admin list's status filter: an order status, or `processing` (admin §2.3): pending orders
 * whose manual payment was submitted and awaits the admin's check, or `refund_due`: failed orders
 * closed by an exclusive sale whose manual payment the admin has to pay back.
 */
export const AdminOrderStatusFilter = /* @__PURE__ */ z.lazySchema(() =>
  z.enum(['pending', 'completed', 'failed', 'refunded', 'processing', 'refund_due']),
);
export type AdminOrderStatusFilter = z.infer<typeof AdminOrderStatusFilter>;

export const AdminOrdersQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  status: z.optional(AdminOrderStatusFilter),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...z.pageQueryFields(20),
}));
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const OrderStats = /* @__PURE__ */ z.lazyObject(() => ({
  total: z.number(),
  pending: z.number(),
  completed: z.number(),
  failed: z.number(),
  /** Pending orders whose payment was submitted, awaiting the admin's check (the 'processing' filter). */
  processing: z.number(),
  /** Completed orders paid back (their licences revoked). */
  refunded: z.optional(z.number()),
  /** Completed revenue in taka (card amounts converted at ×110), refunds taken off. */
  revenue: z.number(),
}));
export type OrderStats = z.infer<typeof OrderStats>;

export const RejectPaymentBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Reason is too long'))),
}));

/** The refund policy window (spec §9): a refund is offered within this many days of the purchase. */
export const REFUND_WINDOW_DAYS = 7;

export const RefundOrderBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  reason: z
    .string({ error: 'A reason is required' })
    .check(z.trim(), z.minLength(1, 'A reason is required'), z.maxLength(500, 'Reason is too long')),
}));
export type RefundOrderBody = z.infer<typeof RefundOrderBody>;

/** The admin paid a refund due back by hand: an optional note (the wallet's or bank's reference), mailed to the buyer. */
export const MarkRefundedBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  note: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Note is too long'))),
}));
export type MarkRefundedBody = z.infer<typeof MarkRefundedBody>;

/** A short-lived link to a file the caller is entitled to. */
export const DownloadLink = /* @__PURE__ */ z.lazyObject(() => ({
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
}));
export type DownloadLink = z.infer<typeof DownloadLink>;

/** GET /api/admin/orders/export: `job` carries on an export a previous call answered `running`. */
export const OrdersExportQuery = /* @__PURE__ */ z.lazySchema(() =>
  z.strictObject({ job: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid export job'))) }),
);

/**
 * One step of the orders export: `running` (call again with `job`), or `ready` with a 5-minute
 * link to the CSV in storage. `rows`: orders written so far.
 */
export const OrdersExport = /* @__PURE__ */ z.lazyObject(() => ({
  status: z.enum(['running', 'ready']),
  job: z.string(),
  rows: z.number(),
  url: z.optional(z.string()),
  filename: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
}));
export type OrdersExport = z.infer<typeof OrdersExport>;

/** A download that starts by itself (the buyer's autoDownload preference), for the order it belongs to. */
export const AutoDownloadLink = /* @__PURE__ */ z.lazyObject(() => ({
  orderId: z.number(),
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
}));
export type AutoDownloadLink = z.infer<typeof AutoDownloadLink>;

export const LicenseParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ key: z.string().check(z.maxLength(100)) }));

export const LicenseVerification = /* @__PURE__ */ z.lazyObject(() => ({
  valid: z.boolean(),
  message: z.string(),
  /** A known key: `active`, or `revoked` (its order was refunded) with the date, or `upgraded` to `upgradedTo`. */
  status: z.optional(z.enum(['active', 'revoked', 'upgraded'])),
  revokedAt: z.optional(z.string()),
  upgradedTo: z.optional(z.string()),
  upgradedAt: z.optional(z.string()),
  /** The licence tier and its terms in short (issue 25). */
  tier: z.optional(z.object({ id: z.string(), name: z.string(), terms: z.string(), exclusive: z.boolean() })),
  details: z.optional(
    z.object({
      licenseKey: z.string(),
      orderId: z.nullable(z.number()),
      /** The order's public name (shared/order-display invoiceNumber), what buyer screens show instead of the id. */
      orderNumber: z.nullable(z.string()),
      purchaseDate: z.string(),
      amount: z.nullable(z.number()),
      currency: z.nullable(Currency),
      type: z.string(),
      songTitle: z.string(),
      artist: z.string(),
      userEmail: z.string(),
    }),
  ),
}));
export type LicenseVerification = z.infer<typeof LicenseVerification>;

/** A song in the buyer's library, with how it was obtained. */
export const LibrarySong = /* @__PURE__ */ z.lazySchema(() =>
  z.extend(Song, {
    purchaseDate: z.string(),
    orderId: z.nullable(z.number()),
    license_key: z.string(),
    source: z.enum(['purchase', 'subscription']),
  }),
);
export type LibrarySong = z.infer<typeof LibrarySong>;

export const SongIdParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ songId: SongId }));
