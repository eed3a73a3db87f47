/**
 * Licence tiers (issue 25): the store-wide tiers (admin CRUD, seeded defaults) and the licences a
 * song is offered under. A song's own `price` is its MP3 Lease price; every other tier takes the
 * song's override or the tier's default. A song offers a tier only when it has all of its files.
 */
import type { Song } from '../../../shared/api/catalogue';
import {
  LEGACY_TIER_ID,
  type CreateTierBody,
  type Deliverable,
  type LicenseTerms,
  type LicenseTier,
  type SongLicense,
  type SongOffer,
  type UpdateTierBody,
} from '../../../shared/api/licenses';
import { toMajor, toMinor } from '../../../shared/money';
import {
  deleteTierRecord,
  getTierRecord,
  insertTier,
  listTierRecords,
  TIER_NOT_FOUND,
  updateTierFields,
  type TierRecord,
} from '../../data/license-tiers-repo';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors';
import { seedTierRecords } from '../../data/default-tiers';

export { DEFAULT_TIERS } from '../../data/default-tiers';

/** Adds the seeded tiers a store lacks (an admin's edits and deletions of others are kept). Returns how many it added. */
export async function seedDefaultTiers(now = new Date()): Promise<number> {
  const added = await seedTierRecords(now);
  forgetTiers();
  return added;
}

export const toLicenseTier = (t: TierRecord): LicenseTier => ({
  id: t.id,
  name: t.name,
  deliverables: t.deliverables,
  terms: t.terms,
  default_price: toMajor(t.defaultPriceCents),
  exclusive: t.exclusive,
  active: t.active,
  orders: t.orders,
  position: t.position,
});

/** Tiers are read at most once per this window per container (a save here is seen at once). */
const TIERS_CACHE_MS = 5_000;
let cache: { tiers: TierRecord[]; until: number } | undefined;

export async function cachedTiers(now = Date.now()): Promise<TierRecord[]> {
  if (cache && cache.until > now) return cache.tiers;
  const tiers = await listTierRecords();
  cache = { tiers, until: now + TIERS_CACHE_MS };
  return tiers;
}

export function forgetTiers(): void {
  cache = undefined;
}

export async function listTiers(): Promise<LicenseTier[]> {
  return (await listTierRecords()).map(toLicenseTier);
}

export async function createTier(body: CreateTierBody, now = new Date()): Promise<LicenseTier> {
  const existing = await listTierRecords();
  const at = now.toISOString();
  const record: TierRecord = {
    id: body.id,
    name: body.name,
    deliverables: unique(body.deliverables),
    terms: body.terms,
    defaultPriceCents: toMinor(body.default_price),
    exclusive: body.exclusive,
    active: body.active,
    orders: 0,
    position: Math.max(0, ...existing.map((t) => t.position)) + 1,
    createdAt: at,
    updatedAt: at,
  };
  if (!(await insertTier(record))) throw new ConflictError('A tier with this id already exists', 'TIER_EXISTS');
  forgetTiers();
  return toLicenseTier(record);
}

export async function updateTier(tierId: string, body: UpdateTierBody, now = new Date()): Promise<LicenseTier> {
  const current = await getTierRecord(tierId);
  if (!current) throw new NotFoundError(TIER_NOT_FOUND, 'TIER_NOT_FOUND');
  const next: TierRecord = {
    ...current,
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.deliverables === undefined ? {} : { deliverables: unique(body.deliverables) }),
    ...(body.terms === undefined ? {} : { terms: body.terms }),
    ...(body.default_price === undefined ? {} : { defaultPriceCents: toMinor(body.default_price) }),
    ...(body.exclusive === undefined ? {} : { exclusive: body.exclusive }),
    ...(body.active === undefined ? {} : { active: body.active }),
    updatedAt: now.toISOString(),
  };
  const saved = await updateTierFields(next);
  forgetTiers();
  return toLicenseTier(saved);
}

export async function deleteTier(tierId: string): Promise<{ message: string }> {
  if (tierId === LEGACY_TIER_ID) {
    // Every song's own price is its MP3 Lease price: the store always keeps that tier (it can be switched off).
    throw new ConflictError('The MP3 Lease tier cannot be deleted: switch it off instead', 'TIER_IN_USE');
  }
  await deleteTierRecord(tierId);
  forgetTiers();
  return { message: 'Tier deleted' };
}

const unique = (list: readonly Deliverable[]): Deliverable[] => [...new Set(list)];

/** Songs in catalogue rows written before tiers: an MP3 master and its 128 kbps stream. */
const LEGACY_OFFER: SongOffer = { files: ['mp3_128', 'mp3_320'], prices: {} };

/** Cents a song asks under a tier: its own price for MP3 Lease, else its override or the tier's default. */
export function tierPriceCents(tier: TierRecord, songPriceCents: number, overrides: Record<string, number> | undefined): number {
  if (tier.id === LEGACY_TIER_ID) return songPriceCents;
  return overrides?.[tier.id] ?? tier.defaultPriceCents;
}

/** Whether a song with these files can deliver everything the tier promises. */
export const hasFilesFor = (tier: Pick<TierRecord, 'deliverables'>, files: readonly Deliverable[]): boolean =>
  tier.deliverables.every((d) => files.includes(d));

/**
 * The licences a song is offered under, cheapest first: active tiers whose files it has. A song
 * sold exclusively (sold out) offers none.
 */
export function songLicenses(song: Pick<Song, 'price' | 'status' | 'offer'>, tiers: readonly TierRecord[]): SongLicense[] {
  if (song.status === 'sold_out') return [];
  const offer = song.offer ?? LEGACY_OFFER;
  const overrides = Object.fromEntries(Object.entries(offer.prices).map(([t, usd]) => [t, toMinor(usd)]));
  return tiers
    .filter((t) => t.active && hasFilesFor(t, offer.files))
    .map((t) => ({ tier: t, cents: tierPriceCents(t, toMinor(song.price), overrides) }))
    .sort((a, b) => a.cents - b.cents || a.tier.position - b.tier.position)
    .map(({ tier, cents }) => ({
      tier: tier.id,
      name: tier.name,
      price: toMajor(cents),
      deliverables: tier.deliverables,
      exclusive: tier.exclusive,
      terms: tier.terms,
    }));
}

/**
 * Cents of the cheapest licence `songLicenses` would offer, without building the list (the browse
 * price filter runs it per scanned row); the song's own price when it offers none.
 */
export function cheapestCents(song: Pick<Song, 'price' | 'status' | 'offer'>, tiers: readonly TierRecord[]): number {
  const own = toMinor(song.price);
  if (song.status === 'sold_out') return own;
  const offer = song.offer ?? LEGACY_OFFER;
  let cheapest: number | undefined;
  for (const tier of tiers) {
    if (!tier.active || !hasFilesFor(tier, offer.files)) continue;
    const override = offer.prices[tier.id];
    const cents = tier.id === LEGACY_TIER_ID ? own : override === undefined ? tier.defaultPriceCents : toMinor(override);
    if (cheapest === undefined || cents < cheapest) cheapest = cents;
  }
  return cheapest ?? own;
}

/** A song as `GET /api/songs` shows it: its licences, and its price the cheapest of them. */
export function withLicenses<S extends Song>(song: S, tiers: readonly TierRecord[]): S {
  const licenses = songLicenses(song, tiers);
  return { ...song, licenses, price: licenses[0]?.price ?? song.price };
}

/** Validation error for a tier price outside the store's bounds. */
export const tierPriceError = (tierId: string, message: string) =>
  new ValidationError(message, [{ path: `body.prices.${tierId}`, message }]);

export type { LicenseTerms };
