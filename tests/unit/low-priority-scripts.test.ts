import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../../scripts/build/low-priority-scripts';

const built = [
  '<head>',
  '<script>/* theme */</script>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
  '</head>',
].join('\n');

const transform = (html: string): string => {
  const hook = lowPriorityScripts().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe("index.html's scripts come after the prerendered first screen's stylesheet", () => {
  it('asks for the entry and its modulepreloads at low priority, and for the stylesheet as before', () => {
    const html = transform(built);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    // The inline theme script (its hash is in the CSP) is untouched.
    expect(html).toContain('<script>/* theme */</script>');
  });

  it('fails the build when Vite no longer writes the tags it marks', () => {
    expect(() => transform('<head><script>/* theme */</script></head>')).toThrow(/no module script/);
  });
});
