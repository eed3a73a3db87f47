/**
 * Journey: the admin adds a song through the form in Chromium and a visitor plays its preview.
 * It publishes a song, which the shared stack's catalogue tests would see (they hold the public
 * list to the seed), so it runs on the `isolated` project's stack, and deletes its song at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateSongAudio } from '../../scripts/local/seed-audio/pool';
import { adminToken, api } from '../helpers/api';
import { expectPlaying, hasBrowser, launchBrowser, openPage, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: the admin uploads an MP3 through the form and the song plays in /browse', () => {
  const title = `Journey Upload ${Date.now().toString(36)}`;
  let browser: Browser;
  let page: Page;
  let mp3: Uint8Array;
  const errors: string[] = [];

  beforeAll(async () => {
    // Real music from the seed's encoder, so Chromium has something it can decode and play.
    mp3 = await generateSongAudio({ index: 777, genre: 'Jazz', durationSeconds: 45 });
    browser = await launchBrowser();
    page = await openPage(browser, errors);
  });

  // The stack outlives this file: leave nothing of it behind.
  afterAll(async () => {
    await browser?.close();
    const token = await adminToken();
    const mine = (await api('listAdminSongs', { token, query: { q: title } })).body;
    for (const song of mine) expect((await api('deleteSong', { token, params: { songId: song.id } })).status).toBe(200);
  });

  it('adds the song through /admin/songs/add and sees the upload reach 100%', async () => {
    await signInThroughUi(page, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Songs' }).click();
    await page.waitForURL(`${baseUrl}/admin/songs`);
    await page.getByRole('link', { name: 'Add New Song' }).click();
    await page.waitForURL(`${baseUrl}/admin/songs/add`);

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Artist').fill('Journey Trio');
    await page.getByLabel('Genre').selectOption('Jazz');
    await page.getByLabel('Price (USD)').fill('9.99');
    await page.getByLabel('Full track').setInputFiles({ name: 'journey.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from(mp3) });
    await page.getByRole('button', { name: 'Upload Song' }).click();

    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await page.getByText('Upload completed successfully!').waitFor({ timeout: 60_000 });
    await page.getByText('Song created successfully!').waitFor();
    await page.waitForURL(`${baseUrl}/admin/songs`, { timeout: 10_000 });
  });

  it('lists the song in /browse and plays its preview', async () => {
    await page.goto(`${baseUrl}/browse?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('region', { name: 'All Songs' }).getByRole('article').filter({ hasText: title });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: `Play ${title}`, exact: true }).click();

    const player = await expectPlaying(page, title);
    // The player draws the preview's stored waveform.
    await player.getByTestId('waveform').waitFor();
    expect(errors).toEqual([]);
  });
});
