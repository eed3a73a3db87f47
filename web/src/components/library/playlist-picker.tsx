import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import '../../i18n/locales/en/song-extras';
import { errorMessage } from '../../lib/api-client';
import { useAddToPlaylist, useCreatePlaylist, usePlaylists, type Song } from '../../lib/collection';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { NewPlaylistForm } from './new-playlist-form';

/** The dialog behind "Add to playlist": pick one of the buyer's playlists or make one with the song in it. */
export function PlaylistPickerDialog({ song, open, onClose }: { song: Song; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('playlistPicker.add')}
      description={t('playlistPicker.songBy', { title: song.title, artist: song.artist })}
    >
      <PlaylistPicker song={song} onDone={onClose} />
    </Dialog>
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
