/**
 * The light and dark themes in Chromium (issue 20): each passes axe's checks (contrast included)
 * on home, browse, a song page and the dashboard; the system's colour scheme picks one for a
 * visitor before the first paint; a buyer's Dark mode setting picks it once signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { api, registerAndLogin } from '../helpers/api';
import { seriousAxeViolations } from '../helpers/axe';
import { hasBrowser, launchBrowser, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

type Theme = 'light' | 'dark';

/** The canvas colour of each theme (web/src/index.css), as getComputedStyle writes it. */
const CANVAS: Record<Theme, string> = { dark: 'rgb(12, 10, 18)', light: 'rgb(248, 247, 251)' };

type Probe = Window & { __themeBeforeApp?: string | null };

/** A fresh context whose system colour scheme is `scheme`; records the theme the page had before any module script ran. */
async function contextWith(browser: Browser, scheme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    // 'interactive' comes after the parser ran index.html's inline script, before the deferred app bundle runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as Probe).__themeBeforeApp = document.documentElement.getAttribute('data-theme');
    });
  });
  return context;
}

/** The theme on the page, the one it had before the app's code ran, and the canvas colour painted. */
const themeOf = (page: Page) =>
  page.evaluate(() => ({
    now: document.documentElement.getAttribute('data-theme'),
    beforeApp: (window as Probe).__themeBeforeApp ?? null,
    canvas: getComputedStyle(document.body).backgroundColor,
  }));

describe.skipIf(!hasBrowser)('journey: light and dark themes', () => {
  let browser: Browser;
  let song: { id: string; title: string };
  const errors: string[] = [];
  const password = 'e2e theme correct horse';

  /** Opens `path` and waits for what makes it whole (the song grid, the song's heading, the dashboard's stats). */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${baseUrl}${path}`);
    if (path === '/browse') await page.getByRole('region', { name: 'All Songs' }).getByRole('article').first().waitFor();
    else if (path.startsWith('/songs/')) await page.getByRole('heading', { level: 1, name: song.title }).waitFor();
    else await page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const listed = await api('listSongs', { query: { limit: 5, sort: 'title' } });
    song = listed.body[1]!;
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(['dark', 'light'] as const)('the %s theme', (theme) => {
    it.each(['/', '/browse', 'song'])(`picks it for a visitor whose system prefers it, and passes axe on %s`, async (where) => {
      const context = await contextWith(browser, theme);
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      await open(page, where === 'song' ? `/songs/${song.id}` : where);
      expect(await themeOf(page)).toEqual({ now: theme, beforeApp: theme, canvas: CANVAS[theme] });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("follows a buyer's Dark mode setting over the system's, and passes axe on the dashboard", async () => {
      const buyer = await registerAndLogin('Theo Theme', password);
      const saved = await api('updateUserSettings', { token: buyer.token, body: { ...DEFAULT_USER_SETTINGS, darkMode: theme === 'dark' } });
      expect(saved.status).toBe(200);
      // The system prefers the other theme: the account's setting must win.
      const context = await contextWith(browser, theme === 'dark' ? 'light' : 'dark');
      const page = await context.newPage();
      await signInThroughUi(page, baseUrl, buyer.email, password, '/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(async () => (await themeOf(page)).canvas, { timeout: 10_000 }).toBe(CANVAS[theme]);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await themeOf(page)).toEqual({ now: theme, beforeApp: theme, canvas: CANVAS[theme] });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  });

  it('lets a buyer switch to the light theme in settings and keeps it on browse, a song page and the dashboard after a reload', async () => {
    const buyer = await registerAndLogin('Lucy Light', password);
    const context = await contextWith(browser, 'dark');
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInThroughUi(page, baseUrl, buyer.email, password, '/dashboard');
    expect((await themeOf(page)).now).toBe('dark');

    await page.goto(`${baseUrl}/settings`);
    const darkMode = page.getByRole('checkbox', { name: /Dark mode/ });
    await expect.poll(() => darkMode.isChecked(), { timeout: 10_000 }).toBe(true);
    await darkMode.uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await themeOf(page)).canvas, { timeout: 10_000 }).toBe(CANVAS.light);

    for (const path of ['/browse', `/songs/${song.id}`, '/dashboard']) {
      await open(page, path);
      await page.reload();
      await open(page, path);
      expect(await themeOf(page), path).toEqual({ now: 'light', beforeApp: 'light', canvas: CANVAS.light });
    }
    const stored = await api('getUserSettings', { token: buyer.token });
    expect(stored.body.darkMode).toBe(false);

    // Signed out, the device forgets the account's choice: the system's scheme decides again.
    await page.evaluate(() => localStorage.removeItem('token'));
    await open(page, '/browse');
    await expect.poll(async () => (await themeOf(page)).now, { timeout: 10_000 }).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a visitor switch theme from the header and remembers it on this device', async () => {
    const context = await contextWith(browser, 'dark');
    const page = await context.newPage();
    await open(page, '/browse');
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect.poll(async () => (await themeOf(page)).canvas, { timeout: 10_000 }).toBe(CANVAS.light);
    await page.reload();
    await open(page, '/browse');
    expect(await themeOf(page)).toEqual({ now: 'light', beforeApp: 'light', canvas: CANVAS.light });
    await page.getByRole('button', { name: 'Switch to the dark theme' }).waitFor();
    await context.close();
  });
});
