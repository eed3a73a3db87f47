/**
 * Session tokens: HS256 JWTs signed by jose with the key from the secrets store (`./jwt`). The
 * algorithm is pinned so `alg: none` and key-confusion tokens are refused; `exp`, `iss` and `aud` are checked.
 */
import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TokenClaims, type Role } from '../../shared/api/auth';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS } from '../../shared/constants';
import { UnauthorizedError } from '../kernel/errors';
import {
  CLOUDFRONT_VIEWER_ADDRESS_HEADER,
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_KEY,
  parseViewerAddress,
  plainAddress,
  VIEWER_ADDRESS_HEADER,
} from './client-address';
import { env } from './env';
import { JwtExpiredError, signHs256, verifyHs256 } from './jwt';
import { getSecrets } from './secrets';
import { getSecretString } from './secrets-manager';

export interface Principal {
  userId: string;
  role: Role;
  name: string;
  /** The password version the session was issued for (`pv`). */
  passwordVersion: number;
}

async function signingKey(): Promise<Uint8Array> {
  const { jwtSecret } = await getSecrets();
  return new TextEncoder().encode(jwtSecret);
}

export async function issueToken(
  user: { id: string; role: Role; name: string; passwordVersion: number },
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signHs256(
    {
      userId: user.id,
      role: user.role,
      name: user.name,
      pv: user.passwordVersion,
      sub: user.id,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
    },
    await signingKey(),
  );
}

/**
 * Reads `Authorization: Bearer <token>`; throws 401 for anything but a valid, unexpired token.
 * Whether the session is still open (account present, not suspended, same password) is
 * `currentPrincipal`'s question, asked by `endpoint()`.
 */
export async function authenticate(authorization: string | undefined): Promise<Principal> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new UnauthorizedError('Authentication required', 'TOKEN_MISSING');
  // Outside the try: a secrets store that cannot answer is its own error (503 when throttled), not a bad token.
  const key = await signingKey();
  try {
    const payload = await verifyHs256(match[1], key, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    const claims = TokenClaims.parse(payload);
    return { userId: claims.userId, role: claims.role, name: claims.name, passwordVersion: claims.pv ?? 0 };
  } catch (error) {
    if (error instanceof JwtExpiredError) throw new UnauthorizedError('Session expired, please login again', 'TOKEN_EXPIRED');
    throw new UnauthorizedError('Invalid token', 'TOKEN_INVALID');
  }
}

let originSecret: Promise<string> | undefined;

async function fetchOriginSecret(secretId: string): Promise<string> {
  const value = (JSON.parse(await getSecretString(secretId)) as Record<string, unknown>)[ORIGIN_VERIFY_KEY];
  if (typeof value !== 'string' || value.length < 32) throw new Error(`${ORIGIN_VERIFY_KEY} missing from the origin secret`);
  return value;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The address rate limits are keyed on. Behind CloudFront the request's source is an edge server
 * shared by many visitors, so the viewer's own address is read from X-Viewer-Address (written by
 * the distribution's function) or CloudFront-Viewer-Address,
 * but only when the request proves it came through our distribution (`X-Origin-Verify` equals
 * the origin secret): a request sent to the API's own endpoint could carry any header. Without
 * a configured secret (the local stack) the source address is the client.
 */
export async function clientAddress(event: APIGatewayProxyEventV2, originSecretArn = env.ORIGIN_VERIFY_SECRET_ARN): Promise<string> {
  const sourceIp = event.requestContext.http.sourceIp;
  const viewer = plainAddress(event.headers[VIEWER_ADDRESS_HEADER]) ?? parseViewerAddress(event.headers[CLOUDFRONT_VIEWER_ADDRESS_HEADER]);
  const proof = event.headers[ORIGIN_VERIFY_HEADER];
  if (!originSecretArn || !viewer || !proof) return sourceIp;
  originSecret ??= fetchOriginSecret(originSecretArn).catch((error: unknown) => {
    originSecret = undefined;
    throw error;
  });
  return sameSecret(proof, await originSecret) ? viewer : sourceIp;
}
