import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp, ChevronLeft, ListMusic, Share2, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { PLAYLIST_NAME_MAX } from '../../../../../shared/artists';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/collection';
import { errorMessage } from '../../../lib/api-client';
import {
  formatLength,
  useCreatePlaylist,
  useDeletePlaylist,
  usePlaylist,
  usePlaylists,
  useUpdatePlaylist,
  type PlaylistDetail,
} from '../../../lib/collection';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { SongRow } from '../../../components/library/song-row';

function CreatePlaylistForm() {
  const create = useCreatePlaylist();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('playlists.nameRequired'));
      return;
    }
    create.mutate(trimmed, {
      onSuccess: (p) => {
        toast.success(t('playlists.created', { name: p.name }));
        setName('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <Input
        label={t('playlists.newName')}
        value={name}
        maxLength={PLAYLIST_NAME_MAX}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={error}
        className="flex-1"
      />
      <Button type="submit" loading={create.isPending}>
        {t('playlists.create')}
      </Button>
    </form>
  );
}

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
        {t('playlists.songCount', { count: playlist.songCount })} · {formatLength(playlist.duration)}
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
          {playlist.songs.map((song, index) => (
            <SongRow
              key={song.id}
              song={song}
              list={playlist.songs}
              index={index}
              actions={
                <div className="flex items-center">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('playlists.moveUp', { title: song.title })}
                    disabled={index === 0 || update.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('playlists.moveDown', { title: song.title })}
                    disabled={index === playlist.songs.length - 1 || update.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('playlists.remove', { title: song.title })}
                    disabled={update.isPending}
                    onClick={() => save({ songIds: ids.filter((id) => id !== song.id) }, t('playlists.removed'))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              }
            />
          ))}
        </ol>
      )}
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('playlists.deleteTitle', { name: playlist.name })}
        description={t('playlists.deleteText')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t('playlists.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(playlist.id, {
                onSuccess: () => {
                  toast.success(t('playlists.deleted'));
                  onClose();
                },
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            {t('playlists.deletePlaylist')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function OpenPlaylist({ id, onClose }: { id: string; onClose: () => void }) {
  const playlist = usePlaylist(id);
  const { t } = useTranslation();
  if (playlist.isPending) return <PageSpinner label={t('playlists.loadingOne')} />;
  if (playlist.isError) return <LoadError title={t('playlists.loadOneFailed')} onRetry={() => void playlist.refetch()} />;
  return <PlaylistEditor key={playlist.data.id} playlist={playlist.data} onClose={onClose} />;
}

/** The dashboard's Playlists tab: create, open (rename, reorder, remove songs, share), delete. */
export function PlaylistsTab() {
  const playlists = usePlaylists();
  const [open, setOpen] = useState<string>();
  const { t } = useTranslation();
  if (open) return <OpenPlaylist id={open} onClose={() => setOpen(undefined)} />;
  return (
    <section aria-labelledby="playlists-heading" className="flex flex-col gap-4">
      <h2 id="playlists-heading" className="text-lg font-bold">
        {t('playlists.yours')}
      </h2>
      <CreatePlaylistForm />
      {playlists.isPending ? (
        <PageSpinner label={t('playlists.loading')} />
      ) : playlists.isError ? (
        <LoadError title={t('playlists.loadFailed')} onRetry={() => void playlists.refetch()} />
      ) : playlists.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
          <ListMusic aria-hidden="true" className="size-8 text-muted" />
          <p className="mt-3 font-semibold text-ink">{t('playlists.none')}</p>
          <p className="mt-1 text-sm text-muted">{t('playlists.noneText')}</p>
          <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
            {t('playlists.browseMusic')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {playlists.data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => setOpen(p.id)}
                className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface p-4 text-left hover:border-brand/60"
              >
                <ListMusic aria-hidden="true" className="size-8 shrink-0 text-brand" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{p.name}</span>
                  <span className="block text-sm text-muted">
                    {t('playlists.songCount', { count: p.songCount })} · {formatLength(p.duration)}
                    {p.shared ? ` · ${t('playlists.shared')}` : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Overview card: the newest playlists. */
export function YourPlaylistsCard() {
  const playlists = usePlaylists();
  const list = playlists.data ?? [];
  const { t } = useTranslation();
  return (
    <section aria-labelledby="your-playlists-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="your-playlists-heading" className="font-bold">
        {t('playlists.card')}
      </h2>
      {playlists.isPending ? (
        <p className="mt-3 text-sm text-muted">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('playlists.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {list.slice(0, 5).map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
              <Link to={paths.dashboardTab('playlists')} className="truncate rounded font-semibold hover:text-brand">
                {p.name}
              </Link>
              <span className="shrink-0 text-muted">
                {t('playlists.songCount', { count: p.songCount })} · {formatLength(p.duration)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
