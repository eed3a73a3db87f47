import { Link } from 'react-router-dom';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { QueryFallback } from './query-state';

/** The song's texts name their load error `loadFailed`; the artist's and the shared playlist's `loadError`. */
const ERROR_KEYS = { artist: 'artist.loadError', song: 'song.loadFailed', sharedPlaylist: 'sharedPlaylist.loadError' } as const;

interface CatalogueFallbackProps {
  query: Parameters<typeof QueryFallback>[0]['query'];
  /** Whose texts it shows: the page's own `loading`, load error, `notFound`, `notFoundText` and `browseSongs`. */
  page: keyof typeof ERROR_KEYS;
  icon: LucideIcon;
}

/** A song's, an artist's or a shared playlist's page until it has data: a record that does not exist leads back to browsing. */
export function CatalogueFallback({ query, page, icon }: CatalogueFallbackProps) {
  const { t } = useTranslation();
  return (
    <QueryFallback
      query={query}
      loadingLabel={t(`${page}.loading`)}
      errorTitle={t(ERROR_KEYS[page])}
      notFound={{
        icon,
        title: t(`${page}.notFound`),
        text: t(`${page}.notFoundText`),
        link: { to: paths.browse, label: t(`${page}.browseSongs`) },
      }}
    />
  );
}

/** The link above a song's or an artist's page back to browsing. */
export function BackToBrowse({ label }: { label: string }) {
  return (
    <Link to={paths.browse} className="inline-flex items-center gap-2 rounded text-sm text-muted hover:text-brand">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
