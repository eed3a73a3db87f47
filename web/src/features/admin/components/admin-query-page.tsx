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

type PageCopy = Pick<AdminQueryPageProps<unknown>, 'title' | 'description' | 'notice' | 'errorTitle'>;

/** The component of a screen that is one form over one read: its copy, the read's hook, and the form given the data. */
export function adminQueryPage<T>(copy: PageCopy, useRead: () => UseQueryResult<T, Error>, render: (data: T) => ReactNode) {
  return function Screen() {
    return (
      <AdminQueryPage {...copy} query={useRead()}>
        {render}
      </AdminQueryPage>
    );
  };
}
