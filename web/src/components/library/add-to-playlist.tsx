import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPlus } from 'lucide-react';
import { toast } from '../../lib/toast';
import { paths } from '../../config/paths';
import '../../i18n/locales/en/song-extras';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useAddToPlaylist, useCreatePlaylist, usePlaylists, type Song } from '../../lib/collection';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { NewPlaylistForm } from './new-playlist-form';

/** "Add to playlist" on song cards and the song page: pick a playlist or make one with the song in it. */
export function AddToPlaylistButton({ song, className, compact = false }: { song: Song; className?: string; compact?: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('playlistPicker.add')}
        description={t('playlistPicker.songBy', { title: song.title, artist: song.artist })}
      >
        <PlaylistPicker song={song} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function PlaylistPicker({ song, onDone }: { song: Song; onDone: () => void }) {
  const playlists = usePlaylists();
  const add = useAddToPlaylist();
  const create = useCreatePlaylist();
  const { t } = useTranslation();

  const addTo = async (playlistId: string, playlistName: string) => {
    try {
      await add.mutateAsync({ playlistId, songId: song.id });
      toast.success(t('playlistPicker.added', { name: playlistName }));
      onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {playlists.isPending ? (
        <p className="text-sm text-muted">{t('playlistPicker.loading')}</p>
      ) : playlists.data && playlists.data.length > 0 ? (
        <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
          {playlists.data.map((p) => (
            <li key={p.id}>
              <Button
                variant="secondary"
                className="w-full justify-between"
                disabled={add.isPending}
                onClick={() => void addTo(p.id, p.name)}
              >
                <span className="truncate">{p.name}</span>
                <span className="text-xs font-normal text-muted">{t('playlistPicker.songCount', { count: p.songCount })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('playlistPicker.none')}</p>
      )}
      <NewPlaylistForm
        label={t('playlistPicker.newPlaylist')}
        submitLabel={t('playlistPicker.create')}
        requiredMessage={t('playlistPicker.nameRequired')}
        onCreate={async (name) => {
          const created = await create.mutateAsync(name);
          await addTo(created.id, created.name);
        }}
        focusOnOpen
      />
    </div>
  );
}
