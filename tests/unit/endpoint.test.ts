import { pathOf } from '../../shared/api/call';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setFunctionEnv, TEST_JWT_SECRET } from '../helpers/function-env';
import { gatewayEvent, lambdaContext, type GatewayEventInit } from '../helpers/lambda-event';
import { signToken, tamperToken, unsignedToken } from '../helpers/tokens';
import { routes } from '../../shared/api/routes';

setFunctionEnv();
// The store is open: endpoint() reads the maintenance flag, and this suite has no table.
vi.mock('../../functions/data/settings-repo', () => ({ readSetting: async () => undefined }));
// endpoint() reads the account behind each token to see that its session is still open.
vi.mock('../../functions/data/users-repo', async (importOriginal) =>
  (await import('../helpers/unit-accounts')).withStoredAccounts(importOriginal),
);
const { endpoint } = await import('../../functions/http/endpoint');
const { ConflictError } = await import('../../functions/kernel/errors');
const { forgetAccount, sessionToken, storeAccount } = await import('../helpers/unit-accounts');

function event({ method = 'POST', ...rest }: GatewayEventInit = {}): APIGatewayProxyEventV2 {
  return gatewayEvent({
    method,
    path: pathOf('getMe'),
    routeKey: `${method} /api/test`,
    requestId: 'req-123',
    headers: { 'content-type': 'application/json' },
    ...rest,
  });
}

const context = lambdaContext('req-123');
const bodyOf = (res: { body?: string }) => JSON.parse(res.body ?? 'null') as Record<string, unknown>;

const register = endpoint(routes.register, async ({ body }) => ({
  message: 'ok',
  user: { id: '1', name: body.name, email: body.email, role: 'user' as const },
}));
const me = endpoint(routes.getMe, async ({ user }) => ({ id: user.userId, name: user.name, email: 'a@b.c', role: user.role }));
const adminOnly = endpoint(routes.listUsers, async () => []);

const validBody = JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });

