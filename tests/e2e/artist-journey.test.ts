/**
 * Journey (issue 24): a seeded demo artist signs in, uploads a song from the studio with progress
 * and sees it pending; the admin approves it in the songs screen; a buyer buys it through the store
 * and pays by bKash; once the admin approves the payment the artist sees the sale, its net amount and
 * a larger balance, and requests a payout; the admin marks it paid on /admin/payouts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artistSlug } from '../../shared/artists';
import { api, mailsTo, registerAndLogin, resetTokenIn } from '../helpers/api';
import { hasBrowser, useBrowser, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';
import { silentMp3 } from '../fixtures/audio';

const baseUrl = stack().baseUrl;
/** One of the demo catalogue's artists: its account is seeded with the catalogue. */
const DEMO_ARTIST = 'Kaia Voss';
const artistEmail = `${artistSlug(DEMO_ARTIST)}@artists.marketplace.local`;
const password = 'e2e artist passphrase';
const stamp = Date.now();
const title = `Studio Journey ${stamp}`;
const price = 34.99;

/** The demo artist's password is never printed: the journey sets its own through the reset mail, as a handed-over account would. */
async function takeOverDemoArtist(): Promise<void> {
  const asked = await api('forgotPassword', { body: { email: artistEmail } });
  expect(asked.status).toBe(200);
  let token: string | undefined;
  for (let i = 0; i < 50 && !token; i++) {
    token = mailsTo(artistEmail)
      .map((m) => resetTokenIn(m.text))
      .filter(Boolean)
      .at(-1);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  expect(token).toBeDefined();
  const reset = await api('resetPassword', { body: { token: token!, newPassword: password } });
  expect(reset.status, reset.text).toBe(200);
}

describe.skipIf(!hasBrowser)('journey: an artist uploads, is approved, sells and is paid', () => {
  const browser = useBrowser();
  let artist: Page;
  let admin: Page;
  let dir: string;

  beforeAll(async () => {
    await takeOverDemoArtist();
    dir = mkdtempSync(join(tmpdir(), 'mm-e2e-artist-'));
    writeFileSync(join(dir, 'take.mp3'), silentMp3(40));
    artist = await browser.openPage();
    admin = await browser.openPage();
  });

  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('signs in as the demo artist and opens the studio from the header', async () => {
    await signInThroughUi(artist, baseUrl, artistEmail, password, '/dashboard');
    await artist.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click();
    await artist.waitForURL(`${baseUrl}/studio`);
    await artist.getByText(`Your songs, sales and earnings as ${DEMO_ARTIST}`).waitFor();
  });

  it('uploads a song with progress and sees it pending review', async () => {
    const form = artist.locator('form').filter({ has: artist.getByLabel('Audio file') });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Price (USD)').fill(String(price));
    await form.getByLabel('Audio file').setInputFiles(join(dir, 'take.mp3'));
    await form.getByRole('button', { name: 'Upload' }).click();
    await artist
      .getByText(/Uploading… \d+%|Processing the audio…/)
      .first()
      .waitFor();
    await artist.getByText('Uploaded. It waits for review before it is published.').waitFor();
    const row = artist.getByRole('list', { name: 'Your songs' }).getByRole('listitem').filter({ hasText: title });
    await row.getByText('Pending review').waitFor();
  });

  it('the admin approves it in the songs screen', async () => {
    await signInThroughUi(admin, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    await admin.goto(`${baseUrl}/admin/songs?status=pending&q=${encodeURIComponent(title)}`);
    await admin.getByText(`Uploaded by ${DEMO_ARTIST}`).first().waitFor();
    await admin
      .getByRole('button', { name: `Approve ${title}` })
      .first()
      .click();
    await admin.getByRole('button', { name: `Approve ${title}` }).waitFor({ state: 'detached' });
    const listed = await api('listSongs', { query: { q: title } });
    expect(listed.body.map((s) => s.title)).toContain(title);
  });

  it('a buyer buys it in the browser; once the admin approves, the artist sees the sale, its net and a larger balance', async () => {
    const available = async () => Number((await artist.locator('[data-figure="available"]').textContent())!.replace(/[^\d.]/g, ''));
    await artist.reload();
    await artist.locator('[data-figure="available"]').waitFor();
    const before = await available();

    const buyer = await registerAndLogin('Journey Buyer');
    const shopper = await browser.openPage();
    await signInThroughUi(shopper, baseUrl, buyer.email, buyer.password, '/dashboard');
    await shopper.goto(`${baseUrl}/browse?q=${encodeURIComponent(title)}`);
    await shopper
      .getByRole('region', { name: 'All Songs' })
      .getByRole('button', { name: `Buy ${title}`, exact: true })
      .first()
      .click();
    const dialog = shopper.getByRole('dialog', { name: 'Complete Purchase' });
    expect(await dialog.getByRole('radio', { name: /bKash/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Purchase Now' }).click();
    await shopper.waitForURL(/\/invoice\/\d+$/);
    const orderId = new URL(shopper.url()).pathname.split('/').at(-1)!;
    await shopper.getByRole('button', { name: 'Pay Now' }).click();
    const modal = shopper.getByRole('dialog', { name: 'Payment Details' });
    await modal.getByLabel('BKASH Number', { exact: true }).fill('01712345678');
    await modal.getByLabel('Transaction ID', { exact: true }).fill(`ARTJ${stamp}`);
    await modal.getByRole('button', { name: 'Submit Payment' }).click();
    await shopper.getByRole('heading', { name: 'Payment submitted, awaiting approval' }).waitFor();

    // Nothing is earned while the payment waits for the admin.
    await artist.reload();
    await artist.locator('[data-figure="available"]').waitFor();
    expect(await available()).toBeCloseTo(before, 2);

    await admin.goto(`${baseUrl}/admin/orders`);
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await row.getByRole('button', { name: `Actions for order ${orderId}` }).click();
    await admin.getByRole('menuitem', { name: `Approve order ${orderId}` }).click();
    await admin.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve Payment' }).click();
    await row.getByText('Completed').waitFor();

    await artist.reload();
    const sales = artist.getByRole('table', { name: 'Sales', exact: true });
    const sale = sales.getByRole('row').filter({ hasText: title });
    await sale.waitFor();
    // ৳3,849 gross at the default 10 %: ৳384.90 commission ($3.50), ৳3,464.10 net ($31.49), shown in the store's dollars.
    await sale.getByText('$31.49').waitFor();
    expect(await sale.textContent()).toContain('$3.50');
    expect(await sales.textContent()).not.toContain('Journey Buyer');
    expect(await available()).toBeCloseTo(before + 31.49, 1);
    const perSong = artist.getByRole('table', { name: 'Plays and sales per song' }).getByRole('row').filter({ hasText: title });
    expect((await perSong.getByRole('cell').allTextContents()).slice(2)).toEqual(['1', '$31.49']);
  });

  it('requests a payout, which the admin marks paid on the payouts screen', async () => {
    const form = artist.locator('form').filter({ has: artist.getByLabel('Amount (BDT)') });
    await form.getByLabel('Amount (BDT)').fill('1000');
    await form.getByLabel('Method').selectOption('nagad');
    await form.getByLabel('Number or account').fill('01812345678');
    await form.getByRole('button', { name: 'Request payout' }).click();
    await artist
      .getByRole('list', { name: 'Your payouts' })
      .getByText(/Requested/)
      .waitFor();

    await admin.goto(`${baseUrl}/admin/payouts`);
    await admin.getByText('5–7 business days').first().waitFor();
    const request = admin.getByRole('row').filter({ hasText: DEMO_ARTIST }).filter({ hasText: '1,000.00' }).first();
    await request.getByText('Today').waitFor();
    await request.getByRole('button', { name: 'Mark paid' }).click();
    const paying = admin.getByRole('dialog', { name: 'Mark payout paid' });
    await paying.getByLabel('Transfer reference').fill(` NGD-${stamp} `);
    await paying.getByRole('button', { name: 'Mark Paid' }).click();
    await admin.getByRole('row').filter({ hasText: DEMO_ARTIST }).getByRole('button', { name: 'Mark paid' }).waitFor({ state: 'detached' });

    await artist.reload();
    await artist
      .getByRole('list', { name: 'Your payouts' })
      .getByText(new RegExp(`Paid · NGD-${stamp}`))
      .waitFor();
    expect(mailsTo(artistEmail).map((m) => m.subject)).toContain('Your payout was sent');
    expect(browser.errors).toEqual([]);
  });
});
