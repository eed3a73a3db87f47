/**
 * The buyer's account in Chromium (issue 14's acceptance): a buyer favourites a song, makes a
 * playlist with it and follows its artist, and finds all three in the dashboard. The data-rights
 * steps (settings, password, export, deletion) extend this journey.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artistSlug } from '../../shared/artists';
import { api } from '../helpers/api';
import { hasBrowser, launchBrowser, registerThroughUi, signInThroughUi } from '../helpers/browser';

const baseUrl = inject('baseUrl');

describe.skipIf(!hasBrowser)('journey: favourite a song, make a playlist with it, follow its artist', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const stamp = Date.now();
  const email = `listener.${stamp}@example.com`;
  const password = 'e2e correct horse';
  const playlistName = `Journey ${stamp}`;
  let song: { id: string; title: string; artist: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const listed = await api('listSongs', { query: { limit: 30, sort: 'title' } });
    // Far from the start of the list, which other journeys buy from.
    song = listed.body.at(-3)!;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers and signs in a listener', async () => {
    await registerThroughUi(page, baseUrl, { name: 'Lina Listener', email, password });
    await signInThroughUi(page, baseUrl, email, password, '/dashboard');
  });

  it('hearts the song on its page and finds it in the Favorites tab', async () => {
    await page.goto(`${baseUrl}/songs/${song.id}`);
    await page.getByRole('heading', { level: 1, name: song.title }).waitFor();
    await page.getByRole('button', { name: `Add ${song.title} to favorites` }).click();
    await page.getByRole('button', { name: `Remove ${song.title} from favorites`, pressed: true }).waitFor();

    await page.goto(`${baseUrl}/dashboard?tab=favorites`);
    const favorites = page.getByRole('region', { name: /Favorite songs/ });
    await favorites.getByRole('link', { name: song.title }).waitFor();
  });

  it('makes a playlist with the song from the song page menu, and the Playlists tab lists it', async () => {
    await page.goto(`${baseUrl}/songs/${song.id}`);
    await page.getByRole('button', { name: `Add ${song.title} to a playlist` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
    await dialog.getByLabel('New playlist').fill(playlistName);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${baseUrl}/dashboard?tab=playlists`);
    await page.getByRole('button', { name: new RegExp(playlistName) }).click();
    await page.getByText('1 song ·').waitFor();
    await page.getByRole('link', { name: song.title }).waitFor();
  });

  it("follows the song's artist on the artist page, and the Following tab shows the artist", async () => {
    await page.goto(`${baseUrl}/songs/${song.id}`);
    await page.getByRole('heading', { level: 1, name: song.title }).waitFor();
    await page.getByRole('link', { name: song.artist, exact: true }).first().click();
    await page.waitForURL(`**/artist/${artistSlug(song.artist)}`);
    await page.getByRole('heading', { level: 1, name: song.artist }).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', pressed: true }).waitFor();

    await page.goto(`${baseUrl}/dashboard?tab=following`);
    const following = page.getByRole('region', { name: 'Artists you follow' });
    await following.getByRole('link', { name: song.artist }).waitFor();
    expect(errors).toEqual([]);
  });
});
