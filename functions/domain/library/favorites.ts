/** Favourites (issue 14): a heart on any song a visitor may see; each listener counts once in its likes. */
import type { FavoriteSong, FavoriteState } from '../../../shared/api/library';
import { deleteFavorite, insertFavorite, listFavoriteRecords } from '../../data/library-repo';
import { getSongRecord, getSongRecords, toSong } from '../../data/songs-repo';
import { isPubliclyVisible } from '../catalogue/songs';
import { NotFoundError } from '../../kernel/errors';

const songNotFound = () => new NotFoundError('Song not found', 'SONG_NOT_FOUND');

export async function addFavorite(userId: string, songId: string, now = new Date()): Promise<FavoriteState> {
  const song = await getSongRecord(songId, { consistent: true });
  if (!song || !isPubliclyVisible(song)) throw songNotFound();
  const added = await insertFavorite(userId, songId, now.toISOString());
  return { songId, favorited: true, likes: Math.max(0, (song.likes ?? 0) + (added ? 1 : 0)) };
}

/** Also for a song gone from the catalogue since, so a listener can always clear a heart. */
export async function removeFavorite(userId: string, songId: string): Promise<FavoriteState> {
  const song = await getSongRecord(songId, { consistent: true });
  const removed = await deleteFavorite(userId, songId, Boolean(song));
  return { songId, favorited: false, likes: Math.max(0, (song?.likes ?? 0) - (removed ? 1 : 0)) };
}

/** The favourites still visible in the catalogue, newest first (at most the favourites limit). */
export async function listFavorites(userId: string): Promise<FavoriteSong[]> {
  const favorites = await listFavoriteRecords(userId);
  const songs = new Map((await getSongRecords(favorites.map((f) => f.songId))).map((s) => [s.id, s]));
  return favorites
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .flatMap((f) => {
      const song = songs.get(f.songId);
      return song && isPubliclyVisible(song) ? [{ ...toSong(song), favorited_at: f.createdAt }] : [];
    });
}
