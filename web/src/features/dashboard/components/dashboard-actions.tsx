import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import { BarChart3, Headphones, ShieldCheck } from 'lucide-react';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { LinkButton } from '../../../components/ui/link-button';

interface DashboardActionsProps {
  role: SessionUser['role'];
  /** Adds My Analytics before Browse Music. */
  analytics?: boolean;
  className: string;
}

/** The links beside the dashboard's welcome: the admin panel for admins, then My Analytics where asked, then Browse Music. */
export function DashboardActions({ role, analytics = false, className }: DashboardActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {role === 'admin' && (
        <LinkButton to={paths.admin} icon={ShieldCheck} variant="secondary">
          {t('dashboard.adminPanel')}
        </LinkButton>
      )}
      {analytics && (
        <LinkButton to={paths.analytics} icon={BarChart3} variant="secondary">
          {t('dashboard.myAnalytics')}
        </LinkButton>
      )}
      <LinkButton to={paths.browse} icon={Headphones}>
        {t('dashboard.browseMusic')}
      </LinkButton>
    </div>
  );
}
