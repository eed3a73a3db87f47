import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JwtExpiredError, JwtInvalidError, signHs256, verifyHs256 } from '../../functions/lib/jwt';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';
const KEY = new TextEncoder().encode(SECRET);
const NOW = 1_800_000_000;
const OPTIONS = { issuer: 'iss-a', audience: 'aud-a', now: NOW };

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = (overrides: Record<string, unknown> = {}) => {
  const base: Record<string, unknown> = { userId: 'u1', sub: 'u1', iss: 'iss-a', aud: 'aud-a', iat: NOW - 10, exp: NOW + 60, ...overrides };
  for (const [k, v] of Object.entries(base)) if (v === undefined) delete base[k];
  return base;
};
/** Signs any header and payload by hand, as an attacker holding (or guessing) a key would. */
const forge = (
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  key = SECRET,
  digest = 'sha256',
) => {
  const input = `${b64url(header)}.${b64url(payload)}`;
  return `${input}.${createHmac(digest, key).update(input).digest('base64url')}`;
};

describe('HS256 tokens', async () => {
  it('verifies what it signs and returns the payload', async () => {
    expect(await verifyHs256(await signHs256(claims(), KEY), KEY, OPTIONS)).toEqual(claims());
  });

  it('signs the standard compact form that any HS256 implementation verifies', async () => {
    const token = await signHs256(claims(), KEY);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url'));
  });

  it('refuses alg none, other HMACs and any spelling but HS256', async () => {
    const unsigned = `${b64url({ alg: 'none' })}.${b64url(claims())}.`;
    await expect(verifyHs256(unsigned, KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    for (const [alg, digest] of [
      ['HS384', 'sha384'],
      ['HS512', 'sha512'],
      ['hs256', 'sha256'],
      ['NONE', 'sha256'],
    ] as const) {
      await expect(verifyHs256(forge(claims(), { alg, typ: 'JWT' }, SECRET, digest), KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    }
  });

  it('refuses a wrong key, an edited payload under the old signature and a crit header', async () => {
    await expect(verifyHs256(forge(claims(), undefined, 'secret'), KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    const [header, , signature] = (await signHs256(claims(), KEY)).split('.');
    await expect(verifyHs256(`${header}.${b64url(claims({ role: 'admin' }))}.${signature}`, KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    await expect(verifyHs256(forge(claims(), { alg: 'HS256', crit: ['exp'] }), KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
  });

  it('refuses segments that are not strict base64url: padding, the + / alphabet, non-canonical endings, extra segments', async () => {
    const token = await signHs256(claims(), KEY);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const canonicalEnd = signature.slice(-1);
    // The last character of a 32-byte signature carries 2 spare bits; another letter with the same 4 bits decodes the same.
    const alias = 'AEIMQUYcgkosw048'.includes(canonicalEnd) ? String.fromCharCode(canonicalEnd.charCodeAt(0) + 1) : undefined;
    const variants = [
      `${token}=`,
      `${header}.${payload}.${signature.replace(/-/g, '+').replace(/_/g, '/')}${/[-_]/.test(signature) ? '' : '+'}`,
      `${token}.`,
      `${header}.${payload}`,
      `${header}.${payload}.`,
      ...(alias ? [`${header}.${payload}.${signature.slice(0, -1)}${alias}`] : []),
    ];
    for (const variant of variants) await expect(verifyHs256(variant, KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
  });

  it('reads an expired but otherwise valid token as expired, and exp exactly now as expired', async () => {
    await expect(verifyHs256(forge(claims({ exp: NOW - 1 })), KEY, OPTIONS)).rejects.toThrow(JwtExpiredError);
    await expect(verifyHs256(forge(claims({ exp: NOW })), KEY, OPTIONS)).rejects.toThrow(JwtExpiredError);
  });

  it('checks issuer, subject and audience before expiry, so a foreign expired token is just invalid', async () => {
    await expect(verifyHs256(forge(claims({ exp: NOW - 1, iss: 'other' })), KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
  });

  it('requires a numeric exp, a sub, the issuer and the audience (a list holding it counts)', async () => {
    for (const overrides of [
      { exp: undefined },
      { exp: String(NOW + 60) },
      { sub: undefined },
      { iss: undefined },
      { iss: '' },
      { aud: [] },
      { aud: 'aud-b' },
    ]) {
      await expect(verifyHs256(forge(claims(overrides)), KEY, OPTIONS), JSON.stringify(overrides)).rejects.toThrow(JwtInvalidError);
    }
    expect((await verifyHs256(forge(claims({ aud: ['aud-b', 'aud-a'] })), KEY, OPTIONS)).aud).toEqual(['aud-b', 'aud-a']);
  });

  it('refuses a token whose nbf lies in the future or whose iat is not a number; accepts nbf now', async () => {
    await expect(verifyHs256(forge(claims({ nbf: NOW + 1 })), KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    await expect(verifyHs256(forge(claims({ iat: 'yesterday' })), KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    expect((await verifyHs256(forge(claims({ nbf: NOW })), KEY, OPTIONS)).nbf).toBe(NOW);
  });

  it('refuses a payload that is not a JSON object', async () => {
    for (const body of ['[1,2]', 'null', '"text"', '{not json']) {
      const input = `${b64url({ alg: 'HS256' })}.${Buffer.from(body).toString('base64url')}`;
      const token = `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
      await expect(verifyHs256(token, KEY, OPTIONS)).rejects.toThrow(JwtInvalidError);
    }
  });
});
