/** The five seeded licence tiers (issue 25), fixed ids; a migration adds them to stores from before tiers. */
import { LEGACY_TIER_ID } from '../../shared/api/licenses';
import { insertTier, type TierRecord } from './license-tiers-repo';
import type { TierSnapshot } from './order-license';

const UNLIMITED = null;

/** The terms of a tier that limits no use, only whether the artist must be credited. */
const unlimitedUse = ({ creditRequired }: { creditRequired: boolean }) => ({
  distributionCopies: UNLIMITED,
  audioStreams: UNLIMITED,
  musicVideos: UNLIMITED,
  radioStations: UNLIMITED,
  paidPerformances: UNLIMITED,
  creditRequired,
});

export const DEFAULT_TIERS: readonly Omit<TierRecord, 'createdAt' | 'updatedAt' | 'orders'>[] = [
  {
    id: 'mp3',
    name: 'MP3 Lease',
    deliverables: ['mp3_128', 'mp3_320'],
    terms: {
      distributionCopies: 2_000,
      audioStreams: 100_000,
      musicVideos: 1,
      radioStations: 0,
      paidPerformances: 0,
      creditRequired: true,
    },
    defaultPriceCents: 2_999,
    exclusive: false,
    active: true,
    position: 1,
  },
  {
    id: 'wav',
    name: 'WAV Lease',
    deliverables: ['mp3_320', 'wav'],
    terms: {
      distributionCopies: 5_000,
      audioStreams: 250_000,
      musicVideos: 1,
      radioStations: 2,
      paidPerformances: 10,
      creditRequired: true,
    },
    defaultPriceCents: 4_999,
    exclusive: false,
    active: true,
    position: 2,
  },
  {
    id: 'stems',
    name: 'Trackout',
    deliverables: ['mp3_320', 'wav', 'stems'],
    terms: {
      distributionCopies: 10_000,
      audioStreams: 500_000,
      musicVideos: 2,
      radioStations: 5,
      paidPerformances: 50,
      creditRequired: true,
    },
    defaultPriceCents: 9_999,
    exclusive: false,
    active: true,
    position: 3,
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    deliverables: ['mp3_320', 'wav'],
    terms: unlimitedUse({ creditRequired: true }),
    defaultPriceCents: 19_999,
    exclusive: false,
    active: true,
    position: 4,
  },
  {
    id: 'exclusive',
    name: 'Exclusive',
    deliverables: ['mp3_320', 'wav'],
    terms: unlimitedUse({ creditRequired: false }),
    defaultPriceCents: 49_999,
    exclusive: true,
    active: true,
    position: 5,
  },
];

/** Adds the seeded tiers a store lacks (an admin's edits of them are kept). Returns how many it added. */
export async function seedTierRecords(now = new Date()): Promise<number> {
  const at = now.toISOString();
  const added = await Promise.all(DEFAULT_TIERS.map((t) => insertTier({ ...t, orders: 0, createdAt: at, updatedAt: at })));
  return added.filter(Boolean).length;
}

const legacy = DEFAULT_TIERS.find((t) => t.id === LEGACY_TIER_ID)!;
/** What every song order and licence sold before tiers becomes: an MP3 Lease as seeded. */
export const LEGACY_SNAPSHOT: TierSnapshot = {
  tier: legacy.id,
  name: legacy.name,
  deliverables: legacy.deliverables,
  terms: legacy.terms,
  exclusive: false,
};
