import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFollowing, useToggleFollow, type ArtistCard } from '../../../lib/collection';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';

const followersText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'follower' : 'followers'}`;
const songsText = (n: number) => `${n} ${n === 1 ? 'song' : 'songs'}`;

function ArtistTile({ artist }: { artist: ArtistCard }) {
  const toggle = useToggleFollow();
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-raised font-bold text-brand">
        {artist.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link to={paths.artist(artist.id)} className="rounded hover:text-brand">
            {artist.name}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {[artist.genre, songsText(artist.songs), followersText(artist.followers)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={toggle.isPending}
        aria-label={`Unfollow ${artist.name}`}
        onClick={() =>
          toggle.mutate(
            { slug: artist.id, follow: false },
            { onSuccess: () => toast.success(`Unfollowed ${artist.name}`), onError: (e) => toast.error(errorMessage(e)) },
          )
        }
      >
        Unfollow
      </Button>
    </li>
  );
}

/** The dashboard's Following tab: the artists the listener follows, as artist cards. */
export function FollowingTab() {
  const following = useFollowing();
  if (following.isPending) return <PageSpinner label="Loading the artists you follow" />;
  if (following.isError) return <LoadError title="We could not load the artists you follow" onRetry={() => void following.refetch()} />;
  if (following.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
        <Users aria-hidden="true" className="size-8 text-muted" />
        <p className="mt-3 font-semibold text-ink">You are not following any artists yet</p>
        <p className="mt-1 text-sm text-muted">Open an artist from any song and press Follow.</p>
        <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
          Browse Music
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="following-heading">
      <h2 id="following-heading" className="text-lg font-bold">
        Artists you follow
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {following.data.map((a) => (
          <ArtistTile key={a.id} artist={a} />
        ))}
      </ul>
    </section>
  );
}

/** Overview card: the followed artists, the first few. */
export function FavoriteArtistsCard() {
  const following = useFollowing();
  const artists = following.data ?? [];
  return (
    <section aria-labelledby="favorite-artists-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="favorite-artists-heading" className="font-bold">
        Favorite Artists
      </h2>
      {following.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading…</p>
      ) : artists.length === 0 ? (
        <p className="mt-3 text-sm text-muted">You are not following any artists yet</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {artists.slice(0, 5).map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 text-sm">
              <Link to={paths.artist(a.id)} className="truncate rounded font-semibold hover:text-brand">
                {a.name}
              </Link>
              <span className="shrink-0 text-muted">{followersText(a.followers)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
