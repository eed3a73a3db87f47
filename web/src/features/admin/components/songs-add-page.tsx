import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { useCreateSong } from '../api/songs';
import { AdminHeader } from './admin-layout';
import { SongFormView } from './songs-form';
import { EMPTY_SONG_FORM, songFieldsOf } from './songs-form-model';

/** Admin §9: back to the list this long after a successful create. */
export const CREATE_REDIRECT_MS = 2000;

/** Admin §2.6 Add: files straight to S3, then the server makes the song from them. */
export function AddSongPage() {
  const create = useCreateSong();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <AdminHeader title="Add New Song" description="Upload the full track, an optional preview and cover, and the song's details." />
      <SongFormView
        defaults={EMPTY_SONG_FORM}
        requireAudio
        submitLabel="Upload Song"
        onSave={async (form, uploads) => {
          await create.mutateAsync({
            ...songFieldsOf(form),
            status: form.status,
            audioUploadId: uploads.audio!,
            ...(uploads.preview && { previewUploadId: uploads.preview }),
            ...(uploads.cover && { coverUploadId: uploads.cover }),
          });
          toast.success('Song created successfully!');
          timer.current = setTimeout(() => void navigate(paths.adminSongs), CREATE_REDIRECT_MS);
        }}
        failureOf={(error) => {
          toast.error('Error creating song');
          return error instanceof Error ? error.message : 'Error creating song';
        }}
      />
    </>
  );
}
