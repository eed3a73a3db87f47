import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/query-state';
import { AdminHeader } from './admin-layout';

interface AdminQueryPageProps<T> {
  title: string;
  description: string;
  /** A note between the header and the content. */
  notice?: ReactNode;
  query: UseQueryResult<T, Error>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** An admin screen over one read (settings and the like): its header, then the spinner, the load error or the content. */
export function AdminQueryPage<T>({ title, description, notice, query, errorTitle, children }: AdminQueryPageProps<T>) {
  return (
    <>
      <AdminHeader title={title} description={description} />
      {notice}
      <QueryState query={query} errorTitle={errorTitle}>
        {children}
      </QueryState>
    </>
  );
}
