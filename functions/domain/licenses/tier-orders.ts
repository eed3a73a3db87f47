/**
 * Buying under a licence tier (issue 25): which tier an order is for and its price (an upgrade
 * pays the difference), what the tier adds to the approval transaction (an upgraded licence
 * marked, an exclusive taking the song off sale), and what follows an exclusive's approval.
 */
import { LEGACY_TIER_ID } from '../../../shared/api/licenses';
import { getEntitlement, getLicense } from '../../data/licenses-repo';
import type { TierApproval, TierSnapshot } from '../../data/order-license';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { getSongRecord, toSong, type SongRecord } from '../../data/songs-repo';
import { replaceSongRecord } from '../../data/songs-admin-repo';
import { exclusiveSongOp, notSoldExclusivelySongOp, pendingOrdersOfSong, upgradeLicenseOp } from '../../data/tier-orders-repo';
import { LEGACY_SNAPSHOT } from '../../data/default-tiers';
import { ConflictError, NotFoundError, UnprocessableError } from '../../kernel/errors';
import { logger } from '../../lib/log';
import { normaliseLicenseKey } from './license-key';
import { cachedTiers, songLicenses, tierPriceCents } from './tiers';

export interface TierChoice {
  snapshot: TierSnapshot;
  /** What the buyer pays, US cents (an upgrade: the difference). */
  priceCents: number;
}

export const SOLD_EXCLUSIVELY = 'This song was sold exclusively and is no longer for sale';

/** The tier `tier` (else the song's cheapest offer) as the song offers it, and its full price in US cents. */
export async function offeredTier(song: SongRecord, tierId: string | undefined): Promise<TierChoice> {
  if (song.exclusiveLicenseKey || song.status === 'sold_out') throw new ConflictError(SOLD_EXCLUSIVELY, 'SOLD_OUT');
  const tiers = await cachedTiers();
  const offers = songLicenses(toSong(song), tiers);
  const offer = tierId ? offers.find((o) => o.tier === tierId) : offers[0];
  if (!offer) {
    const tier = tierId ? tiers.find((t) => t.id === tierId && t.active) : undefined;
    if (tierId && !tier) throw new UnprocessableError('Unknown licence tier', 'UNKNOWN_TIER');
    throw new UnprocessableError(
      tier ? `This song is not offered as ${tier.name}: it lacks that tier's files` : 'This song is not offered under any licence',
      'TIER_NOT_OFFERED',
    );
  }
  const tier = tiers.find((t) => t.id === offer.tier)!;
  const snapshot: TierSnapshot = {
    tier: tier.id,
    name: tier.name,
    deliverables: tier.deliverables,
    terms: tier.terms,
    exclusive: tier.exclusive,
  };
  return { snapshot, priceCents: tierPriceCents(tier, song.priceCents, song.tierPrices) };
}

/**
 * The tier an order is for: `tier` when the song offers it, else the song's cheapest offer. A
 * buyer who owns the song may only upgrade (`upgradeFrom`: their active licence of it), paying the
 * new tier's price minus what they paid, never below zero.
 */
export async function chooseTier(song: SongRecord, userId: string, input: { tier?: string; upgradeFrom?: string }): Promise<TierChoice> {
  const { snapshot, priceCents: fullCents } = await offeredTier(song, input.tier);
  const owned = await getEntitlement(userId, song.id);
  if (!input.upgradeFrom) {
    if (owned) throw new ConflictError('You already own this song', 'ALREADY_OWNED');
    return { snapshot, priceCents: fullCents };
  }
  const key = normaliseLicenseKey(input.upgradeFrom);
  const license = key ? await getLicense(key) : undefined;
  if (!license || license.userId !== userId || license.songId !== song.id)
    throw new NotFoundError('Licence not found', 'LICENSE_NOT_FOUND');
  if (license.status) throw new ConflictError(`This licence was ${license.status} and cannot be upgraded`, 'LICENSE_NOT_ACTIVE');
  if (license.orderId === null) throw new UnprocessableError('A subscription download cannot be upgraded: buy a licence', 'NOT_UPGRADABLE');
  const held = license.license?.tier ?? LEGACY_TIER_ID;
  if (held === snapshot.tier) throw new ConflictError('You already hold this licence tier', 'SAME_TIER');
  const old = await getOrderRecord(license.orderId, true);
  const paidCents = old ? old.listPriceCents + (old.license?.upgradeCreditCents ?? 0) : 0;
  const priceCents = Math.max(0, fullCents - paidCents);
  return { snapshot: { ...snapshot, upgradeFrom: license.licenseKey, upgradeCreditCents: fullCents - priceCents }, priceCents };
}

