import '../../../i18n/locales/en/catalogue';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { Link } from 'react-router-dom';
import { GENRES } from '../../../../../shared/constants';
import { paths } from '../../../config/paths';

export function GenreChips() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="genres-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="genres-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('home.byGenre')}
      </h2>
      <p className="mt-2 text-muted">{t('home.byGenreText')}</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {GENRES.map((genre) => (
          <li key={genre}>
            <Link
              to={paths.browseGenre(genre)}
              className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-brand hover:text-brand"
            >
              {t(`genres.${genre}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
