import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { toast } from '../../lib/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useFavorites, useToggleFavorite, type Song } from '../../lib/collection';
import { useSession } from '../../lib/session';

/** What the heart needs of a song: the player has only a track (id, title, artist). */
type Heartable = Pick<Song, 'id' | 'title'> & Partial<Song>;

const isFullSong = (song: Heartable): song is Song => typeof song.duration === 'number' && typeof song.price === 'number';

/** The heart on song cards, the song page and the player (issue 14); a visitor is sent to sign in. */
export function FavoriteButton({ song, className }: { song: Heartable; className?: string }) {
  const { user } = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const active = Boolean(favorites.data?.some((s) => s.id === song.id));
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? t('player.removeFavorite', { title: song.title }) : t('player.addFavorite', { title: song.title })}
      title={active ? t('player.removeFavoriteShort') : t('player.addFavoriteShort')}
      onClick={() => {
        if (!user) {
          void navigate(paths.auth);
          return;
        }
        toggle.mutate(
          { songId: song.id, favorite: !active, ...(isFullSong(song) ? { song } : {}) },
          {
            onSuccess: () => toast.success(active ? t('player.removedFavorite') : t('player.addedFavorite')),
            onError: (error) => toast.error(errorMessage(error)),
          },
        );
      }}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-raised',
        active ? 'text-brand' : 'text-muted hover:text-brand',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', active && 'fill-current')} />
    </button>
  );
}
