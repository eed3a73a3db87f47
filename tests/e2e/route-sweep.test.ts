/**
 * Every route of the web router (read from its tables in web/src/app, so a new route is swept too),
 * at a desktop and a phone size, signed out, as a buyer with orders and as an admin. A page fails
 * on sideways scrolling, a console error, a failed request the sweep does not expect, a broken
 * image or a serious/critical axe finding (issue 21). axe (most of the sweep's time) runs at the
 * desktop size on every route, and at the phone size where the page differs in its elements, not
 * only in layout: the pages that ask a width media query (useMediaQuery(NARROW_SCREEN): card lists
 * instead of tables) and the two shells, whose navigation collapses into a menu (PHONE_AXE_ROUTES).
 * A document axe already checked in the same context at the same size (a redirect's target) is not
 * checked again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Download, Page, Request, Response } from 'playwright-core';
import { REPO_ROOT } from '../../scripts/local/env';
import { artistSlug } from '../../shared/artists';
import { usdToBdt } from '../../shared/money';
import { seriousAxeViolations } from '../helpers/axe';
import { adminToken, api, registerAndLogin, uniqueEmail } from '../helpers/api';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { atMost } from '../helpers/concurrency';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
] as const;

/** Sweeps (an audience at a size) running at once. */
const SWEEP_LANES = 3;

/** Routes axe checks at the phone size whatever they ask: the shop's and the back office's collapsed navigation (CSS only). */
const PHONE_AXE_ROUTES = ['/', '/admin'];

/**
 * The router's tables: the store's (routes.tsx), the one it hands every other address to
 * (other-routes.tsx, mounted at '/'), and the back office's (admin-routes.tsx, under '/admin').
 */
const ROUTE_TABLES = [
  { file: 'web/src/app/routes.tsx', base: '' },
  { file: 'web/src/app/other-routes.tsx', base: '/' },
  { file: 'web/src/app/admin-routes.tsx', base: '/admin' },
];

/**
 * The router's pages ('/', '/songs/:songId', '/admin/orders', '*'), nested paths joined to their
 * parents': every route with a lazy page (`...page(…)` or its own `handle`), except the mounts of
 * another table ('/admin/*').
 */
