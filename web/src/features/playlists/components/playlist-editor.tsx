import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp, ChevronLeft, Share2, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { PLAYLIST_NAME_MAX } from '../../../../../shared/artists';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/collection';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePlaylist, usePlaylist, useUpdatePlaylist, type PlaylistDetail } from '../../../lib/collection';
import { formatDuration } from '../../../lib/currency';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { QueryState } from '../../../components/ui/query-state';
import { SongRow } from '../../../components/library/song-row';

function PlaylistEditor({ playlist, onClose }: { playlist: PlaylistDetail; onClose: () => void }) {
  const update = useUpdatePlaylist();
  const remove = useDeletePlaylist();
  const [name, setName] = useState(playlist.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { t } = useTranslation();
  const ids = playlist.songs.map((s) => s.id);
  const save = (change: { name?: string; songIds?: string[]; shared?: boolean }, done: string) =>
    update.mutate({ id: playlist.id, ...change }, { onSuccess: () => toast.success(done), onError: (e) => toast.error(errorMessage(e)) });
  const move = (index: number, step: -1 | 1) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    next.splice(index + step, 0, id!);
    save({ songIds: next }, t('playlists.orderSaved'));
  };
  const shareUrl = playlist.shareId ? `${window.location.origin}${paths.sharedPlaylist(playlist.shareId)}` : '';
  return (
    <section aria-labelledby="playlist-heading">
      <Button variant="ghost" size="sm" onClick={onClose}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('playlists.allPlaylists')}
      </Button>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <h2 id="playlist-heading" className="sr-only">
          {playlist.name}
        </h2>
        <form
          className="flex flex-1 items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) save({ name: name.trim() }, t('playlists.renamed'));
          }}
        >
          <Input
            label={t('playlists.name')}
            value={name}
            maxLength={PLAYLIST_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={!name.trim() || name.trim() === playlist.name}>
            {t('playlists.rename')}
          </Button>
        </form>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('playlists.delete')}
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">
        {t('playlists.songCount', { count: playlist.songCount })} · {formatDuration(playlist.duration)}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 text-sm">
        <Share2 aria-hidden="true" className="size-4 text-muted" />
        {playlist.shared ? (
          <>
            <span className="min-w-0 flex-1 truncate" data-testid="share-link">
              {shareUrl}
            </span>
            <CopyButton value={shareUrl} label={t('playlists.copyLink')} />
            <Button variant="ghost" size="sm" onClick={() => save({ shared: false }, t('playlists.privateAgain'))}>
              {t('playlists.stopSharing')}
            </Button>
          </>
        ) : (
          <>
            <span className="flex-1 text-muted">{t('playlists.onlyYou')}</span>
            <Button variant="secondary" size="sm" onClick={() => save({ shared: true }, t('playlists.shareCreated'))}>
              {t('playlists.share')}
            </Button>
          </>
        )}
      </div>
      {playlist.songs.length === 0 ? (
        <p className="mt-6 text-sm text-muted">
          {t('playlists.emptyPlaylist')}{' '}
          <Link to={paths.browse} className="text-brand underline-offset-4 hover:underline">
            {t('playlists.browseMusic')}
          </Link>
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2">
          {playlist.songs.map((song, index) => {
            const controls = [
              { label: 'playlists.moveUp', icon: ArrowUp, disabled: index === 0, onClick: () => move(index, -1) },
              {
                label: 'playlists.moveDown',
                icon: ArrowDown,
                disabled: index === playlist.songs.length - 1,
                onClick: () => move(index, 1),
              },
              {
                label: 'playlists.remove',
                icon: X,
                disabled: false,
                onClick: () => save({ songIds: ids.filter((id) => id !== song.id) }, t('playlists.removed')),
              },
            ] as const;
            return (
              <SongRow
                key={song.id}
                song={song}
                list={playlist.songs}
                index={index}
                actions={
                  <div className="flex items-center">
                    {controls.map(({ label, icon: Icon, disabled, onClick }) => (
                      <Button
                        key={label}
                        variant="ghost"
                        size="icon"
                        aria-label={t(label, { title: song.title })}
                        disabled={disabled || update.isPending}
                        onClick={onClick}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                      </Button>
                    ))}
                  </div>
                }
              />
            );
          })}
        </ol>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={t('playlists.deleteTitle', { name: playlist.name })}
          description={t('playlists.deleteText')}
          confirmLabel={t('playlists.deletePlaylist')}
          cancelLabel={t('playlists.cancel')}
          danger
          busy={remove.isPending}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(playlist.id, {
              onSuccess: () => {
                toast.success(t('playlists.deleted'));
                onClose();
              },
              onError: (e) => toast.error(errorMessage(e)),
            })
          }
        />
      )}
    </section>
  );
}

/** One playlist, loaded: rename, reorder, remove songs, share or delete it. */
export function OpenPlaylist({ id, onClose }: { id: string; onClose: () => void }) {
  const playlist = usePlaylist(id);
  const { t } = useTranslation();
  return (
    <QueryState query={playlist} errorTitle={t('playlists.loadOneFailed')} loadingLabel={t('playlists.loadingOne')}>
      {(data) => <PlaylistEditor key={data.id} playlist={data} onClose={onClose} />}
    </QueryState>
  );
}
