import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp, ChevronLeft, ListMusic, Share2, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { PLAYLIST_NAME_MAX } from '../../../../../shared/artists';
import { paths } from '../../../config/paths';
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

const songsText = (n: number) => `${n} ${n === 1 ? 'song' : 'songs'}`;

function CreatePlaylistForm() {
  const create = useCreatePlaylist();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Playlist name is required');
      return;
    }
    create.mutate(trimmed, {
      onSuccess: (p) => {
        toast.success(`Playlist "${p.name}" created`);
        setName('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <Input
        label="New playlist name"
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
        Create playlist
      </Button>
    </form>
  );
}

function PlaylistEditor({ playlist, onClose }: { playlist: PlaylistDetail; onClose: () => void }) {
  const update = useUpdatePlaylist();
  const remove = useDeletePlaylist();
  const [name, setName] = useState(playlist.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = playlist.songs.map((s) => s.id);
  const save = (change: { name?: string; songIds?: string[]; shared?: boolean }, done: string) =>
    update.mutate({ id: playlist.id, ...change }, { onSuccess: () => toast.success(done), onError: (e) => toast.error(errorMessage(e)) });
  const move = (index: number, step: -1 | 1) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    next.splice(index + step, 0, id!);
    save({ songIds: next }, 'Playlist order saved');
  };
  const shareUrl = playlist.shareId ? `${window.location.origin}${paths.sharedPlaylist(playlist.shareId)}` : '';
  return (
    <section aria-labelledby="playlist-heading">
      <Button variant="ghost" size="sm" onClick={onClose}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        All playlists
      </Button>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <h2 id="playlist-heading" className="sr-only">
          {playlist.name}
        </h2>
        <form
          className="flex flex-1 items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) save({ name: name.trim() }, 'Playlist renamed');
          }}
        >
          <Input
            label="Playlist name"
            value={name}
            maxLength={PLAYLIST_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={!name.trim() || name.trim() === playlist.name}>
            Rename
          </Button>
        </form>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">
        {songsText(playlist.songCount)} · {formatLength(playlist.duration)}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 text-sm">
        <Share2 aria-hidden="true" className="size-4 text-muted" />
        {playlist.shared ? (
          <>
            <span className="min-w-0 flex-1 truncate" data-testid="share-link">
              {shareUrl}
            </span>
            <CopyButton value={shareUrl} label="Copy link" />
            <Button variant="ghost" size="sm" onClick={() => save({ shared: false }, 'Playlist is private again')}>
              Stop sharing
            </Button>
          </>
        ) : (
          <>
            <span className="flex-1 text-muted">Only you can see this playlist.</span>
            <Button variant="secondary" size="sm" onClick={() => save({ shared: true }, 'Share link created')}>
              Share by link
            </Button>
          </>
        )}
      </div>
      {playlist.songs.length === 0 ? (
        <p className="mt-6 text-sm text-muted">
          No songs in this playlist yet. Use “Add to playlist” on any song.{' '}
          <Link to={paths.browse} className="text-brand underline-offset-4 hover:underline">
            Browse Music
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
                    aria-label={`Move ${song.title} up`}
                    disabled={index === 0 || update.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${song.title} down`}
                    disabled={index === playlist.songs.length - 1 || update.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${song.title} from the playlist`}
                    disabled={update.isPending}
                    onClick={() => save({ songIds: ids.filter((id) => id !== song.id) }, 'Song removed from the playlist')}
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
        title={`Delete "${playlist.name}"?`}
        description="The playlist and its share link are removed. The songs stay in the catalogue."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(playlist.id, {
                onSuccess: () => {
                  toast.success('Playlist deleted');
                  onClose();
                },
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            Delete playlist
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function OpenPlaylist({ id, onClose }: { id: string; onClose: () => void }) {
  const playlist = usePlaylist(id);
  if (playlist.isPending) return <PageSpinner label="Loading playlist" />;
  if (playlist.isError) return <LoadError title="We could not load this playlist" onRetry={() => void playlist.refetch()} />;
  return <PlaylistEditor key={playlist.data.id} playlist={playlist.data} onClose={onClose} />;
}

/** The dashboard's Playlists tab: create, open (rename, reorder, remove songs, share), delete. */
export function PlaylistsTab() {
  const playlists = usePlaylists();
  const [open, setOpen] = useState<string>();
  if (open) return <OpenPlaylist id={open} onClose={() => setOpen(undefined)} />;
  return (
    <section aria-labelledby="playlists-heading" className="flex flex-col gap-4">
      <h2 id="playlists-heading" className="text-lg font-bold">
        Your playlists
      </h2>
      <CreatePlaylistForm />
      {playlists.isPending ? (
        <PageSpinner label="Loading playlists" />
      ) : playlists.isError ? (
        <LoadError title="We could not load your playlists" onRetry={() => void playlists.refetch()} />
      ) : playlists.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
          <ListMusic aria-hidden="true" className="size-8 text-muted" />
          <p className="mt-3 font-semibold text-ink">No playlists yet</p>
          <p className="mt-1 text-sm text-muted">Name one above, or use “Add to playlist” on any song.</p>
          <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
            Browse Music
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
                    {songsText(p.songCount)} · {formatLength(p.duration)}
                    {p.shared ? ' · Shared' : ''}
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
  return (
    <section aria-labelledby="your-playlists-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="your-playlists-heading" className="font-bold">
        Your Playlists
      </h2>
      {playlists.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading…</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No playlists yet</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {list.slice(0, 5).map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
              <Link to={paths.dashboardTab('playlists')} className="truncate rounded font-semibold hover:text-brand">
                {p.name}
              </Link>
              <span className="shrink-0 text-muted">
                {songsText(p.songCount)} · {formatLength(p.duration)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