describe('endpoint(): request parsing', () => {
  it('answers 200 JSON with a request id, no-store and security headers', async () => {
    const res = await register(event({ body: validBody }), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['Content-Type']).toMatch(/application\/json/);
    expect(res.headers?.['X-Request-Id']).toBe('req-123');
    expect(res.headers?.['Cache-Control']).toBe('no-store');
    expect(Object.keys(res.headers ?? {}).map((h) => h.toLowerCase())).toEqual(
      expect.arrayContaining(['x-content-type-options', 'referrer-policy', 'strict-transport-security']),
    );
  });

  it('rejects malformed JSON with 400 and the wire error shape', async () => {
    const res = await register(event({ body: '{"name": ' }), context);
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toMatchObject({ error: 'Malformed JSON body', message: 'Malformed JSON body', code: 'VALIDATION_ERROR' });
    expect(res.headers?.['X-Request-Id']).toBe('req-123');
  });

  it('rejects an unknown field with 400 and details naming it', async () => {
    const res = await register(event({ body: JSON.stringify({ ...JSON.parse(validBody), role: 'admin' }) }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(res).details)).toContain('role');
  });

  it('rejects a short password with the rule as the message', async () => {
    const res = await register(event({ body: JSON.stringify({ name: 'A', email: 'a@b.co', password: 'short' }) }), context);
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).error).toBe('Password must be at least 8 characters');
  });

  it('names a missing field and a wrong type in plain words, keeping the code and details for programs', async () => {
    const missing = await register(event({ body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse' }) }), context);
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing)).toMatchObject({ error: 'Name is required', message: 'Name is required', code: 'VALIDATION_ERROR' });
    expect(bodyOf(missing).details).toEqual([{ path: 'body.name', message: 'Name is required' }]);

    const wrongType = await register(
      event({ body: JSON.stringify({ name: 42, email: 'ada@example.com', password: 'correct horse' }) }),
      context,
    );
    expect(bodyOf(wrongType).error).toBe('Name must be text');

    const notAnObject = await register(event({ body: '[1, 2]' }), context);
    expect(bodyOf(notAnObject).error).toBe('The request body must be a JSON object');

    const unknown = await register(event({ body: JSON.stringify({ ...JSON.parse(validBody), role: 'admin' }) }), context);
    expect(bodyOf(unknown).error).toBe('Unknown field: role');
    for (const res of [missing, wrongType, notAnObject, unknown])
      expect(String(bodyOf(res).error)).not.toMatch(/Invalid input|expected|received/);
  });

  it('decodes a base64 body', async () => {
    const res = await register(event({ body: Buffer.from(validBody).toString('base64'), isBase64Encoded: true }), context);
    expect(res.statusCode).toBe(200);
  });

  it('strips fields that are not in the response contract', async () => {
    const leaky = endpoint(routes.getMe, async ({ user }) => ({
      id: user.userId,
      name: 'n',
      email: 'e@x.io',
      role: 'user' as const,
      passwordHash: 'secret',
    }));
    const token = await sessionToken({ id: 'u1', role: 'user', name: 'n' });
    const res = await leaky(event({ method: 'GET', headers: { authorization: `Bearer ${token}` } }), context);
    expect(res.body).not.toContain('passwordHash');
  });

  it('maps a domain error to its status and message, and hides unexpected errors behind a 500', async () => {
    const conflict = endpoint(routes.register, async () => {
      throw new ConflictError('Already there', 'DUPLICATE');
    });
    const conflictRes = await conflict(event({ body: validBody }), context);
    expect(conflictRes.statusCode).toBe(409);
    expect(bodyOf(conflictRes)).toEqual({ error: 'Already there', message: 'Already there', code: 'DUPLICATE' });

    const boom = endpoint(routes.register, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1 secret-table');
    });
    const boomRes = await boom(event({ body: validBody }), context);
    expect(boomRes.statusCode).toBe(500);
    expect(boomRes.body).not.toContain('ECONNREFUSED');
    expect(bodyOf(boomRes)).toMatchObject({ error: 'Internal Server Error', code: 'INTERNAL', requestId: 'req-123' });
  });

  it('answers a handler still running near the function timeout with 503 TIMEOUT in the standard error body, not 500', async () => {
    const hanging = endpoint(routes.register, () => new Promise<never>(() => {}));
    const ending = Date.now() + 600;
    const short = lambdaContext('req-123', { getRemainingTimeInMillis: () => ending - Date.now() });
    const res = await hanging(event({ body: validBody }), short);
    expect(res.statusCode).toBe(503);
    const message = 'The request took too long. Please try again in a moment.';
    expect(bodyOf(res)).toEqual({ error: message, message, code: 'TIMEOUT', requestId: 'req-123' });
    expect(res.headers?.['Retry-After']).toBe('5');
    // Answered before Lambda's own timeout would cut it off.
    expect(Date.now()).toBeLessThan(ending);
  });
});

