import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '../helpers/api';
import {
  downloadHead,
  hasBrowser,
  useBrowser,
  isMp3,
  journeyAccount,
  pressOnBrowse,
  registerThroughUi,
  signInThroughUi,
} from '../helpers/browser';
import { chooseOrderAction, openAdminOrders } from '../helpers/admin-orders-page';
import { stack } from '../helpers/stack';
import { invoiceName } from '../helpers/order-name';

const baseUrl = stack().baseUrl;

interface ListedSong {
  id: string;
  title: string;
  artist: string;
  status: string;
  is_available: boolean;
}

describe.skipIf(!hasBrowser)('journey: buy a song, pay, get approved, download, verify the licence', () => {
  const browser = useBrowser();
  let admin: BrowserContext;
  let page: Page;
  const { stamp, email, password } = journeyAccount('buyer');
  const transactionId = `TXN${stamp}`;
  const wallet = `017${String(stamp).slice(-8)}`;
  let song: ListedSong;
  let orderId: string;
  let licenseKey: string;

  beforeAll(async () => {
    page = await browser.openPage({ acceptDownloads: true });
    admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });

    const response = await api('listSongs', { query: { limit: 20 } });
    expect(response.status).toBe(200);
    const songs: ListedSong[] = response.body;
    const forSale = songs.find((s) => s.is_available && s.status === 'published');
    expect(forSale).toBeDefined();
    song = forSale!;
  });

  it('registers and signs in a buyer', async () => {
    await registerThroughUi(page, baseUrl, { name: 'Rina Buyer', email, password });
    await signInThroughUi(page, baseUrl, email, password, '/dashboard');
  });

  it('buys a song from /browse through the purchase dialog and lands on its invoice', async () => {
    await pressOnBrowse(page, baseUrl, song.title, 'Buy');

    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    await dialog.getByText(song.artist).first().waitFor();
    expect(await dialog.getByRole('radio', { name: /bKash/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Purchase Now' }).click();

    await page.waitForURL(/\/invoice\/\d+$/);
    orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    // The invoice names the order by its invoice number only (no internal '#<id + 786>' reference).
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${invoiceName(orderId)}$`) }).waitFor();
    await page.getByText('Will be generated after payment approval').waitFor();
  });

  it('submits the manual payment details on the invoice', async () => {
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment Details' });
    await modal.getByText('Send exact amount. After payment, fill the form below.').waitFor();
    await modal.getByLabel('BKASH Number', { exact: true }).fill(wallet);
    await modal.getByLabel('Transaction ID', { exact: true }).fill(transactionId);
    await modal.getByRole('button', { name: 'Submit Payment' }).click();

    await page.getByRole('heading', { name: 'Payment submitted, awaiting approval' }).waitFor();
    await page.getByText(transactionId).waitFor();
  });

  it('lets the admin approve the order in /admin/orders', async () => {
    const adminPage = await openAdminOrders(admin, browser.errors);
    const row = await chooseOrderAction(adminPage, orderId, email, 'Approve');

    const confirm = adminPage.getByRole('dialog', { name: 'Approve payment' });
    await confirm.getByText(transactionId).waitFor();
    await confirm.getByRole('button', { name: 'Approve Payment' }).click();
    await row.getByText('Completed').waitFor();
  });

  it('shows the buyer the completed order in /orders and downloads the song and the licence PDF', async () => {
    // Auto-download is on by default: this first visit after the approval starts the song's download once.
    const autoDownload = page.waitForEvent('download');
    await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${baseUrl}/orders`);
    expect(isMp3(await downloadHead(await autoDownload, 3))).toBe(true);
    const card = page.getByRole('article').filter({ hasText: new RegExp(`Order ${invoiceName(orderId)}`) });
    await card.getByText('Completed').waitFor();
    licenseKey = (await card.locator('code').textContent())!.trim();
    expect(licenseKey.length).toBeGreaterThan(10);

    const [songDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download Song' }).click()]);
    expect(isMp3(await downloadHead(songDownload, 3))).toBe(true);

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'License PDF' }).click()]);
    expect((await downloadHead(pdfDownload, 4)).toString('latin1')).toBe('%PDF');
  });

  it('verifies the licence key publicly on /license-verify', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/license-verify?key=${encodeURIComponent(licenseKey)}`);
    await visitor.getByRole('heading', { name: 'Valid License', exact: true }).waitFor();
    const result = visitor.getByRole('region', { name: 'Verification result' });
    await result.getByText(song.title).waitFor();
    await result.getByText(song.artist).waitFor();
    // The order under its public invoice number, never its bare id.
    await result.getByText(new RegExp(`^${invoiceName(orderId)}$`)).waitFor();
    expect(await result.getByText(`#${orderId}`).count()).toBe(0);
    // The buyer's address is masked for the public.
    expect(await result.getByText(email, { exact: true }).count()).toBe(0);
    await visitor.close();
    expect(browser.errors).toEqual([]);
  });
});
