import * as z from 'zod';
import { SongId } from './catalogue';
import { Currency, PaymentMethod, SubmitPaymentBody } from './orders';

export const PlanDuration = z.enum(['monthly', 'yearly', 'lifetime']);
export const LimitPeriod = z.enum(['daily', 'weekly', 'monthly', 'yearly']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;
export const QualityLimit = z.enum(['standard', 'high', 'premium']);

export const PlanId = z.string().regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid plan id');
export const PlanParams = z.strictObject({ id: PlanId });

/** A plan as the public API shows it: `download_limit` is -1 for unlimited (public-and-buyer §3). */
export const Plan = z.object({
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
});
export type Plan = z.infer<typeof Plan>;

/** Admin plan form (admin-back-office §3 Pricing plan): features as a list or comma-joined text; an empty limit is unlimited. */
/**
 * A whole number in [min, max] from a form field; anything else a form can send (text, an empty
 * field, a boolean) falls back to `fallback`. Objects and arrays are not form values: they are a
 * 400, never coerced (an object's own `toString` could throw).
 */
const lenientWhole = (min: number, max: number, fallback: number) =>
  z
    .union([z.number(), z.string().max(40), z.boolean(), z.null()])
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
    });

export const PlanInput = z.strictObject({
  name: z.string().trim().min(1, 'Plan name is required').max(60, 'Plan name is too long'),
  price: z.coerce.number({ error: 'Price is required' }).min(0, 'Price must be at least 0').max(100_000, 'Price is too large'),
  duration: PlanDuration.default('monthly'),
  download_limit: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '' || v === -1 || v === '-1') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: 'Download limit must be a whole number of at least 1, or empty for unlimited' });
        return z.NEVER;
      }
      return n;
    }),
  download_limit_type: LimitPeriod.default('monthly'),
  features: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(30)])
    .optional()
    .transform((f) => (typeof f === 'string' ? f.split(',') : (f ?? [])).map((s) => s.trim()).filter(Boolean)),
  is_popular: z.boolean().default(false),
  is_active: z.boolean().default(true),
  /** Non-numeric values fall back to 0 and 1 (admin spec §5). */
  trial_days: lenientWhole(0, 365, 0),
  max_devices: lenientWhole(1, 100, 1),
  quality_limit: QualityLimit.default('high'),
});
export type PlanInput = z.infer<typeof PlanInput>;

export const TogglePlanBody = z.strictObject({ is_active: z.boolean() });

export const PlanStats = z.object({
  total_plans: z.number(),
  active_plans: z.number(),
  total_subscribers: z.number(),
  monthly_revenue: z.number(),
});

export const SubscriptionStatus = z.enum(['pending_payment', 'pending_approval', 'active', 'expired', 'rejected']);

/** The same manual-payment fields as an order's. */
const paymentFields = SubmitPaymentBody.shape;

/** /checkout: plan and payment in one step. */
export const CreateSubscriptionBody = z.strictObject({
  planId: PlanId,
  ...paymentFields,
  amount: z.number({ error: 'amount must be a number' }).nonnegative().max(10_000_000),
});
/** /subscription: choose the plan first, pay on the invoice. */
export const PurchaseSubscriptionBody = z.strictObject({ planId: PlanId, paymentMethod: PaymentMethod });
export const SubscriptionPaymentBody = z.strictObject(paymentFields);

export const SubscriptionParams = z.strictObject({ subscriptionId: z.string().regex(/^[0-9A-Za-z]{1,40}$/, 'Invalid subscription id') });

export const SubscriptionCreated = z.object({ subscriptionId: z.string(), orderId: z.number(), status: SubscriptionStatus });

export const SubscriptionInvoice = z.object({
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
  manual_payment_details: z
    .object({ senderWallet: z.string(), transactionId: z.string(), paymentMethod: PaymentMethod, submittedAt: z.string() })
    .nullable(),
});

export const MySubscription = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  status: SubscriptionStatus,
  downloads_used: z.number(),
  download_limit: z.number(),
  download_limit_type: LimitPeriod,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** When downloads_used goes back to 0. */
  period_resets_at: z.string().nullable(),
});

export const SubscriptionDownloadBody = z.strictObject({ songId: SongId });

export const DownloadIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid download link') });

export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBody>;
export type PurchaseSubscriptionBody = z.infer<typeof PurchaseSubscriptionBody>;
export type SubscriptionPaymentBody = z.infer<typeof SubscriptionPaymentBody>;
