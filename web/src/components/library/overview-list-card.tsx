import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LibraryList } from './list-states';

interface OverviewListCardProps<T extends { id: string }> {
  /** Whose texts it shows: the list's `card` title, and its `none` when it is empty. */
  list: Exclude<LibraryList, 'favorites'>;
  query: { isPending: boolean; data?: T[] };
  /** An item's link and name, and the note on its right. */
  row: (item: T) => { to: string; name: string; note: ReactNode };
}

/** A dashboard overview card: the first five of one of the listener's lists, each a link. */
export function OverviewListCard<T extends { id: string }>({ list, query, row }: OverviewListCardProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = (query.data ?? []).slice(0, 5);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={headingId} className="font-bold">
        {t(`${list}.card`)}
      </h2>
      {query.isPending ? (
        <p className="mt-3 text-sm text-muted">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t(`${list}.none`)}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {items.map((item) => {
            const { to, name, note } = row(item);
            return (
              <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                <Link to={to} className="truncate rounded font-semibold hover:text-brand">
                  {name}
                </Link>
                <span className="shrink-0 text-muted">{note}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
