import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import { PageSpinner } from './page-spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T, Error>;
  /** The heading of the load error, over its Retry button. */
  errorTitle: string;
  /** What the spinner says while loading (the generic "Loading" when absent). */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/** A query's three states: the spinner while it loads, the load error with Retry, then its data. */
export function QueryState<T>({ query, errorTitle, loadingLabel, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
