/**
 * The buyer's account in Chromium (issue 14's acceptance): a buyer favourites a song, makes a
 * playlist with it and follows its artist, and finds all three in the dashboard. The data-rights
 * steps (settings, password, export, deletion) extend this journey.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artistSlug } from '../../shared/artists';
import { api } from '../helpers/api';
import { hasBrowser, useBrowser, registerThroughUi, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: favourite a song, make a playlist with it, follow its artist', () => {
  const browser = useBrowser();
  let page: Page;
  const stamp = Date.now();
  const email = `listener.${stamp}@example.com`;
  const password = 'e2e correct horse';
  const playlistName = `Journey ${stamp}`;
  let song: { id: string; title: string; artist: string };
  const credentials = { password };

  beforeAll(async () => {
    page = await browser.openPage();
    const listed = await api('listSongs', { query: { limit: 30, sort: 'title' } });
    // Far from the start of the list, which other journeys buy from.
    song = listed.body.at(-3)!;
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
    expect(browser.errors).toEqual([]);
  });
  it('turns auto-play off in Settings, and after a reload it is still off', async () => {
    await page.goto(`${baseUrl}/settings`);
    const autoPlay = page.getByRole('checkbox', { name: /Auto-play/ });
    await autoPlay.waitFor();
    await autoPlay.uncheck();
    // The saved answer, not the 3-second toast that says so.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: /Auto-play/ }).isChecked()).toBe(false);
  });

  it('changes the password in the modal; the old one no longer signs in, the new one does', async () => {
    const newPassword = 'E2e-new-horse-9';
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password', { exact: true }).fill(password);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // This device kept its session with the new token.
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();

    const old = await api('login', { body: { email, password } });
    expect(old.status).toBe(401);
    const fresh = await api('login', { body: { email, password: newPassword } });
    expect(fresh.status).toBe(200);
    credentials.password = newPassword;
  });

  it('exports the data file user-data-export.json with the playlist in it', async () => {
    await page.goto(`${baseUrl}/settings`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toBe('user-data-export.json');
    const path = await download.path();
    const data = JSON.parse(readFileSync(path, 'utf8')) as { profile: { email: string }; account: Record<string, { name?: string }[]> };
    expect(data.profile.email).toBe(email);
    expect(data.account.Playlist?.map((p) => p.name)).toContain(playlistName);
  });

  it('deletes the account in two steps and lands on /auth; signing in no longer works', async () => {
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByLabel('Type your email address or your password to confirm').fill(email);
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    // Where the user ends: signed out on the sign-in form (the toast saying so lasts 3 seconds).
    await page.getByRole('form', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const login = await api('login', { body: { email, password: credentials.password } });
    expect(login.status).toBe(401);
    expect(browser.errors).toEqual([]);
  });
});
