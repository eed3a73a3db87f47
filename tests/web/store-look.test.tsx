/** Issue 21: music on every surface: home shelves, the player on a phone, artist and song pages, the support button, one subscription question. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { song } from './song-fixtures';

preloadRoutes('home', 'song', 'artist');

const releases = [
  song({ id: 'n1', title: 'Neon Tide', artist: 'Kaia Voss', genre: 'Electronic', price: 2.99, cover_url: '/covers/n1/seed.png' }),
  song({ id: 'n2', title: 'Blue Lantern', artist: 'Mira Quintet', genre: 'Jazz', price: 3.29 }),
];

describe('home leads with music', () => {
  it('shows New releases with prices and Buy, and a visitor plays one without leaving home', async () => {
    mockApi({ listSongs: { body: releases }, listTrendingSongs: { body: [] } });
    const { user, router } = renderApp('/');
    const shelf = await screen.findByRole('region', { name: 'New releases' });
    const card = await within(shelf).findByRole('article', { name: 'Neon Tide' });
    expect(within(card).getByRole('button', { name: 'Buy Neon Tide' })).toBeInTheDocument();
    expect(within(card).getByTestId('song-price')).toHaveTextContent('৳');

    await user.click(within(card).getByRole('button', { name: 'Play Neon Tide' }));

    const player = await screen.findByRole('region', { name: 'Audio player' });
    expect(within(player).getByTestId('player-title')).toHaveTextContent('Neon Tide');
    expect(within(card).getByRole('button', { name: 'Pause Neon Tide' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('shows Trending only when songs were played or bought this week', async () => {
    mockApi({ listSongs: { body: releases }, listTrendingSongs: { body: [song({ id: 't1', title: 'Hot Track' })] } });
    renderApp('/');
    const trending = await screen.findByRole('region', { name: 'Trending this week' });
    expect(await within(trending).findByRole('article', { name: 'Hot Track' })).toBeInTheDocument();
  });

  it('leaves Trending out while nothing trends', async () => {
    const api = mockApi({ listSongs: { body: releases }, listTrendingSongs: { body: [] } });
    renderApp('/');
    await screen.findByRole('region', { name: 'New releases' });
    await waitFor(() => expect(callsTo(api, 'listTrendingSongs')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Trending this week' })).not.toBeInTheDocument();
  });

  it('shows each genre as a tile linking to browse filtered by it', async () => {
    mockApi({ listSongs: { body: releases } });
    renderApp('/');
    const genres = await screen.findByRole('region', { name: 'Browse by genre' });
    expect(within(genres).getByRole('link', { name: 'Hip Hop' })).toHaveAttribute('href', '/browse?genre=hip%20hop');
  });
});

describe('the player', () => {
  it('links its title to the song, and closes', async () => {
    mockApi({ listSongs: { body: releases }, listTrendingSongs: { body: [] } });
    const { user, router } = renderApp('/');
    const shelf = await screen.findByRole('region', { name: 'New releases' });
    await user.click(await within(shelf).findByRole('button', { name: 'Play Blue Lantern' }));
    const player = await screen.findByRole('region', { name: 'Audio player' });
    expect(within(player).getByRole('link', { name: 'Blue Lantern' })).toHaveAttribute('href', '/songs/n2');

    await user.click(within(player).getByRole('button', { name: 'Close player' }));

    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(screen.getByTestId<HTMLAudioElement>('preview-audio')).not.toHaveAttribute('src');
    expect(currentPath(router)).toBe('/');
  });

  it('gives the title its own row on a phone: the whole title is in the bar, over up to two lines', async () => {
    const long = song({ id: 'long', title: 'A Very Long Title For A Small Phone Screen', artist: 'Someone With A Long Name' });
    mockApi({ listSongs: { body: [long] }, listTrendingSongs: { body: [] } });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: `Play ${long.title}` }));
    const title = screen.getByTestId('player-title');
    expect(title).toHaveTextContent(long.title);
    expect(title.className).toContain('line-clamp-2');
    expect(title.className).not.toContain('truncate');
  });
});

describe('artist page', () => {
  const tracks = [
    song({ id: 'a1', title: 'Drizzle', artist: 'Luna Waves', price: 2.49 }),
    song({ id: 'a2', title: 'Harbour', artist: 'Luna Waves', price: 3.49 }),
  ];
  const artist = (extra: Record<string, unknown> = {}) => ({
    [routeKey('getArtist', { artist: 'luna-waves' })]: {
      body: { id: 'luna-waves', name: 'Luna Waves', genre: 'Jazz', followers: 7, songs: 2, following: false, tracks, ...extra },
    },
  });

  it("shows the artist's image and bio, and every song with its price, play and Buy", async () => {
    mockApi(artist({ image: '/covers/artists/luna.png', bio: 'Piano and rain from Chattogram.' }));
    renderApp('/artist/luna-waves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna Waves' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Luna Waves' })).toHaveAttribute('src', '/covers/artists/luna.png');
    expect(screen.getByTestId('artist-bio')).toHaveTextContent('Piano and rain from Chattogram.');
    for (const track of tracks) {
      const row = screen.getByRole('link', { name: track.title }).closest('li')!;
      expect(within(row).getByRole('button', { name: `Play ${track.title}` })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `Buy ${track.title}` })).toBeInTheDocument();
      expect(within(row).getByTestId('song-price')).toHaveTextContent('৳');
    }
  });

  it('keeps the letter and shows no bio while the artist has none, and never an image from another site', async () => {
    mockApi(artist({ image: 'https://evil.example/x.png', bio: '' }));
    renderApp('/artist/luna-waves');
    await screen.findByRole('heading', { level: 1, name: 'Luna Waves' });
    expect(screen.queryByTestId('artist-image')).not.toBeInTheDocument();
    expect(screen.queryByTestId('artist-bio')).not.toBeInTheDocument();
  });
});

describe('song page', () => {
  it('shows more from the artist and related songs of the same genre, without the song itself', async () => {
    const current = song({ id: 's-1', title: 'Monsoon', artist: 'Tahsan', genre: 'Jazz' });
    const sameArtist = song({ id: 's-2', title: 'Cyclone', artist: 'Tahsan', genre: 'Jazz' });
    const sameGenre = song({ id: 's-3', title: 'Brass Morning', artist: 'Mira Quintet', genre: 'Jazz' });
    mockApi({
      [routeKey('getSong', { songId: 's-1' })]: { body: current },
      [routeKey('getArtist', { artist: 'tahsan' })]: {
        body: { id: 'tahsan', name: 'Tahsan', genre: 'Jazz', followers: 1, songs: 2, following: false, tracks: [current, sameArtist] },
      },
      listSongs: { body: [current, sameArtist, sameGenre] },
    });
    renderApp('/songs/s-1');
    const more = await screen.findByRole('region', { name: 'More from Tahsan' });
    expect(within(more).getByRole('article', { name: 'Cyclone' })).toBeInTheDocument();
    expect(within(more).queryByRole('article', { name: 'Monsoon' })).not.toBeInTheDocument();
    const related = await screen.findByRole('region', { name: 'Related songs' });
    expect(within(related).getByRole('article', { name: 'Brass Morning' })).toBeInTheDocument();
    expect(within(related).queryByRole('article', { name: 'Cyclone' })).not.toBeInTheDocument();
  });
});

describe('support button', () => {
  it('is not on admin pages', async () => {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    mockApi({ getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) } });
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('complementary', { name: 'Support' })).not.toBeInTheDocument();
  });
});

describe('a signed-in page of a user without a subscription', () => {
  it('asks whether one exists and never requests my-subscription (whose 404 the console would log)', async () => {
    localStorage.setItem('token', fakeToken());
    const api = mockApi({
      getMe: { body: apiUser() },
      getSubscriptionState: { body: { subscription: null } },
      listSongs: { body: releases },
    });
    renderApp('/browse');
    await screen.findByRole('region', { name: 'All Songs' });
    await waitFor(() => expect(callsTo(api, 'getSubscriptionState').length).toBeGreaterThan(0));
    expect(callsTo(api, 'getMySubscription')).toHaveLength(0);
  });
});

describe('signing in', () => {
  it('shows the avatar in the header right after sign-in, without a reload', async () => {
    mockApi({
      login: { body: { token: fakeToken(), user: apiUser() } },
      getMe: { body: { ...apiUser(), avatar_url: '/covers/avatars/u1/pic.png' } },
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'rina@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getAllByTestId('avatar-image')[0]).toHaveAttribute('src', '/covers/avatars/u1/pic.png'));
    // The dashboard's own cards show it too, where they showed the initial.
    const main = within(await screen.findByRole('main'));
    await waitFor(() => expect(main.getAllByTestId('avatar-image').length).toBeGreaterThan(0));
  });
});
