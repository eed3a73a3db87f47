import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { Link } from 'react-router-dom';
import { ArrowRight, BadgeCheck, Headphones, Zap } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';

export function Hero() {
  const { t } = useTranslation();
  const title = t('home.heroTitle');
  const stored = useStoredContent('home');
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(168_85_247/0.28),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(251_191_36/0.14),transparent_50%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-12 sm:px-6 sm:pt-20 lg:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-3 py-1 text-xs font-medium text-muted">
          <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
          {t('home.heroBadge')}
        </p>
        {/* Rendered whole at once: the first screen never waits for an animation (issue 21). */}
        <h1 className="mt-6 max-w-4xl bg-gradient-to-r from-ink via-brand-soft to-brand bg-clip-text text-4xl font-extrabold leading-[1.05] tracking-tight text-balance text-transparent sm:text-6xl lg:text-7xl">
          {title}
        </h1>
        {stored ? (
          <div className="mt-6 max-w-2xl text-lg">
            <StoredHtml html={stored} />
          </div>
        ) : (
          <p className="mt-6 max-w-2xl text-lg text-muted">{t('home.heroText')}</p>
        )}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.browse} className={buttonClasses({ size: 'lg' })}>
            <Headphones aria-hidden="true" className="size-5" />
            {t('home.browseMusic')}
          </Link>
          <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('home.viewPricing')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <BadgeCheck aria-hidden="true" className="size-4 text-brand" /> {t('home.verifiable')}
          </li>
          <li className="flex items-center gap-2">
            <Zap aria-hidden="true" className="size-4 text-brand" /> {t('home.afterApproval')}
          </li>
        </ul>
      </div>
    </section>
  );
}
