/**
 * Abuse and output safety on the running stack: licence-key guessing and sign-in guessing are
 * rate-limited per client with 429 + Retry-After, API answers carry the security headers and no
 * CORS grant for a foreign origin, and names with HTML payloads come out of mails escaped.
 * Per-client limits are exercised from loopback addresses of their own (127.0.0.5x).
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_CLIENT_MAX_FAILURES } from '../../shared/constants';
import { api, apiFrom, apiLoose, isLocalStack, mailsTo, registerAndLogin, uniqueEmail } from '../helpers/api';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const forgedKey = () =>
  `MM-${Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('')).join('-')}`;

/** The documented limit: 60 licence checks per client per 10 minutes. */
const VERIFY_LIMIT = 60;

const XSS_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];

describe.skipIf(!isLocalStack())('licence verification against guessing', () => {
  it('finds 0 valid among 100 forged keys checked from two addresses', async () => {
    const answers = [];
    for (const [address, count] of [
      ['127.0.0.52', 40],
      ['127.0.0.53', 60],
    ] as const) {
      for (let i = 0; i < count; i += 10) {
        answers.push(
          ...(await Promise.all(Array.from({ length: 10 }, () => apiFrom(address, 'verifyLicense', { params: { key: forgedKey() } })))),
        );
      }
    }
    expect(answers).toHaveLength(100);
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(answers.filter((a) => a.body.valid !== false)).toEqual([]);
  });

  it(`refuses the check after ${VERIFY_LIMIT} from one address with 429 and Retry-After, and not another address`, async () => {
    const address = '127.0.0.51';
    for (let i = 0; i < VERIFY_LIMIT; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () => apiFrom(address, 'verifyLicense', { params: { key: forgedKey() } })),
      );
      expect(batch.map((a) => a.status)).toEqual(Array(10).fill(200));
    }
    const refused = await apiFrom(address, 'verifyLicense', { params: { key: forgedKey() } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('VERIFY_RATE_LIMITED');
    expect(refused.body.message).toBeTruthy();
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    expect((await apiFrom('127.0.0.54', 'verifyLicense', { params: { key: forgedKey() } })).status).toBe(200);
  });
});

describe.skipIf(!isLocalStack())('sign-in guessing across accounts', () => {
  it(`refuses a client with 429 and Retry-After after ${LOGIN_CLIENT_MAX_FAILURES} failed sign-ins over many emails`, async () => {
    const address = '127.0.0.55';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_CLIENT_MAX_FAILURES; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () =>
          apiFrom(address, 'login', { body: { email: uniqueEmail('spray'), password: 'wrong password 1' } }),
        ),
      );
      statuses.push(...batch.map((a) => a.status));
    }
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    const refused = await apiFrom(address, 'login', { body: { email: uniqueEmail('spray'), password: 'wrong password 1' } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('LOGIN_LOCKED');
    expect(refused.body.message).toBeTruthy();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // 100 password checks (each a full hash, known email or not) on a shared two-core machine.
  }, 240_000);
});

describe('API security headers and CORS', () => {
  it('sends HSTS, nosniff, a referrer policy, a CSP that runs nothing and no framing on JSON success and error answers', async () => {
    const { token } = await registerAndLogin('Header Check');
    for (const res of [await api('getMe', { token }), await apiLoose('getMe'), await apiLoose('login', { rawBody: '{' })]) {
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends a CSP that forbids framing, and X-Frame-Options DENY, on the HTML it serves', async () => {
    const res = await apiLoose('getApiDocs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('grants no CORS access to a foreign origin, credentialed or not', async () => {
    const { token } = await registerAndLogin('Cors Check');
    const res = await api('getMe', { token, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const login = await apiLoose('login', {
      headers: { origin: 'https://evil.example' },
      body: { email: uniqueEmail(), password: 'wrong password 1' },
    });
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.skipIf(!isLocalStack())('stored HTML payloads', () => {
  it.each(XSS_PAYLOADS)('escapes a registered name %j in the HTML of the reset mail', async (payload) => {
    const name = `Eve ${payload}`;
    const { email, user } = await registerAndLogin(name);
    expect(user.name).toBe(name);
    expect((await api('forgotPassword', { body: { email } })).status).toBe(200);
    const mail = mailsTo(email).at(-1);
    expect(mail).toBeDefined();
    expect(mail!.html).not.toContain(payload);
    const tags = new Set([...mail!.html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase()));
    expect([...tags].sort()).toEqual(['a', 'code', 'p']);
    expect(mail!.html).toContain('&lt;');
    expect(mail!.text).toContain(payload);
  });

  it('stores a contact message with HTML payloads without echoing it back', async () => {
    const res = await apiFrom('127.0.0.56', 'submitContact', {
      body: { name: XSS_PAYLOADS[1]!, email: uniqueEmail('contact'), subject: XSS_PAYLOADS[0]!, message: XSS_PAYLOADS.join('\n') },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.text).not.toMatch(/<script|<img|<svg/i);
  });
});
