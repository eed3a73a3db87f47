import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser, journeyAccount, registerThroughUi, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

/**
 * A broadcast to all reaches every user, this run's other buyers too: its text is harmless, its
 * title unique, and the admin deletes it at the end. The buyer starts from an empty bell (read-all),
 * so the one unread is this notification.
 */
describe.skipIf(!hasBrowser)('journey: the admin sends a notification to all, the buyer reads it from the bell', () => {
  const browser = useBrowser();
  let page: Page;
  let adminPage: Page;
  const { stamp, email, password } = journeyAccount('notified');
  const title = `Store news ${stamp}`;

  const bell = () => page.getByRole('button', { name: /^Notifications/ });

  beforeAll(async () => {
    page = await browser.openPage();
    adminPage = await browser.openPage();
  });

  it('registers a buyer whose bell starts with nothing unread', async () => {
    await registerThroughUi(page, baseUrl, { name: 'Nadia Notified', email, password });
    await signInThroughUi(page, baseUrl, email, password, '/dashboard');
    await bell().click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover
      .getByText('No notifications yet')
      .or(popover.getByRole('list', { name: 'Latest notifications' }))
      .waitFor();
    const markAll = popover.getByRole('button', { name: 'Mark all as read' });
    if (await markAll.isVisible()) await markAll.click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('lets the admin send a notification to all users from /admin/notifications', async () => {
    await signInThroughUi(adminPage, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    await adminPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Notifications' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin/notifications`);
    await adminPage.getByRole('button', { name: 'Create Notification' }).click();
    const form = adminPage.getByRole('form', { name: 'Create notification' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('New songs arrive every week. Happy listening!');
    await form.getByLabel('Target').selectOption('all');
    await form.getByRole('button', { name: 'Send Notification' }).click();
    await adminPage.getByRole('row').filter({ hasText: title }).getByText('All users').waitFor();
  });

  it("shows 1 unread in the buyer's bell, and reading it clears the count", async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor();
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');
    await bell().click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByRole('button', { name: `${title} (unread)` }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    await popover.getByRole('button', { name: title, exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByTestId('unread-count').count()).toBe(0);
  });

  it('lets the admin delete it, and its read count shows the read', async () => {
    await adminPage.reload();
    const row = adminPage.getByRole('row').filter({ hasText: title });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await adminPage.getByRole('dialog', { name: 'Delete notification' }).getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });
});
