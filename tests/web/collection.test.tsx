import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaylistDetail } from '../../shared/api/library';
import { callsTo, currentPath, fakeToken, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { song } from './song-fixtures';

preloadRoutes('browse', 'song', 'dashboard', 'artist', 'shared-playlist');

beforeEach(() => localStorage.clear());

const signIn = () => localStorage.setItem('token', fakeToken());

const first = song({ id: 'fav-1', title: 'Monsoon', artist: 'Luna Waves', duration: 200 });
const second = song({ id: 'fav-2', title: 'Drizzle', artist: 'Luna Waves', duration: 100 });
const browseList = { body: [first, second] };

function playlist(overrides: Partial<PlaylistDetail> = {}): PlaylistDetail {
  return {
    id: 'pl-1',
    name: 'Road trip',
    songCount: 2,
    duration: 300,
    shared: false,
    shareId: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    songs: [first, second],
    ...overrides,
  };
}

describe('favourites', () => {
  it('a heart on a song card favourites the song and shows it pressed', async () => {
    signIn();
    let hearted = false;
    const api = mockApi({
      listSongs: browseList,
      listFavorites: () => ({ body: hearted ? [{ ...first, favorited_at: '2026-11-20T10:00:00.000Z' }] : [] }),
      addFavorite: () => {
        hearted = true;
        return { body: { songId: 'fav-1', favorited: true, likes: 1 } };
      },
    });
    const { user } = renderApp('/browse');
    const grid = await screen.findByRole('region', { name: 'All Songs' });
    const card = await within(grid).findByRole('article', { name: 'Monsoon' });
    await user.click(within(card).getByRole('button', { name: 'Add Monsoon to favorites' }));
    await waitFor(() => expect(callsTo(api, routeKey('addFavorite', { songId: 'fav-1' }))).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: 'Remove Monsoon from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a visitor who hearts a song to sign in, without a call', async () => {
    const api = mockApi({ listSongs: browseList });
    const { user, router } = renderApp('/browse');
    const grid = await screen.findByRole('region', { name: 'All Songs' });
    const card = await within(grid).findByRole('article', { name: 'Monsoon' });
    await user.click(within(card).getByRole('button', { name: 'Add Monsoon to favorites' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(callsTo(api, 'addFavorite')).toHaveLength(0);
  });

  it('the Favorites tab lists the hearted songs and takes one off', async () => {
    signIn();
    const api = mockApi({
      listFavorites: { body: [{ ...first, favorited_at: '2026-11-20T10:00:00.000Z' }] },
      removeFavorite: { body: { songId: 'fav-1', favorited: false, likes: 0 } },
    });
    const { user } = renderApp('/dashboard?tab=favorites');
    const panel = await screen.findByRole('region', { name: /Favorite songs/ });
    expect(within(panel).getByRole('link', { name: 'Monsoon' })).toHaveAttribute('href', '/songs/fav-1');
    expect(within(panel).getByRole('link', { name: 'Luna Waves' })).toHaveAttribute('href', '/artist/luna-waves');
    await user.click(within(panel).getByRole('button', { name: 'Remove Monsoon from favorites' }));
    await waitFor(() => expect(callsTo(api, routeKey('removeFavorite', { songId: 'fav-1' }))).toHaveLength(1));
  });
});

describe('playlists', () => {
  it('creates a playlist from the Playlists tab', async () => {
    signIn();
    const api = mockApi({
      listPlaylists: { body: [] },
      createPlaylist: { status: 201, body: playlist({ songs: undefined, songCount: 0, duration: 0 }) },
    });
    const { user } = renderApp('/dashboard?tab=playlists');
    expect(await screen.findByText('No playlists yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create playlist' }));
    expect(await screen.findByText('Playlist name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New playlist name'), 'Road trip');
    await user.click(screen.getByRole('button', { name: 'Create playlist' }));
    await waitFor(() => expect(callsTo(api, 'createPlaylist')).toEqual([expect.objectContaining({ body: { name: 'Road trip' } })]));
  });

  it('opens a playlist, moves a song down, removes one and shares it by link', async () => {
    signIn();
    const api = mockApi({
      listPlaylists: { body: [playlist()] },
      [routeKey('getPlaylist', { id: 'pl-1' })]: { body: playlist() },
      updatePlaylist: (body) => {
        const change = body as { songIds?: string[]; shared?: boolean };
        const ids = change.songIds ?? ['fav-1', 'fav-2'];
        const songs = ids.map((id) => (id === 'fav-1' ? first : second));
        return {
          body: playlist({
            songs,
            songCount: songs.length,
            shared: change.shared ?? false,
            shareId: change.shared ? 'share-link-id-123456' : null,
          }),
        };
      },
    });
    const { user } = renderApp('/dashboard?tab=playlists');
    await user.click(await screen.findByRole('button', { name: /Road trip/ }));
    expect(await screen.findByText('2 songs · 5:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Monsoon down' }));
    await waitFor(() => expect(callsTo(api, 'updatePlaylist')[0]?.body).toEqual({ songIds: ['fav-2', 'fav-1'] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Drizzle from the playlist' }));
    await waitFor(() => expect(callsTo(api, 'updatePlaylist')[1]?.body).toEqual({ songIds: ['fav-1'] }));
    await user.click(screen.getByRole('button', { name: 'Share by link' }));
    await waitFor(() => expect(callsTo(api, 'updatePlaylist')[2]?.body).toEqual({ shared: true }));
    expect(await screen.findByTestId('share-link')).toHaveTextContent('/playlist/share-link-id-123456');
  });

  it('deletes a playlist only after the shared confirmation dialog', async () => {
    signIn();
    const api = mockApi({
      listPlaylists: { body: [playlist()] },
      [routeKey('getPlaylist', { id: 'pl-1' })]: { body: playlist() },
      deletePlaylist: { body: { message: 'Playlist deleted' } },
    });
    const { user } = renderApp('/dashboard?tab=playlists');
    await user.click(await screen.findByRole('button', { name: /Road trip/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete "Road trip"?' }));
    expect(dialog.getByText(/The songs stay in the catalogue/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'deletePlaylist')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete "Road trip"?' })).getByRole('button', { name: 'Delete playlist' }),
    );
    await waitFor(() => expect(callsTo(api, 'deletePlaylist')).toHaveLength(1));
  });

  it('adds a song to a playlist from the song page menu', async () => {
    signIn();
    const api = mockApi({
      [routeKey('getSong', { songId: 'fav-2' })]: { body: { ...second, peaks: [] } },
      listPlaylists: { body: [playlist({ songs: undefined, songCount: 1 })] },
      [routeKey('getPlaylist', { id: 'pl-1' })]: { body: playlist({ songs: [first], songCount: 1 }) },
      updatePlaylist: { body: playlist() },
    });
    const { user } = renderApp('/songs/fav-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drizzle' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Drizzle to a playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to playlist' });
    await user.click(await within(dialog).findByRole('button', { name: /Road trip/ }));
    await waitFor(() => expect(callsTo(api, 'updatePlaylist')[0]?.body).toEqual({ songIds: ['fav-1', 'fav-2'] }));
  });

  it('shows a shared playlist read-only with the owner’s first name', async () => {
    mockApi({
      [routeKey('getSharedPlaylist', { shareId: 'share-link-id-123456' })]: {
        body: {
          name: 'Road trip',
          owner: 'Priya',
          songCount: 2,
          duration: 300,
          updated_at: '2026-11-20T10:00:00.000Z',
          songs: [first, second],
        },
      },
    });
    renderApp('/playlist/share-link-id-123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeInTheDocument();
    expect(screen.getByText('Playlist by Priya')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Monsoon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('artists', () => {
  it('the artist page lists the songs and followers, and Follow follows', async () => {
    signIn();
    let following = false;
    const api = mockApi({
      [routeKey('getArtist', { artist: 'luna-waves' })]: () => ({
        body: {
          id: 'luna-waves',
          name: 'Luna Waves',
          genre: 'Jazz',
          followers: following ? 8 : 7,
          songs: 2,
          following,
          tracks: [first, second],
        },
      }),
      followArtist: () => {
        following = true;
        return { body: { artist: 'luna-waves', following: true, followers: 8 } };
      },
    });
    const { user } = renderApp('/artist/luna-waves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna Waves' })).toBeInTheDocument();
    expect(screen.getByTestId('artist-followers')).toHaveTextContent('7 followers · 2 songs');
    expect(screen.getByRole('link', { name: 'Drizzle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(callsTo(api, routeKey('followArtist', { artist: 'luna-waves' }))).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('artist-followers')).toHaveTextContent('8 followers');
  });

  it('the Following tab shows artist cards and unfollows', async () => {
    signIn();
    const api = mockApi({
      listFollowing: { body: [{ id: 'luna-waves', name: 'Luna Waves', genre: 'Jazz', followers: 8, songs: 2 }] },
      unfollowArtist: { body: { artist: 'luna-waves', following: false, followers: 7 } },
    });
    const { user } = renderApp('/dashboard?tab=following');
    const panel = await screen.findByRole('region', { name: 'Artists you follow' });
    expect(within(panel).getByText('Jazz · 2 songs · 8 followers')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Unfollow Luna Waves' }));
    await waitFor(() => expect(callsTo(api, routeKey('unfollowArtist', { artist: 'luna-waves' }))).toHaveLength(1));
  });
});

describe('reviews', () => {
  const reviewsBody = (over: object = {}) => ({
    enabled: true,
    average: 4,
    count: 1,
    reviews: [
      {
        reviewer: 'Omar',
        rating: 4,
        comment: 'Warm and slow',
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
        mine: false,
      },
    ],
    canReview: true,
    mine: null,
    ...over,
  });

  it('shows the average and reviews, and an owner rates the song', async () => {
    signIn();
    const api = mockApi({
      [routeKey('getSong', { songId: 'fav-1' })]: { body: { ...first, peaks: [] } },
      [routeKey('getSongReviews', { songId: 'fav-1' })]: { body: reviewsBody() },
      putSongReview: { body: { reviewer: 'Rina', rating: 5, comment: 'Lovely', created_at: '', updated_at: '', mine: true } },
    });
    const { user } = renderApp('/songs/fav-1');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByTestId('reviews-summary')).toHaveTextContent('4.0 / 5 · 1 review');
    expect(within(section).getByText('Warm and slow')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Submit review' }));
    expect(await within(section).findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '5 stars' }));
    await user.type(within(section).getByLabelText('Comment (optional)'), 'Lovely');
    await user.click(within(section).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(callsTo(api, 'putSongReview')[0]?.body).toEqual({ rating: 5, comment: 'Lovely' }));
  });

  it('shows no form to a listener who does not own the song, and nothing when reviews are off', async () => {
    mockApi({
      [routeKey('getSong', { songId: 'fav-1' })]: { body: { ...first, peaks: [] } },
      [routeKey('getSongReviews', { songId: 'fav-1' })]: { body: reviewsBody({ canReview: false }) },
    });
    const view = renderApp('/songs/fav-1');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).queryByRole('button', { name: 'Submit review' })).toBeNull();
    view.unmount();

    mockApi({
      [routeKey('getSong', { songId: 'fav-1' })]: { body: { ...first, peaks: [] } },
      [routeKey('getSongReviews', { songId: 'fav-1' })]: {
        body: {
          enabled: false,
          message: 'Reviews are turned off in this store',
          average: null,
          count: 0,
          reviews: [],
          canReview: false,
          mine: null,
        },
      },
    });
    renderApp('/songs/fav-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
  });
});
