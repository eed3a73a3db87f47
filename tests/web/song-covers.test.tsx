import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { song } from './song-fixtures';

preloadRoutes('browse', 'song');

const covered = song({ id: 'cv-1', title: 'Monsoon', artist: 'Tahsan', cover_url: '/covers/cv-1/01J.png' });
const bare = song({ id: 'cv-2', title: 'Drizzle', artist: 'Arnob', cover_url: null });

describe('song covers', () => {
  it('shows the cover on a song card with alt text, and the genre placeholder when a song has none', async () => {
    mockApi({ listSongs: { body: [covered, bare] } });
    renderApp('/browse');
    const grid = await screen.findByRole('region', { name: 'All Songs' });
    const card = await within(grid).findByRole('article', { name: 'Monsoon' });
    expect(within(card).getByRole('img', { name: 'Cover of Monsoon by Tahsan' })).toHaveAttribute('src', '/covers/cv-1/01J.png');
    const plain = within(grid).getByRole('article', { name: 'Drizzle' });
    expect(within(plain).queryByRole('img')).toBeNull();
  });

  it('shows the cover on the song page', async () => {
    mockApi({ [routeKey('getSong', { songId: 'cv-1' })]: { body: { ...covered, peaks: [] } } });
    renderApp('/songs/cv-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Monsoon by Tahsan' })).toHaveAttribute('src', '/covers/cv-1/01J.png');
  });

  it('shows the playing song’s cover in the player, and none for a song without one', async () => {
    mockApi({ listSongs: { body: [covered, bare] } });
    const { user } = renderApp('/browse');
    const grid = await screen.findByRole('region', { name: 'All Songs' });
    await user.click(await within(grid).findByRole('button', { name: 'Play Monsoon' }));
    const player = await screen.findByRole('region', { name: 'Audio player' });
    expect(within(player).getByRole('img', { name: 'Cover of Monsoon by Tahsan' })).toHaveAttribute('src', '/covers/cv-1/01J.png');
    await user.click(within(grid).getByRole('button', { name: 'Play Drizzle' }));
    expect(within(player).queryByRole('img')).toBeNull();
  });

  it('ignores a cover_url outside the site’s /covers/ path', async () => {
    const foreign = song({ id: 'cv-3', title: 'Elsewhere', cover_url: 'https://evil.example/x.png' });
    mockApi({ listSongs: { body: [foreign] } });
    renderApp('/browse');
    const card = await within(await screen.findByRole('region', { name: 'All Songs' })).findByRole('article', { name: 'Elsewhere' });
    expect(within(card).queryByRole('img')).toBeNull();
  });

  const seeded = song({ id: 'cv-4', title: 'Rainfall', artist: 'Tahsan', cover_url: '/covers/cv-4/seed-v3-w512.png' });
  const srcset = '/covers/cv-4/seed-v3-w160.png 160w, /covers/cv-4/seed-v3-w320.png 320w, /covers/cv-4/seed-v3-w512.png 512w';

  it('lets a card load the rendition of a cover that fits its width, and keeps an uploaded cover one image', async () => {
    mockApi({ listSongs: { body: [seeded, covered] } });
    renderApp('/browse');
    const grid = await screen.findByRole('region', { name: 'All Songs' });
    const cover = within(await within(grid).findByRole('article', { name: 'Rainfall' })).getByRole('img', {
      name: 'Cover of Rainfall by Tahsan',
    });
    expect(cover).toHaveAttribute('srcset', srcset);
    expect(cover.getAttribute('sizes')).toMatch(/300px/);
    expect(cover).toHaveAttribute('width', '512');
    expect(cover).toHaveAttribute('height', '512');
    // An uploaded cover is one image: no renditions to choose from.
    const uploaded = within(within(grid).getByRole('article', { name: 'Monsoon' })).getByRole('img');
    expect(uploaded).not.toHaveAttribute('srcset');
  });

  it('shows the song page the wide rendition of a cover kept at several widths, at once', async () => {
    mockApi({ [routeKey('getSong', { songId: 'cv-4' })]: { body: { ...seeded, peaks: [] } } });
    renderApp('/songs/cv-4');
    await screen.findByRole('heading', { level: 1, name: 'Rainfall' });
    const large = screen.getByRole('img', { name: 'Cover of Rainfall by Tahsan' });
    expect(large).toHaveAttribute('srcset', srcset);
    expect(large).toHaveAttribute('sizes', '(min-width: 768px) 18rem, 100vw');
    expect(large).toHaveAttribute('loading', 'eager');
  });
});
