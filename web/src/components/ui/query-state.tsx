import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { LoadError } from './load-error';
import { NotFoundPage } from './not-found-page';
import { PageSpinner } from './page-spinner';

interface QueryFallbackProps {
  query: Pick<UseQueryResult<unknown, Error>, 'isPending' | 'error' | 'refetch'>;
  /** The heading of the load error, over its Retry button. */
  errorTitle: string;
  /** What the spinner says while loading (the generic "Loading" when absent). */
  loadingLabel?: string;
  /** Shown instead of the spinner while loading (a skeleton of the content). */
  placeholder?: ReactNode;
  /** A record that does not exist (the API answers 404, or 400 for a malformed id): this page instead of the load error. */
  notFound?: ComponentProps<typeof NotFoundPage>;
}

/** What a query shows until it has data: the spinner (or a placeholder), then the not-found page or the load error with Retry. */
export function QueryFallback({ query, errorTitle, loadingLabel, placeholder, notFound }: QueryFallbackProps) {
  if (query.isPending) return placeholder ?? <PageSpinner label={loadingLabel} />;
  if (notFound && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <NotFoundPage {...notFound} />;
  }
  return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
}

interface QueryStateProps<T> extends Omit<QueryFallbackProps, 'query'> {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}

/** A query's three states: the spinner while it loads, the load error with Retry, then its data. */
export function QueryState<T>({ query, children, ...fallback }: QueryStateProps<T>) {
  return query.isSuccess ? children(query.data) : <QueryFallback query={query} {...fallback} />;
}

/** The song's texts name their load error `loadFailed`; the artist's and the shared playlist's `loadError`. */
const ERROR_KEYS = { artist: 'artist.loadError', song: 'song.loadFailed', sharedPlaylist: 'sharedPlaylist.loadError' } as const;

interface CatalogueFallbackProps {
  query: QueryFallbackProps['query'];
  /** Whose texts it shows: the page's own `loading`, load error, `notFound`, `notFoundText` and `browseSongs`. */
  page: keyof typeof ERROR_KEYS;
  icon: LucideIcon;
}

/** A song's, an artist's or a shared playlist's page until it has data: a record that does not exist leads back to browsing. */
export function CatalogueFallback({ query, page, icon }: CatalogueFallbackProps) {
  const { t } = useTranslation();
  return (
    <QueryFallback
      query={query}
      loadingLabel={t(`${page}.loading`)}
      errorTitle={t(ERROR_KEYS[page])}
      notFound={{
        icon,
        title: t(`${page}.notFound`),
        text: t(`${page}.notFoundText`),
        link: { to: paths.browse, label: t(`${page}.browseSongs`) },
      }}
    />
  );
}
