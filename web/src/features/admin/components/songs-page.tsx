import { useState } from 'react';
import { Clock, DollarSign, LayoutGrid, List, Music, Plus, Search, Upload, CheckCircle2 } from 'lucide-react';
import { ADMIN_LIST_STATUSES, ADMIN_SONGS_PAGE_SIZE, SONG_STATUS_LABELS } from '../../../../../shared/api/songs-admin';
import { paths } from '../../../config/paths';
import { useStoreMoney } from '../hooks/use-store-money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { useAdminSongs, useAdminSongStats, type AdminSong } from '../api/songs';
import { AdminHeader } from './admin-layout';
import { ListLoadError } from './list-load-error';
import { ListPager } from './list-pager';
import { StatCard } from './stat-card';
import { DeleteSongDialog } from './songs-delete-dialog';
import { SongsGrid, SongsTable } from './songs-views';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { LinkButton } from '../../../components/ui/link-button';
import { TitledSection } from '../../../components/ui/titled-section';
import { Options } from '../../../components/ui/options';

type StatusFilter = 'all' | (typeof ADMIN_LIST_STATUSES)[number];
type View = 'grid' | 'table';

function SongStats() {
  const { fromUsd } = useStoreMoney();
  const stats = useAdminSongStats();
  const data = stats.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Songs" value={data && String(data.totalSongs)} icon={Music} />
      <StatCard label="Published" value={data && String(data.published)} icon={CheckCircle2} tone="text-success" />
      <StatCard label="Pending Review" value={data && String(data.pendingReview)} icon={Clock} tone="text-brand" />
      <StatCard label="Total Revenue" value={data && fromUsd(data.totalRevenue)} icon={DollarSign} />
    </div>
  );
}

/** Admin §2.5: stat cards, search, status filter, grid or table, 12 songs a page. */
export function AdminSongsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [picked, setView] = useState<View>('grid');
  // A phone always gets the cards: a table of eight columns does not fit 390 px.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const view: View = narrow ? 'grid' : picked;
  const q = useDebouncedValue(search.trim(), 300);
  const filterKey = `${q}|${status}`;
  const pages = useCursorPages(filterKey);
  const { pageIndex } = pages;

  const list = useAdminSongs({ q: q || undefined, status: status === 'all' ? undefined : status, cursor: pages.cursor });
  const songs = list.data?.items ?? [];
  // Without a count from the server, the rows read so far.
  const total = list.data?.total ?? pageIndex * ADMIN_SONGS_PAGE_SIZE + songs.length;
  const [deleting, setDeleting] = useState<AdminSong>();

  return (
    <>
      <AdminHeader
        title="Songs"
        description="The whole catalogue, whatever its state: publish, edit, upload and remove songs."
        actions={
          <>
            <LinkButton to={paths.adminSongsBulkUpload} icon={Upload} variant="secondary">
              Bulk Upload
            </LinkButton>
            <LinkButton to={paths.adminSongAdd} icon={Plus}>
              Add New Song
            </LinkButton>
          </>
        }
      />
      <SongStats />

      <TitledSection title="Songs list" className="mt-6 rounded-2xl border border-line bg-surface" titleClassName="sr-only">
        <div className="flex flex-wrap items-end gap-3 border-b border-line p-4">
          <label className="relative min-w-56 flex-1">
            <span className="sr-only">Search songs</span>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by title, artist or genre"
              className={`${inputClasses} pl-9`}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-muted">
            Status
            <select value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} className={`${inputClasses} w-40`}>
              <option value="all">All</option>
              <Options items={ADMIN_LIST_STATUSES} label={(s) => SONG_STATUS_LABELS[s]} />
            </select>
          </label>
          {!narrow && (
            <Button
              variant="secondary"
              onClick={() => setView(view === 'grid' ? 'table' : 'grid')}
              aria-label={view === 'grid' ? 'Show as table' : 'Show as grid'}
            >
              {view === 'grid' ? <List aria-hidden="true" className="size-4" /> : <LayoutGrid aria-hidden="true" className="size-4" />}
              {view === 'grid' ? 'Table view' : 'Grid view'}
            </Button>
          )}
        </div>

        {list.isError && songs.length === 0 ? (
          <ListLoadError what="songs" query={list} />
        ) : list.isPending ? (
          <p className="p-6 text-sm text-muted">Loading songs...</p>
        ) : songs.length === 0 ? (
          <p className="p-10 text-center text-sm text-muted">No songs found</p>
        ) : view === 'grid' ? (
          <SongsGrid songs={songs} onDelete={setDeleting} />
        ) : (
          <SongsTable songs={songs} onDelete={setDeleting} />
        )}

        {songs.length > 0 && (
          <ListPager noun="songs" pageSize={ADMIN_SONGS_PAGE_SIZE} shown={songs.length} total={total} pages={pages} list={list} />
        )}
      </TitledSection>

      {deleting && <DeleteSongDialog song={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
