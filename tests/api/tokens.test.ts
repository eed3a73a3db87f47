/**
 * Session tokens against the JWT BCP (RFC 8725): every forged, stale or misplaced token is refused
 * on a user route (getMe) and an admin route (listAdminOrders) with a 4xx in the error shape.
 * Tokens are built by hand with node:crypto so any header, payload and key can be tried.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../shared/api/call';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../shared/constants';
import { adminToken, api, apiLoose, apiRaw, jwtSecret, registerAndLogin, type ApiResponse, type WireError } from '../helpers/api';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function hs256(key: string, payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const signingInput = `${b64url(header)}.${b64url(payload)}`;
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}

/** The claims the API issues, valid for an hour, with `overrides` applied (undefined removes one). */
function claims(user: { id: string; role: string; name: string }, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    userId: user.id,
    role: user.role,
    name: user.name,
    sub: user.id,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now() - 10,
    exp: now() + 3600,
    ...overrides,
  };
  for (const [k, v] of Object.entries(base)) if (v === undefined) delete base[k];
  return base;
}

function expectRefused(res: ApiResponse, statuses: number[] = [401]): void {
  expect(statuses).toContain(res.status);
  const body = res.body as Partial<WireError> | undefined;
  expect([typeof body?.error, typeof body?.message, typeof body?.code]).toEqual(['string', 'string', 'string']);
}

const withAuthorization = (authorization: string) => ({ headers: { authorization } });

let buyer: { id: string; role: string; name: string; token: string };
let admin: { id: string; role: string; name: string; token: string };

beforeAll(async () => {
  const b = await registerAndLogin('Token Tester');
  buyer = { id: b.user.id, role: 'user', name: b.user.name, token: b.token };
  const token = await adminToken();
  const me = await api('getMe', { token });
  admin = { id: me.body.id, role: 'admin', name: me.body.name, token };
});

describe('tokens: signature and algorithm', () => {
  it('accepts the issued tokens (the baseline the refusals are measured against)', async () => {
    expect((await apiLoose('getMe', { token: buyer.token })).status).toBe(200);
    expect((await apiLoose('listAdminOrders', { token: admin.token })).status).toBe(200);
  });

  it('refuses alg none with an empty signature on both routes', async () => {
    for (const [user, route] of [
      [buyer, 'getMe'],
      [admin, 'listAdminOrders'],
    ] as const) {
      const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims(user))}.`;
      expectRefused(await apiLoose(route, { token }));
    }
  });

  it('refuses alg none spelt in other cases and with the real signature kept', async () => {
    for (const alg of ['None', 'NONE', 'nOnE']) {
      const real = admin.token.split('.')[2];
      expectRefused(await apiLoose('listAdminOrders', { token: `${b64url({ alg, typ: 'JWT' })}.${b64url(claims(admin))}.${real}` }));
    }
  });

  it('refuses HS256 signed with a wrong random key', async () => {
    expectRefused(await apiLoose('getMe', { token: hs256(randomUUID(), claims(buyer)) }));
    expectRefused(await apiLoose('listAdminOrders', { token: hs256(randomUUID(), claims(admin)) }));
  });

  it('refuses the common weak keys: secret, empty, the issuer name', async () => {
    for (const key of ['secret', '', 'jwt-secret', 'changeme', TOKEN_ISSUER]) {
      expectRefused(await apiLoose('getMe', { token: hs256(key, claims(buyer)) }));
      expectRefused(await apiLoose('listAdminOrders', { token: hs256(key, claims(admin)) }));
    }
  });

  it('refuses HS384 and HS512 even though they are HMACs too (the algorithm list is pinned)', async () => {
    for (const [alg, hash] of [
      ['HS384', 'sha384'],
      ['HS512', 'sha512'],
    ] as const) {
      const signingInput = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims(buyer))}`;
      const token = `${signingInput}.${createHmac(hash, 'secret').update(signingInput).digest('base64url')}`;
      expectRefused(await apiLoose('getMe', { token }));
    }
  });

  it('refuses a payload edited under the old signature (role raised, another user id)', async () => {
    const [header, payload, signature] = buyer.token.split('.');
    const original = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    for (const changes of [{ role: 'admin' }, { userId: admin.id, sub: admin.id }, { exp: now() + 10 * 365 * 86400 }]) {
      const token = `${header}.${b64url({ ...original, ...changes })}.${signature}`;
      expectRefused(await apiLoose('getMe', { token }));
      expectRefused(await apiLoose('listAdminOrders', { token }));
    }
  });

  it('refuses a user token whose role is raised to admin and re-signed with a guessed key', async () => {
    for (const key of ['secret', randomUUID()]) {
      expectRefused(await apiLoose('listAdminOrders', { token: hs256(key, claims(buyer, { role: 'admin' })) }));
    }
  });

  it('answers a genuine user token on the admin route with 403, not the orders', async () => {
    expectRefused(await apiLoose('listAdminOrders', { token: buyer.token }), [403]);
  });
});