function routerPaths(): string[] {
  const found: string[] = [];
  const join2 = (parent: string, child: string) => (child === '*' ? '*' : `${parent.replace(/\/$/, '')}/${child}`.replace(/^\/*/, '/'));
  for (const table of ROUTE_TABLES) {
    const file = join(REPO_ROOT, table.file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node, parent: string): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const prop = (name: string) =>
          node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
        const pathProp = prop('path');
        const isIndex = prop('index')?.initializer.kind === ts.SyntaxKind.TrueKeyword;
        const own = pathProp && ts.isStringLiteral(pathProp.initializer) ? join2(parent, pathProp.initializer.text) : parent;
        const lazyPage =
          node.properties.some((p) => ts.isSpreadAssignment(p) && p.expression.getText(source).startsWith('page(')) || prop('handle');
        if ((pathProp || isIndex) && lazyPage && !own.endsWith('/*')) found.push(own);
        const children = prop('children');
        if (children) ts.forEachChild(children.initializer, (child) => visit(child, own));
        return;
      }
      ts.forEachChild(node, (child) => visit(child, parent));
    };
    visit(source, table.base);
  }
  return [...new Set(found)];
}

interface Fixture {
  songId: string;
  /** The title of the song the buyer owns. */
  ownedTitle: string;
  artist: string;
  buyerToken: string;
  adminToken: string;
  completedOrderId: number;
  guestOrder: { orderId: number; token: string };
  subscriptionId: string;
  shareId: string;
}

let txn = 0;
const uniqueTxn = () => `SWEEP${Date.now().toString(36).toUpperCase()}${++txn}`;

/** A buyer with a completed, an unpaid and a rejected order, a pending subscription and a shared playlist; a guest order. */
async function makeFixture(): Promise<Fixture> {
  const admin = await adminToken();
  const songs: { id: string; title: string; artist: string; price: number; is_available: boolean }[] = (
    await api('listSongs', { query: { limit: 40 } })
  ).body;
  const forSale = songs.filter((s) => s.is_available && s.price > 0);
  const buyer = await registerAndLogin('Sweep Buyer');
  const order = async (songId: string, price: number) => {
    const created = await api('createOrder', { token: buyer.token, body: { songId, paymentMethod: 'bkash', amount: usdToBdt(price) } });
    expect(created.status).toBe(201);
    return created.body.orderId;
  };
  const pay = async (orderId: number) =>
    expect(
      (
        await api('submitOrderPayment', {
          params: { orderId },
          token: buyer.token,
          body: { senderWallet: '01712345678', transactionId: uniqueTxn(), paymentMethod: 'bkash' },
        })
      ).status,
    ).toBe(200);
  const [completed, rejected, unpaid] = [forSale.at(-2)!, forSale.at(-3)!, forSale.at(-4)!];
  const completedOrderId = await order(completed.id, completed.price);
  await pay(completedOrderId);
  expect((await api('approvePayment', { params: { orderId: completedOrderId }, token: admin })).status).toBe(200);
  const rejectedOrderId = await order(rejected.id, rejected.price);
  await pay(rejectedOrderId);
  expect(
    (await api('rejectPayment', { params: { orderId: rejectedOrderId }, token: admin, body: { reason: 'Wrong amount' } })).status,
  ).toBe(200);
  await order(unpaid.id, unpaid.price);

  const plans: { id: string; price: number }[] = (await api('listPlans')).body;
  const plan = plans.find((p) => p.price > 0)!;
  const subscription = await api('purchaseSubscription', { token: buyer.token, body: { planId: plan.id, paymentMethod: 'bkash' } });
  expect(subscription.status).toBe(201);

  const playlist = await api('createPlaylist', { token: buyer.token, body: { name: 'Sweep mix' } });
  expect(playlist.status).toBe(201);
  const shared = await api('updatePlaylist', {
    params: { id: playlist.body.id },
    token: buyer.token,
    body: { songIds: [completed.id, unpaid.id], shared: true },
  });
  expect(shared.status).toBe(200);

  const guest = await api('createOrder', {
    body: {
      songId: forSale.at(-5)!.id,
      paymentMethod: 'bkash',
      amount: usdToBdt(forSale.at(-5)!.price),
      email: uniqueEmail('sweep-guest'),
    },
  });
  expect(guest.status).toBe(201);

  return {
    songId: completed.id,
    ownedTitle: completed.title,
    artist: completed.artist,
    buyerToken: buyer.token,
    adminToken: admin,
    completedOrderId,
    guestOrder: { orderId: guest.body.orderId, token: guest.body.guestToken! },
    subscriptionId: subscription.body.subscriptionId,
    shareId: shared.body.shareId!,
  };
}

/** The URL the sweep opens for a router path; a new parameterised path must be given one here. */
function urlFor(path: string, f: Fixture): string {
  const concrete: Record<string, string> = {
    '*': '/no-such-page',
    '/songs/:songId': `/songs/${f.songId}`,
    '/artist/:slug': `/artist/${artistSlug(f.artist)}`,
    '/playlist/:shareId': `/playlist/${f.shareId}`,
    '/invoice/:orderId': `/invoice/${f.completedOrderId}`,
    '/guest/orders/:orderId': `/guest/orders/${f.guestOrder.orderId}#token=${f.guestOrder.token}`,
    '/subscription-invoice/:subscriptionId': `/subscription-invoice/${f.subscriptionId}`,
    '/admin/orders/:orderId': `/admin/orders/${f.completedOrderId}`,
    '/admin/songs/edit/:songId': `/admin/songs/edit/${f.songId}`,
  };
  const url = concrete[path] ?? path;
  if (url.includes(':')) throw new Error(`route-sweep: give ${path} a URL in urlFor()`);
  return url;
}

type Audience = 'visitor' | 'buyer' | 'admin';

/**
 * Requests that may answer 4xx, named: each is what the page is there to show. Anything else that
 * fails is a defect.
 */
const EXPECTED_FAILURES: { audience: Audience | 'any'; route: string; url: RegExp; status: number; why: string }[] = [];

/** Counts the width media queries the page asks (init script): a page that asks one renders other elements on a phone. */
function countWidthQueries(): void {
  const matchMedia = window.matchMedia.bind(window);
  const slot = window as typeof window & { __widthQueries?: number };
  slot.__widthQueries = 0;
  window.matchMedia = (query: string) => {
    if (/width/.test(query)) slot.__widthQueries! += 1;
    return matchMedia(query);
  };
}

const asksWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => ((window as typeof window & { __widthQueries?: number }).__widthQueries ?? 0) > 0);

/**
 * The document as axe would see it: its location and markup, React's generated ids (useId) left
 * out. Routes that redirect (a visitor's /orders to /auth, /checkout to /pricing) often draw a
 * document already checked in the same context at the same size.
 */
async function documentKey(page: Page): Promise<string> {
  const { location, html } = await page.evaluate(() => ({
    location: window.location.pathname + window.location.search,
    html: document.documentElement.outerHTML,
  }));
  const markup = html.replace(/_r_[0-9a-z]+_|:r[0-9a-z]+:/g, '_r_');
  return createHash('sha256').update(location).update('\0').update(markup).digest('hex');
}

const firstSeen = (seen: Set<string>, key: string): boolean => !seen.has(key) && Boolean(seen.add(key));

/**
 * Opens `url` in `page` and lists everything wrong with it; axe runs `always`, or when the page asks
 * a width query, unless `axeChecked` already holds the same document.
 */
async function sweep(
  page: Page,
  audience: Audience,
  route: string,
  url: string,
  axe: 'always' | 'if-width-decides',
  axeChecked: Set<string>,
): Promise<string[]> {
  const problems: string[] = [];
  const expected = EXPECTED_FAILURES.filter((e) => (e.audience === 'any' || e.audience === audience) && e.route === route);
  const isExpected = (reqUrl: string, status: number) => expected.some((e) => e.status === status && e.url.test(reqUrl));
  const expectedUrls = new Set<string>();
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    // Chromium logs every 4xx as a console error; the expected ones are named above.
    if (msg.text().startsWith('Failed to load resource') && expectedUrls.has(msg.location().url)) return;
    problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  const onResponse = (res: Response) => {
    if (res.status() < 400) return;
    if (isExpected(res.url(), res.status())) {
      expectedUrls.add(res.url());
      return;
    }
    problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  };
  const aborted: string[] = [];
  const downloads = new Set<string>();
  const onDownload = (download: Download) => downloads.add(download.url());
  const onFailed = (req: Request) => {
    const error = req.failure()?.errorText ?? '';
    // Media the page stopped loading on purpose (a preview paused, the next page opened).
    if (error === 'net::ERR_ABORTED' && ['media', 'image'].includes(req.resourceType())) return;
    // A download (My Orders starts a buyer's auto-downloads) leaves the page's network as an abort.
    if (error === 'net::ERR_ABORTED') aborted.push(req.url());
    else problems.push(`request failed: ${req.method()} ${req.url()} ${error}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('download', onDownload);
  try {
    await page.goto(`${baseUrl}${url}`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => problems.push('network never went idle in 15 s'));
    await page
      .getByRole('status')
      .filter({ hasText: /Loading/ })
      .first()
      .waitFor({ state: 'hidden', timeout: 10_000 })
      .catch(() => problems.push('still loading after 10 s'));
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    if (width.scroll > width.inner) {
      const culprits = await page.evaluate((inner) => {
        const out: string[] = [];
        for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
          const r = el.getBoundingClientRect();
          if (r.right > inner + 1 && r.width > 0) {
            const parentOver = el.parentElement && el.parentElement.getBoundingClientRect().right > inner + 1;
            if (!parentOver)
              out.push(`${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(0, 4).join('.')} → ${Math.round(r.right)}`);
          }
        }
        return out.slice(0, 4);
      }, width.inner);
      problems.push(`page ${width.scroll}px wide in a ${width.inner}px viewport: ${culprits.join('; ')}`);
    }
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.currentSrc && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    );
    for (const src of broken) problems.push(`broken image: ${src.slice(0, 120)}`);
    if ((axe === 'always' || (await asksWidth(page))) && firstSeen(axeChecked, await documentKey(page)))
      problems.push(...(await seriousAxeViolations(page)).map((finding) => `axe ${finding}`));
    for (const reqUrl of aborted) if (!downloads.has(reqUrl)) problems.push(`request aborted: ${reqUrl}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('download', onDownload);
  }
  return problems.map((p) => `${url}: ${p}`);
}

describe.skipIf(!hasBrowser)('every route at 1366×900 and 390×844, signed out, as a buyer and as an admin', () => {
  let browser: Browser;
  let fixture: Fixture;
  const paths = routerPaths();
  const adminPaths = paths.filter((p) => p === '/admin' || p.startsWith('/admin/'));
  const shopPaths = paths.filter((p) => !adminPaths.includes(p));

  beforeAll(async () => {
    [browser, fixture] = await Promise.all([launchBrowser(), makeFixture()]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds the public, buyer and admin routes in the router', () => {
    expect(shopPaths).toEqual(expect.arrayContaining(['/', '/browse', '/songs/:songId', '/dashboard', '/orders', '*']));
    expect(adminPaths).toEqual(expect.arrayContaining(['/admin', '/admin/orders', '/admin/songs', '/admin/orders/:orderId']));
  });

  it("keeps an owned song's row inside a phone screen, in place when its Download is pressed", { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript((t) => localStorage.setItem('token', t), fixture.buyerToken);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/browse?q=${encodeURIComponent(fixture.ownedTitle)}`);
      const row = page
        .getByRole('region', { name: 'All Songs' })
        .getByTestId('song-row')
        .filter({ has: page.getByRole('heading', { name: fixture.ownedTitle, exact: true }) });
      await row.getByTestId('owned-badge').waitFor();
      const download = row.getByRole('button', { name: `Download ${fixture.ownedTitle}` });
      const inside = async () => {
        const [rowBox, buttonBox] = await Promise.all([row.boundingBox(), download.boundingBox()]);
        return { rowX: rowBox!.x, right: buttonBox!.x + buttonBox!.width, scrollX: await page.evaluate(() => window.scrollX) };
      };
      const before = await inside();
      expect(before.right).toBeLessThanOrEqual(390);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.(mp3|wav|flac)$/);
      expect(await inside()).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });

  const audiences: { audience: Audience; routes: () => string[]; token: () => string | null }[] = [
    { audience: 'visitor', routes: () => shopPaths, token: () => null },
    { audience: 'buyer', routes: () => shopPaths, token: () => fixture.buyerToken },
    { audience: 'admin', routes: () => adminPaths, token: () => fixture.adminToken },
  ];

  // The six sweeps run side by side, SWEEP_LANES at a time, each in a context of its own: a sweep waits on
  // the page far more than it computes (87 CPU-s in 249 s of wall in one CI run), and one after another
  // they held a test worker for four minutes with a core idle.
  const lane = atMost(SWEEP_LANES);
  for (const { audience, routes, token } of audiences) {
    for (const { name, viewport, mobile } of VIEWPORTS) {
      it.concurrent(`${audience} at ${viewport.width}×${viewport.height} (${name})`, { timeout: 900_000 }, ({ expect }) =>
        lane(async () => {
          const context: BrowserContext = await browser.newContext({
            viewport,
            isMobile: mobile,
            hasTouch: mobile,
            reducedMotion: 'reduce',
          });
          const session = token();
          if (session) await context.addInitScript((t) => localStorage.setItem('token', t), session);
          await context.addInitScript(countWidthQueries);
          const page = await context.newPage();
          const problems: string[] = [];
          const axeChecked = new Set<string>();
          try {
            for (const route of routes()) {
              const axe = name === 'desktop' || PHONE_AXE_ROUTES.includes(route) ? 'always' : 'if-width-decides';
              problems.push(...(await sweep(page, audience, route, urlFor(route, fixture), axe, axeChecked)));
            }
          } finally {
            await context.close();
          }
          expect(problems).toEqual([]);
        }),
      );
    }
  }
});
