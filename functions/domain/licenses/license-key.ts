/**
 * Licence keys: 100 random bits from the CSPRNG in Crockford base32, grouped for people:
 * `MM-XXXXX-XXXXX-XXXXX-XXXXX`. Crockford's alphabet has no I, L, O or U, and reading a key
 * back forgives the usual confusions (O→0, I/L→1), case and stray spaces.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 5;
export const LICENSE_KEY_PATTERN = /^MM-[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

export function generateLicenseKey(): string {
  const bytes = randomBytes(13); // 104 bits; the first 100 are used
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  bits >>= 4n;
  let chars = '';
  for (let i = 0; i < GROUPS * GROUP_LENGTH; i++) {
    chars = ALPHABET[Number(bits & 31n)] + chars;
    bits >>= 5n;
  }
  const groups = chars.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g')) ?? [];
  return `MM-${groups.join('-')}`;
}

/** The canonical form of a key as typed, or undefined when it cannot be one of ours. */
export function normaliseLicenseKey(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^MM[0-9A-HJKMNP-TV-Z]{20}$/.test(compact)) return undefined;
  const body = compact.slice(2);
  return `MM-${body.match(/.{5}/g)!.join('-')}`;
}

/** `jane@example.com` → `j***@example.com` */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
