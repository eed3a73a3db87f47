import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import '../../i18n/locales/en/collection';
import { EmptyState } from '../ui/empty-state';
import { QueryState } from '../ui/query-state';

/** The listener's lists in the library: each has its own `loading`, `loadFailed`, `none`, `noneText` and `browseMusic` texts. */
export type LibraryList = 'favorites' | 'following' | 'playlists';

/** What a library tab shows while its list is empty: what goes there, and a way to browse music. */
export function EmptyLibrary({ list, icon }: { list: LibraryList; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={t(`${list}.none`)}
      text={t(`${list}.noneText`)}
      action={{ to: paths.browse, label: t(`${list}.browseMusic`) }}
    />
  );
}

/** A library list's query: its spinner and load error in the list's own words, then the list. */
export function LibraryQuery<T>({
  list,
  query,
  children,
}: {
  list: LibraryList;
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState query={query} loadingLabel={t(`${list}.loading`)} errorTitle={t(`${list}.loadFailed`)}>
      {children}
    </QueryState>
  );
}
