import type { Role, TokenClaims } from '../../../shared/api/auth';

const STORAGE_KEY = 'token';
const ROLES: readonly Role[] = ['admin', 'artist', 'user'];

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

export const writeToken = (token: string): void => localStorage.setItem(STORAGE_KEY, token);

export const clearToken = (): void => localStorage.removeItem(STORAGE_KEY);

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a session token without verifying it: the browser only needs them to
 * draw the UI, and every API call is checked by the server. Returns null for anything malformed.
 */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(base64UrlDecode(payload));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { userId, role, name, exp } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || !isRole(role) || typeof exp !== 'number') return null;
  return { userId, role, name: typeof name === 'string' ? name : '', exp };
}

/** `exp` is in seconds. */
export const isExpired = (claims: TokenClaims, nowMs = Date.now()): boolean => claims.exp * 1000 <= nowMs;
