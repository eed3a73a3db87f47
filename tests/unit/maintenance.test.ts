import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../shared/api/call';
import { routes } from '../../shared/api/routes';
import { setFunctionEnv } from '../helpers/function-env';
import { gatewayEvent, lambdaContext } from '../helpers/lambda-event';

setFunctionEnv();

const table = vi.hoisted((): { system: unknown; reads: number } => ({ system: undefined, reads: 0 }));
vi.mock('../../functions/data/settings-repo', () => ({
  readSetting: async (name: string) => {
    table.reads++;
    return name === 'system' ? table.system : undefined;
  },
}));
const health = vi.hoisted(() => ({ counted: 0 }));
vi.mock('../../functions/data/health-repo', () => ({
  count5xx: async () => {
    health.counted++;
  },
}));
// endpoint() reads the account behind each token to see that its session is still open.
vi.mock('../../functions/data/users-repo', async (importOriginal) =>
  (await import('../helpers/unit-accounts')).withStoredAccounts(importOriginal),
);

const { endpoint } = await import('../../functions/http/endpoint');
const { sessionToken } = await import('../helpers/unit-accounts');
const { isMaintenanceOn, rememberMaintenance, MAINTENANCE_CACHE_MS } = await import('../../functions/domain/settings/maintenance');

const event = (id: 'listSongs' | 'listUsers' | 'login' | 'getPublicSiteSettings', token?: string) =>
  gatewayEvent({
    method: routes[id].method,
    path: pathOf(id),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(id === 'login' ? { body: JSON.stringify({ email: 'a@b.co', password: 'whatever-it-is' }) } : {}),
  });
const context = lambdaContext('req-1');

const listSongs = endpoint(routes.listSongs, async () => []);
const listUsers = endpoint(routes.listUsers, async () => []);
const login = endpoint(routes.login, async () => ({ token: 't', user: { id: '1', name: 'A', email: 'a@b.co', role: 'user' as const } }));
const publicSettings = endpoint(routes.getPublicSiteSettings, async () => ({
  siteName: 'S',
  siteDescription: '',
  contactEmail: '',
  supportEmail: '',
  address: '',
  currency: 'USD' as const,
  maintenanceMode: true,
  enableNotifications: true,
}));

const brokenSongs = endpoint(routes.listSongs, async () => {
  throw new Error('the table is unreachable');
});

beforeEach(() => {
  health.counted = 0;
  table.reads = 0;
  table.system = { maintenanceMode: true };
  rememberMaintenance(true);
});

describe('maintenance mode in endpoint()', () => {
  it('answers a visitor and a signed-in user 503 MAINTENANCE with the wire error shape', async () => {
    const user = await sessionToken({ id: 'u1', role: 'user', name: 'Rina' });
    for (const res of [await listSongs(event('listSongs'), context), await listSongs(event('listSongs', user), context)]) {
      expect(res.statusCode).toBe(503);
      const body = JSON.parse(res.body ?? '{}') as Record<string, unknown>;
      expect(body.code).toBe('MAINTENANCE');
      expect(body.error).toBe(body.message);
      expect(String(body.error)).toMatch(/maintenance/i);
    }
  });

  it('lets an admin through on any route, and keeps sign-in and the public settings read open', async () => {
    const admin = await sessionToken({ id: 'a1', role: 'admin', name: 'Ada' });
    expect((await listSongs(event('listSongs', admin), context)).statusCode).toBe(200);
    expect((await listUsers(event('listUsers', admin), context)).statusCode).toBe(200);
    expect((await login(event('login'), context)).statusCode).toBe(200);
    expect((await publicSettings(event('getPublicSiteSettings'), context)).statusCode).toBe(200);
  });

  it('serves the flag from the container cache for a few seconds, then reads the table again', async () => {
    const start = 1_000_000;
    rememberMaintenance(true, start - MAINTENANCE_CACHE_MS);
    table.system = { maintenanceMode: false };
    expect(await isMaintenanceOn(start)).toBe(false);
    table.system = { maintenanceMode: true };
    expect(await isMaintenanceOn(start + MAINTENANCE_CACHE_MS - 1)).toBe(false);
    expect(table.reads).toBe(1);
    expect(await isMaintenanceOn(start + MAINTENANCE_CACHE_MS)).toBe(true);
    expect(table.reads).toBe(2);
  });

  it('reads the table once for all the requests that find the cache stale at the same moment', async () => {
    const start = 2_000_000;
    rememberMaintenance(true, start - MAINTENANCE_CACHE_MS);
    table.system = { maintenanceMode: false };
    const answers = await Promise.all(Array.from({ length: 50 }, () => isMaintenanceOn(start)));
    expect(answers.every((on) => on === false)).toBe(true);
    expect(table.reads).toBe(1);
  });

  it("leaves maintenance 503s out of System Health's server errors, and still counts a real failure", async () => {
    const user = await sessionToken({ id: 'u1', role: 'user', name: 'Rina' });
    expect((await listSongs(event('listSongs'), context)).statusCode).toBe(503);
    expect((await listSongs(event('listSongs', user), context)).statusCode).toBe(503);
    expect(health.counted).toBe(0);

    rememberMaintenance(false);
    expect((await brokenSongs(event('listSongs'), context)).statusCode).toBe(500);
    expect(health.counted).toBe(1);
  });

  it('treats a missing or damaged settings item as open', async () => {
    for (const stored of [undefined, null, 'on', { maintenanceMode: 'true' }]) {
      table.system = stored;
      rememberMaintenance(true, 0);
      expect(await isMaintenanceOn(MAINTENANCE_CACHE_MS * 10), JSON.stringify(stored)).toBe(false);
    }
  });
});
