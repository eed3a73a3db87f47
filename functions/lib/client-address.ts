/**
 * Names shared by the API and the CloudFront distribution in front of it (infra/constructs/web.ts),
 * and the parsing of the viewer address. No imports with side effects: infra code reads this too.
 */

/** Set by CloudFront's viewer-request function on /api/* to the viewer's IP, replacing any sent value. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
/** Set by CloudFront itself when a policy asks for it: `ip:port`. */
export const CLOUDFRONT_VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** The header CloudFront adds to every origin request, with a secret only it and the functions know. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Key of the origin secret inside its Secrets Manager JSON. */
export const ORIGIN_VERIFY_KEY = 'originVerify';

/**
 * `node:net`'s isIP, loaded on first use: importing `node:net` builds its ESM facade, which loads
 * Node's BlockList and SocketAddress internals at the cold start of every route, and only the routes
 * that rate-limit by address ever parse one.
 */
const isIP = (value: string): number => process.getBuiltinModule('node:net').isIP(value);

/** An address with no port (X-Viewer-Address), or undefined. */
export const plainAddress = (value: string | undefined): string | undefined => (value && isIP(value.trim()) ? value.trim() : undefined);

/**
 * CloudFront-Viewer-Address: `198.51.100.10`, `198.51.100.10:46532`, `2001:db8::1`, `[2001:db8::1]:46532` or CloudFront's
 * unbracketed `2001:db8::1:46532` → the address alone; undefined for anything else.
 */
export function parseViewerAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (isIP(trimmed) === 4) return trimmed;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  if (bracketed) return isIP(bracketed[1]!) === 6 ? bracketed[1] : undefined;
  const withoutPort = trimmed.replace(/:\d{1,5}$/, '');
  // IPv4 with a port; for IPv6, CloudFront always appends the port, so the last group is the port.
  return isIP(withoutPort) ? withoutPort : isIP(trimmed) === 6 ? trimmed : undefined;
}
