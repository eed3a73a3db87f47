import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import { Link } from 'react-router-dom';
import { BadgeCheck, CreditCard, Headphones, LifeBuoy } from 'lucide-react';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { Avatar } from '../../../components/ui/avatar';
import { LibrarySection } from './library-section';
import { SubscriptionCard } from './subscription-card';
import { DashboardActions } from './dashboard-actions';
import { TitledSection } from '../../../components/ui/titled-section';

const shortcuts = [
  { to: paths.browse, icon: Headphones, title: 'dashboard.browseMusic', text: 'dashboard.shortcutBrowseText' },
  { to: paths.pricing, icon: CreditCard, title: 'dashboard.shortcutPlans', text: 'dashboard.shortcutPlansText' },
  { to: paths.licenseVerify, icon: BadgeCheck, title: 'dashboard.shortcutVerify', text: 'dashboard.shortcutVerifyText' },
  { to: paths.help, icon: LifeBuoy, title: 'dashboard.shortcutHelp', text: 'dashboard.shortcutHelpText' },
] as const;

export function DashboardWelcome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = user.name || t('common.musicLover');
  // Spec: admins are 'Administrator'; everyone else is a 'Music Lover'.
  const role = user.role === 'admin' ? t('dashboard.administrator') : t('common.musicLover');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <section className="flex flex-col gap-6 rounded-3xl border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4 sm:items-center">
          <Avatar name={name} url={user.avatarUrl} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
              {t('dashboard.welcomeBack', { name })}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span className="rounded-full border border-brand/40 bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">{role}</span>
              {user.email && <span className="[overflow-wrap:anywhere]">{user.email}</span>}
            </p>
          </div>
        </div>
        <DashboardActions role={user.role} className="flex flex-col gap-3 sm:flex-row" />
      </section>

      <div className="mt-8 flex flex-col gap-6">
        <SubscriptionCard />
        <LibrarySection />
      </div>

      <TitledSection title={t('dashboard.whereNext')} className="mt-10">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand/60"
              >
                <Icon aria-hidden="true" className="size-5 text-brand" />
                <span className="mt-3 font-semibold text-ink">{t(title)}</span>
                <span className="mt-1 text-sm text-muted">{t(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
