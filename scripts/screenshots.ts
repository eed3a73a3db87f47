/**
 * `npm run screenshots`: the production build on a fresh local stack with the demo catalogue, a
 * buyer with orders, and viewport PNGs of the main screens at 1366×900 and 390×844 in
 * docs/screenshots/ (linked from the README).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { artistSlug } from '../shared/artists';
import { pathOf, type RouteId } from '../shared/api/call';
import { paths } from '../shared/api/paths';
import { usdToBdt } from '../shared/money';
import { buildWeb } from './bench/web';
import { CHROMIUM_FLAGS } from './local/chromium-flags';
import { REPO_ROOT } from './local/env';
import { spawnStack } from './local/spawn-stack';

const OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');
const SIZES = [
  { suffix: 'desktop', viewport: { width: 1366, height: 900 }, mobile: false },
  { suffix: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
] as const;

interface Song {
  id: string;
  title: string;
  artist: string;
  price: number;
  is_available: boolean;
}

function client(baseUrl: string) {
  return async <T>(
    id: RouteId,
    opts: { token?: string; params?: Record<string, string | number>; body?: unknown; query?: string } = {},
  ) => {
    const res = await fetch(`${baseUrl}${pathOf(id, opts.params)}${opts.query ?? ''}`, {
      method: paths[id].method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    if (!res.ok) throw new Error(`${id} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** A buyer with a completed purchase and an order waiting for approval, so the dashboards have figures. */
async function seedBuyer(baseUrl: string, adminEmail: string, adminPassword: string) {
  const call = client(baseUrl);
  const { token: admin } = await call<{ token: string }>('login', { body: { email: adminEmail, password: adminPassword } });
  const settings = await call<Record<string, unknown>>('getSystemSettings', { token: admin });
  await call('updateSystemSettings', { token: admin, body: { ...settings, requireEmailVerification: false } });
  // The data folder is new each run, so the address is free.
  const email = 'nadia.rahman@example.com';
  const password = randomBytes(12).toString('base64url');
  await call('register', { body: { name: 'Nadia Rahman', email, password } });
  const { token } = await call<{ token: string }>('login', { body: { email, password } });
  const songs = (await call<Song[]>('listSongs', { query: '?limit=12' })).filter((s) => s.is_available && s.price > 0);
  let txn = 0;
  const order = async (song: Song, approve: boolean) => {
    const { orderId } = await call<{ orderId: number }>('createOrder', {
      token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    await call('submitOrderPayment', {
      token,
      params: { orderId },
      body: { senderWallet: '01712345678', transactionId: `SHOT${Date.now().toString(36).toUpperCase()}${++txn}`, paymentMethod: 'bkash' },
    });
    if (approve) await call('approvePayment', { token: admin, params: { orderId } });
  };
  await order(songs[1]!, true);
  await order(songs[2]!, true);
  await order(songs[3]!, false);
  return { admin, buyer: token, song: songs[0]! };
}

async function shoot(browser: Browser, baseUrl: string, token: string | null, pages: [name: string, path: string][]) {
  for (const { suffix, viewport, mobile } of SIZES) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, reducedMotion: 'reduce' });
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      // Lazy images below the fold are not in a viewport shot; the ones above it are loaded.
      await page.evaluate(() => document.fonts.ready);
      const file = join(OUT_DIR, `${name}-${suffix}.png`);
      await page.screenshot({ path: file });
      process.stdout.write(`saved ${file}\n`);
    }
    await context.close();
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  process.stdout.write('vite build…\n');
  await buildWeb();
  const adminEmail = 'admin@example.com';
  const adminPassword = `${randomBytes(15).toString('base64url')}aZ7!`;
  process.stdout.write('starting the local stack with the demo catalogue…\n');
  const stack = await spawnStack({
    args: ['--preview'],
    dataDirPrefix: 'mm-screenshots-',
    readyTimeoutMs: 300_000,
    env: { WEB: undefined, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const { admin, buyer, song } = await seedBuyer(stack.baseUrl, adminEmail, adminPassword);
    await shoot(browser, stack.baseUrl, null, [
      ['home', '/'],
      ['browse', '/browse'],
      ['song', `/songs/${song.id}`],
      ['artist', `/artist/${artistSlug(song.artist)}`],
    ]);
    await shoot(browser, stack.baseUrl, buyer, [['dashboard', '/dashboard']]);
    await shoot(browser, stack.baseUrl, admin, [
      ['admin-dashboard', '/admin'],
      ['admin-orders', '/admin/orders'],
      ['admin-songs', '/admin/songs'],
    ]);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
