import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Wrench } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../ui/button';

/** What a visitor sees while the admin has the store in maintenance mode (the API answers 503 MAINTENANCE). */
export function MaintenancePage({ siteName, supportEmail }: { siteName: string; supportEmail: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <Wrench aria-hidden="true" className="size-12 text-brand" />
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('banner.maintenanceTitle')}</h1>
      <p className="text-muted">{t('banner.maintenanceText', { siteName })}</p>
      {supportEmail !== '' && (
        <p className="text-sm text-muted">
          {t('banner.maintenanceHelp')}{' '}
          <a className="font-medium text-brand underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      )}
      <Link to={paths.auth} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {t('banner.adminSignIn')}
      </Link>
    </section>
  );
}

/** Shown to an admin while maintenance mode is on: they keep working, visitors do not. */
export function MaintenanceBanner() {
  return (
    <div role="status" className="border-b border-brand/40 bg-brand/15 px-4 py-2 text-center text-sm text-ink">
      Maintenance mode is on: visitors see the maintenance page.{' '}
      <Link to={paths.adminSettings} className="font-semibold underline">
        Turn it off in Settings
      </Link>
    </div>
  );
}
