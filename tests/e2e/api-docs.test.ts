import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pathOf } from '../../shared/api/call';
import { routes } from '../../shared/api/routes';
import { api, fieldOf } from '../helpers/api';
import { hasBrowser, useBrowser } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe('OpenAPI document and reference page', () => {
  it('serves the OpenAPI 3.1 document with an operation for every route', async () => {
    const res = await api('getOpenApi');
    expect(res.status).toBe(200);
    const paths = fieldOf(res.body, 'paths', z.record(z.string(), z.record(z.string(), z.object({ operationId: z.string() }))));
    const operationIds = Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(res.body.openapi).toBe('3.1.0');
    expect(operationIds.sort()).toEqual(Object.keys(routes).sort());
  });
});

describe.skipIf(!hasBrowser)('journey: a developer reads the API reference', () => {
  const browser = useBrowser();

  it('renders /api/docs offline from this origin, with the operations of the route table', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Offline on purpose: any request off this origin fails, as on a machine without network.
    await page.route(
      (url) => url.origin !== new URL(baseUrl).origin,
      (route) => {
        foreign.push(route.request().url());
        return route.abort();
      },
    );

    const response = await page.goto(`${baseUrl}${pathOf('getApiDocs')}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // The first group is open: its operations are listed by their route summaries.
    await page.getByText(routes.register.summary).first().waitFor({ timeout: 30_000 });
    await page.getByText(routes.login.summary).first().waitFor();
    await page.getByRole('heading', { name: 'Music marketplace API' }).first().waitFor();
    expect(errors.filter((e) => /Content.Security.Policy|Refused to/i.test(e))).toEqual([]);
    expect(foreign.filter((url) => /\.js(\?|$)/.test(url))).toEqual([]);
    await page.close();
  });
});
