/**
 * Browse on a phone (issue 14): at 390×844 the first screen shows songs, not the filter form. The
 * filters wait behind a Filters button (a sheet) and songs are compact rows with play, price and Buy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;
const VIEWPORT = { width: 390, height: 844 };

describe.skipIf(!hasBrowser)('browse at 390×844', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a song row with play, price and Buy inside the first viewport, and no filter form', async () => {
    await page.goto(`${baseUrl}/browse`);
    const row = page.getByTestId('song-row').first();
    await row.waitFor();
    const box = await row.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
    await expect.poll(() => row.getByRole('button', { name: /^Play / }).isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: /^Buy / }).isVisible()).toBe(true);
    await expect.poll(() => row.getByTestId('song-price').isVisible()).toBe(true);
    expect(await page.getByRole('search', { name: 'Filter songs' }).count()).toBe(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBe(0);
  });

  it('brings the last Buy button into view clear of the floating support button', async () => {
    await page.goto(`${baseUrl}/browse`);
    const buys = page.getByRole('region', { name: 'All Songs' }).getByRole('button', { name: /^Buy / });
    await buys.first().waitFor();
    await page.waitForLoadState('networkidle');
    // Scrolled into view as a link, a search or a focus move brings it: its bottom at the screen's, where the support button floats.
    const clear = await buys.last().evaluate((el) => {
      el.scrollIntoView({ block: 'end' });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return el === hit || el.contains(hit);
    });
    expect(clear).toBe(true);
  });

  it('opens the filters in a sheet from the Filters button, and a search narrows the rows', async () => {
    const before = await page.getByRole('region', { name: 'All Songs' }).getByTestId('song-row').count();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('search', { name: 'Filter songs' }).waitFor();
    const first = (await page.getByTestId('song-row').first().locator('h3').textContent())!.trim();
    await sheet.getByLabel('Search songs').fill(first);
    await sheet.getByRole('button', { name: 'Show songs' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toMatch(/[?&]q=/);
    const rows = page.getByRole('region', { name: 'All Songs' }).getByTestId('song-row');
    await expect.poll(async () => (await rows.locator('h3').allTextContents()).map((t) => t.trim())).toContain(first);
    await expect.poll(() => rows.count()).toBeLessThan(before);
    expect(errors).toEqual([]);
  });
});
