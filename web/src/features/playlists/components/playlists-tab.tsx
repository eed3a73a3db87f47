import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMusic } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/collection';
import { useCreatePlaylist, usePlaylists } from '../../../lib/collection';
import { formatDuration } from '../../../lib/currency';
import { EmptyLibrary, LibraryQuery } from '../../../components/library/list-states';
import { NewPlaylistForm } from '../../../components/library/new-playlist-form';
import { OpenPlaylist } from './playlist-editor';
import { OverviewListCard } from '../../../components/library/overview-list-card';
import { TitledSection } from '../../../components/ui/titled-section';

function CreatePlaylistForm() {
  const create = useCreatePlaylist();
  const { t } = useTranslation();
  return (
    <NewPlaylistForm
      label={t('playlists.newName')}
      submitLabel={t('playlists.create')}
      requiredMessage={t('playlists.nameRequired')}
      onCreate={async (name) => {
        const playlist = await create.mutateAsync(name);
        toast.success(t('playlists.created', { name: playlist.name }));
      }}
    />
  );
}

/** The dashboard's Playlists tab: create, open (rename, reorder, remove songs, share), delete. */
export function PlaylistsTab() {
  const playlists = usePlaylists();
  const [open, setOpen] = useState<string>();
  const { t } = useTranslation();
  if (open) return <OpenPlaylist id={open} onClose={() => setOpen(undefined)} />;
  return (
    <TitledSection title={t('playlists.yours')} className="flex flex-col gap-4" titleClassName="text-lg font-bold">
      <CreatePlaylistForm />
      <LibraryQuery list="playlists" query={playlists}>
        {(data) =>
          data.length === 0 ? (
            <EmptyLibrary list="playlists" icon={ListMusic} />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.map((p) => (
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
                        {t('playlists.songCount', { count: p.songCount })} · {formatDuration(p.duration)}
                        {p.shared ? ` · ${t('playlists.shared')}` : ''}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LibraryQuery>
    </TitledSection>
  );
}

/** Overview card: the newest playlists. */
export function YourPlaylistsCard() {
  const { t } = useTranslation();
  return (
    <OverviewListCard
      list="playlists"
      query={usePlaylists()}
      row={(p) => ({
        to: paths.dashboardTab('playlists'),
        name: p.name,
        note: `${t('playlists.songCount', { count: p.songCount })} · ${formatDuration(p.duration)}`,
      })}
    />
  );
}
