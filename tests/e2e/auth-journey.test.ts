import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowserPage, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: register, sign in, reload, sign out', () => {
  const ui = useBrowserPage();

  it('renders the home page and the sign-in page', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('link', { name: /browse/i })
      .first()
      .waitFor();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await page.getByRole('tab', { name: 'Register' }).waitFor();
  });

  it('registers, signs in, keeps the session over a reload and signs out', async () => {
    const { page } = ui;
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'e2e correct horse';

    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill('something else entirely');
    await page.getByRole('button', { name: /create account/i }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: /create account/i }).click();
    // Registering signs the account in (issue 21): straight to the dashboard, no second form.
    await page.waitForURL(`${baseUrl}/dashboard`);
    const header = page.getByRole('banner');
    await header.getByText('Grace Hopper').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.reload();
    await page.getByRole('banner').getByText('Grace Hopper').first().waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();
    expect(ui.errors).toEqual([]);
  });

  it('sends the admin to /admin and shows the Admin link only to them', async () => {
    const context = await ui.browser.newContext();
    const adminPage = await context.newPage();
    await signInThroughUi(adminPage, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    // The back office has its own frame; the shop's header, with its Admin link, is one click away.
    await adminPage.getByRole('navigation', { name: 'Back office' }).waitFor();
    await adminPage.getByRole('link', { name: 'View store' }).click();
    await adminPage.getByRole('banner').getByRole('link', { name: 'Admin' }).first().waitFor();
    await context.close();
  });
});
