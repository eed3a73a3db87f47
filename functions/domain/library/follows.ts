/**
 * Following artists and artist pages (issue 14). Artists are the catalogue's artist names, named by
 * slug; their songs come from the in-memory search projection (no scan), their follower count from
 * a counter moved by each follow.
 */
import { artistAccountExtras } from '../artists/public-profile';
import type { ArtistCard, ArtistPage, FollowState } from '../../../shared/api/library';
import type { Song } from '../../../shared/api/catalogue';
import { deleteFollow, getFollow, insertFollow, listFollowRecords, readFollowerCounts } from '../../data/follows-repo';
import { searchIndex } from '../catalogue/catalogue-cache';
import { NotFoundError } from '../../kernel/errors';

const artistNotFound = () => new NotFoundError('Artist not found', 'ARTIST_NOT_FOUND');

/** The artist's card from their listed songs (newest first): the name as most songs spell it, the commonest genre. */
function cardOf(slug: string, songs: readonly Song[], followers: number, fallbackName: string): ArtistCard {
  return {
    id: slug,
    name: commonest(songs.map((s) => s.artist)) ?? fallbackName,
    genre: commonest(songs.map((s) => s.genre)) ?? null,
    followers,
    songs: songs.length,
  };
}

function commonest<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (best === undefined || n > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}

export async function getArtist(slug: string, userId?: string): Promise<ArtistPage> {
  const tracks = (await searchIndex()).byArtist(slug);
  if (tracks.length === 0) throw artistNotFound();
  const [followers, follow, account] = await Promise.all([
    readFollowerCounts([slug]),
    userId ? getFollow(userId, slug) : undefined,
    artistAccountExtras(slug),
  ]);
  return { ...cardOf(slug, tracks, followers.get(slug) ?? 0, slug), following: Boolean(follow), tracks, ...account };
}

/** Follows an artist with listed songs; a second follow changes nothing. */
export async function followArtist(userId: string, slug: string, now = new Date()): Promise<FollowState> {
  const tracks = (await searchIndex()).byArtist(slug);
  if (tracks.length === 0) throw artistNotFound();
  const name = commonest(tracks.map((s) => s.artist)) ?? slug;
  await insertFollow(userId, { slug, name, createdAt: now.toISOString() });
  const followers = await readFollowerCounts([slug], true);
  return { artist: slug, following: true, followers: followers.get(slug) ?? 0 };
}

/** Also for an artist gone from the catalogue since, so a listener can always unfollow. */
export async function unfollowArtist(userId: string, slug: string): Promise<FollowState> {
  await deleteFollow(userId, slug);
  const followers = await readFollowerCounts([slug], true);
  return { artist: slug, following: false, followers: followers.get(slug) ?? 0 };
}

/** The followed artists as cards, in the order followed (an artist with no listed songs left shows 0 songs). */
export async function listFollowing(userId: string): Promise<ArtistCard[]> {
  const follows = (await listFollowRecords(userId)).sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  if (follows.length === 0) return [];
  const [index, followers] = await Promise.all([searchIndex(), readFollowerCounts(follows.map((f) => f.slug))]);
  return follows.map((f) => cardOf(f.slug, index.byArtist(f.slug), followers.get(f.slug) ?? 0, f.name));
}
