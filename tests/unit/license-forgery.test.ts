/**
 * Forged licence keys: well-formed keys that were never issued verify as invalid. The licence
 * store is an in-memory map of issued keys and the throttle always has room, so the domain's
 * own lookup and normalisation are what is tested, at a volume the API's rate limit forbids.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { LicenseRecord } from '../../functions/data/licenses-repo';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const store = vi.hoisted(() => new Map<string, unknown>());

vi.mock('../../functions/data/licenses-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getLicense: async (key: string) => store.get(key),
}));
// A valid key's answer names its order by invoice number, read from the order.
vi.mock('../../functions/data/orders-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getOrderRecord: async (id: number) => ({ id, createdAt: '2026-01-01T00:00:00.000Z' }),
}));
vi.mock('../../functions/data/throttle-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  hit: async () => ({ allowed: true, retryAfter: 0, count: 1, expiresAt: 0 }),
}));

const { verifyLicense } = await import('../../functions/domain/licenses/licenses');
const { generateLicenseKey, LICENSE_KEY_PATTERN } = await import('../../functions/domain/licenses/license-key');

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const forgedKey = () =>
  `MM-${Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('')).join('-')}`;

function issue(key: string): void {
  const record: LicenseRecord = {
    licenseKey: key,
    type: 'song',
    orderId: 1,
    userId: 'U1',
    userEmail: 'buyer@example.com',
    userName: 'Buyer',
    songId: 'S1',
    songTitle: 'Night Drive',
    artist: 'The Examples',
    amountMinor: 50_000,
    currency: 'BDT',
    issuedAt: '2026-01-01T00:00:00.000Z',
  };
  store.set(key, record);
}

describe('forged licence keys', () => {
  it('finds 0 valid among 10,000 well-formed forged keys while 500 issued keys all verify', async () => {
    const issued = Array.from({ length: 500 }, generateLicenseKey);
    for (const key of issued) issue(key);
    const issuedSet = new Set(issued);

    let wellFormed = 0;
    let valid = 0;
    for (let i = 0; i < 10_000; i++) {
      const key = forgedKey();
      if (issuedSet.has(key)) continue; // 500 in 2^100: never in practice, but not a forgery
      if (LICENSE_KEY_PATTERN.test(key)) wellFormed++;
      if ((await verifyLicense(key, '192.0.2.1')).valid) valid++;
    }
    expect(wellFormed).toBe(10_000);
    expect(valid).toBe(0);

    for (const key of issued) expect((await verifyLicense(key, '192.0.2.1')).valid).toBe(true);
  });

  it('does not accept an issued key with one character changed, in any position', async () => {
    const key = generateLicenseKey();
    issue(key);
    for (let i = 3; i < key.length; i++) {
      if (key[i] === '-') continue;
      const other = CROCKFORD[(CROCKFORD.indexOf(key[i]!) + 1) % CROCKFORD.length]!;
      expect((await verifyLicense(`${key.slice(0, i)}${other}${key.slice(i + 1)}`, '192.0.2.1')).valid).toBe(false);
    }
  });
});
