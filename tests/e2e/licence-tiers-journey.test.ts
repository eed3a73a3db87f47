/**
 * Licence tiers (issue 25) in Chromium: a buyer compares the tiers on a song page, buys the WAV
 * Lease, pays by bKash, and once an admin approves downloads a WAV (their download-quality
 * preference is Lossless); the public verification page shows the tier and its terms. Then they
 * upgrade to Unlimited from the song page for the difference, pay it the same way, and the old key
 * reads as upgraded on /license-verify while the new one is a valid Unlimited licence.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download } from 'playwright-core';
import { demoSongId } from '../../scripts/local/seed';
import { WAV_DEMO_SONGS } from '../../scripts/local/seed-tier-audio';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, registerAndLogin } from '../helpers/api';
import { hasBrowser, signInThroughUi, useBrowserPage } from '../helpers/browser';
import { stack } from '../helpers/stack';
import { invoiceName } from '../helpers/order-name';

const baseUrl = stack().baseUrl;

/** A saved download's first bytes and its suggested name. */
async function saved(download: Download): Promise<{ head: string; name: string }> {
  const bytes = await readFile(await download.path());
  return { head: bytes.subarray(0, 12).toString('latin1'), name: download.suggestedFilename() };
}

describe.skipIf(!hasBrowser)('journey: compare the licences, buy the WAV Lease, download a WAV, verify the tier', () => {
  const session = useBrowserPage(async (browser) =>
    (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage(),
  );
  const songId = demoSongId(WAV_DEMO_SONGS[3]!).id;
  const transactionId = `TIERS${Date.now().toString(36).toUpperCase()}`;
  let buyer: Awaited<ReturnType<typeof registerAndLogin>>;
  let title: string;
  let wavPrice: number;
  let unlimitedPrice: number;
  let orderId: string;
  let licenseKey: string;
  let upgradeOrderId: string;
  let newKey: string;

  /** Pays the invoice on screen by bKash with a fresh transaction ID, then an admin approves it. */
  async function payAndApprove(id: string, txn: string) {
    const { page } = session;
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment Details' });
    await modal.getByLabel('BKASH Number', { exact: true }).fill('01712345678');
    await modal.getByLabel('Transaction ID', { exact: true }).fill(txn);
    await modal.getByRole('button', { name: 'Submit Payment' }).click();
    await page.getByRole('heading', { name: 'Payment submitted, awaiting approval' }).waitFor();

    const approved = await api('approvePayment', { params: { orderId: Number(id) }, token: await adminToken() });
    expect(approved.status, approved.text).toBe(200);
  }

  beforeAll(async () => {
    buyer = await registerAndLogin('Tier Buyer', 'e2e tiers correct horse');
    const song = await api('getSong', { params: { songId } });
    expect(song.status, song.text).toBe(200);
    title = song.body.title;
    wavPrice = song.body.licenses!.find((l) => l.tier === 'wav')!.price;
    unlimitedPrice = song.body.licenses!.find((l) => l.tier === 'unlimited')!.price;
    expect(unlimitedPrice).toBeGreaterThan(wavPrice);
  });

  it('chooses Lossless as the download quality on /settings', async () => {
    const { page } = session;
    await signInThroughUi(page, baseUrl, buyer.email, buyer.password, '/dashboard');
    await page.goto(`${baseUrl}/settings`);
    await page.getByLabel('Download quality').selectOption('lossless');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Save Settings' }).click(),
    ]);
    expect(saved.status()).toBe(200);
  });

  it('compares the tiers on the song page and buys the WAV Lease through the purchase dialog', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/songs/${songId}`);
    await page.getByRole('heading', { name: 'Licences' }).waitFor();
    const mp3 = page.getByTestId('license-mp3');
    const wav = page.getByTestId('license-wav');
    await mp3.getByRole('heading', { name: 'MP3 Lease' }).waitFor();
    await wav.getByText('Files: MP3 320 kbps, WAV').waitFor();
    expect(await mp3.getByText(/WAV/).count()).toBe(0);
    await wav.getByText('Distribution copies').waitFor();

    await wav.getByRole('button', { name: 'Buy WAV Lease' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    await dialog.getByTestId('purchase-tier').getByText('WAV Lease').waitFor();
    await dialog.getByRole('button', { name: 'Purchase Now' }).click();

    await page.waitForURL(/\/invoice\/\d+$/);
    orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    const order = await api('getOrder', { params: { orderId: Number(orderId) }, token: buyer.token });
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({ license_tier: 'wav', license_name: 'WAV Lease', currency: 'BDT', amount: usdToBdt(wavPrice) });
  });

  it('pays by bKash on the invoice and is approved by the admin', async () => {
    await payAndApprove(orderId, transactionId);
  });

  it('downloads a WAV from My Orders', async () => {
    const { page } = session;
    // Auto-download (on by default) starts the approved purchase's download on this first visit.
    const auto = page.waitForEvent('download');
    await page.goto(`${baseUrl}/orders`);
    const first = await saved(await auto);
    expect(first.head.slice(0, 4)).toBe('RIFF');
    expect(first.head.slice(8, 12)).toBe('WAVE');
    expect(first.name).toMatch(/\.wav$/);

    const card = page.getByRole('article').filter({ hasText: new RegExp(`Order ${invoiceName(orderId)}`) });
    await card.getByText('Completed').waitFor();
    licenseKey = (await card.locator('code').textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download Song' }).click()]);
    const again = await saved(download);
    expect(again.head.slice(8, 12)).toBe('WAVE');
    expect(again.name).toBe(first.name);
  });

  it('shows the WAV Lease and its terms on /license-verify', async () => {
    const { page, errors } = session;
    await page.goto(`${baseUrl}/license-verify?key=${encodeURIComponent(licenseKey)}`);
    await page.getByRole('heading', { name: 'Valid License', exact: true }).waitFor();
    const result = page.getByRole('region', { name: 'Verification result' });
    await result.getByText(title).first().waitFor();
    const tier = result.getByTestId('license-tier');
    await tier.getByText('WAV Lease').waitFor();
    await tier.getByText(/copies, .* streams, .*credit required/).waitFor();
    expect(errors).toEqual([]);
  });

  it('upgrades to Unlimited from the song page for the difference and pays it the same way', async () => {
    const { page } = session;
    const difference = Math.round((unlimitedPrice - wavPrice) * 100) / 100;
    await page.goto(`${baseUrl}/songs/${songId}`);
    await page.getByTestId('license-wav').getByText('Your licence').waitFor();
    const unlimited = page.getByTestId('license-unlimited');
    const upgrade = unlimited.getByRole('button', { name: /^Upgrade to Unlimited for / });
    await upgrade.waitFor();
    // The button asks for the difference, not the Unlimited list price.
    const label = (await upgrade.textContent())!;
    const listed = (await unlimited.locator('p').first().textContent())!;
    expect(label).not.toContain(listed);
    await upgrade.click();

    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    await dialog.getByTestId('purchase-tier').getByText('Upgrade to Unlimited').waitFor();
    await dialog.getByRole('button', { name: 'Purchase Now' }).click();
    await page.waitForURL((url) => /\/invoice\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${orderId}`));
    upgradeOrderId = new URL(page.url()).pathname.split('/').at(-1)!;
    const order = await api('getOrder', { params: { orderId: Number(upgradeOrderId) }, token: buyer.token });
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({
      license_tier: 'unlimited',
      upgrade_from: licenseKey,
      currency: 'BDT',
      amount: usdToBdt(difference),
    });
    // Shown in the store's display currency (dollars here), charged in taka for bKash.
    expect(label).toContain(difference.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));

    await payAndApprove(upgradeOrderId, `${transactionId}U`);
    const verified = await api('verifyLicense', { params: { key: licenseKey } });
    newKey = verified.body.upgradedTo!;
    expect(newKey).toMatch(/\S/);
  });

  it('sees the old key marked upgraded on /license-verify and the new key valid as Unlimited', async () => {
    const { page, errors } = session;
    await page.goto(`${baseUrl}/license-verify`);
    await page.getByPlaceholder(/./).fill(licenseKey);
    await page.getByRole('button', { name: 'Verify license' }).click();
    const upgraded = page.getByTestId('license-upgraded');
    await upgraded.getByRole('heading', { name: 'Upgraded licence' }).waitFor();
    await upgraded.getByTestId('license-tier').getByText('WAV Lease').waitFor();
    expect(await page.getByRole('heading', { name: 'Valid License', exact: true }).count()).toBe(0);

    await upgraded.getByRole('link', { name: newKey }).click();
    await page.getByRole('heading', { name: 'Valid License', exact: true }).waitFor();
    const tier = page.getByRole('region', { name: 'Verification result' }).getByTestId('license-tier');
    await tier.getByText('Unlimited', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
