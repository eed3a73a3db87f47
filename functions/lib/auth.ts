/**
 * Session tokens: HS256 JWTs signed with the key from the secrets store. The algorithm list is
 * pinned so `alg: none` and key-confusion tokens are refused; `exp`, `iss` and `aud` are checked.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { TokenClaims, type Role } from '../../shared/api/auth';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS } from '../../shared/constants';
import { UnauthorizedError } from '../domain/errors';
import { getSecrets } from './secrets';

export interface Principal {
  userId: string;
  role: Role;
  name: string;
}

const ALGORITHMS = ['HS256'];

async function signingKey(): Promise<Uint8Array> {
  const { jwtSecret } = await getSecrets();
  return new TextEncoder().encode(jwtSecret);
}

export async function issueToken(user: { id: string; role: Role; name: string }, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ userId: user.id, role: user.role, name: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(await signingKey());
}

/** Reads `Authorization: Bearer <token>`; throws 401 for anything but a valid, unexpired token. */
export async function authenticate(authorization: string | undefined): Promise<Principal> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new UnauthorizedError('Authentication required', 'TOKEN_MISSING');
  try {
    const { payload } = await jwtVerify(match[1], await signingKey(), {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = TokenClaims.parse(payload);
    return { userId: claims.userId, role: claims.role, name: claims.name };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Session expired, please login again', 'TOKEN_EXPIRED');
    throw new UnauthorizedError('Invalid token', 'TOKEN_INVALID');
  }
}
