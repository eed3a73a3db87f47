import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Disc3 } from 'lucide-react';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { buttonClasses } from '../../components/ui/button';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('errors.notFoundTitle', { siteName: site.name })}</title>
      <Disc3 aria-hidden="true" className="size-12 text-brand" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t('errors.notFound')}</h1>
      <p className="mt-3 text-muted">{t('errors.notFoundText')}</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-8' })}>
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
