/** A song's licence tiers from the API (issue 25), checked by hand like the song itself (no zod in the browse bundle). */
import type { Deliverable, LicenseTerms, SongLicense } from '../../../shared/api/licenses';

/** As shared/api/licenses `DELIVERABLES`, which the browse bundle must not import (it builds zod). */
export const FILES: readonly Deliverable[] = ['mp3_128', 'mp3_320', 'wav', 'flac', 'stems'];

const limit = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function terms(data: unknown): LicenseTerms {
  const t = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    distributionCopies: limit(t.distributionCopies),
    audioStreams: limit(t.audioStreams),
    musicVideos: limit(t.musicVideos),
    radioStations: limit(t.radioStations),
    paidPerformances: limit(t.paidPerformances),
    creditRequired: t.creditRequired !== false,
  };
}

export function parseLicenses(list: readonly unknown[]): SongLicense[] {
  return list.flatMap((item) => {
    const f = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof f.tier !== 'string' || typeof f.name !== 'string' || typeof f.price !== 'number') return [];
    const deliverables = Array.isArray(f.deliverables)
      ? f.deliverables.filter((d): d is Deliverable => (FILES as readonly unknown[]).includes(d))
      : [];
    return [{ tier: f.tier, name: f.name, price: f.price, deliverables, exclusive: f.exclusive === true, terms: terms(f.terms) }];
  });
}
