/**
 * What a deleted account gives back from its collection (issue 14): its likes, follows and review
 * ratings leave the songs' and artists' counters, and its playlists (with their public links) go.
 * Each step is the library's own idempotent transaction, so a deletion cut short is finished by
 * running it again.
 */
import { deleteFavorite, listFavoriteRecords } from '../../data/library-repo';
import { deleteFollow, listFollowRecords } from '../../data/follows-repo';
import { deletePlaylistRecord, listPlaylistHeaders } from '../../data/playlists-repo';
import { getSongRecord } from '../../data/songs-repo';
import { NotFoundError } from '../../kernel/errors';
import { withdrawReviews } from './reviews';

export interface ReleasedCollection {
  favorites: number;
  follows: number;
  reviews: number;
  playlists: number;
}

export async function releaseCollection(userId: string): Promise<ReleasedCollection> {
  const [favorites, follows, playlists] = await Promise.all([
    listFavoriteRecords(userId),
    listFollowRecords(userId),
    listPlaylistHeaders(userId),
  ]);
  for (const f of favorites) await deleteFavorite(userId, f.songId, Boolean(await getSongRecord(f.songId, { consistent: true })));
  for (const f of follows) await deleteFollow(userId, f.slug);
  for (const p of playlists) {
    await deletePlaylistRecord(userId, p.id).catch((error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
  }
  const reviews = await withdrawReviews(userId);
  return { favorites: favorites.length, follows: follows.length, reviews, playlists: playlists.length };
}
