import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { AudioLines, BadgeCheck, Headphones, Infinity as InfinityIcon, Layers, Wallet } from 'lucide-react';

const features = [
  { key: 'preview', icon: Headphones },
  { key: 'lifetime', icon: InfinityIcon },
  { key: 'quality', icon: AudioLines },
  { key: 'verified', icon: BadgeCheck },
  { key: 'plans', icon: Layers },
  { key: 'pay', icon: Wallet },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="bg-surface/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <h2 id="features-heading" className="max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
          {t('home.featuresTitle')}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-brand/50">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand/15 text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
