import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNIPPET_ATTRIBUTE } from '../../web/src/lib/admin-snippets';
import { mockApi, renderApp, preloadRoutes } from './render-app';

// The first lazy import of the home route is slow to transform; pay for it once, outside the tests' timeouts.
preloadRoutes('home');

const inserted = () => Array.from(document.querySelectorAll(`[${SNIPPET_ATTRIBUTE}]`));

afterEach(() => {
  document.querySelectorAll(`[${SNIPPET_ATTRIBUTE}]`).forEach((node) => node.remove());
});

describe('admin header and footer snippets', () => {
  it('inserts sanitised markup into the head and at the end of the body', async () => {
    mockApi({
      getScriptsContent: {
        body: {
          header: ['<meta name="google-site-verification" content="abc123">', '<style>.promo{color:gold}</style>'],
          footer: ['<div class="promo">Summer sale: 20% off</div>'],
        },
      },
    });
    renderApp('/');

    await waitFor(() => expect(inserted()).toHaveLength(3));
    expect(document.head.querySelector('meta[name="google-site-verification"]')).toHaveAttribute('content', 'abc123');
    expect(document.head.querySelector(`style[${SNIPPET_ATTRIBUTE}]`)?.textContent).toBe('.promo{color:gold}');
    expect(document.body.lastElementChild).toHaveTextContent('Summer sale: 20% off');
  });

  it('never lets a script, an event handler or a javascript: URL reach the DOM', async () => {
    (window as unknown as Record<string, unknown>).pwned = undefined;
    mockApi({
      getScriptsContent: {
        body: {
          header: ['<script>window.pwned = true</script>', '<meta name="x" content="y" onload="window.pwned = true">'],
          footer: [
            '<img src="x" onerror="window.pwned = true" alt="">',
            '<a href="javascript:window.pwned = true">click</a>',
            '<svg><script>window.pwned = true</script></svg>',
            '<iframe src="https://evil.example"></iframe>',
          ],
        },
      },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(inserted().length).toBeGreaterThan(0));

    const html = [document.head.innerHTML, document.body.innerHTML].join('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/onerror|onload|javascript:|<iframe/i);
    expect(document.querySelector(`img[${SNIPPET_ATTRIBUTE}]`)).toBeInTheDocument();
    expect((window as unknown as Record<string, unknown>).pwned).toBeUndefined();
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ getScriptsContent: { status: 500, body: { error: 'boom' } } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Header/footer snippets not loaded', expect.anything()));
    expect(inserted()).toHaveLength(0);
    warn.mockRestore();
  });
});
