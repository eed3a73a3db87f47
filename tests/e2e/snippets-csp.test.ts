import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ScriptsContent } from '../../shared/api/catalogue';
import { cspDirectives, INLINE_SCRIPT_HASHES, STORAGE_HOSTS } from '../../shared/csp';
import { adminToken, api } from '../helpers/api';
import { hasBrowser, useBrowser, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

type Probe = Window & { __pwned?: number };

/** A policy header as directive → sources. */
const directivesOf = (header: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Production's directives with the local S3 stand-in's origin in place of S3's hosts. */
function expectSitePolicy(header: string | undefined) {
  const served = directivesOf(header);
  const storage = served['media-src']!.filter((s) => /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(s));
  expect(storage).toHaveLength(1);
  const production = Object.entries(cspDirectives()).map(([name, sources]) => [
    name,
    sources.flatMap((s) => (STORAGE_HOSTS.includes(s) ? storage : [s])),
  ]);
  expect(Object.entries(served)).toEqual(production);
  // The site's bundle, index.html's theme script by its hash and the web analytics tag's host; never 'unsafe-inline'.
  expect(served['script-src']).toEqual(["'self'", ...INLINE_SCRIPT_HASHES, 'https://www.googletagmanager.com']);
}

describe.skipIf(!hasBrowser)("journey: an admin's inline script snippet does not run for visitors (CSP)", () => {
  const browser = useBrowser();
  let adminPage: Page;
  let visitor: Page;
  const stamp = `csp-${Date.now().toString(36)}`;
  let original: ScriptsContent;

  beforeAll(async () => {
    original = (await api('getScriptsContent')).body;
    adminPage = await browser.openPage();
    visitor = await browser.openPage();
  });

  // The stack is shared with the other journeys: every page of theirs gets the snippets.
  afterAll(async () => {
    expect((await api('updateScriptsContent', { token: await adminToken(), body: original })).status).toBe(200);
  });

  it('lets the admin save a header snippet with an inline script, and logs the change', async () => {
    await signInThroughUi(adminPage, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    await adminPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Website Content' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin/content`);
    const form = adminPage.getByRole('form', { name: 'Header and footer snippets' });
    await form.getByRole('button', { name: 'Add header snippet' }).click();
    const count = await form.getByLabel(/^Header snippet \d+$/).count();
    await form.getByLabel(`Header snippet ${count}`).fill(`<script>window.__pwned = 1; document.title = 'pwned';</script>`);
    await form.getByRole('button', { name: 'Add header snippet' }).click();
    await form.getByLabel(`Header snippet ${count + 1}`).fill(`<meta name="snippet-marker" content="${stamp}">`);
    await form.getByRole('button', { name: 'Save Snippets' }).click();
    // The saved snippets, not the 3-second toast that says so.
    await expect
      .poll(async () => (await api('getScriptsContent')).body.header.join('\n'), { timeout: 10_000 })
      .toContain(`snippet-marker" content="${stamp}"`);
    const stored = (await api('getScriptsContent')).body.header;
    expect(stored).toContain(`<script>window.__pwned = 1; document.title = 'pwned';</script>`);
    const log = (await api('listScriptsChanges', { token: await adminToken() })).body;
    expect(log[0]?.header).toEqual(stored);
  });

  it('serves the site with the one policy, and the visitor page works while the inline script never runs', async () => {
    const response = await visitor.goto(`${baseUrl}/`);
    expectSitePolicy(response?.headers()['content-security-policy']);
    // The snippets were loaded and inserted: their harmless part is in the head.
    await visitor.locator(`head meta[name="snippet-marker"][content="${stamp}"]`).waitFor({ state: 'attached' });
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.locator('#main').getByRole('link', { name: 'Browse Music' }).click();
    await visitor.getByRole('heading', { name: 'All Songs' }).waitFor();
    expect(await visitor.evaluate(() => (window as Probe).__pwned)).toBeUndefined();
    expect(await visitor.title()).not.toBe('pwned');
    expect(browser.errors).toEqual([]);
  });

  it('refuses an inline script that reaches the page anyway: the policy decides, not only the sanitiser', async () => {
    const outcome = await visitor.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve({ ran: (window as Probe).__pwned !== undefined, violated: event.effectiveDirective }),
          );
          const script = document.createElement('script');
          script.textContent = 'window.__pwned = 2;';
          document.head.appendChild(script);
          setTimeout(() => resolve({ ran: (window as Probe).__pwned !== undefined, violated: '' }), 2000);
        }),
    );
    expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' });
  });
});
