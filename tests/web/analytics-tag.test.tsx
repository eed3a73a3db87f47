import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspDirectives } from '../../shared/csp';
import { GTAG_ORIGIN } from '../../web/src/components/layouts/analytics-tag';
import { callsTo, mockApi, renderApp, preloadRoutes } from './render-app';

preloadRoutes('about');

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('script[data-analytics-tag]').forEach((s) => s.remove());
});

const tagScript = () => document.querySelector<HTMLScriptElement>('script[data-analytics-tag]');

describe('web analytics tag', () => {
  it("loads Google's tag for the id the server names while the integration is on", async () => {
    const fetchMock = mockApi({ getAnalyticsTag: { body: { measurementId: 'G-TESTTAG42' } } });
    renderApp('/about');
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(tagScript()!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TESTTAG42');
    expect(tagScript()!.async).toBe(true);
    expect(callsTo(fetchMock, 'getAnalyticsTag')).toHaveLength(1);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer?.length).toBeGreaterThanOrEqual(2);
  });

  it("is allowed by the site's CSP: its host may serve scripts and its collectors may be called", () => {
    const csp = cspDirectives();
    expect(csp['script-src']).toContain(GTAG_ORIGIN);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
  });

  it('adds no tag while the integration is off, nor for an id of the wrong shape', async () => {
    const fetchMock = mockApi({ getAnalyticsTag: { body: { measurementId: null } } });
    renderApp('/about');
    await screen.findByRole('main');
    await waitFor(() => expect(callsTo(fetchMock, 'getAnalyticsTag')).toHaveLength(1));
    expect(tagScript()).toBeNull();

    vi.restoreAllMocks();
    const hostile = mockApi({ getAnalyticsTag: { body: { measurementId: 'G-1"><script>alert(1)</script>' } } });
    renderApp('/about');
    await waitFor(() => expect(callsTo(hostile, 'getAnalyticsTag')).toHaveLength(1));
    expect(tagScript()).toBeNull();
  });
});
