import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, cspDirectives, INLINE_SCRIPT_HASHES } from '../../shared/csp';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

/** The text of every inline classic script, exactly as the browser hashes it. */
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe("index.html's inline script and the Content-Security-Policy", () => {
  it('carries the theme script before the first paint', () => {
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScripts[0]).toContain('data-theme');
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('allows each inline script by its sha256, and nothing else inline', () => {
    expect([...INLINE_SCRIPT_HASHES].sort()).toEqual(inlineScripts.map(hashOf).sort());
    expect(cspDirectives()['script-src']).not.toContain("'unsafe-inline'");
  });

  it('sends the hash from CloudFront and from the local gateway alike', () => {
    for (const hash of INLINE_SCRIPT_HASHES) {
      expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${hash}`);
      expect(contentSecurityPolicy(['http://127.0.0.1:4569'])).toContain(hash);
    }
  });
});
