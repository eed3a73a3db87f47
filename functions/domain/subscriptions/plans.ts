/** Subscription plans: the public list and the admin's management of them. */
import { ulid } from 'ulid';
import type { Plan, PlanInput } from '../../../shared/api/subscriptions';
import { toMajor, toMinor } from '../../../shared/money';
import {
  deletePlanRecord,
  getPlanRecord,
  insertPlan,
  listPlanRecords,
  replacePlanFields,
  setPlanActive,
  type PlanRecord,
} from '../../data/plans-repo';
import { NotFoundError } from '../../kernel/errors';
import { LEGACY_SNAPSHOT } from '../../data/default-tiers';
import { planFormats } from '../../../shared/plan-features';
import { cachedTiers } from '../licenses/tiers';

export const toPlan = (p: PlanRecord): Plan => ({
  id: p.id,
  name: p.name,
  price: toMajor(p.priceCents),
  duration: p.duration,
  download_limit: p.downloadLimit ?? -1,
  download_limit_type: p.limitPeriod,
  features: p.features,
  is_popular: p.isPopular,
  is_active: p.isActive,
  trial_days: p.trialDays,
  max_devices: p.maxDevices,
  quality_limit: p.qualityLimit,
  license_tier: p.licenseTier ?? 'mp3',
});

const byPrice = (a: PlanRecord, b: PlanRecord) => a.priceCents - b.priceCents || a.name.localeCompare(b.name);

/** The plans on offer, each with the formats its downloads can be (its quality within its tier's files). */
export async function activePlans(): Promise<Plan[]> {
  const [records, tiers] = await Promise.all([listPlanRecords(), cachedTiers()]);
  return records
    .filter((p) => p.isActive)
    .sort(byPrice)
    .map((p) => {
      const tier = tiers.find((t) => t.id === (p.licenseTier ?? LEGACY_SNAPSHOT.tier));
      return { ...toPlan(p), formats: planFormats(p.qualityLimit, tier?.deliverables ?? LEGACY_SNAPSHOT.deliverables) };
    });
}

export async function allPlans(): Promise<Plan[]> {
  return (await listPlanRecords()).sort(byPrice).map(toPlan);
}

export async function requireActivePlan(planId: string): Promise<PlanRecord> {
  const plan = await getPlanRecord(planId);
  if (!plan || !plan.isActive) throw new NotFoundError('Plan not found', 'PLAN_NOT_FOUND');
  return plan;
}

function fromInput(id: string, input: PlanInput, createdAt: string, at: string): PlanRecord {
  return {
    id,
    name: input.name,
    priceCents: toMinor(input.price),
    duration: input.duration,
    downloadLimit: input.download_limit,
    limitPeriod: input.download_limit_type,
    features: input.features,
    isPopular: input.is_popular,
    isActive: input.is_active,
    trialDays: input.trial_days,
    maxDevices: input.max_devices,
    qualityLimit: input.quality_limit,
    licenseTier: input.license_tier,
    createdAt,
    updatedAt: at,
    subscribers: 0,
    revenueCents: 0,
  };
}

export async function createPlan(input: PlanInput, now = new Date(), id = ulid(now.getTime())): Promise<Plan> {
  const record = fromInput(id, input, now.toISOString(), now.toISOString());
  await insertPlan(record);
  return toPlan(record);
}

export async function updatePlan(id: string, input: PlanInput, now = new Date()): Promise<Plan> {
  return toPlan(await replacePlanFields(fromInput(id, input, '', now.toISOString())));
}

export async function togglePlan(id: string, isActive: boolean, now = new Date()): Promise<Plan> {
  return toPlan(await setPlanActive(id, isActive, now.toISOString()));
}

export const deletePlan = (id: string) => deletePlanRecord(id);

/** Monthly revenue: each plan's subscribers at its monthly-equivalent price (yearly / 12; lifetime counts once, not monthly). */
export async function planStats() {
  const plans = await listPlanRecords();
  const monthlyCents = plans.reduce(
    (sum, p) => sum + (p.duration === 'monthly' ? p.priceCents : p.duration === 'yearly' ? p.priceCents / 12 : 0) * p.subscribers,
    0,
  );
  return {
    total_plans: plans.length,
    active_plans: plans.filter((p) => p.isActive).length,
    total_subscribers: plans.reduce((n, p) => n + p.subscribers, 0),
    monthly_revenue: toMajor(Math.round(monthlyCents)),
  };
}

/** Seeded once; admins change them afterwards. */
export const DEFAULT_PLANS: { id: string; input: PlanInput }[] = [
  {
    id: 'basic',
    input: {
      name: 'Basic',
      price: 9.99,
      duration: 'monthly',
      download_limit: 10,
      download_limit_type: 'monthly',
      features: ['10 downloads a month', '320kbps MP3', 'Commercial licence', 'Email support'],
      is_popular: false,
      is_active: true,
      trial_days: 0,
      max_devices: 1,
      quality_limit: 'high',
      license_tier: 'mp3',
    },
  },
  {
    id: 'pro',
    input: {
      name: 'Pro',
      price: 19.99,
      duration: 'monthly',
      download_limit: 50,
      download_limit_type: 'monthly',
      features: ['50 downloads a month', '320kbps MP3', 'Commercial licence', 'Email support'],
      is_popular: true,
      is_active: true,
      trial_days: 7,
      max_devices: 3,
      quality_limit: 'high',
      license_tier: 'mp3',
    },
  },
  {
    id: 'unlimited',
    input: {
      name: 'Unlimited',
      price: 39.99,
      duration: 'monthly',
      download_limit: null,
      download_limit_type: 'monthly',
      features: ['Unlimited downloads', 'Lossless WAV and 320kbps MP3', 'Commercial licence', 'Email support'],
      is_popular: false,
      is_active: true,
      trial_days: 7,
      max_devices: 5,
      quality_limit: 'premium',
      license_tier: 'wav',
    },
  },
];

export async function seedDefaultPlans(now = new Date()): Promise<void> {
  for (const [i, plan] of DEFAULT_PLANS.entries()) {
    await insertPlan(fromInput(plan.id, plan.input, new Date(now.getTime() + i).toISOString(), now.toISOString()));
  }
}
