import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../../components/ui/card-skeleton';
import { QueryState } from '../../../components/ui/query-state';

interface AccountQueryProps<T> {
  query: UseQueryResult<T, Error>;
  /** The translation key of the load error's heading. */
  errorKey: ParseKeys;
  children: (data: T) => ReactNode;
}

/** An account screen's read: a card-sized skeleton while it loads, the load error with Retry, then the content. */
export function AccountQuery<T>({ query, errorKey, children }: AccountQueryProps<T>) {
  const { t } = useTranslation();
  return (
    <QueryState query={query} errorTitle={t(errorKey)} placeholder={<CardSkeleton className="h-96" />}>
      {children}
    </QueryState>
  );
}

/** The component of an account screen that is one read: the read's hook, its error's key, and the content given the data. */
export function accountQueryPage<T>(useRead: () => UseQueryResult<T, Error>, errorKey: ParseKeys, render: (data: T) => ReactNode) {
  return function Screen() {
    return (
      <AccountQuery query={useRead()} errorKey={errorKey}>
        {render}
      </AccountQuery>
    );
  };
}
