/**
 * Plays of artists' songs (issue 24): a preview played, as trending counts it, also counts for the
 * song's artist per day and month (the studio's chart and table). The account behind an artist name
 * is cached per container for a minute, so a busy song costs its two writes and no read; a count
 * that fails is logged and never fails the play.
 */
import { artistSlug } from '../../../shared/artists';
import { artistAccountBySlug } from '../../data/artists-repo';
import { addSongPlay } from '../../data/artist-song-stats-repo';
import { logger } from '../../lib/log';

const ACCOUNT_CACHE_MS = 60_000;
const ACCOUNT_CACHE_MAX = 5_000;
const accounts = new Map<string, { artistId: string | undefined; until: number }>();

async function artistIdOf(name: string, now: number): Promise<string | undefined> {
  const slug = artistSlug(name);
  const hit = accounts.get(slug);
  if (hit && hit.until > now) return hit.artistId;
  const artistId = (await artistAccountBySlug(slug))?.userId;
  if (accounts.size >= ACCOUNT_CACHE_MAX) accounts.clear();
  accounts.set(slug, { artistId, until: now + ACCOUNT_CACHE_MS });
  return artistId;
}

export async function countArtistPlay(song: { id: string; title: string; artist: string }, now = new Date()): Promise<void> {
  try {
    const artistId = await artistIdOf(song.artist, now.getTime());
    if (artistId) await addSongPlay(artistId, song, now.toISOString());
  } catch (error) {
    logger.warn('artist play not counted', { error, songId: song.id });
  }
}
