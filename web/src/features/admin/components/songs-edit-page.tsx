import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useAdminSong, useUpdateSong } from '../api/songs';
import { AdminHeader } from './admin-layout';
import { SongFormView } from './songs-form';
import { songFieldsOf, songFormOf } from './songs-form-model';
import { SongTierPrices } from './song-tier-prices';
import { StemsUpload } from '../../../components/stems/stems-upload';

/** Admin §9: back to the list this long after a successful save. */
export const EDIT_REDIRECT_MS = 1500;

/** Admin §2.6 Edit: 'Loading song...', 'Song not found', save and back to the list. */
export function EditSongPage({ songId }: { songId: string }) {
  const song = useAdminSong(songId);
  const update = useUpdateSong();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (song.isPending) return <p className="p-6 text-sm text-muted">Loading song...</p>;
  if (song.isError) {
    const missing = song.error instanceof ApiError && (song.error.status === 404 || song.error.status === 400);
    return (
      <div className="grid justify-items-start gap-4 p-6">
        <p role="alert" className="text-sm text-danger">
          {missing ? 'Song not found' : 'Failed to load song'}
        </p>
        <Link to={paths.adminSongs} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Back to songs
        </Link>
      </div>
    );
  }
  const initial = songFormOf(song.data);
  return (
    <>
      <AdminHeader title="Edit Song" description={`${song.data.title} by ${song.data.artist}`} />
      <SongFormView
        defaults={initial}
        requireAudio={false}
        submitLabel="Save Changes"
        onSave={async (form, uploads) => {
          await update.mutateAsync({
            songId,
            body: {
              ...songFieldsOf(form),
              // Only a changed status is sent: a pending or rejected song keeps its review state and reason.
              ...(form.status !== initial.status && { status: form.status }),
              ...(uploads.audio && { audioUploadId: uploads.audio }),
              ...(uploads.preview && { previewUploadId: uploads.preview }),
              ...(uploads.cover && { coverUploadId: uploads.cover }),
            },
          });
          toast.success('Song updated successfully!');
          timer.current = setTimeout(() => void navigate(paths.adminSongs), EDIT_REDIRECT_MS);
        }}
        failureOf={(error) => {
          toast.error(error instanceof ApiError && !error.isNetworkError ? 'Failed to update song' : 'Error updating song');
          return error instanceof Error ? error.message : 'Error updating song';
        }}
      />
      <SongTierPrices song={song.data} />
      <StemsUpload songId={songId} hasStems={song.data.offer?.files.includes('stems') ?? false} />
    </>
  );
}
