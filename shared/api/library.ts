/**
 * A listener's own collection (issue 14): favourites, playlists (private, or shared read-only by a
 * link), followed artists and artist pages, and song reviews by owners of the song.
 */
import { ARTIST_SLUG_MAX, ARTIST_SLUG_PATTERN, PLAYLIST_NAME_MAX, PLAYLIST_SONGS_MAX, REVIEW_COMMENT_MAX } from '../artists';
import { Genre, Song, SongId } from './catalogue';

export { SongParams } from './catalogue';
import * as z from './zod';

/** Answer of a change that has nothing else to say (PUT/DELETE favourite, follow, delete playlist). */
export { MessageResponse as LibraryMessage } from './zod';

/** A song the caller has favourited, newest first. */
export const FavoriteSong = /* @__PURE__ */ z.lazySchema(() => z.extend(Song, { favorited_at: z.string() }));
export type FavoriteSong = z.infer<typeof FavoriteSong>;

/** PUT/DELETE favourite: the song's new like count and whether the caller likes it now. */
export const FavoriteState = /* @__PURE__ */ z.lazyObject(() => ({
  songId: z.string(),
  favorited: z.boolean(),
  likes: z.number(),
}));
export type FavoriteState = z.infer<typeof FavoriteState>;

export const PlaylistId = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-Za-z]{1,40}$/, 'Invalid playlist id')));
export const PlaylistParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ id: PlaylistId }));
export const ShareId = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-Za-z_-]{16,64}$/, 'Invalid share link')));
export const SharedPlaylistParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ shareId: ShareId }));

const PlaylistName = /* @__PURE__ */ z.lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Playlist name is required'),
      z.maxLength(PLAYLIST_NAME_MAX, `Playlist name must be at most ${PLAYLIST_NAME_MAX} characters`),
    ),
);

/** POST /api/user/playlists */
export const CreatePlaylistBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ name: PlaylistName }));
export type CreatePlaylistBody = z.infer<typeof CreatePlaylistBody>;

/** PUT /api/user/playlists/{id}: a new name, the whole song list in order, and/or sharing on or off. */
export const UpdatePlaylistBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: z.optional(PlaylistName),
  songIds: z.optional(z.array(SongId).check(z.maxLength(PLAYLIST_SONGS_MAX, `A playlist holds at most ${PLAYLIST_SONGS_MAX} songs`))),
  shared: z.optional(z.boolean()),
}));
export type UpdatePlaylistBody = z.infer<typeof UpdatePlaylistBody>;

/** The spec's Playlist (id, name, songCount, duration in seconds) and whether it is shared. */
export const PlaylistSummary = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  songCount: z.number(),
  duration: z.number(),
  shared: z.boolean(),
  /** The public link's id while shared (`/playlist/<shareId>`), else null. */
  shareId: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
}));
export type PlaylistSummary = z.infer<typeof PlaylistSummary>;

/** A playlist with its songs in order; a song removed from the catalogue since is left out. */
export const PlaylistDetail = /* @__PURE__ */ z.lazySchema(() => z.extend(PlaylistSummary, { songs: z.array(Song) }));
export type PlaylistDetail = z.infer<typeof PlaylistDetail>;

/** A shared playlist as anyone sees it: no ids of the owner, only their first name. */
export const SharedPlaylist = /* @__PURE__ */ z.lazyObject(() => ({
  name: z.string(),
  owner: z.string(),
  songCount: z.number(),
  duration: z.number(),
  updated_at: z.string(),
  songs: z.array(Song),
}));
export type SharedPlaylist = z.infer<typeof SharedPlaylist>;

export const ArtistSlug = /* @__PURE__ */ z.lazySchema(() =>
  z.string().check(z.maxLength(ARTIST_SLUG_MAX, 'Invalid artist'), z.regex(ARTIST_SLUG_PATTERN, 'Invalid artist')),
);
export const ArtistParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ artist: ArtistSlug }));

/** The spec's Artist card: id (the slug), name, main genre, followers and the number of songs listed. */
export const ArtistCard = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  genre: z.nullable(Genre),
  followers: z.number(),
  songs: z.number(),
}));
export type ArtistCard = z.infer<typeof ArtistCard>;

/**
 * GET /api/artists/{artist}: the card, the listed songs (newest first) and whether the caller
 * follows; `image` (a `/covers/…` path) and `bio` come from the artist's account where there is one.
 */
export const ArtistPage = /* @__PURE__ */ z.lazySchema(() =>
  z.extend(ArtistCard, {
    following: z.boolean(),
    image: z.optional(z.nullable(z.string())),
    bio: z.optional(z.nullable(z.string())),
    tracks: z.array(Song),
  }),
);
export type ArtistPage = z.infer<typeof ArtistPage>;

/** PUT/DELETE follow: the artist's follower count after it and whether the caller follows. */
export const FollowState = /* @__PURE__ */ z.lazyObject(() => ({
  artist: z.string(),
  following: z.boolean(),
  followers: z.number(),
}));
export type FollowState = z.infer<typeof FollowState>;

export const REVIEWS_DISABLED_MESSAGE = 'Reviews are turned off in this store';
export const REVIEW_NOT_OWNER_MESSAGE = 'Only listeners who own this song can review it';

/** PUT /api/songs/{songId}/reviews: a rating of 1 to 5 and an optional comment. */
export const ReviewBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  rating: z.number().check(z.int('Rating must be a whole number'), z.gte(1, 'Rating must be 1 to 5'), z.lte(5, 'Rating must be 1 to 5')),
  comment: z.optional(z.boundedText('Comment', REVIEW_COMMENT_MAX)),
}));
export type ReviewBody = z.infer<typeof ReviewBody>;

/** One review as everyone sees it: the reviewer's first name only. */
export const Review = /* @__PURE__ */ z.lazyObject(() => ({
  reviewer: z.string(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's own review. */
  mine: z.boolean(),
}));
export type Review = z.infer<typeof Review>;

/** GET reviews: the average and count over every review, the newest reviews, and what the caller may do. */
export const SongReviews = /* @__PURE__ */ z.lazyObject(() => ({
  enabled: z.boolean(),
  /** Why there is nothing when reviews are off. */
  message: z.optional(z.string()),
  average: z.nullable(z.number()),
  count: z.number(),
  reviews: z.array(Review),
  /** The caller owns the song (a purchase or a subscription download) and may rate it. */
  canReview: z.boolean(),
  mine: z.nullable(Review),
}));
export type SongReviews = z.infer<typeof SongReviews>;
