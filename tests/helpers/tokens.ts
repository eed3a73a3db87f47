/** Hand-made tokens for the auth tests: expired, tampered, unsigned, wrong role. */
import { signHs256 } from '../../functions/lib/jwt';

const ISSUER = 'music-marketplace';
const AUDIENCE = 'music-marketplace-web';

export async function signToken(
  secret: string,
  claims: { userId: string; role: string; name: string },
  opts: { expiresInSeconds?: number; issuer?: string; audience?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    ...claims,
    sub: claims.userId,
    iss: opts.issuer ?? ISSUER,
    aud: opts.audience ?? AUDIENCE,
    iat: now - 10,
    exp: now + (opts.expiresInSeconds ?? 3600),
  };
  return signHs256(payload, new TextEncoder().encode(secret));
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token that claims `alg: none` and carries no signature. */
export function unsignedToken(claims: { userId: string; role: string; name: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...claims, sub: claims.userId, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 3600 };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

/** Re-writes the payload of a signed token (e.g. role user → admin) keeping the old signature. */
export function tamperToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${b64url({ ...claims, ...changes })}.${signature}`;
}
