import { Email } from './auth';
import { SongId } from './catalogue';
import { Currency, OrderStatus, PaymentMethod, SubmitPaymentBody } from './orders';
import { Deliverable, TierId } from './licenses';
import * as z from './zod';

export const PlanDuration = /* @__PURE__ */ z.lazySchema(() => z.enum(['monthly', 'yearly', 'lifetime']));
export const LimitPeriod = /* @__PURE__ */ z.lazySchema(() => z.enum(['daily', 'weekly', 'monthly', 'yearly']));
export type LimitPeriod = z.infer<typeof LimitPeriod>;
export const QualityLimit = /* @__PURE__ */ z.lazySchema(() => z.enum(['standard', 'high', 'premium']));

export const PlanId = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid plan id')));
export const PlanParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ id: PlanId }));

/** A plan as the public API shows it: `download_limit` is -1 for unlimited (public-and-buyer §3). */
export const Plan = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: PlanDuration,
  download_limit: z.number(),
  download_limit_type: LimitPeriod,
  features: z.array(z.string()),
  is_popular: z.boolean(),
  is_active: z.boolean(),
  trial_days: z.number(),
  max_devices: z.number(),
  quality_limit: QualityLimit,
  /** The licence tier a download under the plan grants (issue 25). */
  license_tier: z.optional(z.string()),
  /** The files its downloads can be (shared/plan-features `planFormats`), best first; the public list only. */
  formats: z.optional(z.array(Deliverable)),
}));
export type Plan = z.infer<typeof Plan>;

/** Admin plan form (admin-back-office §3 Pricing plan): features as a list or comma-joined text; an empty limit is unlimited. */
/**
 * A whole number in [min, max] from a form field; anything else a form can send (text, an empty
 * field, a boolean) falls back to `fallback`. Objects and arrays are not form values: they are a
 * 400, never coerced (an object's own `toString` could throw).
 */
const lenientWhole = (min: number, max: number, fallback: number) =>
  /* @__PURE__ */ z.pipe(
    /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.number(),
        /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(40)),
        /* @__PURE__ */ z.boolean(),
        /* @__PURE__ */ z.null(),
      ]),
    ),
    /* @__PURE__ */ z.transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
    }),
  );

export const PlanInput = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: z.string().check(z.trim(), z.minLength(1, 'Plan name is required'), z.maxLength(60, 'Plan name is too long')),
  price: z
    .coerceNumber({ error: 'Price is required' })
    .check(z.minimum(0, 'Price must be at least 0'), z.maximum(100_000, 'Price is too large')),
  duration: z._default(PlanDuration, 'monthly'),
  download_limit: z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()])),
    z.transform((v, ctx) => {
      if (v === null || v === undefined || v === '' || v === -1 || v === '-1') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
        ctx.issues.push({
          code: 'custom',
          message: 'Download limit must be a whole number of at least 1, or empty for unlimited',
          input: v,
        });
        return z.NEVER;
      }
      return n;
    }),
  ),
  download_limit_type: z._default(LimitPeriod, 'monthly'),
  features: z.pipe(
    z.optional(z.union([z.string().check(z.maxLength(2000)), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(30))])),
    z.transform((f) => (typeof f === 'string' ? f.split(',') : (f ?? [])).map((s) => s.trim()).filter(Boolean)),
  ),
  is_popular: z._default(z.boolean(), false),
  is_active: z._default(z.boolean(), true),
  /** Non-numeric values fall back to 0 and 1 (admin spec §5). */
  trial_days: lenientWhole(0, 365, 0),
  max_devices: lenientWhole(1, 100, 1),
  quality_limit: z._default(QualityLimit, 'high'),
  license_tier: z._default(TierId, 'mp3'),
}));
export type PlanInput = z.infer<typeof PlanInput>;

export const TogglePlanBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ is_active: z.boolean() }));

export const PlanStats = /* @__PURE__ */ z.lazyObject(() => ({
  total_plans: z.number(),
  active_plans: z.number(),
  total_subscribers: z.number(),
  monthly_revenue: z.number(),
}));

export const SubscriptionStatus = /* @__PURE__ */ z.lazySchema(() =>
  z.enum(['pending_payment', 'pending_approval', 'active', 'queued', 'expired', 'rejected']),
);

/** /checkout: plan and payment in one step. */
export const CreateSubscriptionBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  planId: PlanId,
  ...SubmitPaymentBody.shape, // the same manual-payment fields as an order's
  amount: z.number({ error: 'amount must be a number' }).check(z.nonnegative(), z.maximum(10_000_000)),
}));
/** /subscription: choose the plan first, pay on the invoice. */
export const PurchaseSubscriptionBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  planId: PlanId,
  paymentMethod: PaymentMethod,
  /** A signed-out visitor's address (guest checkout); ignored when a session comes along. */
  email: z.optional(Email),
}));
export const SubscriptionPaymentBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject(SubmitPaymentBody.shape));

export const SubscriptionParams = /* @__PURE__ */ z.lazyStrictObject(() => ({
  subscriptionId: z.string().check(z.regex(/^[0-9A-Za-z]{1,40}$/, 'Invalid subscription id')),
}));

export const SubscriptionCreated = /* @__PURE__ */ z.lazyObject(() => ({
  subscriptionId: z.string(),
  orderId: z.number(),
  status: SubscriptionStatus,
  /** A plan paid by card: the provider's hosted page, where the buyer pays. */
  checkoutUrl: z.optional(z.string()),
  /** A guest's plan only: the token (`Authorization: Guest <token>`) that reads and pays its order. */
  guestToken: z.optional(z.string()),
}));

export const SubscriptionInvoice = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  order_id: z.number(),
  plan_id: z.string(),
  plan_name: z.string(),
  amount: z.number(),
  currency: Currency,
  usd_price: z.number(),
  payment_method: PaymentMethod,
  status: SubscriptionStatus,
  created_at: z.string(),
  manual_payment_details: z.nullable(
    z.object({
      senderWallet: z.string(),
      transactionId: z.string(),
      paymentMethod: PaymentMethod,
      submittedAt: z.string(),
    }),
  ),
  /** The order's public name (INV-…), the one buyers see for it everywhere (issue 21). */
  invoice_number: z.optional(z.string()),
  /** The order's own status (a refunded plan's invoice says refunded) and why it was rejected. */
  order_status: z.optional(OrderStatus),
  rejection_reason: z.optional(z.nullable(z.string())),
  /** When the plan starts: a queued plan's planned start (the end of the plan it waits for). */
  start_date: z.optional(z.nullable(z.string())),
}));

export const MySubscription = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  status: SubscriptionStatus,
  downloads_used: z.number(),
  download_limit: z.number(),
  download_limit_type: LimitPeriod,
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  /** When downloads_used goes back to 0. */
  period_resets_at: z.nullable(z.string()),
  /** When the subscriber cancelled (access continues to end_date, no renewal); null while it renews. */
  cancelled_at: z.nullable(z.string()),
  /** A paid plan queued to start when this one ends (a guest's plan joining an account that had one). */
  next_plan: z.optional(
    z.nullable(z.object({ id: z.string(), plan_name: z.string(), start_date: z.string(), end_date: z.nullable(z.string()) })),
  ),
}));

export const SubscriptionDownloadBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ songId: SongId }));

export const DownloadIdParams = /* @__PURE__ */ z.lazyStrictObject(() => ({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid download link')),
}));

export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBody>;
export type PurchaseSubscriptionBody = z.infer<typeof PurchaseSubscriptionBody>;
export type SubscriptionPaymentBody = z.infer<typeof SubscriptionPaymentBody>;
