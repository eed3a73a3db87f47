import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useListenerStats } from '../../../lib/listener-stats';
import type { SessionUser } from '../../../lib/session';
import { TabList, TabPanel, type TabItem } from '../../../components/ui/tabs';
import { buttonClasses } from '../../../components/ui/button';
import { DashboardSidebar } from './dashboard-sidebar';
import { LibrarySection } from './library-section';
import { LibraryQuotaCard } from './subscription-card';
import { OverviewTab } from './overview-tab';
import { PurchasesTab } from './purchases-tab';
import { DashboardActions } from './dashboard-actions';

export const DASHBOARD_TABS = ['overview', 'library', 'purchases', 'favorites', 'playlists', 'following', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** What other features put in the dashboard; the route module composes them (features never import each other). */
export interface DashboardSlots {
  favorites?: ReactNode;
  playlists?: ReactNode;
  following?: ReactNode;
  settings?: ReactNode;
  /** Cards after Recent Purchases on the overview: Favorite Artists, Your Playlists. */
  overviewCards?: ReactNode;
}

function EmptyPanel({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
      <p className="font-semibold text-ink">{text}</p>
      <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
        {t('dashboard.browseMusic')}
      </Link>
    </div>
  );
}

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.includes(value as DashboardTab);

/** Spec §2 Listener dashboard: sidebar, and tabs addressed by `?tab=` so a link or a reload opens the same one. */
export function DashboardPage({ user, slots = {} }: { user: SessionUser; slots?: DashboardSlots }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  // The subscription download lands on #downloads, which lives in the library tab.
  const { hash } = useLocation();
  const tab: DashboardTab = isTab(raw) ? raw : hash === '#downloads' ? 'library' : 'overview';
  const stats = useListenerStats();
  const { t } = useTranslation();
  const tabItems: readonly TabItem<DashboardTab>[] = DASHBOARD_TABS.map((value) => ({ value, label: t(`dashboard.tabs.${value}`) }));
  const select = (next: DashboardTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const panels: Record<DashboardTab, ReactNode> = {
    overview: <OverviewTab stats={stats.data} extraCards={slots.overviewCards} />,
    library: (
      <div className="grid gap-6">
        <LibraryQuotaCard />
        <LibrarySection />
      </div>
    ),
    purchases: <PurchasesTab />,
    favorites: slots.favorites ?? <EmptyPanel text={t('dashboard.noFavorites')} />,
    playlists: slots.playlists ?? <EmptyPanel text={t('dashboard.noPlaylists')} />,
    following: slots.following ?? <EmptyPanel text={t('dashboard.noFollowing')} />,
    settings: slots.settings ?? <EmptyPanel text={t('dashboard.settingsElsewhere')} />,
  };
  const name = user.name || t('common.musicLover');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          {t('dashboard.welcomeBack', { name })}
        </h1>
        <DashboardActions role={user.role} analytics className="flex flex-wrap gap-3" />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <DashboardSidebar user={user} stats={stats.data} />
        <div className="min-w-0">
          <div className="overflow-x-auto">
            <TabList
              label={t('dashboard.sections')}
              idBase="dashboard"
              items={tabItems}
              value={tab}
              onChange={select}
              className="min-w-[42rem]"
            />
          </div>
          {DASHBOARD_TABS.map((value) => (
            <TabPanel key={value} idBase="dashboard" value={value} active={tab === value} className="mt-6">
              {panels[value]}
            </TabPanel>
          ))}
        </div>
      </div>
    </div>
  );
}
