import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../shared/api/analytics';
import { adminToken, api } from '../helpers/api';
import { hasBrowser, useBrowserPage, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

const baseUrl = stack().baseUrl;

describe.skipIf(!hasBrowser)('journey: the admin reads the live dashboard and the analytics charts', () => {
  const ui = useBrowserPage(async (b) => (await b.newContext({ viewport: { width: 1280, height: 900 } })).newPage());

  it('shows the server figures on /admin and draws the revenue chart', async () => {
    const { page } = ui;
    await signInThroughUi(page, baseUrl, stack().adminEmail, stack().adminPassword, '/admin');
    const stats = (await api('getAdminStats', { token: await adminToken() })).body as DashboardStats;
    const songs = page.getByTestId('stat-Total Songs');
    await songs.getByText(stats.totalSongs.toLocaleString('en-US')).waitFor();
    await page.getByRole('region', { name: 'System Health' }).getByText('Local outbox').waitFor();
    // recharts draws the series as an SVG area in its own lazy chunk.
    await page
      .getByRole('region', { name: 'Revenue Analytics' })
      .locator('svg .recharts-area-curve')
      .first()
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '90D' }).click();
    expect(await page.getByRole('button', { name: '90D' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens Analytics from the sidebar, switches to 1y and draws its charts', async () => {
    const { page } = ui;
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(`${baseUrl}/admin/analytics`);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByLabel('Period', { exact: true }).selectOption('1y');
    await page.getByText('Last year').waitFor();
    await page.getByRole('region', { name: 'Orders' }).locator('svg .recharts-area-curve').first().waitFor({ state: 'attached' });
    expect(
      await page.getByRole('region', { name: 'Orders' }).locator('.recharts-xAxis .recharts-cartesian-axis-tick').count(),
    ).toBeGreaterThan(0);
    expect(ui.errors).toEqual([]);
  });
});
