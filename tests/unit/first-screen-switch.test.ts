import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

interface Visit {
  path?: string;
  search?: string;
  stored?: Record<string, string>;
  languages?: string[];
}

/** Runs index.html's inline script as a browser would for this visit; the <html> element's attributes after it. */
function visit({ path = '/', search = '', stored = {}, languages = ['en-US', 'en'] }: Visit): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    querySelector: () => ({ setAttribute: () => undefined }),
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const navigator = { languages, language: languages[0] };
  const location = { pathname: path, search };
  const matchMedia = () => ({ matches: false });
  runInNewContext(script, { document, localStorage, navigator, location, matchMedia });
  return attributes;
}

describe("index.html's prerendered first screen", () => {
  it('carries the home and browse screens inside #root for the build to fill', () => {
    expect(html).toContain('<div id="root"><!--first-screen--></div>');
  });

  it('is shown to a signed-out English visitor of / and /browse', () => {
    expect(visit({ path: '/' })['data-first-screen']).toBe('/');
    expect(visit({ path: '/browse' })['data-first-screen']).toBe('/browse');
    expect(visit({ path: '/browse/' })['data-first-screen']).toBe('/browse');
    // A language the store does not offer is shown in English.
    expect(visit({ path: '/', languages: ['ja-JP', 'de'] })['data-first-screen']).toBe('/');
  });

  it('is not shown where React would first render something else', () => {
    // A German browser or a stored choice of French: the page is not in English.
    expect(visit({ languages: ['de-DE', 'en'] })['data-first-screen']).toBeUndefined();
    expect(visit({ stored: { language: 'fr' } })['data-first-screen']).toBeUndefined();
    // A signed-in visitor: home sends them to the dashboard, the header shows their account.
    expect(visit({ stored: { token: 'a.b.c' } })['data-first-screen']).toBeUndefined();
    // Filters in the address, or another page.
    expect(visit({ path: '/browse', search: '?genre=Jazz' })['data-first-screen']).toBeUndefined();
    expect(visit({ path: '/pricing' })['data-first-screen']).toBeUndefined();
  });

  it('is shown in English when the stored choice is English, whatever the browser says', () => {
    expect(visit({ stored: { language: 'en' }, languages: ['de-DE'] })['data-first-screen']).toBe('/');
  });

  it('still picks the theme', () => {
    expect(visit({ stored: { theme: 'light' } })['data-theme']).toBe('light');
  });
});
