import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken, api, mailsTo } from '../helpers/api';
import { downloadHead, hasBrowser, useBrowser, isMp3, pressOnBrowse, signInThroughUi } from '../helpers/browser';
import { useSandboxGateways } from '../helpers/payments';
import { chooseOrderAction } from '../helpers/admin-orders-page';
import { stack } from '../helpers/stack';
import { subjectStarts } from '../helpers/order-name';

const baseUrl = stack().baseUrl;

interface ListedSong {
  id: string;
  title: string;
  status: string;
  is_available: boolean;
  price: number;
}

describe.skipIf(!hasBrowser)(
  'journey: a visitor buys by card as a guest, downloads from the mailed link; a refund revokes the licence',
  () => {
    const browser = useBrowser();
    let visitor: Page;
    const email = `guest.${Date.now()}@example.com`;
    let song: ListedSong;
    let orderId: string;
    let licenseKey: string;

    beforeAll(async () => {
      // Card payments go through the local payment sandbox (Gateway Setup with its keys, card on).
      await useSandboxGateways(await adminToken());
      const listed: ListedSong[] = (await api('listSongs', { query: { limit: 30 } })).body;
      // Not the first song for sale: the purchase journey buys that one.
      song = listed.filter((s) => s.is_available && s.status === 'published' && s.price > 0).at(-1)!;
      expect(song).toBeDefined();
    });

    it("a signed-out visitor's Buy offers Continue as guest, and the card is paid on the provider's page", async () => {
      visitor = await browser.openPage();
      await pressOnBrowse(visitor, baseUrl, song.title, 'Buy');

      const dialog = visitor.getByRole('dialog', { name: 'Complete Purchase' });
      await dialog.getByRole('button', { name: 'Sign in' }).waitFor();
      // The radio itself is visually hidden behind its card-like label.
      await dialog.locator('label').filter({ hasText: 'Card' }).click();
      expect(await dialog.getByRole('radio', { name: /Card/ }).isChecked()).toBe(true);
      await dialog.getByLabel('Your email').fill(email);
      await dialog.getByRole('button', { name: 'Continue as guest' }).click();

      // The sandbox's hosted page (Stripe Checkout's stand-in).
      await visitor.waitForURL(/\/stripe\/pay\/cs_test_/);
      await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
      await visitor.waitForURL(/\/guest\/orders\/\d+\?payment=success$/);
      orderId = new URL(visitor.url()).pathname.split('/').at(-1)!;
      // Back from the provider, the browser that ordered opens its order with the token it kept.
      await visitor.getByRole('heading', { name: 'Payment approved' }).waitFor();
      await visitor.getByRole('button', { name: 'Download song' }).waitFor();
    });

    it('mails the licence and a link that opens the order and downloads the song and the licence PDF', async () => {
      // The mail follows the approval's commit: it may land a moment after the page said so.
      await expect
        .poll(() => mailsTo(email).some((m) => subjectStarts(m.subject, 'Order', orderId, ' approved')), { timeout: 30_000 })
        .toBe(true);
      const approval = mailsTo(email).find((m) => subjectStarts(m.subject, 'Order', orderId, ' approved'));
      expect(approval).toBeDefined();
      const link = new RegExp(`https?://\\S+/guest/orders/${orderId}#token=[A-Za-z0-9_-]+`).exec(approval!.text)?.[0];
      expect(link).toBeDefined();

      // The mail opened on another device: no token kept in that browser.
      const page = await browser.openPage({ acceptDownloads: true });
      await page.goto(link!);
      await page.getByRole('heading', { name: 'Payment approved' }).waitFor();
      // The token leaves the address bar once the page keeps it.
      expect(page.url()).not.toContain('token=');
      licenseKey = (await page.getByTestId('license-key').textContent())!.trim();
      expect(approval!.text).toContain(licenseKey);

      const [songFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download song' }).click()]);
      expect(isMp3(await downloadHead(songFile, 3))).toBe(true);
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download licence PDF' }).click()]);
      expect((await downloadHead(pdf, 4)).toString('latin1')).toBe('%PDF');
      await page.context().close();
    });

    it('an admin refunds the order, and /license-verify shows the licence revoked', async () => {
      const adminPage = await browser.openPage();
      await adminPage.goto(`${baseUrl}/auth`);
      await adminPage.getByRole('form', { name: 'Login' }).waitFor();
      await signInThroughUi(adminPage, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
      await adminPage.goto(`${baseUrl}/admin/orders`);
      const row = await chooseOrderAction(adminPage, orderId, email, 'Refund');
      const confirm = adminPage.getByRole('dialog', { name: 'Refund order' });
      await confirm.getByLabel('Reason').fill('Guest asked for a refund');
      await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
      await row.getByText('Refunded').waitFor();
      await adminPage.context().close();

      await visitor.goto(`${baseUrl}/license-verify?key=${encodeURIComponent(licenseKey)}`);
      await visitor.getByRole('heading', { name: 'Invalid License' }).waitFor();
      await visitor.getByText(/revoked on \d{4}-\d{2}-\d{2} after a refund/).waitFor();
      expect(browser.errors).toEqual([]);
    });
  },
);
