/**
 * The React pages render text, never raw HTML, except through a sanitiser. This fails when a
 * file under web/src writes HTML into the DOM (dangerouslySetInnerHTML, innerHTML, outerHTML,
 * insertAdjacentHTML, document.write) without being on the allowlist below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const WEB_SRC = join(ROOT, 'web/src');

/**
 * Files allowed to write raw HTML: each must pass its input through DOMPurify in the same file
 * (checked below). The one entry is the stored-page renderer (admin-edited pages and help).
 */
const SANITISERS: readonly string[] = ['web/src/lib/stored-page.tsx'];

const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [path] : [];
  });
}

describe('raw HTML in the web app', () => {
  it('appears only in allowlisted sanitiser files', () => {
    const files = sourceFiles(WEB_SRC);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files
      .filter((file) => RAW_HTML.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file))
      .filter((file) => !SANITISERS.includes(file));
    expect(offenders).toEqual([]);
  });

  it('lets each allowlisted file write only what DOMPurify returned', () => {
    for (const file of SANITISERS) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      expect(source, file).toMatch(/import\('dompurify'\)|from 'dompurify'/);
      expect(source, file).toMatch(/\.sanitize\(/);
    }
  });

  it('detects each raw-HTML sink it is meant to catch', () => {
    for (const sink of [
      '<div dangerouslySetInnerHTML={{ __html: x }} />',
      'el.innerHTML = x',
      'el.outerHTML= x',
      "el.insertAdjacentHTML('beforeend', x)",
      'document.write(x)',
    ]) {
      expect(RAW_HTML.test(sink)).toBe(true);
    }
    expect(RAW_HTML.test('el.textContent = x')).toBe(false);
  });
});
