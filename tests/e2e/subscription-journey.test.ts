import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { downloadHead, hasBrowser, useBrowser, isMp3, journeyAccount, registerThroughUi, signInThroughUi } from '../helpers/browser';
import { openAdminOrders } from '../helpers/admin-orders-page';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: subscribe from /pricing, get approved, download from /browse', () => {
  const browser = useBrowser();
  let admin: BrowserContext;
  let page: Page;
  const { stamp, email, password } = journeyAccount('subscriber');
  const transactionId = `SUBTXN${stamp}`;
  const wallet = '01712345678';

  beforeAll(async () => {
    page = await browser.openPage({ acceptDownloads: true });
    admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });

  it('registers and signs in a listener', async () => {
    await registerThroughUi(page, baseUrl, { name: 'Sami Subscriber', email, password });
    await signInThroughUi(page, baseUrl, email, password, '/dashboard');
  });

  it('picks Pro on /pricing, pays on /checkout and lands on the dashboard pending approval', async () => {
    await page.goto(`${baseUrl}/pricing`);
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await pro.getByText('Most Popular').waitFor();
    await pro.getByRole('button', { name: 'Get Started with Pro', exact: true }).click();

    await page.waitForURL(`${baseUrl}/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Pro' }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    const modal = page.getByRole('dialog', { name: 'Payment Details' });
    await modal.getByText('Send exact amount. After payment, fill the form below.').waitFor();
    expect(await modal.getByRole('radio', { name: /bKash/ }).isChecked()).toBe(true);
    await modal.getByLabel('BKASH Number', { exact: true }).fill(wallet);
    await modal.getByLabel('Transaction ID', { exact: true }).fill(transactionId);
    await modal.getByRole('button', { name: 'Submit Payment' }).click();

    await page.getByText('Payment details submitted! Your subscription is pending admin approval.').first().waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const card = page.getByRole('region', { name: 'My Subscription' });
    await card.getByTestId('subscription-plan').filter({ hasText: 'Pro' }).waitFor();
    await card.getByText('Pending Approval').waitFor();
  });

  it('shows the pending subscription in red on /browse and still offers Buy', async () => {
    await page.goto(`${baseUrl}/browse`);
    await page.getByTestId('subscription-notice').filter({ hasText: 'Subscription pending approval' }).waitFor();
    const allSongs = page.getByRole('region', { name: 'All Songs' });
    await allSongs.getByRole('button', { name: /^Buy / }).first().waitFor();
  });

  it('lets the admin approve the subscription order in /admin/orders', async () => {
    const adminPage = await openAdminOrders(admin, browser.errors);
    await adminPage.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await row.getByText('Subscription', { exact: true }).waitFor();
    await row.getByText(/^Pro( plan)?$/).waitFor();
    await row.getByRole('button', { name: /^Actions for order \d+$/ }).click();
    await adminPage.getByRole('menuitem', { name: /^Approve order \d+$/ }).click();

    const confirm = adminPage.getByRole('dialog', { name: 'Approve payment' });
    await confirm.getByText(transactionId).waitFor();
    await confirm.getByRole('button', { name: 'Approve Payment' }).click();
    await row.getByText('Completed').waitFor();
    await adminPage.close();
  });

  it('shows Download instead of Buy after a reload of /browse, and the file downloads', async () => {
    await page.goto(`${baseUrl}/browse`);
    await page.getByTestId('subscription-notice').filter({ hasText: 'Pro plan active' }).waitFor();
    const allSongs = page.getByRole('region', { name: 'All Songs' });
    const download = allSongs.getByRole('button', { name: /^Download / }).first();
    await download.waitFor();
    expect(await allSongs.getByRole('button', { name: /^Buy / }).count()).toBe(0);
    const title = (await download.getAttribute('aria-label'))!.replace(/^Download /, '');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(isMp3(await downloadHead(file, 3))).toBe(true);
    await page.getByText('Download started!').first().waitFor();

    await page.waitForURL(`${baseUrl}/dashboard#downloads`);
    const library = page.getByRole('region', { name: 'My Downloads' });
    await library.getByText(title, { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'My Subscription' })
      .getByTestId('subscription-quota')
      .filter({ hasText: /^1 \/ \d+/ })
      .waitFor();
    expect(browser.errors).toEqual([]);
  });
});
