import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser, registerThroughUi, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: an admin suspends a buyer who is signed in elsewhere', () => {
  const browser = useBrowser();

  it("ends the buyer's session at their next action and tells them why on /auth", async () => {
    const buyer = {
      name: `Suspend Me ${Date.now().toString(36)}`,
      email: `e2e.suspend.${Date.now()}@example.com`,
      password: 'e2e correct horse',
    };
    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const buyerPage = await buyerContext.newPage();
    await registerThroughUi(buyerPage, baseUrl, buyer);
    await signInThroughUi(buyerPage, baseUrl, buyer.email, buyer.password, '/dashboard');

    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const adminPage = await adminContext.newPage();
    await signInThroughUi(adminPage, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    await adminPage.goto(`${baseUrl}/admin/users`);
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(buyer.email);
    await adminPage.getByRole('button', { name: `Actions for ${buyer.name}` }).click();
    await adminPage.getByRole('menuitem', { name: `Suspend ${buyer.name}` }).click();
    await adminPage.getByRole('dialog', { name: 'Suspend user' }).getByRole('button', { name: 'Suspend User' }).click();
    await adminPage
      .getByRole('row', { name: new RegExp(buyer.name) })
      .getByText('suspended')
      .waitFor();

    // The buyer's open tab still shows the dashboard; their next click reaches the API and ends the session.
    await buyerPage
      .getByRole('banner')
      .getByRole('link', { name: /orders/i })
      .first()
      .click();
    await buyerPage.waitForURL(`${baseUrl}/auth`);
    await buyerPage.getByRole('alert').getByText('Your account has been suspended. Please contact support.').waitFor();

    // Signing in again is refused with the same reason (a second copy of it, under the form).
    await signInThroughUi(buyerPage, baseUrl, buyer.email, buyer.password, '/auth');
    await buyerPage.getByText('Your account has been suspended. Please contact support.').nth(1).waitFor();
    expect(await buyerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await adminContext.close();
    await buyerContext.close();
  });
});
