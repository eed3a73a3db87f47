import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { Quote } from 'lucide-react';
import { TitledSection } from '../../../components/ui/titled-section';

const testimonials = [
  { key: 'nusrat', name: 'Nusrat Jahan' },
  { key: 'daniel', name: 'Daniel Okafor' },
  { key: 'tanvir', name: 'Tanvir Ahmed' },
] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <TitledSection
      title={t('home.lovedBy')}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {testimonials.map(({ key, name }) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
              <Quote aria-hidden="true" className="size-6 text-brand" />
              <blockquote className="mt-4 flex-1 text-ink">“{t(`home.testimonials.${key}.quote`)}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-raised font-semibold text-brand"
                >
                  {name.charAt(0)}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{name}</span>
                  <span className="block text-muted">{t(`home.testimonials.${key}.role`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
