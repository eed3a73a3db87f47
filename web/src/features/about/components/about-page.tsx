import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeartHandshake, Scale, Sparkles } from 'lucide-react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { buttonClasses } from '../../../components/ui/button';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import '../../../i18n/locales/en/about';
import { formatNumber } from '../../../lib/format-locale';
import { useStoreStats } from '../../../lib/store-stats';
import { TitledSection } from '../../../components/ui/titled-section';

/** Counted figures only (the store's one source, `useStoreStats`); no survey we never ran. */
const STATS = [
  { field: 'totalSongs', key: 'songs' },
  { field: 'totalArtists', key: 'artists' },
  { field: 'totalUsers', key: 'users' },
] as const;

const VALUES = [
  { icon: Sparkles, key: 'quality' },
  { icon: HeartHandshake, key: 'community' },
  { icon: Scale, key: 'fair' },
] as const;

const TEAM = [
  { name: 'Ayesha Karim', key: 'ceo' },
  { name: 'Rafiq Hossain', key: 'cto' },
  { name: 'Maya Chowdhury', key: 'ar' },
  { name: 'Jonas Weber', key: 'success' },
] as const;

/** The admin's stored About text (/admin/pages) in place of the built-in one. */
function StoredAbout({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('about.title', { siteName: site.name })}</h1>
      <div className="mt-8">
        <StoredHtml html={html} />
      </div>
    </div>
  );
}

export function AboutPage() {
  const stored = useStoredContent('about');
  const stats = useStoreStats();
  const { t } = useTranslation();
  if (stored) return <StoredAbout html={stored} />;
  return (
    <div>
      <section className="relative isolate overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(168_85_247/0.25),transparent_55%)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('about.title', { siteName: site.name })}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted">{t('about.intro', { siteName: site.name })}</p>
        </div>
      </section>

      {stats && (
        <TitledSection
          title={t('about.inNumbers', { siteName: site.name })}
          className="border-b border-line bg-surface/60"
          titleClassName="sr-only"
        >
          <dl className="mx-auto grid max-w-7xl grid-cols-3 gap-y-8 px-4 py-10 sm:px-6">
            {STATS.map((stat) => (
              <div key={stat.key} className="flex flex-col items-center text-center">
                <dt className="order-last text-sm text-muted">{t(`about.stats.${stat.key}`)}</dt>
                <dd className="text-3xl font-extrabold tracking-tight tabular-nums text-ink sm:text-4xl">
                  {formatNumber(stats[stat.field])}
                </dd>
              </div>
            ))}
          </dl>
        </TitledSection>
      )}

      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <TitledSection
          title={t('about.missionTitle')}
          className="grid gap-8 lg:grid-cols-[1fr_2fr]"
          titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
        >
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-muted">
            <p>{t('about.mission1')}</p>
            <p>{t('about.mission2')}</p>
          </div>
        </TitledSection>

        <TitledSection title={t('about.valuesTitle')} className="mt-20" titleClassName="text-2xl font-bold tracking-tight sm:text-3xl">
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-2xl border border-line bg-surface p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand/15 text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`about.values.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{t(`about.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection title={t('about.teamTitle')} className="mt-20" titleClassName="text-2xl font-bold tracking-tight sm:text-3xl">
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((person) => (
              <li key={person.name} className="rounded-2xl border border-line bg-surface p-6">
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-glow/60 to-brand/60 text-xl font-bold text-ink"
                >
                  {person.name
                    .split(' ')
                    .map((part) => part.charAt(0))
                    .join('')}
                </span>
                <h3 className="mt-4 font-semibold text-ink">{person.name}</h3>
                <p className="text-sm text-brand">{t(`about.team.${person.key}.role`)}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted">{t(`about.team.${person.key}.bio`)}</p>
              </li>
            ))}
          </ul>
        </TitledSection>

        <div className="mt-20 flex flex-col items-center gap-4 rounded-3xl border border-line bg-raised px-6 py-12 text-center">
          <h2 className="text-2xl font-bold tracking-tight">{t('about.hearTitle')}</h2>
          <p className="max-w-xl text-muted">{t('about.hearText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.browse} className={buttonClasses({ size: 'lg' })}>
              {t('about.browse')}
            </Link>
            <Link to={paths.contact} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('about.contact')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
