import { z } from 'zod';
import { LimitPeriod, PlanDuration, QualityLimit } from '../../../../../shared/api/subscriptions';
import { planBody, type Plan, type PlanBody } from '../api/pricing';
import { nameText, priceText } from './record-form-schema';

/**
 * The plan dialog's fields as typed (numbers stay text until submit). Name and price are
 * required; an empty download limit is unlimited; trial days and devices fall back (admin §5).
 */
export const PlanForm = z.object({
  name: nameText('Plan'),
  price: priceText('Price'),
  duration: PlanDuration,
  downloadLimit: z.string().refine((text) => {
    const limit = text.trim();
    return limit === '' || (Number.isInteger(Number(limit)) && Number(limit) >= 1);
  }, 'Enter a whole number of at least 1, or leave empty for unlimited'),
  limitType: LimitPeriod,
  features: z.array(z.object({ value: z.string() })),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  trialDays: z.string(),
  maxDevices: z.string(),
  quality: QualityLimit,
});
export type PlanForm = z.infer<typeof PlanForm>;

export const EMPTY_PLAN_FORM: PlanForm = {
  name: '',
  price: '',
  duration: 'monthly',
  downloadLimit: '',
  limitType: 'monthly',
  features: [{ value: '' }],
  isPopular: false,
  isActive: true,
  trialDays: '0',
  maxDevices: '1',
  quality: 'high',
};

export function planFormOf(plan: Plan): PlanForm {
  const body = planBody(plan);
  return {
    name: body.name,
    price: String(body.price),
    duration: body.duration,
    downloadLimit: body.download_limit === null ? '' : String(body.download_limit),
    limitType: body.download_limit_type,
    features: (body.features.length > 0 ? body.features : ['']).map((value) => ({ value })),
    isPopular: body.is_popular,
    isActive: body.is_active,
    trialDays: String(body.trial_days),
    maxDevices: String(body.max_devices),
    quality: body.quality_limit,
  };
}

/** Admin §5: a value that is not a whole number falls back (trial days to 0, devices to 1). */
const wholeOr = (text: string, fallback: number): number => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

export function planBodyOf(form: PlanForm): PlanBody {
  const limit = form.downloadLimit.trim();
  return {
    name: form.name.trim(),
    price: Number(form.price),
    duration: form.duration,
    download_limit: limit === '' ? null : Number(limit),
    download_limit_type: form.limitType,
    features: form.features.map((f) => f.value.trim()).filter(Boolean),
    is_popular: form.isPopular,
    is_active: form.isActive,
    trial_days: wholeOr(form.trialDays, 0),
    max_devices: Math.max(1, wholeOr(form.maxDevices, 1)),
    quality_limit: form.quality,
  };
}
