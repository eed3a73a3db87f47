import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webSrc = join(root, 'web', 'src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css|html)$/.test(entry.name) ? [path] : [];
  });

/**
 * What a built-in contact detail looks like: any email address (the store's come from the admin's
 * settings), a reserved example domain, and the street address the site once shipped with.
 */
const PLACEHOLDERS: { name: string; pattern: RegExp }[] = [
  { name: 'an email address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/ },
  // A host under a reserved name (RFC 2606), in an address or a link; `.example` anywhere (no identifier ends so).
  { name: 'a reserved example domain', pattern: /(?:@|\/\/)[\w.-]+\.(?:example|invalid|test)\b|\b[\w-]+\.example\b(?![\w(])/ },
  { name: 'example.com/org/net', pattern: /\bexample\.(com|org|net)\b/ },
  { name: 'the old built-in office address', pattern: /House 12|Road 7|Gulshan/ },
];

describe('no placeholder contact details in web/src', () => {
  const files = [...sourceFiles(webSrc), join(root, 'web', 'index.html')];

  it('reads a real source tree', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(PLACEHOLDERS)('has no $name: support email and office address come from the settings', ({ pattern }) => {
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
