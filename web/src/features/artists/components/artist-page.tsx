import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/store';
import type { Song } from '../../../lib/collection';
import { Link, useNavigate } from 'react-router-dom';
import '../../../i18n/locales/en/artists';
import '../../../i18n/locales/en/catalogue';
import { ArrowLeft, Mic2, UserCheck, UserPlus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { errorMessage } from '../../../lib/api-client';
import { useArtist, useToggleFollow } from '../../../lib/collection';
import { useSession } from '../../../lib/session';
import { formatNumber } from '../../../lib/format-locale';
import { Button } from '../../../components/ui/button';
import { CatalogueFallback } from '../../../components/ui/query-state';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { AddToPlaylistButton } from '../../../components/library/add-to-playlist';
import { SongRow } from '../../../components/library/song-row';
import { TitledSection } from '../../../components/ui/titled-section';

interface ArtistPageProps {
  slug: string;
  /** Each song's price and Buy, from the catalogue feature (composed by the route). */
  songActions?: (song: Song) => ReactNode;
}

/**
 * /artist/{slug}: the artist's image and bio (from the artist's account, once there is one), follower
 * count, a Follow button, and every listed song with play, price and Buy (issues 14, 21).
 */
export function ArtistPage({ slug, songActions }: ArtistPageProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const artist = useArtist(slug);
  const toggle = useToggleFollow();
  const { t } = useTranslation();

  if (!artist.isSuccess) return <CatalogueFallback query={artist} page="artist" icon={Mic2} />;
  const a = artist.data;
  const follow = () => {
    if (!user) {
      void navigate(paths.auth);
      return;
    }
    toggle.mutate(
      { slug, follow: !a.following },
      {
        onSuccess: () => toast.success(a.following ? t('artist.unfollowed', { name: a.name }) : t('artist.followed', { name: a.name })),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <title>{`${a.name} · ${site.name}`}</title>
      <Link to={paths.browse} className="inline-flex items-center gap-2 rounded text-sm text-muted hover:text-brand">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('artist.back')}
      </Link>
      <header className="mt-6 flex flex-wrap items-center gap-5">
        {a.image ? (
          <img
            src={a.image}
            alt={t('store.artistPhoto', { name: a.name })}
            className="size-24 shrink-0 rounded-full bg-raised object-cover sm:size-32"
            data-testid="artist-image"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-raised text-4xl font-extrabold text-brand sm:size-32"
          >
            {a.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">
            {t('artist.label')}
            {a.genre ? ` · ${t(`genres.${a.genre}`, { defaultValue: a.genre })}` : ''}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{a.name}</h1>
          <p className="mt-1 text-muted" data-testid="artist-followers">
            {t('artist.followers', { count: a.followers, n: formatNumber(a.followers) })} ·{' '}
            {t('artist.songs', { count: a.songs, n: formatNumber(a.songs) })}
          </p>
        </div>
        <Button variant={a.following ? 'secondary' : 'primary'} aria-pressed={a.following} loading={toggle.isPending} onClick={follow}>
          {a.following ? <UserCheck aria-hidden="true" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
          {a.following ? t('artist.following') : t('artist.follow')}
        </Button>
      </header>
      {a.bio && (
        <section aria-labelledby="artist-bio" className="mt-6 max-w-prose">
          <h2 id="artist-bio" className="sr-only">
            {t('store.aboutArtist', { name: a.name })}
          </h2>
          <p className="whitespace-pre-line leading-relaxed text-ink/90" data-testid="artist-bio">
            {a.bio}
          </p>
        </section>
      )}
      <TitledSection title={t('artist.songsTitle')} className="mt-8" titleClassName="text-lg font-bold">
        <ul className="mt-4 flex flex-col gap-2">
          {a.tracks.map((song) => (
            <SongRow
              key={song.id}
              song={song}
              list={a.tracks}
              actions={
                <>
                  <span className="hidden sm:contents">
                    <AddToPlaylistButton song={song} compact />
                    <FavoriteButton song={song} />
                  </span>
                  {songActions?.(song)}
                </>
              }
            />
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
