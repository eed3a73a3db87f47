/**
 * Routes of one area: a listener's favourites, playlists (and their public links), followed
 * artists, artist pages and song reviews (issue 14). A handler imports only its area's module;
 * `../routes.ts` merges the areas.
 */
import * as z from '../zod';
import {
  ArtistCard,
  ArtistPage,
  ArtistParams,
  CreatePlaylistBody,
  FavoriteSong,
  FavoriteState,
  FollowState,
  LibraryMessage,
  PlaylistDetail,
  PlaylistParams,
  PlaylistSummary,
  Review,
  ReviewBody,
  SharedPlaylist,
  SharedPlaylistParams,
  SongParams,
  SongReviews,
  UpdatePlaylistBody,
} from '../library';
import { adminWrite, anyoneRead, mailedLinkWrite, ownerRead, ownerWrite, signedInRead, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listFavoritesRoute = /* @__PURE__ */ defineRoute('listFavorites', signedInRead, {
  response: /* @__PURE__ */ z.listOf(FavoriteSong),
  summary: "The caller's favourite songs, newest first",
});

export const addFavoriteRoute = /* @__PURE__ */ defineRoute('addFavorite', signedInWrite, {
  owns: [],
  params: SongParams,
  response: FavoriteState,
  summary: 'Favourite a song (idempotent; counts a like on the song once)',
});

export const removeFavoriteRoute = /* @__PURE__ */ defineRoute('removeFavorite', signedInWrite, {
  owns: [],
  params: SongParams,
  response: FavoriteState,
  summary: 'Remove a song from the favourites (idempotent)',
});

export const listPlaylistsRoute = /* @__PURE__ */ defineRoute('listPlaylists', signedInRead, {
  response: /* @__PURE__ */ z.listOf(PlaylistSummary),
  summary: "The caller's playlists (at most 100), newest first",
});

export const createPlaylistRoute = /* @__PURE__ */ defineRoute('createPlaylist', signedInWrite, {
  status: 201,
  body: CreatePlaylistBody,
  response: PlaylistSummary,
  summary: 'Create an empty playlist',
});

export const getPlaylistRoute = /* @__PURE__ */ defineRoute('getPlaylist', ownerRead, {
  owns: ['id'],
  params: PlaylistParams,
  response: PlaylistDetail,
  summary: 'One of the caller’s playlists with its songs in order',
});

export const updatePlaylistRoute = /* @__PURE__ */ defineRoute('updatePlaylist', ownerWrite, {
  owns: ['id'],
  params: PlaylistParams,
  body: UpdatePlaylistBody,
  response: PlaylistDetail,
  summary: 'Rename a playlist, replace its songs in order (listed songs only), share or unshare it',
});

export const deletePlaylistRoute = /* @__PURE__ */ defineRoute('deletePlaylist', ownerWrite, {
  owns: ['id'],
  params: PlaylistParams,
  response: LibraryMessage,
  summary: 'Delete a playlist (its public link stops working)',
});

export const getSharedPlaylistRoute = /* @__PURE__ */ defineRoute('getSharedPlaylist', anyoneRead, {
  owns: ['shareId'],
  params: SharedPlaylistParams,
  response: SharedPlaylist,
  summary: "A shared playlist, read-only, by its link (the owner's first name only)",
});

export const listFollowingRoute = /* @__PURE__ */ defineRoute('listFollowing', signedInRead, {
  // Cards count the artists' songs in the search projection, as the artist page does.
  media: 'snapshot',
  timeoutSeconds: 29,
  response: /* @__PURE__ */ z.listOf(ArtistCard),
  summary: 'The artists the caller follows, as artist cards',
});

export const followArtistRoute = /* @__PURE__ */ defineRoute('followArtist', signedInWrite, {
  // An artist is followed only while the search projection lists songs of theirs.
  owns: [],
  media: 'snapshot',
  timeoutSeconds: 29,
  params: ArtistParams,
  response: FollowState,
  summary: 'Follow an artist of the catalogue by slug (idempotent)',
});

export const unfollowArtistRoute = /* @__PURE__ */ defineRoute('unfollowArtist', signedInWrite, {
  owns: [],
  params: ArtistParams,
  response: FollowState,
  summary: 'Stop following an artist (idempotent)',
});

export const getArtistRoute = /* @__PURE__ */ defineRoute('getArtist', anyoneRead, {
  owns: [],
  media: 'snapshot',
  params: ArtistParams,
  response: ArtistPage,
  summary: "An artist's page: listed songs from the search projection and the follower count",
  // Reads the search projection like GET /api/songs, whose rare cold rebuild needs the time.
  timeoutSeconds: 29,
});

export const getSongReviewsRoute = /* @__PURE__ */ defineRoute('getSongReviews', anyoneRead, {
  owns: [],
  params: SongParams,
  response: SongReviews,
  summary: "A song's average rating, count and newest reviews (reviewers by first name)",
});

export const putSongReviewRoute = /* @__PURE__ */ defineRoute('putSongReview', signedInWrite, {
  owns: [],
  authz: { otherUser: 403, admin: 403 },
  params: SongParams,
  body: ReviewBody,
  response: Review,
  summary: 'Rate a song you own 1–5 with an optional comment (one review per listener, editable)',
});

export const unsubscribeEmailUpdatesRoute = /* @__PURE__ */ defineRoute('unsubscribeEmailUpdates', mailedLinkWrite, {
  // In the query, not a body: mail clients' one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form.
  query: /* @__PURE__ */ z.lazySchema(() =>
    z.strictObject({ token: z.string().check(z.minLength(1, 'The unsubscribe link has no token'), z.maxLength(200)) }),
  ),
  response: LibraryMessage,
  summary: "Turns the emailUpdates preference off from a new-release mail's link, without signing in (one-click unsubscribe)",
});

export const sendReleaseDigestsRoute = /* @__PURE__ */ defineRoute('sendReleaseDigests', adminWrite, {
  mail: true,
  response: /* @__PURE__ */ z.lazySchema(() => z.object({ releases: z.number(), mailed: z.number() })),
  summary: 'Runs the new-release mail sweep now (it also runs hourly): one mail a day at most per opted-in follower',
  timeoutSeconds: 29,
});

export const libraryRoutes = /* @__PURE__ */ defineRoutes(
  listFavoritesRoute,
  addFavoriteRoute,
  removeFavoriteRoute,
  listPlaylistsRoute,
  createPlaylistRoute,
  getPlaylistRoute,
  updatePlaylistRoute,
  deletePlaylistRoute,
  getSharedPlaylistRoute,
  listFollowingRoute,
  followArtistRoute,
  unfollowArtistRoute,
  getArtistRoute,
  getSongReviewsRoute,
  putSongReviewRoute,
  unsubscribeEmailUpdatesRoute,
  sendReleaseDigestsRoute,
);
