/**
 * Headless Chromium for the end-to-end journeys: playwright-core drives Debian's chromium
 * (never a downloaded browser). Its old headless shell (`chromium-headless-shell`, the same build
 * without the browser's window layer, what Playwright runs headless by default) is preferred when
 * installed: the journeys run on about a quarter less CPU (docs/decisions/017-headless-shell.md).
 * Without Chromium the journeys skip loudly, except in CI, where a missing browser is a failure.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContextOptions, type Download, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/local/chromium-flags';

/** The binary itself, not /usr/bin's shell wrapper, which would outlive a browser Playwright closes. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CANDIDATES = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
) as string[];

export const chromiumPath: string | undefined = CANDIDATES.find((p) => existsSync(p));

if (!chromiumPath) {
  const message =
    'Chromium not found (apt-get install -y chromium-headless-shell or chromium, or set CHROMIUM_PATH): end-to-end journeys cannot run.';
  if (process.env.CI) throw new Error(`${message} CI requires them.`);
  console.warn(`\n\n!!! ${message} SKIPPING e2e. !!!\n\n`);
}

export const hasBrowser = Boolean(chromiumPath);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
}

export interface SuiteBrowser extends Pick<Browser, 'newPage' | 'newContext'> {
  /** A page in a fresh context, as `openPage` opens it; its uncaught errors land in `errors`. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
  /** The uncaught errors of the pages `openPage` opened, for a journey to assert none. */
  errors: string[];
}

/**
 * Launches Chromium before the suite's tests and closes it after them; the tests open pages and
 * contexts of it.
 */
export function useBrowser(): SuiteBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('Chromium starts in beforeAll: open pages inside a test or a hook');
    return browser;
  };
  const errors: string[] = [];
  return {
    newPage: (options) => launched().newPage(options),
    newContext: (options) => launched().newContext(options),
    openPage: (options) => openPage(launched(), errors, options),
    errors,
  };
}

export interface BrowserSession {
  browser: Browser;
  page: Page;
  /** The uncaught errors `page` threw, for a journey to assert none. */
  errors: string[];
}

/** Launches Chromium before the suite's tests and closes it after them; `open` makes the page (1280×900 by default). */
export function useBrowserPage(
  open: (browser: Browser) => Promise<Page> = (b) => b.newPage({ viewport: { width: 1280, height: 900 } }),
): BrowserSession {
  const session = { errors: [] as string[] } as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.page = await open(session.browser);
    session.page.on('pageerror', (e) => session.errors.push(e.message));
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/**
 * A page in a fresh context of `browser` (its own cookies and storage: another person's browser),
 * 1280×900 unless `options` say otherwise; its uncaught errors are pushed to `errors`.
 */
export async function openPage(browser: Browser, errors: string[], options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** The first bytes of a saved download. */
export async function downloadHead(download: Download, length: number): Promise<Buffer> {
  return (await readFile(await download.path())).subarray(0, length);
}

/** An MP3 starts with an ID3 tag or an MPEG-1 Layer III frame sync. */
export const isMp3 = (bytes: Buffer): boolean =>
  bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1] === 0xfb || bytes[1] === 0xf3));

/** Opens /browse on a search for `title` and presses the first `Play <title>` or `Buy <title>` in All Songs. */
export async function pressOnBrowse(page: Page, baseUrl: string, title: string, action: 'Play' | 'Buy'): Promise<void> {
  await page.goto(`${baseUrl}/browse?q=${encodeURIComponent(title)}`);
  await page
    .getByRole('region', { name: 'All Songs' })
    .getByRole('button', { name: `${action} ${title}`, exact: true })
    .first()
    .click();
}

/** The audio player names `title`, and the preview really plays: the <audio> element's clock moves. Answers the player. */
export async function expectPlaying(page: Page, title: string): Promise<Locator> {
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect.poll(() => player.getByTestId('player-title').textContent()).toBe(title);
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio')?.currentTime ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  return player;
}

/** A journey's new account: an address unique to this run (`<prefix>.<stamp>@example.com`) and the journeys' password. */
export function journeyAccount(prefix: string): { stamp: number; email: string; password: string } {
  const stamp = Date.now();
  return { stamp, email: `${prefix}.${stamp}@example.com`, password: 'e2e correct horse' };
}

/** Registers through /auth's Register tab, which signs the new account in, and waits to land on /dashboard. */
export async function registerThroughUi(
  page: Page,
  baseUrl: string,
  user: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Signs in on the current /auth page (or opens it) and waits to land on `landing` (/dashboard, /admin). */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string, landing: string): Promise<void> {
  if (!page.url().startsWith(`${baseUrl}/auth`)) await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}${landing}`);
}
