import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPlus } from 'lucide-react';
import { paths } from '../../config/paths';
import '../../i18n/locales/en/song-extras';
import { cn } from '../../lib/cn';
import type { Song } from '../../lib/collection';
import { useSession } from '../../lib/session';

// Behind a click on every card: the picker (playlists query, new-playlist form) is its own chunk.
const PlaylistPickerDialog = lazy(() => import('./playlist-picker').then((m) => ({ default: m.PlaylistPickerDialog })));

/** "Add to playlist" on song cards and the song page: pick a playlist or make one with the song in it. */
export function AddToPlaylistButton({ song, className, compact = false }: { song: Song; className?: string; compact?: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        aria-label={t('playlistPicker.addTo', { title: song.title })}
        title={t('playlistPicker.add')}
        onClick={() => (user ? setOpen(true) : void navigate(paths.auth))}
        className={cn(
          'flex shrink-0 items-center justify-center gap-2 rounded-full text-muted transition-colors hover:bg-raised hover:text-brand',
          compact ? 'size-9' : 'h-9 px-3 text-sm font-semibold',
          className,
        )}
      >
        <ListPlus aria-hidden="true" className="size-5" />
        {!compact && t('playlistPicker.add')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <PlaylistPickerDialog song={song} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
