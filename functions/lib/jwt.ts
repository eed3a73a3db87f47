/**
 * Session tokens as HS256 JWTs, signed and verified by `jose` (imported on first use, so a route
 * that never sees a token never loads it). The algorithm list is pinned to HS256: `none`, other
 * HMACs and key confusion are refused; `sub`, `exp`, `iss` and `aud` are required.
 */
import type { JWTPayload } from 'jose';

export type JwtPayload = JWTPayload & Record<string, unknown>;

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

const ALGORITHM = 'HS256';

/**
 * jose decodes with the platform's forgiving base64 (a trailing `=` or spare bits in the last
 * character still verify); RFC 7515 compact form has neither, so such a token is refused first.
 */
const COMPACT = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
const isCanonical = (segment: string) => Buffer.from(segment, 'base64url').toString('base64url') === segment;

/** Signs `payload` (registered claims included, `exp` in seconds) with HS256. */
export async function signHs256(payload: JwtPayload, key: Uint8Array): Promise<string> {
  const { SignJWT } = await import('jose');
  return new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(key);
}

export interface VerifyOptions {
  issuer: string;
  audience: string;
  /** Epoch seconds; defaults to the clock. */
  now?: number;
}

/**
 * The payload of a valid HS256 token signed with `key`. Throws `JwtExpiredError` for a token past
 * its `exp` (checked after the issuer, subject and audience, so only an otherwise valid token reads
 * as expired) and `JwtInvalidError` for anything else.
 */
export async function verifyHs256(token: string, key: Uint8Array, { issuer, audience, now }: VerifyOptions): Promise<JwtPayload> {
  const parts = COMPACT.exec(token);
  if (!parts?.slice(1).every(isCanonical)) throw new JwtInvalidError('not a compact JWS in strict base64url');
  const { jwtVerify, errors } = await import('jose');
  try {
    const { payload } = await jwtVerify<JwtPayload>(token, key, {
      algorithms: [ALGORITHM],
      issuer,
      audience,
      requiredClaims: ['sub', 'exp'],
      currentDate: now === undefined ? undefined : new Date(now * 1000),
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new JwtInvalidError('sub missing');
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtExpiredError();
    if (error instanceof JwtInvalidError) throw error;
    throw new JwtInvalidError(error instanceof errors.JOSEError ? error.code : 'unreadable');
  }
}
