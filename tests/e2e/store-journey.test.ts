/** Issue 21's journeys: a visitor plays a track from home without leaving it; a signed-out Buy signs up in the dialog and is back on the purchase, signed in. */
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: music first on home, buying from it', () => {
  const browser = useBrowser();

  it('a visitor on a phone plays a new release from home, hears it, and is still home; the player shows the title and closes', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/`);
    const releases = page.getByRole('region', { name: 'New releases' });
    const play = releases.getByRole('button', { name: /^Play / }).first();
    await play.waitFor();
    const title = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
    await play.click();

    const player = page.getByRole('region', { name: 'Audio player' });
    await expect.poll(() => player.getByTestId('player-title').textContent()).toBe(title);
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(new URL(page.url()).pathname).toBe('/');
    // Readable on a phone: the track has most of the bar's width, not a letter's, and the whole title fits in it.
    const titleEl = player.getByTestId('player-title');
    expect(await titleEl.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBeGreaterThan(150);
    expect(await titleEl.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await player.getByRole('button', { name: 'Close player' }).click();
    await player.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a signed-out Buy on home opens the purchase, signs up inside it, and comes back to the purchase signed in', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/`);
    const buy = page.getByRole('region', { name: 'New releases' }).getByRole('button', { name: /^Buy / }).first();
    await buy.waitFor();
    const title = (await buy.getAttribute('aria-label'))!.replace(/^Buy /, '');
    await buy.click();

    await page.waitForURL((url) => url.pathname === '/browse' && url.searchParams.has('buy'));
    const songId = new URL(page.url()).searchParams.get('buy');
    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    // The store allows guest checkout: the guest purchase comes first, with a way to sign in here.
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const panel = dialog.getByTestId('auth-panel');
    const email = `store.${Date.now()}@example.com`;
    await panel.getByLabel('Full Name').fill('Dia Dialog');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill('Tide-Pool-42');
    await panel.getByLabel('Confirm Password', { exact: true }).fill('Tide-Pool-42');
    await panel.getByRole('button', { name: 'Create Account' }).click();

    await dialog.getByRole('button', { name: 'Purchase Now' }).waitFor();
    expect(await dialog.getByText(title, { exact: true }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('buy')).toBe(songId);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.getByRole('banner').getByText('Dia Dialog').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
