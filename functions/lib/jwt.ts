/**
 * HS256 JSON Web Tokens (RFC 7519) with node:crypto, for the one kind of token this API signs
 * and reads: its own session tokens. It replaces `jose`, whose import cost a cold Lambda about a
 * sixth of a bare DynamoDB client's (`npm run bench -- --only bundles`), for a job of one HMAC.
 *
 * Verification follows RFC 8725 and does what `jwtVerify` did with our options: the algorithm is
 * pinned (`alg` must be exactly `HS256`, so `none`, other HMACs and key confusion are refused),
 * `crit` is refused, every segment is strict base64url, the signature is compared in constant
 * time, and the claims are checked in jose's order: `iss`, `sub`, `aud`, `iat`, `nbf`, then `exp`
 * (required, a number, in the future), so only an otherwise valid token reads as expired.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown>;

/** The token was well formed and correctly signed, but its `exp` has passed. */
export class JwtExpiredError extends Error {
  constructor() {
    super('token expired');
    this.name = 'JwtExpiredError';
  }
}

/** Anything else wrong with a token: shape, algorithm, signature or a claim. */
export class JwtInvalidError extends Error {
  constructor(reason: string) {
    super(`invalid token: ${reason}`);
    this.name = 'JwtInvalidError';
  }
}

const HEADER = { alg: 'HS256', typ: 'JWT' };
const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const hmac = (key: Uint8Array, signingInput: string): Buffer => createHmac('sha256', key).update(signingInput).digest();

/** Decodes one segment, refusing padding, other alphabets and non-canonical trailing bits. */
function decodeSegment(segment: string, what: string): Buffer {
  const bytes = BASE64URL.test(segment) ? Buffer.from(segment, 'base64url') : undefined;
  if (!bytes || bytes.toString('base64url') !== segment) throw new JwtInvalidError(`${what} is not base64url`);
  return bytes;
}

function decodeObject(segment: string, what: string): JwtPayload {
  let value: unknown;
  try {
    value = JSON.parse(decodeSegment(segment, what).toString('utf8'));
  } catch (error) {
    if (error instanceof JwtInvalidError) throw error;
    throw new JwtInvalidError(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JwtInvalidError(`${what} is not an object`);
  return value as JwtPayload;
}

/** Signs `payload` (registered claims included, `exp` in seconds) with HS256. */
export function signHs256(payload: JwtPayload, key: Uint8Array): string {
  const signingInput = `${encode(HEADER)}.${encode(payload)}`;
  return `${signingInput}.${hmac(key, signingInput).toString('base64url')}`;
}

export interface VerifyOptions {
  issuer: string;
  audience: string;
  /** Epoch seconds; defaults to the clock. */
  now?: number;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The payload of a valid HS256 token signed with `key`. Throws `JwtExpiredError` for a token past
 * its `exp` and `JwtInvalidError` for anything else.
 */
export function verifyHs256(
  token: string,
  key: Uint8Array,
  { issuer, audience, now = Math.floor(Date.now() / 1000) }: VerifyOptions,
): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtInvalidError('not three segments');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

  const header = decodeObject(headerPart, 'header');
  if (header.alg !== 'HS256') throw new JwtInvalidError('algorithm not allowed');
  if (header.crit !== undefined) throw new JwtInvalidError('crit is not supported');

  const signature = decodeSegment(signaturePart, 'signature');
  const expected = hmac(key, `${headerPart}.${payloadPart}`);
  if (signature.length !== SIGNATURE_BYTES || !timingSafeEqual(signature, expected)) throw new JwtInvalidError('signature mismatch');

  const payload = decodeObject(payloadPart, 'payload');
  if (payload.iss !== issuer) throw new JwtInvalidError('unexpected iss');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new JwtInvalidError('sub missing');
  const aud = payload.aud;
  if (!(aud === audience || (Array.isArray(aud) && aud.includes(audience)))) throw new JwtInvalidError('unexpected aud');
  if (payload.iat !== undefined && !isNumber(payload.iat)) throw new JwtInvalidError('iat is not a number');
  if (payload.nbf !== undefined && (!isNumber(payload.nbf) || payload.nbf > now)) throw new JwtInvalidError('not yet valid (nbf)');
  if (!isNumber(payload.exp)) throw new JwtInvalidError('exp missing or not a number');
  if (payload.exp <= now) throw new JwtExpiredError();
  return payload;
}
