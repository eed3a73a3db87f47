import { describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { seriousAxeViolations } from '../helpers/axe';
import { expectPlaying, hasBrowser, useBrowserPage } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

interface ListedSong {
  id: string;
  title: string;
  artist: string;
}

describe.skipIf(!hasBrowser)('journey: a visitor browses, searches, previews and reads help', () => {
  const ui = useBrowserPage();

  it('searches by artist, plays a preview, skips to the next track and opens a static page', async () => {
    const { page } = ui;
    const response = await api('listSongs', { query: { limit: 1 } });
    expect(response.status).toBe(200);
    const [seeded]: ListedSong[] = response.body;
    expect(seeded).toBeDefined();
    // Part of the artist's name, in another case: the search is a case-insensitive substring match.
    const needle = seeded!.artist.slice(0, Math.max(3, Math.ceil(seeded!.artist.length / 2))).toUpperCase();

    await page.goto(`${baseUrl}/browse`);
    await page.getByRole('heading', { name: 'All Songs' }).waitFor();
    await page.getByLabel('Search songs').fill(needle);
    await page.waitForURL((url) => url.searchParams.get('q') === needle);

    const allSongs = page.getByRole('region', { name: 'All Songs' });
    // The previous results stay on screen (dimmed) until the search answers: poll until every card matches.
    const cardTexts = () => allSongs.getByRole('article').allTextContents();
    await expect
      .poll(async () => {
        const texts = await cardTexts();
        return texts.length > 0 && texts.every((text) => text.toUpperCase().includes(needle));
      })
      .toBe(true);
    expect(await cardTexts()).toEqual(expect.arrayContaining([expect.stringContaining(seeded!.artist)]));

    // Play from the unfiltered grid, so there is a next track to skip to.
    await page.getByLabel('Search songs').fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    // The unfiltered list is back once the newest song leads it again.
    const firstTitle = seeded!.title;
    await expect.poll(() => allSongs.getByRole('article').first().getByRole('heading').textContent()).toBe(firstTitle);
    await allSongs.getByRole('article').nth(1).waitFor();
    await allSongs.getByRole('button', { name: `Play ${firstTitle}`, exact: true }).click();

    const player = await expectPlaying(page, firstTitle);
    // One <audio> element plays it.
    expect(await page.evaluate(() => document.querySelectorAll('audio').length)).toBe(1);

    await player.getByRole('button', { name: 'Next track' }).click();
    await expect.poll(() => player.getByTestId('player-title').textContent()).not.toBe(firstTitle);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    // Client-side navigation: the player and its clip carry on.
    await player.waitFor();
    expect(ui.errors).toEqual([]);
  });

  it.each(['/', '/browse', '/help'])('has no serious or critical axe violations on %s', async (path) => {
    // A first visit: a context of its own, no storage from the search journey.
    const context = await ui.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const fresh = await context.newPage();
    await fresh.goto(`${baseUrl}${path}`);
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    if (path === '/browse') await fresh.getByRole('region', { name: 'All Songs' }).getByRole('article').first().waitFor();
    expect(await seriousAxeViolations(fresh)).toEqual([]);
    await context.close();
  });
});
