/**
 * What a subscription download grants (issue 25): the plan's licence tier (a plan setting, MP3
 * Lease by default), and of that tier's files the one the plan's `quality_limit` allows: standard
 * 128 kbps, high 320 kbps, premium lossless (WAV or FLAC, when the tier and the song have one).
 */
import type { Deliverable } from '../../../shared/api/licenses';
import { LEGACY_SNAPSHOT } from '../../data/default-tiers';
import type { TierSnapshot } from '../../data/order-license';
import type { PlanRecord } from '../../data/plans-repo';
import { songFiles } from '../../data/song-offer';
import type { SongRecord } from '../../data/songs-repo';
import { cachedTiers } from './tiers';
import { QUALITY_FILES } from '../../../shared/plan-features';

export async function planTier(plan: PlanRecord | undefined): Promise<TierSnapshot> {
  const tier = (await cachedTiers()).find((t) => t.id === (plan?.licenseTier ?? LEGACY_SNAPSHOT.tier));
  if (!tier) return LEGACY_SNAPSHOT;
  return { tier: tier.id, name: tier.name, deliverables: tier.deliverables, terms: tier.terms, exclusive: false };
}

/** The file a subscriber downloads: the best the tier and the quality limit allow, else the smallest the song has. */
export function planFile(plan: PlanRecord | undefined, tier: TierSnapshot, song: SongRecord): Deliverable | undefined {
  const has: Deliverable[] = songFiles(song).filter((f) => f !== 'stems');
  const allowed = QUALITY_FILES[plan?.qualityLimit ?? 'high'];
  return allowed.find((f) => has.includes(f) && tier.deliverables.includes(f)) ?? allowed.find((f) => has.includes(f)) ?? has[0];
}
