/**
 * The site's Content-Security-Policy, in one place: CloudFront sends it with the SPA
 * (infra/constructs/web.ts) and the local gateway sends the same policy (scripts/local/gateway),
 * so what runs locally and in the e2e tests is what runs in production. Built from lists so a
 * feature can allow one more host (e.g. a web-analytics tag) by adding it to its list.
 *
 * Scripts: only the site's own bundle (`'self'`) and, by its hash, index.html's one inline script.
 * No `'unsafe-inline'`, no `'unsafe-eval'`, no nonce: an admin's header/footer snippet that carries an inline `<script>`, an event handler or
 * a `javascript:` URL does not run, and third-party scripts run only from hosts listed here.
 */

/**
 * The inline scripts the site's own index.html carries, by hash: the theme picker and the switch
 * of the prerendered first screen, which must run before the first paint (a file would be one more
 * blocking request). Changing the script changes its hash: tests/unit/csp-inline-script.test.ts
 * fails until this list is updated.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = ["'sha256-WyHyF8i/XLBweeE6id2gfJaOzLXRk3fyL3dOilngZGo='"];

/**
 * Hosts (besides the site) that may serve scripts: Google's tag, which the shell loads while the
 * admin has the web analytics integration on (web/src/components/layouts/analytics-tag.tsx).
 */
export const SCRIPT_HOSTS: readonly string[] = ['https://www.googletagmanager.com'];

/** Hosts (besides the site and the media storage) the page may call: the web analytics tag's collectors. */
export const CONNECT_HOSTS: readonly string[] = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * Where presigned media URLs point: previews, downloads and uploads go straight to S3, so its hosts
 * are allowed for media, fetch/XHR and frames only (auto-downloads load each file in a hidden frame,
 * web/src/lib/download.ts). The local stack passes its S3 stand-in's origin instead.
 */
export const STORAGE_HOSTS: readonly string[] = ['https://*.amazonaws.com'];

/** Directive → sources, with the media storage's hosts given. */
export const cspDirectives = (storageHosts: readonly string[] = STORAGE_HOSTS): Readonly<Record<string, readonly string[]>> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...INLINE_SCRIPT_HASHES, ...SCRIPT_HOSTS],
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: for a picked image's preview before upload (the avatar picker's object URL).
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", ...storageHosts, 'blob:'],
  'connect-src': ["'self'", ...storageHosts, ...CONNECT_HOSTS],
  // Only the storage: each auto-download is a hidden frame on a presigned link (Content-Disposition:
  // attachment), so several files start without navigating the page. Nothing else is framed.
  'frame-src': [...storageHosts],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** The header value for these storage hosts: `default-src 'self'; script-src 'self'; …`. */
export const contentSecurityPolicy = (storageHosts: readonly string[] = STORAGE_HOSTS): string =>
  Object.entries(cspDirectives(storageHosts))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** The policy CloudFront sends with the SPA. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
