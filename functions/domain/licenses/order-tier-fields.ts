import type { Order } from '../../../shared/api/orders';
import { toMajor } from '../../../shared/money';
import { LEGACY_TIER_ID } from '../../../shared/api/licenses';
import type { OrderRecord } from '../../data/orders-repo';

/** An order's licence tier as the API shows it (a song order from before tiers reads as MP3 Lease). */
export function orderTierFields(o: OrderRecord): Pick<Order, 'license_tier' | 'license_name' | 'upgrade_from' | 'license_paid'> {
  if (o.type !== 'song') return { license_tier: null, license_name: null, upgrade_from: null, license_paid: null };
  return {
    license_tier: o.license?.tier ?? LEGACY_TIER_ID,
    license_name: o.license?.name ?? 'MP3 Lease',
    upgrade_from: o.license?.upgradeFrom ?? null,
    license_paid: toMajor(o.listPriceCents + (o.license?.upgradeCreditCents ?? 0)),
  };
}
