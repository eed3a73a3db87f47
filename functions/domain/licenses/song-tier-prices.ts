/** A song's own prices per licence tier (issue 25), set by an admin within the store's price bounds. */
import { LEGACY_TIER_ID, type SongLicense, type SongTierPricesBody } from '../../../shared/api/licenses';
import { toMinor } from '../../../shared/money';
import { requireSongRecord, toSong } from '../../data/songs-repo';
import { replaceSongRecord, SongChanged } from '../../data/songs-admin-repo';
import { ConflictError } from '../../kernel/errors';
import { getSystemSettings } from '../settings/settings';
import { cachedTiers, forgetTiers, songLicenses, tierPriceError } from './tiers';

/**
 * Sets (a number) or clears (null: the tier's default again) the song's price per tier. MP3 Lease
 * is the song's own price. Answers the song's licences after the change.
 */
export async function setSongTierPrices(songId: string, body: SongTierPricesBody): Promise<SongLicense[]> {
  const [song, settings] = await Promise.all([requireSongRecord(songId), getSystemSettings()]);
  forgetTiers();
  const tiers = await cachedTiers();
  const prices: Record<string, number> = { ...song.tierPrices };
  let priceCents = song.priceCents;
  for (const [tierId, usd] of Object.entries(body.prices)) {
    if (!tiers.some((t) => t.id === tierId)) throw tierPriceError(tierId, `Unknown licence tier: ${tierId}`);
    if (usd !== null && (usd < settings.minPrice || usd > settings.maxPrice)) {
      throw tierPriceError(tierId, `Price must be between $${settings.minPrice.toFixed(2)} and $${settings.maxPrice.toFixed(2)}`);
    }
    if (tierId === LEGACY_TIER_ID) {
      if (usd === null) throw tierPriceError(tierId, "MP3 Lease is the song's own price: it cannot be cleared");
      priceCents = toMinor(usd);
    } else if (usd === null) delete prices[tierId];
    else prices[tierId] = toMinor(usd);
  }
  const next = { ...song, priceCents, tierPrices: prices, updatedAt: new Date().toISOString() };
  try {
    await replaceSongRecord(song, next);
  } catch (error) {
    if (error instanceof SongChanged) throw new ConflictError('The song was changed meanwhile; reload it and try again', 'SONG_CHANGED');
    throw error;
  }
  return songLicenses(toSong(next), tiers);
}