describe.skipIf(!jwtSecret())('tokens: claims under the real key', () => {
  const signed = (user: { id: string; role: string; name: string }, overrides: Record<string, unknown> = {}) =>
    hs256(jwtSecret()!, claims(user, overrides));

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    for (const [user, route] of [
      [buyer, 'getMe'],
      [admin, 'listAdminOrders'],
    ] as const) {
      const res = await apiLoose(route, { token: signed(user, { iat: now() - 7200, exp: now() - 60 }) });
      expectRefused(res);
      expect(res.body.code).toBe('TOKEN_EXPIRED');
    }
  });

  it('refuses a token whose nbf lies in the future', async () => {
    expectRefused(await apiLoose('getMe', { token: signed(buyer, { nbf: now() + 3600 }) }));
    expectRefused(await apiLoose('listAdminOrders', { token: signed(admin, { nbf: now() + 3600 }) }));
  });

  it('refuses a token without exp (no session lives for ever)', async () => {
    expectRefused(await apiLoose('getMe', { token: signed(buyer, { exp: undefined }) }));
    expectRefused(await apiLoose('listAdminOrders', { token: signed(admin, { exp: undefined }) }));
  });

  it('refuses a non-numeric exp', async () => {
    expectRefused(await apiLoose('getMe', { token: signed(buyer, { exp: String(now() + 3600) }) }));
  });

  it('refuses a wrong or missing issuer', async () => {
    for (const iss of ['someone-else', '', undefined]) {
      expectRefused(await apiLoose('getMe', { token: signed(buyer, { iss }) }));
      expectRefused(await apiLoose('listAdminOrders', { token: signed(admin, { iss }) }));
    }
  });

  it('refuses a wrong or missing audience', async () => {
    for (const aud of ['another-app', [], undefined]) {
      expectRefused(await apiLoose('getMe', { token: signed(buyer, { aud }) }));
      expectRefused(await apiLoose('listAdminOrders', { token: signed(admin, { aud }) }));
    }
  });

  it('refuses a token with an unknown role or no user id', async () => {
    expectRefused(await apiLoose('listAdminOrders', { token: signed(admin, { role: 'superadmin' }) }));
    expectRefused(await apiLoose('getMe', { token: signed(buyer, { userId: undefined }) }));
  });

  it('answers getMe for a user id with no account with a 4xx and no profile', async () => {
    const ghost = { id: `01${randomUUID().replace(/-/g, '').toUpperCase().slice(0, 24)}`, role: 'user', name: 'Ghost' };
    const res = await apiLoose('getMe', { token: signed(ghost) });
    expectRefused(res, [401, 404]);
    expect(res.text).not.toContain('email');
  });
});

describe('tokens: where the token is carried', () => {
  it('does not authenticate a token in the query string', async () => {
    for (const name of ['token', 'access_token', 'jwt', 'authorization']) {
      const query = new URLSearchParams({ [name]: admin.token }).toString();
      expectRefused(await apiRaw('GET', `${pathOf('getMe')}?${query}`));
      expectRefused(await apiRaw('GET', `${pathOf('listAdminOrders')}?${query}`));
    }
  });

  it('refuses the token without the Bearer scheme, with it doubled, or with another scheme', async () => {
    for (const authorization of [
      admin.token,
      `Bearer Bearer ${admin.token}`,
      `Bearer ${admin.token} ${admin.token}`,
      `Basic ${admin.token}`,
      'Bearer',
      'Bearer ',
    ]) {
      expectRefused(await apiLoose('getMe', withAuthorization(authorization)));
      expectRefused(await apiLoose('listAdminOrders', withAuthorization(authorization)));
    }
  });

  it('refuses a token carried in a cookie', async () => {
    expectRefused(await apiLoose('getMe', { headers: { cookie: `token=${buyer.token}; Authorization=Bearer ${buyer.token}` } }));
  });

  it('answers a 100 KB Authorization header with a clear 4xx, never a 5xx', async () => {
    const huge = `Bearer ${'a'.repeat(100 * 1024)}`;
    for (const route of ['getMe', 'listAdminOrders'] as const) {
      const res = await apiLoose(route, withAuthorization(huge));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('answers a 7 KB token (under the header limit) with 401 in the error shape', async () => {
    expectRefused(await apiLoose('getMe', withAuthorization(`Bearer ${'a'.repeat(7 * 1024)}.${'b'.repeat(10)}.${'c'.repeat(10)}`)));
  });
});
