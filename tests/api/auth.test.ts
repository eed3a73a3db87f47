import { describe, expect, it } from 'vitest';
import { signToken, tamperToken, unsignedToken } from '../helpers/tokens';
import { pathOf, type CallArgs } from '../../shared/api/call';
import {
  adminToken,
  api,
  apiFrom,
  apiLoose,
  apiRaw,
  isLocalStack,
  jwtSecret,
  mailsTo,
  resetTokenIn,
  registerAndLogin,
  uniqueEmail,
} from '../helpers/api';

const PASSWORD = 'correct horse battery';

/**
 * A refused sign-up counts against its client for REGISTER_WINDOW_SECONDS. Locally the tests that
 * are refused on purpose sign up from an address of their own, so 127.0.0.1 keeps its whole budget
 * for the files that sign up many buyers at once (races.test.ts: twenty, which all hold a slot
 * together once hashing is quick).
 */
const registerFrom = (sourceIp: string, ...input: CallArgs<'register'>) =>
  isLocalStack() ? apiFrom(sourceIp, 'register', ...input) : api('register', ...input);

describe('accounts: register, sign in, session', () => {
  it('registers, signs in and returns the signed-in user from /api/user/me', async () => {
    const email = uniqueEmail('ada');
    const reg = await api('register', { body: { name: 'Ada Lovelace', email, password: PASSWORD } });
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe('Registration successful! Please login.');
    expect(reg.body.user).toMatchObject({ name: 'Ada Lovelace', email, role: 'user' });
    expect(reg.text).not.toMatch(/passwordHash|scrypt/);

    const login = await api('login', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual({ id: reg.body.user.id, name: 'Ada Lovelace', email, role: 'user' });
    const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(claims).toMatchObject({ userId: reg.body.user.id, role: 'user', name: 'Ada Lovelace' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 7 * 24 * 3600);

    const me = await api('getMe', { token: login.body.token });
    expect(me.status).toBe(200);
    // The test stack does not require email verification, so nothing waits for it.
    expect(me.body).toEqual({
      id: reg.body.user.id,
      name: 'Ada Lovelace',
      email,
      role: 'user',
      emailVerificationPending: false,
      avatar_url: null,
    });
  });

  it('starts a new account in the language the visitor asked in (Accept-Language), English otherwise', async () => {
    const settingsAfterSignUp = async (headers: Record<string, string>) => {
      const email = uniqueEmail('lang');
      expect((await api('register', { body: { name: 'Ana', email, password: PASSWORD }, headers })).status).toBe(201);
      const token = (await api('login', { body: { email, password: PASSWORD } })).body.token;
      return (await api('getUserSettings', { token })).body;
    };
    expect((await settingsAfterSignUp({ 'accept-language': 'es-ES,es;q=0.9' })).language).toBe('es');
    expect((await settingsAfterSignUp({ 'accept-language': 'pt-BR' })).language).toBe('en');
    expect((await settingsAfterSignUp({})).language).toBe('en');
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const { email } = await registerAndLogin();
    const wrong = await api('login', { body: { email, password: 'not the password' } });
    const unknown = await api('login', { body: { email: uniqueEmail('ghost'), password: PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Invalid email or password');
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await registerFrom('127.0.0.61', { body: { name: 'One', email, password: PASSWORD } })).status).toBe(201);
    const again = await registerFrom('127.0.0.61', { body: { name: 'Two', email: email.toUpperCase(), password: PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  it('creates exactly one account when the same email registers ten times at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => registerFrom('127.0.0.62', { body: { name: `Racer ${i}`, email, password: PASSWORD } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('locks an account for the window after 10 failed sign-ins, even for the right password', async () => {
    const { email } = await registerAndLogin();
    for (let i = 0; i < 10; i++) {
      expect((await api('login', { body: { email, password: `wrong-${i}-password` } })).status).toBe(401);
    }
    const locked = await api('login', { body: { email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const { email } = await registerAndLogin();
    for (let i = 0; i < 9; i++) await api('login', { body: { email, password: 'wrong password' } });
    expect((await api('login', { body: { email, password: PASSWORD } })).status).toBe(200);
    for (let i = 0; i < 9; i++) await api('login', { body: { email, password: 'wrong password' } });
    expect((await api('login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('puts a request id and security headers on every answer, errors included', async () => {
    for (const res of [await apiLoose('getMe'), await apiLoose('login', { rawBody: '{' })]) {
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });
});

describe('accounts: password reset and change', () => {
  it.skipIf(!isLocalStack())('mails a reset token instead of returning it, and the token works exactly once', async () => {
    const { email } = await registerAndLogin('Reset Me');
    const res = await api('forgotPassword', { body: { email } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['message']);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Reset your password');
    const token = resetTokenIn(mail.text);
    expect(token).toBeTruthy();
    expect(token!.length).toBeGreaterThanOrEqual(22);
    expect(res.text).not.toContain(token!);
    expect(mail.text).toContain(`/auth?reset=${token}`);
    expect(mail.html).toContain(`<code>${token}</code>`);

    const reset = await api('resetPassword', { body: { token: token!, newPassword: 'a brand new secret' } });
    expect(reset.status).toBe(200);
    const again = await api('resetPassword', { body: { token: token!, newPassword: 'yet another secret' } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Invalid or expired reset token');

    expect((await api('login', { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await api('login', { body: { email, password: 'a brand new secret' } })).status).toBe(200);
  });

  it.skipIf(!isLocalStack())('answers forgot-password for an unknown email exactly like a known one, and mails nothing', async () => {
    const { email } = await registerAndLogin();
    const ghost = uniqueEmail('ghost');
    const known = await api('forgotPassword', { body: { email } });
    const unknown = await api('forgotPassword', { body: { email: ghost } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(mailsTo(ghost)).toHaveLength(0);
  });

  it.skipIf(!isLocalStack())('lets only one of two concurrent uses of a reset token succeed', async () => {
    const { email } = await registerAndLogin();
    await api('forgotPassword', { body: { email } });
    const token = resetTokenIn(mailsTo(email)[0]!.text);
    expect(token).toBeTruthy();
    const results = await Promise.all([
      api('resetPassword', { body: { token: token!, newPassword: 'first new password' } }),
      api('resetPassword', { body: { token: token!, newPassword: 'second new password' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('rejects a made-up reset token', async () => {
    const res = await api('resetPassword', { body: { token: 'x'.repeat(43), newPassword: 'whatever pass' } });
    expect(res.status).toBe(400);
  });

  it('changes the password through both paths with the session each hands back, and refuses a wrong current password without signing out', async () => {
    const { email, token } = await registerAndLogin();
    const wrong = await api('changePassword', { token, body: { currentPassword: 'nope nope', newPassword: 'next password 1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect');

    const viaAuth = await api('changePassword', { token, body: { currentPassword: PASSWORD, newPassword: 'next password 1' } });
    expect(viaAuth.status).toBe(200);
    // The change ended the session it was made from; it handed back a new one.
    const viaUser = await api('changeUserPassword', {
      token: viaAuth.body.token,
      body: { currentPassword: 'next password 1', newPassword: 'next password 2' },
    });
    expect(viaUser.status).toBe(200);
    expect((await api('login', { body: { email, password: 'next password 1' } })).status).toBe(401);
    expect((await api('login', { body: { email, password: 'next password 2' } })).status).toBe(200);
  });

  it('applies the registration length rule to a new password', async () => {
    const { token } = await registerAndLogin();
    const res = await api('changeUserPassword', { token, body: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password must be at least 8 characters');
  });
});

describe('admin: seeded account and the users list', () => {
  it('signs the seeded admin in with role admin and lists users newest first with a cursor', async () => {
    await registerAndLogin('List Me One');
    const newest = await registerAndLogin('List Me Two');
    const token = await adminToken();
    const first = await api('listUsers', { query: { limit: 1 }, token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ id: newest.user.id, status: 'active' });
    expect(first.text).not.toContain('passwordHash');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api('listUsers', { query: { limit: 1, cursor: cursor! }, token });
    expect(second.status).toBe(200);
    expect(second.body[0]!.id).not.toBe(newest.user.id);
  });
});

describe('bad input is refused with a clear 4xx', () => {
  const register = (rawBody: string) => apiLoose('register', { rawBody });

  it('malformed JSON → 400', async () => {
    const res = await register('{"name": "x", ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Malformed JSON body', message: 'Malformed JSON body', code: 'VALIDATION_ERROR' });
  });

  it('a JSON array or string instead of an object → 400', async () => {
    expect((await register('[]')).status).toBe(400);
    expect((await register('"hello"')).status).toBe(400);
  });

  it('an empty body → 400 naming the missing fields', async () => {
    const res = await register('');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.details)).toContain('body.email');
  });

  it('an unknown field (mass assignment of role) → 400', async () => {
    const res = await apiLoose('register', { body: { name: 'Eve', email: uniqueEmail(), password: PASSWORD, role: 'admin' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.details)).toContain('role');
  });

  it('a missing field → 400', async () => {
    const res = await apiLoose('register', { body: { email: uniqueEmail(), password: PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/name/i);
  });

  it('wrong types → 400', async () => {
    expect((await apiLoose('register', { body: { name: 42, email: uniqueEmail(), password: PASSWORD } })).status).toBe(400);
    expect((await apiLoose('login', { body: { email: ['a@b.co'], password: true } })).status).toBe(400);
  });

  it('an invalid email → 400', async () => {
    const res = await api('register', { body: { name: 'X', email: 'not-an-email', password: PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Enter a valid email address');
  });

  it('over-long strings → 400', async () => {
    const long = (n: number) => 'a'.repeat(n);
    expect((await api('register', { body: { name: long(101), email: uniqueEmail(), password: PASSWORD } })).status).toBe(400);
    expect((await api('register', { body: { name: 'X', email: `${long(250)}@example.com`, password: PASSWORD } })).status).toBe(400);
    expect((await api('register', { body: { name: 'X', email: uniqueEmail(), password: long(129) } })).status).toBe(400);
    expect((await api('resetPassword', { body: { token: long(500), newPassword: PASSWORD } })).status).toBe(400);
  });

  it('a too-short password → 400 with the rule', async () => {
    const res = await api('register', { body: { name: 'X', email: uniqueEmail(), password: 'seven77' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password must be at least 8 characters');
  });

  it('no token → 401', async () => {
    const res = await api('getMe');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_MISSING');
  });

  it('a garbage bearer token → 401', async () => {
    expect((await api('getMe', { token: 'not.a.jwt' })).status).toBe(401);
  });

  it.skipIf(!jwtSecret())('an expired token → 401', async () => {
    const { user } = await registerAndLogin();
    const expired = await signToken(jwtSecret()!, { userId: user.id, role: 'user', name: user.name }, { expiresInSeconds: -5 });
    const res = await api('getMe', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });

  it('a tampered token (role raised to admin) → 401', async () => {
    const { token } = await registerAndLogin();
    expect((await api('listUsers', { token: tamperToken(token, { role: 'admin' }) })).status).toBe(401);
  });

  it('an alg:none token → 401', async () => {
    const { user } = await registerAndLogin();
    expect((await api('listUsers', { token: unsignedToken({ userId: user.id, role: 'admin', name: 'Eve' }) })).status).toBe(401);
  });

  it('a user token on an admin route → 403', async () => {
    const { token } = await registerAndLogin();
    const res = await api('listUsers', { token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Admin access required');
  });

  it('invalid query values on a list → 400', async () => {
    const token = await adminToken();
    expect((await api('listUsers', { query: { limit: 0 }, token })).status).toBe(400);
    expect((await api('listUsers', { query: { limit: 'abc' }, token })).status).toBe(400);
    expect((await api('listUsers', { query: { cursor: 'not-a-cursor' }, token })).status).toBe(400);
    expect((await apiLoose('listUsers', { query: { sort: 'evil' }, token })).status).toBe(400);
  });

  it('an unknown API path → 404 JSON', async () => {
    const res = await apiRaw('GET', pathOf('listSongs').replace('songs', 'does-not-exist'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Not Found', code: 'NOT_FOUND' });
  });
});
