/**
 * One set of numbers in Chromium (issue 21): an order shows the same public name and status on its
 * invoice, in My Orders and on the dashboard; the buyer's Total spent is the sum of the completed
 * orders in the chosen currency (taka, then dollars).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../functions/mail/format';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { paidTotalIn, usdToBdt } from '../../shared/money';
import { adminToken, api, registerAndLogin } from '../helpers/api';
import { hasBrowser, signInThroughUi, useBrowserPage } from '../helpers/browser';
import { invoiceName } from '../helpers/order-name';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

interface ListedSong {
  id: string;
  price: number;
  status: string;
  is_available: boolean;
}

let txn = 0;
const transactionId = () => `ONJ${Date.now().toString(36).toUpperCase()}${process.pid}${++txn}`;

/** A bKash order for `song`; paid (details submitted) and approved as asked. */
async function order(token: string, admin: string, song: ListedSong, step: 'unpaid' | 'submitted' | 'completed'): Promise<number> {
  const created = await api('createOrder', { token, body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) } });
  expect(created.status).toBe(201);
  const orderId: number = created.body.orderId;
  if (step === 'unpaid') return orderId;
  const paid = await api('submitOrderPayment', {
    params: { orderId },
    token,
    body: { senderWallet: '01712345678', transactionId: transactionId(), paymentMethod: 'bkash' },
  });
  expect(paid.status).toBe(200);
  if (step === 'completed') expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
  return orderId;
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

describe.skipIf(!hasBrowser)('journey: one order, one number and one status everywhere; Total spent adds up', () => {
  const ui = useBrowserPage();

  it('shows each order under the same invoice number and status on the invoice, My Orders and the dashboard', async () => {
    const { page } = ui;
    const [buyer, admin, listed] = await Promise.all([
      registerAndLogin('Numbers Buyer'),
      adminToken(),
      api('listSongs', { query: { limit: 40 } }),
    ]);
    // My Orders would follow the completed purchases' file links (Auto-download, on by default): each a
    // navigation of the page, which aborted the next page.goto when the answer came late. Downloads
    // have their own journey (buyer-preferences); this one is about names and statuses.
    const off = await api('updateUserSettings', { token: buyer.token, body: { ...DEFAULT_USER_SETTINGS, autoDownload: false } });
    expect(off.status).toBe(200);
    const songs = (listed.body as ListedSong[]).filter((s) => s.is_available && s.status === 'published' && s.price > 0);
    expect(songs.length).toBeGreaterThanOrEqual(4);
    const placed = {
      completedA: await order(buyer.token, admin, songs[0]!, 'completed'),
      completedB: await order(buyer.token, admin, songs[1]!, 'completed'),
      submitted: await order(buyer.token, admin, songs[2]!, 'submitted'),
      unpaid: await order(buyer.token, admin, songs[3]!, 'unpaid'),
    };
    const expectedStatus: Record<keyof typeof placed, string> = {
      completedA: 'Completed',
      completedB: 'Completed',
      submitted: 'Payment submitted',
      unpaid: 'Awaiting payment',
    };

    await signInThroughUi(page, baseUrl, buyer.email, buyer.password, '/dashboard');

    const seen: Record<string, { number: string; status: string }> = {};
    for (const [name, orderId] of Object.entries(placed) as [keyof typeof placed, number][]) {
      await page.goto(`${baseUrl}/invoice/${orderId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const number = await text(page, 'order-number');
      expect(number).toMatch(new RegExp(`^${invoiceName(orderId)}$`));
      const status = await text(page, 'order-status');
      expect(status).toBe(expectedStatus[name]);
      // The internal number never shows.
      expect(await page.locator('main').textContent()).not.toMatch(new RegExp(`#${orderId}\\b|Reference`));
      seen[name] = { number, status };
    }

    await page.goto(`${baseUrl}/orders`);
    for (const { number, status } of Object.values(seen)) {
      const card = page.getByRole('article').filter({ hasText: `Order ${number}` });
      await card.waitFor();
      expect(((await card.getByTestId('order-status').textContent()) ?? '').trim()).toBe(status);
    }
    const unpaidCard = page.getByRole('article').filter({ hasText: `Order ${seen.unpaid!.number}` });
    expect(await unpaidCard.textContent()).not.toMatch(/being processed/);
    await unpaidCard.getByRole('link', { name: 'Pay Now' }).waitFor();

    await page.goto(`${baseUrl}/dashboard?tab=purchases`);
    for (const { number, status } of Object.values(seen)) {
      const row = page.getByRole('listitem').filter({ hasText: number });
      await row.waitFor();
      expect(((await row.getByTestId('order-status').textContent()) ?? '').trim()).toBe(status);
    }
    expect(ui.errors).toEqual([]);
  });

  it("totals the completed orders as My Orders shows them, in taka and then in the buyer's chosen dollars", async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('tab', { name: /^Completed \(2\)$/ }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('article').nth(1).waitFor();
    const amounts = await panel
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('dd')?.textContent?.trim() ?? ''));
    expect(amounts).toHaveLength(2);
    const taka = amounts.map((a) => Number(a.replace(/[^\d]/g, '')));
    expect(amounts.every((a) => a.startsWith('৳'))).toBe(true);
    const sum = taka.reduce((a, b) => a + b, 0);

    // The buyer chooses taka (before a choice the store's currency shows, which a test may have set to dollars).
    await page.evaluate(() => localStorage.setItem('preferredCurrency', 'BDT'));
    await page.goto(`${baseUrl}/dashboard`);
    await page
      .getByTestId('card-total-spent')
      .filter({ hasText: formatMoney(sum, 'BDT') })
      .waitFor();
    expect(await text(page, 'card-total-spent')).toBe(formatMoney(sum, 'BDT'));
    expect(await text(page, 'stat-total-spent')).toBe(formatMoney(sum, 'BDT'));

    await page.evaluate(() => localStorage.setItem('preferredCurrency', 'USD'));
    await page.reload();
    const dollars = formatMoney(paidTotalIn({ BDT: sum, USD: 0 }, 'USD'), 'USD');
    await page.getByTestId('card-total-spent').filter({ hasText: dollars }).waitFor();
    expect(await text(page, 'card-total-spent')).toBe(dollars);
    expect(await text(page, 'stat-total-spent')).toBe(dollars);
    expect(ui.errors).toEqual([]);
  });
});
