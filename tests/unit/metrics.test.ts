/**
 * EMF metrics leave a handler as one JSON line on stdout per invocation. The table, mail and
 * throttle stores are replaced by in-memory stand-ins; the handlers, endpoint() and the domain
 * rules are the real ones.
 */
import { pathOf } from '../../shared/api/call';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../functions/data/orders-repo';
import { setFunctionEnv } from '../helpers/function-env';
import { gatewayEvent, lambdaContext } from '../helpers/lambda-event';
import { routes } from '../../shared/api/routes';

setFunctionEnv();
// The store is open: endpoint() reads the maintenance flag, and this suite has no table.
vi.mock('../../functions/data/settings-repo', () => ({ readSetting: async () => undefined }));
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
delete process.env.POWERTOOLS_METRICS_NAMESPACE;

const fake = vi.hoisted(() => ({ order: undefined as OrderRecord | undefined }));

vi.mock('../../functions/data/orders-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getOrderRecord: async () => fake.order,
}));
// The song read with the artist's account and the settings: the artist holds no account here, so the sale earns no ledger entry (issue 24).
vi.mock('../../functions/data/orders-approval-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  completeSongOrder: async () => undefined,
  readSaleInputs: async (id: string) => ({
    song: { id, title: 'Night Drive', artist: 'The Examples', status: 'published' },
    setting: undefined,
  }),
}));
vi.mock('../../functions/data/users-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getUser: (await import('../helpers/unit-accounts')).storedAccount,
  findUserByEmail: async () => undefined,
}));
vi.mock('../../functions/data/throttle-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  // Every sign-in limit has room: the check goes ahead (and fails on the password).
  claimAttempt: async (limits: readonly unknown[]) => ({
    allowed: true,
    slots: limits.map((limit) => ({ limit, position: 1, expiresAt: 0 })),
  }),
}));
vi.mock('../../functions/mail/mailer', () => ({ sendMail: async () => undefined }));

const { endpoint } = await import('../../functions/http/endpoint');
const { sessionToken } = await import('../helpers/unit-accounts');
const { handler: approvePayment } = await import('../../functions/http/approve-payment');
const { handler: login } = await import('../../functions/http/login');

let stdout: string[] = [];
beforeEach(() => {
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}
const emfLines = (): EmfLine[] =>
  stdout
    .join('')
    .split('\n')
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);

/** The metrics of the one EMF line an invocation wrote, as name → value, plus its dimensions. */
function onlyEmission(): { values: Record<string, unknown>; namespace: string; dimensions: string[][]; route: unknown; service: unknown } {
  const lines = emfLines();
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  const [directive] = line._aws.CloudWatchMetrics;
  const values = Object.fromEntries(directive!.Metrics.map((m) => [m.Name, line[m.Name]]));
  return { values, namespace: directive!.Namespace, dimensions: directive!.Dimensions, route: line.route, service: line.service };
}

const event = (
  method: string,
  path: string,
  init: { authorization?: string; body?: unknown; pathParameters?: Record<string, string> } = {},
) =>
  gatewayEvent({
    method,
    path,
    requestId: 'req-metrics',
    headers: { 'content-type': 'application/json', ...(init.authorization ? { authorization: init.authorization } : {}) },
    ...(init.pathParameters ? { pathParameters: init.pathParameters } : {}),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
const context = lambdaContext('lambda-req');

const pendingSongOrder = (): OrderRecord => ({
  id: 1042,
  userId: 'buyer-1',
  buyerName: 'Ada Buyer',
  buyerEmail: 'ada@example.com',
  type: 'song',
  songId: 'song-1',
  itemKey: 'SONG#song-1',
  title: 'Night Drive',
  songArtist: 'The Examples',
  amountMinor: 32900,
  currency: 'BDT',
  listPriceCents: 299,
  paymentMethod: 'bkash',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  searchText: '1042 ada buyer night drive',
});

describe('EMF metrics', () => {
  it('counts an approval as PaymentsApproved on the approvePayment route, in one line', async () => {
    fake.order = pendingSongOrder();
    const admin = await sessionToken({ id: 'admin-1', role: 'admin', name: 'Admin' });
    const res = await approvePayment(
      event('POST', pathOf('approvePayment', { orderId: 1042 }), { authorization: `Bearer ${admin}`, pathParameters: { orderId: '1042' } }),
      context,
    );
    expect(res.statusCode).toBe(200);
    const emission = onlyEmission();
    expect(emission).toMatchObject({
      values: { PaymentsApproved: 1 },
      namespace: 'MusicMarketplace',
      dimensions: [['service', 'route']],
      route: 'approvePayment',
      service: 'music-marketplace',
    });
    expect(emission.values).not.toHaveProperty('4xx');
    expect(stdout.join('')).not.toContain('ada@example.com');
  });

  it('counts a refused login as LoginsFailed and as a 4xx of the login route', async () => {
    const res = await login(event('POST', pathOf('login'), { body: { email: 'nobody@example.com', password: 'wrong password' } }), context);
    expect(res.statusCode).toBe(401);
    expect(onlyEmission()).toMatchObject({ values: { LoginsFailed: 1, '4xx': 1 }, route: 'login' });
  });

  it('counts an unhandled error as a 5xx of its route', async () => {
    const broken = endpoint(routes.getMe, async () => {
      throw new Error('table unreachable');
    });
    const token = await sessionToken({ id: 'user-1', role: 'user', name: 'Ada' });
    const res = await broken(event('GET', pathOf('getMe'), { authorization: `Bearer ${token}` }), context);
    expect(res.statusCode).toBe(500);
    expect(onlyEmission()).toMatchObject({ values: { '5xx': 1 }, route: 'getMe' });
  });

  it('writes nothing for a successful request that counted nothing', async () => {
    const me = endpoint(routes.getMe, async ({ user }) => ({ id: user.userId, name: user.name, email: 'a@b.co', role: user.role }));
    const token = await sessionToken({ id: 'user-1', role: 'user', name: 'Ada' });
    const res = await me(event('GET', pathOf('getMe'), { authorization: `Bearer ${token}` }), context);
    expect(res.statusCode).toBe(200);
    expect(emfLines()).toEqual([]);
  });

  it('starts each invocation from zero: a 401 after a 500 is one 4xx and nothing else', async () => {
    const broken = endpoint(routes.getMe, async () => {
      throw new Error('boom');
    });
    const token = await sessionToken({ id: 'user-1', role: 'user', name: 'Ada' });
    await broken(event('GET', pathOf('getMe'), { authorization: `Bearer ${token}` }), context);
    stdout = [];
    await broken(event('GET', pathOf('getMe')), context);
    const { values } = onlyEmission();
    expect(values).toEqual({ '4xx': 1 });
  });
});
