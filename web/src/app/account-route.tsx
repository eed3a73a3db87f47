import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';
import { RequireUser } from './require-user';

interface AccountRouteProps {
  titleKey: ParseKeys;
  headingKey: ParseKeys;
  /** The column's width class. */
  width: string;
  children: ReactNode;
}

/** A signed-in listener's own page (/profile, /analytics): the tab title and the heading over it. */
export function AccountRoute({ titleKey, headingKey, width, children }: AccountRouteProps) {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <div className={`mx-auto ${width} px-4 py-8 sm:px-6 sm:py-10`}>
        <PageTitle titleKey={titleKey} />
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight sm:text-3xl">{t(headingKey)}</h1>
        {children}
      </div>
    </RequireUser>
  );
}
