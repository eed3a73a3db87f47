import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, signInThroughUi, useBrowserPage } from '../helpers/browser';
import { LONG_HANDLE, LONG_TITLE, seedBusyStore, type BusyStore } from '../helpers/busy-store';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;
const SCREENS = ['/admin', '/admin/orders', '/admin/users', '/admin/songs', '/admin/notifications', '/admin/pages'];

/** How much wider than the window the page is, and how much any table is wider than its scroll box. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('table')].map((t) =>
      t.parentElement ? t.parentElement.scrollWidth - t.parentElement.clientWidth : 0,
    ),
  }));
}

// Long names, emails and titles, orders in every state and an artist application, as the full suite leaves them.
let busy: BusyStore;
beforeAll(async () => {
  if (hasBrowser) busy = await seedBusyStore();
});

/** What of the seeded data each list shows, so a check measures the page with it on screen. */
const seeded = (path: string): string[] =>
  ({
    '/admin/orders': [busy.buyerEmail],
    '/admin/users': [busy.buyerEmail, LONG_HANDLE],
    '/admin/songs': [LONG_TITLE],
  })[path] ?? [];

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (const text of seeded(path)) await page.getByText(text).first().waitFor();
  // Lists load after the heading; their empty state or first entry settles the layout.
  await page.waitForLoadState('networkidle');
}

describe.skipIf(!hasBrowser)('the back office fits the screen (issue 21)', () => {
  const wide = useBrowserPage(async (b) => (await b.newContext({ viewport: { width: 1366, height: 900 } })).newPage());

  it('at 1366 × 900: no shop footer, and no page or table wider than its box', async () => {
    const { page } = wide;
    await signInThroughUi(page, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    for (const path of SCREENS) {
      await visit(page, path);
      expect(await page.getByRole('contentinfo').count(), path).toBe(0);
      const { page: pageOverflow, tables } = await overflow(page);
      expect(pageOverflow, path).toBeLessThanOrEqual(0);
      for (const t of tables) expect(t, `${path} table`).toBeLessThanOrEqual(0);
    }
    expect(wide.errors).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('the back office on a phone (issue 21)', () => {
  const phone = useBrowserPage(async (b) =>
    (await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage(),
  );

  it('at 390 × 844: the sections are behind a menu, lists are cards, and no page is wider than the screen', async () => {
    const { page } = phone;
    await signInThroughUi(page, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the back-office menu' }).click();
    await page.getByRole('dialog', { name: 'Back-office menu' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${baseUrl}/admin/orders`);
    await page.getByRole('list', { name: 'Orders' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    for (const path of SCREENS) {
      await visit(page, path);
      const { page: pageOverflow, tables } = await overflow(page);
      expect(pageOverflow, path).toBeLessThanOrEqual(0);
      // A list is cards on a phone; any table left must fit its box rather than scroll sideways inside it.
      for (const t of tables) expect(t, `${path} table`).toBeLessThanOrEqual(0);
    }
    expect(phone.errors).toEqual([]);
  });
});
