/**
 * Password hashing with node:crypto scrypt at OWASP's recommended strength
 * (N=2^15, r=8, p=3). The parameters are stored with each hash so they can be raised later
 * without invalidating existing passwords.
 *
 * LOCAL_SCRYPT_N lowers N on the test suite's local stacks only (tests/helpers/global-stack.ts;
 * tests/infra/api.test.ts asserts no deployed function has it): the api tests sign up, sign in and
 * guess passwords ~900 times a run, and at full strength those hashes were half the CPU of the
 * whole api project. Everything else (format, rehash rule, the decoy for unknown emails) is
 * unchanged, and the unit tests hash at full strength.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export const LOCAL_SCRYPT_N = 'LOCAL_SCRYPT_N';
const FULL_N = 2 ** 15;

/** N from LOCAL_SCRYPT_N: a power of two from 2^10 up to the full 2^15, never more and never a typo quietly ignored. */
function scryptN(): number {
  const raw = process.env[LOCAL_SCRYPT_N];
  if (raw === undefined || raw === '') return FULL_N;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 2 ** 10 || n > FULL_N || (n & (n - 1)) !== 0) {
    throw new Error(`${LOCAL_SCRYPT_N} must be a power of two from 1024 to ${FULL_N}, not "${raw}"`);
  }
  return n;
}

export const SCRYPT_PARAMS = { N: scryptN(), r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

const maxmem = (N: number, r: number) => 256 * N * r;

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    ...params,
    maxmem: maxmem(params.N, params.r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash uses weaker parameters than today's; login rehashes it then. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) < SCRYPT_PARAMS.N || Number(r) < SCRYPT_PARAMS.r || Number(p) < SCRYPT_PARAMS.p;
}

/** A hash of a random password, verified against when the email is unknown so both paths cost the same. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
