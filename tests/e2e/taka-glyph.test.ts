import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

/**
 * Draws `text` in `font` on a canvas and returns its pixels, so two strings can be compared as
 * rendered: a character no font covers is drawn as the same empty box as an unassigned code point.
 */
const renderedPixels = (page: Page, text: string, font: string): Promise<number[]> =>
  page.evaluate(
    ([t, f]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d')!;
      ctx.font = f!;
      ctx.fillStyle = '#fff';
      ctx.fillText(t!, 8, 48);
      return Array.from(ctx.getImageData(0, 0, 64, 64).data);
    },
    [text, font],
  );

describe.skipIf(!hasBrowser)('the taka sign in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws ৳ in BDT prices with the bundled Taka Sign face, not as an empty box', async () => {
    await page.goto(`${baseUrl}/browse`);
    await page.getByRole('group', { name: 'Display currency' }).getByRole('button', { name: /BDT/ }).click();
    const price = page
      .getByRole('region', { name: 'All Songs' })
      .getByText(/৳\s?\d/)
      .first();
    await price.waitFor();

    const font = await price.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    });
    expect(font).toContain('Taka Sign');
    // The face is fetched because the page shows ৳ (unicode-range), and it is what draws it.
    await page.evaluate(() => document.fonts.ready);
    const loadedFaces = await page.evaluate(
      () => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Taka Sign' && f.status === 'loaded').length,
    );
    expect(loadedFaces).toBeGreaterThan(0);
    expect(await page.evaluate((f) => document.fonts.check(f, '৳'), font)).toBe(true);

    const taka = await renderedPixels(page, '৳', font);
    const unassigned = await renderedPixels(page, '\u0378', font);
    expect(taka.some((v) => v > 0)).toBe(true);
    expect(taka).not.toEqual(unassigned);
    // Drawn by the subset face alone, it matches the page's rendering: the glyph comes from our font.
    const weight = font.split(' ')[0];
    const size = font.split(' ')[1];
    expect(await renderedPixels(page, '৳', `${weight} ${size} "Taka Sign"`)).toEqual(taka);
  });
});
