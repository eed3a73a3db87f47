import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PaymentSettings, WhatsAppSettings } from '../../shared/api/catalogue';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, registerAndLogin } from '../helpers/api';
import { hasBrowser, useBrowser, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: the admin changes the bKash and WhatsApp numbers, and buyers see them at once', () => {
  const browser = useBrowser();
  let adminPage: Page;
  let buyerPage: Page;
  const stamp = String(Date.now()).slice(-8);
  const bkash = `015${stamp}`;
  const whatsapp = `88016${stamp}`;
  let originalPayment: PaymentSettings;
  let originalWhatsApp: WhatsAppSettings;

  beforeAll(async () => {
    originalPayment = (await api('getPaymentSettings')).body;
    originalWhatsApp = (await api('getWhatsAppSettings')).body;
    expect(originalPayment.bkash).not.toBe(bkash);
    adminPage = await browser.openPage();
    buyerPage = await browser.openPage();
  });

  // The stack is shared with the other journeys: put the store's numbers back as they were.
  afterAll(async () => {
    const token = await adminToken();
    expect((await api('updatePaymentSettings', { token, body: originalPayment })).status).toBe(200);
    expect((await api('updateWhatsAppSettings', { token, body: originalWhatsApp })).status).toBe(200);
  });

  it('lets the admin save a new bKash number on Wallet Settings', async () => {
    await signInThroughUi(adminPage, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    await adminPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Wallet Settings' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin/payment-settings`);

    const form = adminPage.getByRole('form', { name: 'Payment settings' });
    await form.getByLabel('bKash number').fill(bkash);
    await form.getByRole('button', { name: 'Save Settings' }).click();
    // The stored number, not the 3-second toast that says so.
    await expect.poll(async () => (await api('getPaymentSettings')).body.bkash, { timeout: 10_000 }).toBe(bkash);
  });

  it('lets the admin save a new WhatsApp number on WhatsApp Chat Settings', async () => {
    await adminPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'WhatsApp Chat' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin/whatsapp`);

    const form = adminPage.getByRole('form', { name: 'WhatsApp settings' });
    await form.getByLabel('Enable WhatsApp chat').check();
    await form.getByLabel('Country code').selectOption('880');
    await form.getByLabel('Phone number').fill(`016${stamp}`);
    await adminPage.getByRole('region', { name: 'Preview' }).getByText(`+${whatsapp}`).waitFor();
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await api('getWhatsAppSettings')).body.phoneNumber, { timeout: 10_000 }).toContain(stamp);
  });

  it("shows the buyer the new bKash number on an order's invoice", async () => {
    const buyer = await registerAndLogin('Settings Journey Buyer');
    await signInThroughUi(buyerPage, baseUrl, buyer.email, buyer.password, '/dashboard');
    const song = (await api('listSongs', { query: { limit: 1 } })).body[0]!;
    const order = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    expect(order.status).toBe(201);

    await buyerPage.goto(`${baseUrl}/invoice/${order.body.orderId}`);
    await buyerPage.getByRole('button', { name: 'Pay Now' }).click();
    const modal = buyerPage.getByRole('dialog', { name: 'Payment Details' });
    const payee = modal.getByRole('definition').filter({ hasText: bkash });
    await payee.waitFor();
    expect(await modal.getByText(originalPayment.bkash, { exact: true }).count()).toBe(0);
  });

  it('shows the buyer the new WhatsApp number and chat link in the footer', async () => {
    await buyerPage.goto(`${baseUrl}/browse`);
    const footer = buyerPage.getByRole('contentinfo');
    await footer.getByRole('link', { name: `+${whatsapp}` }).waitFor();
    const chat = footer.getByRole('link', { name: 'WhatsApp chat' });
    expect(await chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${whatsapp}\\?text=`));
    expect(browser.errors).toEqual([]);
  });
});