/** The tier an order was placed under; orders from before tiers are MP3 Lease. */
export const tierOf = (order: OrderRecord): TierSnapshot => order.license ?? LEGACY_SNAPSHOT;

/** What the order's tier adds to its approval transaction (`completeSongOrder`'s `tier`). */
export function tierApproval(order: OrderRecord, songId: string, licenseKey: string, at: string): TierApproval {
  const tier = tierOf(order);
  const approval: TierApproval = { ops: [], errors: {} };
  if (tier.upgradeFrom) {
    approval.ops!.push(upgradeLicenseOp(tier.upgradeFrom, licenseKey, order.userId, at));
    approval.errors!.upgradedLicense = () => new ConflictError('The licence this order upgrades is no longer active', 'LICENSE_NOT_ACTIVE');
  }
  if (tier.exclusive) {
    approval.songOp = exclusiveSongOp(songId, licenseKey, order.listPriceCents, at);
    approval.songStatsDeltas = { status_published: -1, status_sold_out: 1 };
  } else approval.songOp = notSoldExclusivelySongOp(songId, order.listPriceCents);
  approval.errors!.songCounters = () => new ConflictError(SOLD_EXCLUSIVELY, 'SOLD_EXCLUSIVELY');
  return approval;
}

/**
 * After an exclusive's approval: the catalogue learns the song is off sale (its search row), and
 * every other open order for it is refused with the reason, its buyer mailed (by `reject`, the
 * admin's own rejection). Licences sold before stay valid. Failures are logged: the sale stands.
 */
/**
 * What closing `order` by another buyer's exclusive sale means for its buyer: `refund` when money
 * arrived (a manual transaction id submitted, or a provider's payment held for review), else
 * `cancelled` (a card, PayPal or SSLCommerz checkout started but never paid).
 */
export const exclusiveClosure = (order: OrderRecord): 'refund' | 'cancelled' =>
  order.manualPaymentDetails || order.reviewReason ? 'refund' : 'cancelled';

/** The stored rejection reason (and bell) of an order closed by an exclusive sale; the mail says it in the buyer's language. */
export const soldExclusivelyReason = (order: OrderRecord): string =>
  exclusiveClosure(order) === 'refund'
    ? `"${order.title}" was sold exclusively to another buyer. Your payment will be refunded.`
    : `"${order.title}" was sold exclusively to another buyer, so your order was cancelled.`;

/** Closes the other open orders of an exclusive sale's song through `close` (which words the reason from the order it reads). */
export async function afterExclusiveSale(order: OrderRecord, close: (other: OrderRecord) => Promise<unknown>): Promise<void> {
  if (!tierOf(order).exclusive || !order.songId) return;
  try {
    const song = await getSongRecord(order.songId, { consistent: true });
    if (song) await replaceSongRecord(song, { ...song, updatedAt: new Date().toISOString() });
  } catch (error) {
    logger.error('exclusive sale not logged for the catalogue', { error, songId: order.songId });
  }
  const open = await pendingOrdersOfSong(order.songId).catch((error: unknown) => {
    logger.error('open orders of an exclusively sold song not read', { error, songId: order.songId });
    return [];
  });
  for (const other of open) {
    if (other.id === order.id) continue;
    await close(other).catch((error: unknown) => logger.warn('open order not closed', { error, orderId: other.id }));
  }
}
