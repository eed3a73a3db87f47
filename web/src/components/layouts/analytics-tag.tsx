import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Where Google's tag loads from; the site's CSP lists it (shared/csp.ts). */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
/** The server serves only ids of this shape; checked again here since the id goes into a script URL. */
const TAG_ID = /^(G|GT|UA|AW)-[A-Z0-9-]{4,24}$/;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function parseTag(data: unknown): string | null {
  const id = (data as { measurementId?: unknown } | null)?.measurementId;
  return typeof id === 'string' && TAG_ID.test(id) ? id : null;
}

/**
 * Google's tag, set up from the site's own bundle (the CSP runs no inline script) and then loaded
 * from its origin. Once per page: a later switch-off applies from the next page load.
 */
export function installAnalyticsTag(id: string): void {
  if (document.querySelector('script[data-analytics-tag]')) return;
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.analyticsTag = id;
  document.head.append(script);
}

/** Adds the web analytics tag to every page while the admin has that integration on (issue 11). */
export function AnalyticsTag() {
  const tag = useQuery({
    queryKey: queryKeys.settings.analytics,
    queryFn: ({ signal }) => call('getAnalyticsTag', { signal, parse: parseTag }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const id = tag.data ?? null;
  useEffect(() => {
    if (id) installAnalyticsTag(id);
  }, [id]);
  return null;
}
