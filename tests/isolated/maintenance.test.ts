/**
 * Maintenance mode (issue 11): while the admin has it on, visitors' and buyers' calls answer 503
 * MAINTENANCE and the SPA shows the maintenance page; admins, sign-in and the settings reads keep
 * working; off, everything is back. It switches the whole store, so it runs on a stack of its own
 * (the `isolated` project) where no other test's request can be caught by it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose, registerAndLogin } from '../helpers/api';
import { hasBrowser, useBrowser } from '../helpers/browser';
import { stack } from '../helpers/stack';

let admin: string;
let buyer: string;
let original: SystemSettings;

const put = (body: unknown) => apiLoose('updateSystemSettings', { token: admin, body });
const setMaintenance = async (on: boolean) => expect((await put({ ...original, maintenanceMode: on })).status).toBe(200);

beforeAll(async () => {
  admin = await adminToken();
  buyer = (await registerAndLogin('Maintenance Reader')).token;
  const res = await api('getSystemSettings', { token: admin });
  original = { ...res.body, maintenanceMode: false };
});

afterEach(async () => {
  await setMaintenance(false);
});

describe('maintenance mode', () => {
  it("answers a buyer's and a visitor's calls with 503 MAINTENANCE, keeps admins, sign-in and settings reads working, and lifts at once", async () => {
    await setMaintenance(true);
    const [buyerSongs, anonymousSongs, buyerMe, adminSongs, adminSettings, publicSettings, whatsapp] = await Promise.all([
      apiLoose('listSongs', { token: buyer, query: { limit: 1 } }),
      apiLoose('listSongs', { query: { limit: 1 } }),
      apiLoose('getMe', { token: buyer }),
      apiLoose('listSongs', { token: admin, query: { limit: 1 } }),
      apiLoose('getSystemSettings', { token: admin }),
      apiLoose('getPublicSiteSettings'),
      apiLoose('getWhatsAppSettings'),
    ]);
    for (const refused of [buyerSongs, anonymousSongs, buyerMe]) {
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('MAINTENANCE');
      expect(refused.body.error).toMatch(/maintenance/i);
      expect(refused.body.message).toBe(refused.body.error);
    }
    expect(adminSongs.status).toBe(200);
    expect(adminSettings.status).toBe(200);
    expect(publicSettings.status).toBe(200);
    expect(publicSettings.body.maintenanceMode).toBe(true);
    expect(whatsapp.status).toBe(200);
    expect(await adminToken()).toEqual(expect.any(String));

    await setMaintenance(false);
    expect((await apiLoose('listSongs', { token: buyer, query: { limit: 1 } })).status).toBe(200);
    expect((await api('getPublicSiteSettings')).body.maintenanceMode).toBe(false);
  });
});

describe.skipIf(!hasBrowser)('journey: a visitor arrives during maintenance', () => {
  const browser = useBrowser();
  const baseUrl = stack().baseUrl;

  it('shows the maintenance page instead of the catalogue, and the catalogue again once it is off', async () => {
    await setMaintenance(true);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/browse`);
    await page.getByText(/is down for maintenance/).waitFor({ timeout: 30_000 });
    await setMaintenance(false);
    await page.goto(`${baseUrl}/browse`);
    await page.getByRole('search', { name: 'Filter songs' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(/is down for maintenance/).count()).toBe(0);
    await page.close();
  });
});
