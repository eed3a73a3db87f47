/**
 * Issue 20's buyer preferences in Chromium: high-quality audio picks the stream the player loads,
 * auto-download starts an approved purchase's download once, and the new-release mail's link
 * unsubscribes without signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { artistSlug } from '../../shared/artists';
import { DEMO_SONGS } from '../../scripts/local/catalogue-data';
import { adminToken, api, isLocalStack, mailsTo, registerAndLogin } from '../helpers/api';
import { walletPaidOrder } from '../helpers/orders';
import { hasBrowser, launchBrowser, pressOnBrowse, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;
type Listed = { id: string; title: string; artist: string; price: number };

let browser: Browser;
let admin: string;
let songs: Listed[];
let txn = 0;

/** A new buyer whose order for `song` is paid; approved too unless `approve` is false. */
async function buyer(song: Listed, approve = true) {
  const who = await registerAndLogin('Preference Buyer');
  return { ...who, orderId: await purchase(who, song, approve) };
}

/** `who` orders `song` and pays; the admin approves unless `approve` is false. Answers the order's id. */
async function purchase(who: { token: string }, song: Listed, approve = true): Promise<number> {
  const orderId = await walletPaidOrder(who.token, song, `E2EPREF${Date.now().toString(36)}${++txn}`);
  if (approve) expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
  return orderId;
}

async function signedInPage(who: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughUi(page, baseUrl, who.email, who.password, '/dashboard');
  return { context, page };
}

beforeAll(async () => {
  if (!hasBrowser) return;
  browser = await launchBrowser();
  admin = await adminToken();
  // Seeded songs only, from the end of the alphabet: a song another journey uploads is newest and
  // may have no 128 kbps stream of its own, and the first titles are the ones other journeys buy.
  const seeded = new Set(DEMO_SONGS.map((s) => s.title));
  const listed: Listed[] = (await api('listSongs', { query: { limit: 100, sort: 'title' } })).body;
  songs = listed.filter((s) => seeded.has(s.title)).reverse();
});

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasBrowser)('journey: high-quality audio', () => {
  it('plays an owned song from the 320 kbps master, and from the 128 kbps stream once the setting is off', async () => {
    const song = songs[0]!;
    const owner = await buyer(song);
    const { context, page } = await signedInPage(owner);
    const audioKeys: string[] = [];
    page.on('request', (request) => {
      const path = decodeURIComponent(new URL(request.url()).pathname);
      if (path.includes(`/songs/${song.id}/`)) audioKeys.push(path);
    });
    const play = () => pressOnBrowse(page, baseUrl, song.title, 'Play');

    await play();
    await expect.poll(() => audioKeys.some((k) => k.endsWith('/master.mp3')), { timeout: 15_000 }).toBe(true);
    expect(audioKeys.some((k) => k.includes('preview'))).toBe(false);

    await page.goto(`${baseUrl}/settings`);
    const highQuality = page.getByRole('checkbox', { name: /High quality audio/ });
    await highQuality.uncheck();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    expect((await saved).status()).toBe(200);

    audioKeys.length = 0;
    await play();
    await expect.poll(() => audioKeys.some((k) => k.endsWith('/stream-128.mp3')), { timeout: 15_000 }).toBe(true);
    expect(audioKeys.some((k) => k.endsWith('/master.mp3'))).toBe(false);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('journey: auto-download', () => {
  it('starts the approved purchase download exactly once on My Orders, and not again on the next visit', async () => {
    const song = songs[1]!;
    const who = await buyer(song, false);
    const { context, page } = await signedInPage(who);
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    expect((await api('approvePayment', { params: { orderId: who.orderId }, token: admin })).status).toBe(200);

    const offered = page.waitForResponse((r) => r.url().endsWith('/api/orders/auto-downloads'));
    await page.goto(`${baseUrl}/orders`);
    await offered;
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(1);
    expect(downloads[0]!.suggestedFilename()).toBe(`${song.title}.mp3`);

    // A second visit (and a reload of it) finds the download already started.
    for (const visit of [() => page.goto(`${baseUrl}/orders`), () => page.reload()]) {
      const again = page.waitForResponse((r) => r.url().endsWith('/api/orders/auto-downloads'));
      await visit();
      const answer = await again;
      expect(await answer.json()).toEqual([]);
    }
    await page.getByRole('button', { name: 'Download Song' }).first().waitFor();
    expect(downloads).toHaveLength(1);
    await context.close();
  });

  it('starts every approved purchase download at once, not only the last, and stays on My Orders', async () => {
    const [first, second] = [songs[3]!, songs[4]!];
    const who = await buyer(first, false);
    const secondOrderId = await purchase(who, second, false);
    const { context, page } = await signedInPage(who);
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    for (const orderId of [who.orderId, secondOrderId]) {
      expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
    }

    const offered = page.waitForResponse((r) => r.url().endsWith('/api/orders/auto-downloads'));
    await page.goto(`${baseUrl}/orders`);
    expect(await (await offered).json()).toHaveLength(2);
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual([`${first.title}.mp3`, `${second.title}.mp3`].sort());
    // Both files arrive whole (neither start cancelled the other), and the page never left My Orders.
    for (const download of downloads) expect(await download.failure()).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/orders');
    await page.getByRole('button', { name: 'Download Song' }).first().waitFor();
    await context.close();
  });
});

describe.skipIf(!hasBrowser || !isLocalStack())('journey: new-release mail', () => {
  it('an opted-in follower gets the mail and unsubscribes from its link without signing in', async () => {
    const song = songs[2]!;
    const fan = await registerAndLogin('Release Fan');
    expect((await api('updateUserSettings', { token: fan.token, body: { ...DEFAULT_USER_SETTINGS, emailUpdates: true } })).status).toBe(
      200,
    );
    expect((await api('followArtist', { params: { artist: artistSlug(song.artist) }, token: fan.token })).status).toBe(200);

    // The artist releases the song (unpublished, then published again), and the sweep runs.
    for (const status of ['draft', 'published'] as const) {
      const res = await api('updateSongStatus', { params: { songId: song.id }, body: { status }, token: admin });
      expect(res.status, res.text).toBe(200);
    }
    expect((await api('sendReleaseDigests', { token: admin })).status).toBe(200);
    const mail = mailsTo(fan.email).find((m) => m.subject === `New from ${song.artist}: ${song.title}`);
    expect(mail).toBeDefined();
    const link = /Unsubscribe: (\S+)/.exec(mail!.text)![1]!;

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText('You will no longer get emails about new releases.').waitFor();
    expect((await api('getUserSettings', { token: fan.token })).body.emailUpdates).toBe(false);
    await context.close();
  });
});
