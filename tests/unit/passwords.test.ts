import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from '../../functions/domain/accounts/passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$3\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]+$`));
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies hashes made with older, weaker parameters and flags them for rehash', async () => {
    const weak = await hashPassword('legacy password', { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword('legacy password', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('fresh password'))).toBe(false);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (junk) => {
        expect(await verifyPassword('anything', junk.startsWith('scrypt$') ? junk : `x${junk}`)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