describe('endpoint(): authentication', () => {
  let userToken: string;
  beforeAll(async () => {
    userToken = await sessionToken({ id: 'u1', role: 'user', name: 'Ada' });
  });
  const call = (handler: typeof me, authorization?: string) =>
    handler(event({ method: 'GET', headers: authorization ? { authorization } : {} }), context);

  it('accepts a valid token and exposes the principal', async () => {
    const res = await call(me, `Bearer ${userToken}`);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toMatchObject({ id: 'u1', name: 'Ada', role: 'user' });
  });

  it('answers 401 without a token', async () => {
    const res = await call(me);
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res).code).toBe('TOKEN_MISSING');
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signToken(TEST_JWT_SECRET, { userId: 'u1', role: 'user', name: 'Ada' }, { expiresInSeconds: -60 });
    const res = await call(me, `Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res).code).toBe('TOKEN_EXPIRED');
  });

  it('answers 401 for a token whose payload was changed', async () => {
    const res = await call(adminOnly, `Bearer ${tamperToken(userToken, { role: 'admin' })}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an alg:none token', async () => {
    const res = await call(adminOnly, `Bearer ${unsignedToken({ userId: 'u1', role: 'admin', name: 'Eve' })}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const forged = await signToken('another-secret-another-secret-another-secret', { userId: 'u1', role: 'admin', name: 'Eve' });
    expect((await call(adminOnly, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token of another issuer', async () => {
    const foreign = await signToken(TEST_JWT_SECRET, { userId: 'u1', role: 'user', name: 'Ada' }, { issuer: 'someone-else' });
    expect((await call(me, `Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it('answers 403 for a user token on an admin route', async () => {
    const res = await call(adminOnly, `Bearer ${userToken}`);
    expect(res.statusCode).toBe(403);
    expect(bodyOf(res).error).toBe('Admin access required');
  });

  it('lets an admin token through to an admin route', async () => {
    const adminToken = await sessionToken({ id: 'a1', role: 'admin', name: 'Root' });
    expect((await call(adminOnly, `Bearer ${adminToken}`)).statusCode).toBe(200);
  });

  it('treats a bad token on a public route as anonymous rather than failing', async () => {
    const res = await register(event({ body: validBody, headers: { authorization: 'Bearer nonsense' } }), context);
    expect(res.statusCode).toBe(200);
  });
});

describe('endpoint(): a session ends when the account changes under it', () => {
  const call = (handler: typeof me, token: string) =>
    handler(event({ method: 'GET', headers: { authorization: `Bearer ${token}` } }), context);
  const whoAmI = endpoint(routes.register, async ({ user }) => ({
    message: user ? `signed in as ${user.userId}` : 'visitor',
    user: { id: 'x', name: 'x', email: 'x@example.test', role: 'user' as const },
  }));
  const visit = (token: string) => whoAmI(event({ body: validBody, headers: { authorization: `Bearer ${token}` } }), context);

  it('ends every session issued before a password change', async () => {
    const before = await sessionToken({ id: 'pw-1', role: 'user', name: 'Ada', passwordVersion: 2 });
    storeAccount({ id: 'pw-1', role: 'user', name: 'Ada', passwordVersion: 3 });
    const res = await call(me, before);
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res)).toMatchObject({ code: 'SESSION_ENDED', error: 'Your session has ended, please login again' });
    const after = await sessionToken({ id: 'pw-1', role: 'user', name: 'Ada', passwordVersion: 3 });
    expect((await call(me, after)).statusCode).toBe(200);
  });

  it('ends the sessions of a suspended account with a message saying so', async () => {
    const token = await sessionToken({ id: 'susp-1', role: 'user', name: 'Bo' });
    storeAccount({ id: 'susp-1', role: 'user', name: 'Bo', status: 'suspended' });
    const res = await call(me, token);
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res).code).toBe('ACCOUNT_SUSPENDED');
  });

  it('ends the sessions of a deleted account', async () => {
    const token = await sessionToken({ id: 'gone-1', role: 'user', name: 'Cy' });
    forgetAccount('gone-1');
    expect(bodyOf(await call(me, token)).code).toBe('SESSION_ENDED');
  });

  it('takes the stored role over the token: a demoted admin is refused at once', async () => {
    const token = await sessionToken({ id: 'demoted-1', role: 'admin', name: 'Di' });
    expect((await call(adminOnly, token)).statusCode).toBe(200);
    storeAccount({ id: 'demoted-1', role: 'user', name: 'Di' });
    expect((await call(adminOnly, token)).statusCode).toBe(403);
  });

  it('treats an ended session on a public route as a visitor', async () => {
    const token = await sessionToken({ id: 'pub-1', role: 'user', name: 'Ed' });
    expect(bodyOf(await visit(token)).message).toBe('signed in as pub-1');
    forgetAccount('pub-1');
    const res = await visit(token);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).message).toBe('visitor');
  });
});
