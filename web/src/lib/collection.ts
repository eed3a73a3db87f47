/**
 * A listener's collection (issue 14): favourites, playlists and followed artists. Shared by the
 * song cards, the song page, the player, the dashboard tabs and the artist page, so one cache
 * answers all of them and a heart set anywhere shows everywhere.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Song } from '../../../shared/api/catalogue';
import type { ArtistCard, ArtistPage, FavoriteSong, PlaylistDetail, PlaylistSummary, SharedPlaylist } from '../../../shared/api/library';
import { call } from './api-client';
import { useSession } from './session';
import { parseSong, parseSongs } from './song-parse';
import { queryKeys } from './query-keys';

export type { ArtistCard, ArtistPage, FavoriteSong, PlaylistDetail, PlaylistSummary, SharedPlaylist, Song };

type Fields = Record<string, unknown>;
const fields = (data: unknown): Fields => (typeof data === 'object' && data !== null ? (data as Fields) : {});
const str = (f: Fields, key: string) => (typeof f[key] === 'string' ? f[key] : '');
const num = (f: Fields, key: string) => (typeof f[key] === 'number' && Number.isFinite(f[key]) ? f[key] : 0);
const list = (data: unknown): unknown[] => {
  if (!Array.isArray(data)) throw new TypeError('Expected a list');
  return data;
};

const parseFavorites = (data: unknown): FavoriteSong[] =>
  list(data).map((entry) => ({ ...parseSong(entry), favorited_at: str(fields(entry), 'favorited_at') }));

function parsePlaylistSummary(data: unknown): PlaylistSummary {
  const f = fields(data);
  if (typeof f.id !== 'string') throw new TypeError('Playlist without id');
  return {
    id: f.id,
    name: str(f, 'name'),
    songCount: num(f, 'songCount'),
    duration: num(f, 'duration'),
    shared: f.shared === true,
    shareId: typeof f.shareId === 'string' ? f.shareId : null,
    created_at: str(f, 'created_at'),
    updated_at: str(f, 'updated_at'),
  };
}

const parsePlaylist = (data: unknown): PlaylistDetail => ({ ...parsePlaylistSummary(data), songs: parseSongs(fields(data).songs) });

function parseSharedPlaylist(data: unknown): SharedPlaylist {
  const f = fields(data);
  return {
    name: str(f, 'name'),
    owner: str(f, 'owner'),
    songCount: num(f, 'songCount'),
    duration: num(f, 'duration'),
    updated_at: str(f, 'updated_at'),
    songs: parseSongs(f.songs),
  };
}

function parseArtistCard(data: unknown): ArtistCard {
  const f = fields(data);
  if (typeof f.id !== 'string') throw new TypeError('Artist without id');
  return {
    id: f.id,
    name: str(f, 'name'),
    genre: typeof f.genre === 'string' ? (f.genre as ArtistCard['genre']) : null,
    followers: num(f, 'followers'),
    songs: num(f, 'songs'),
  };
}

const parseArtistPage = (data: unknown): ArtistPage => ({
  ...parseArtistCard(data),
  following: fields(data).following === true,
  // Only the site's own /covers/ images, as for song covers.
  image: typeof fields(data).image === 'string' && String(fields(data).image).startsWith('/covers/') ? String(fields(data).image) : null,
  bio: typeof fields(data).bio === 'string' && String(fields(data).bio).trim() !== '' ? String(fields(data).bio) : null,
  tracks: parseSongs(fields(data).tracks),
});

// ---------------------------------------------------------------- favourites

/** The signed-in listener's favourites; nothing (and no call) when signed out. */
export function useFavorites() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.collection.favorites,
    queryFn: ({ signal }) => call('listFavorites', { signal, parse: parseFavorites }),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

/**
 * Hearts a song or takes the heart off; the favourites list follows at once (a full song is shown
 * there right away, a bare track from the player once re-read) and is then re-read.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ songId, favorite }: { songId: string; favorite: boolean; song?: Song }) =>
      favorite ? call('addFavorite', { params: { songId } }) : call('removeFavorite', { params: { songId } }),
    onMutate: async ({ songId, favorite, song }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.collection.favorites });
      const previous = queryClient.getQueryData<FavoriteSong[]>(queryKeys.collection.favorites);
      if (previous) {
        const rest = previous.filter((s) => s.id !== songId);
        const added = favorite && song ? [{ ...song, favorited_at: new Date().toISOString() }] : [];
        queryClient.setQueryData(queryKeys.collection.favorites, [...added, ...rest]);
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.collection.favorites, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.collection.favorites }),
  });
}

// ---------------------------------------------------------------- playlists

export function usePlaylists() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.collection.playlists,
    queryFn: ({ signal }) => call('listPlaylists', { signal, parse: (data) => list(data).map(parsePlaylistSummary) }),
    enabled: Boolean(user),
  });
}

export function usePlaylist(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.collection.playlist(id ?? ''),
    queryFn: ({ signal }) => call('getPlaylist', { params: { id: id ?? '' }, signal, parse: parsePlaylist }),
    enabled: Boolean(id),
  });
}

export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call('createPlaylist', { body: { name }, parse: parsePlaylistSummary }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collection.playlists }),
  });
}

export interface PlaylistChange {
  id: string;
  name?: string;
  songIds?: string[];
  shared?: boolean;
}

export function useUpdatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PlaylistChange) => call('updatePlaylist', { params: { id }, body, parse: parsePlaylist }),
    onSuccess: (playlist) => {
      queryClient.setQueryData(queryKeys.collection.playlist(playlist.id), playlist);
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection.playlists });
    },
  });
}

/** Appends a song to a playlist (read fresh, so the order saved is the one stored). */
export function useAddToPlaylist() {
  const update = useUpdatePlaylist();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ playlistId, songId }: { playlistId: string; songId: string }) => {
      const current = await queryClient.fetchQuery({
        queryKey: queryKeys.collection.playlist(playlistId),
        queryFn: ({ signal }) => call('getPlaylist', { params: { id: playlistId }, signal, parse: parsePlaylist }),
        staleTime: 0,
      });
      const ids = current.songs.map((s) => s.id);
      if (ids.includes(songId)) return current;
      return update.mutateAsync({ id: playlistId, songIds: [...ids, songId] });
    },
  });
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deletePlaylist', { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.collection.playlist(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.collection.playlists });
    },
  });
}

export function useSharedPlaylist(shareId: string) {
  return useQuery({
    queryKey: queryKeys.collection.sharedPlaylist(shareId),
    queryFn: ({ signal }) => call('getSharedPlaylist', { params: { shareId }, signal, parse: parseSharedPlaylist }),
    retry: false,
  });
}

// ---------------------------------------------------------------- artists

export function useFollowing() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.collection.following,
    queryFn: ({ signal }) => call('listFollowing', { signal, parse: (data) => list(data).map(parseArtistCard) }),
    enabled: Boolean(user),
  });
}

export function useArtist(slug: string) {
  const { user } = useSession();
  return useQuery({
    // The page says whether the caller follows: a sign-in or out reads it again.
    queryKey: queryKeys.collection.artistFor(slug, user?.id ?? null),
    queryFn: ({ signal }) => call('getArtist', { params: { artist: slug }, signal, parse: parseArtistPage }),
    retry: false,
  });
}

export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, follow }: { slug: string; follow: boolean }) =>
      follow ? call('followArtist', { params: { artist: slug } }) : call('unfollowArtist', { params: { artist: slug } }),
    onSettled: (_data, _error, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.collection.following }),
        queryClient.invalidateQueries({ queryKey: queryKeys.collection.artist(slug) }),
      ]),
  });
}
