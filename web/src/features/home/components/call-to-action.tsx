import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';

export function CallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl border border-line bg-raised px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_center,rgb(251_191_36/0.16),transparent_65%)]"
        />
        <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('home.ctaTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">{t('home.ctaText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.browse} className={buttonClasses({ size: 'lg' })}>
            {t('home.startBrowsing')}
          </Link>
          <Link to={paths.auth} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('home.createAccount')}
          </Link>
        </div>
      </div>
    </section>
  );
}
