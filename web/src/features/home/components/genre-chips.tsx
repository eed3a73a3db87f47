import '../../../i18n/locales/en/catalogue';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { Link } from 'react-router-dom';
import { GENRES } from '../../../../../shared/constants';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { genreGradient } from '../../../lib/genre-colors';
import { TitledSection } from '../../../components/ui/titled-section';

/** Each genre as a tile of artwork (its gradient, rings and its name in large type), linking to /browse filtered by it. */
export function GenreChips() {
  const { t } = useTranslation();
  return (
    <TitledSection
      title={t('home.byGenre')}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <p className="mt-2 text-muted">{t('home.byGenreText')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {GENRES.map((genre) => (
          <li key={genre}>
            <Link
              to={paths.browseGenre(genre)}
              className={cn(
                'group relative flex h-24 items-end overflow-hidden rounded-2xl bg-gradient-to-br p-4 ring-brand transition hover:ring-2 sm:h-32',
                genreGradient(genre),
              )}
            >
              <span
                aria-hidden="true"
                className="absolute -right-6 -top-6 size-28 rounded-full border-[10px] border-white/15 transition-transform group-hover:scale-110"
              />
              <span aria-hidden="true" className="absolute right-6 top-10 size-8 rounded-full bg-white/10" />
              <span className="relative text-lg font-extrabold tracking-tight text-white drop-shadow sm:text-2xl">
                {t(`genres.${genre}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
