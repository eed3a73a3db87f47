/**
 * The language preference in Chromium (issue 20's acceptance): a buyer switches to German in
 * Settings and, after a reload, sees German on browse, a song page and the dashboard; signing in on
 * another device brings the setting along; a visitor's browser language picks the first language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, registerAndLogin } from '../helpers/api';
import { hasBrowser, launchBrowser, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: a buyer switches the site to German', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  let buyer: Awaited<ReturnType<typeof registerAndLogin>>;
  let song: { id: string; title: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    buyer = await registerAndLogin('Greta Gast', 'e2e correct horse');
    const listed = await api('listSongs', { query: { limit: 5, sort: 'title' } });
    song = listed.body[0]!;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const lang = () => page.evaluate(() => document.documentElement.lang);

  it('saves German in Settings and the page turns German at once', async () => {
    await signInThroughUi(page, baseUrl, buyer.email, buyer.password, '/dashboard');
    await page.goto(`${baseUrl}/settings`);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('button', { name: 'Einstellungen speichern' }).waitFor();
    await expect.poll(lang).toBe('de');
  });

  it('shows German on browse, a song page and the dashboard after a reload', async () => {
    await page.goto(`${baseUrl}/browse`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Musik entdecken' }).waitFor();
    await page.getByRole('heading', { name: 'Alle Songs' }).waitFor();
    await page.getByRole('link', { name: 'Entdecken', exact: true }).first().waitFor();
    expect(await lang()).toBe('de');

    await page.goto(`${baseUrl}/songs/${song.id}`);
    await page.getByRole('heading', { level: 1, name: song.title }).waitFor();
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).waitFor();
    await page.getByRole('button', { name: `${song.title} kaufen` }).waitFor();

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Greta Gast' }).waitFor();
    await page.getByRole('tab', { name: 'Übersicht' }).waitFor();
    await page.getByRole('heading', { name: 'Letzte Käufe' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('brings the setting to another device when the buyer signs in there', async () => {
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const second = await other.newPage();
    await signInThroughUi(second, baseUrl, buyer.email, buyer.password, '/dashboard');
    await second.getByRole('heading', { level: 1, name: 'Willkommen zurück, Greta Gast' }).waitFor();
    await other.close();
  });

  it("greets a visitor in the browser's language, and the footer switcher changes it", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/browse`);
    await page.getByRole('heading', { level: 1, name: 'Parcourir la musique' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByLabel('Langue').selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Explorar música' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Explorar música' }).waitFor();
    await visitor.close();
  });
});
