/** The back office's orders screen as the e2e journeys drive it. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { signInThroughUi } from './browser';
import { stack } from './stack';

/** Signs the admin in on a new page of `context` and opens Orders from the back office's navigation; the page's errors go to `errors`. */
export async function openAdminOrders(context: BrowserContext, errors: string[]): Promise<Page> {
  const { baseUrl, adminEmail, adminPassword } = stack();
  const adminPage = await context.newPage();
  adminPage.on('pageerror', (e) => errors.push(e.message));
  await signInThroughUi(adminPage, baseUrl, adminEmail, adminPassword, '/admin');

  await adminPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await adminPage.waitForURL(`${baseUrl}/admin/orders`);
  return adminPage;
}

/** Searches the orders screen for order `orderId`, waits for its row to show `email`, and chooses `action` in the row's menu. Answers the row. */
export async function chooseOrderAction(adminPage: Page, orderId: string, email: string, action: 'Approve' | 'Refund'): Promise<Locator> {
  await adminPage.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
  const row = adminPage.getByRole('row').filter({ has: adminPage.getByRole('link', { name: `#${orderId}`, exact: true }) });
  await row.getByText(email).waitFor();
  await row.getByRole('button', { name: `Actions for order ${orderId}` }).click();
  await adminPage.getByRole('menuitem', { name: `${action} order ${orderId}` }).click();
  return row;
}
