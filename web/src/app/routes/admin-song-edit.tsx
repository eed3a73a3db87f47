import { useParams } from 'react-router-dom';
import { site } from '../../config/site';
import { EditSongPage } from '../../features/admin/components/songs-edit-page';

export function Component() {
  const { songId = '' } = useParams();
  return (
    <>
      <title>{`Edit Song · Admin · ${site.name}`}</title>
      <EditSongPage key={songId} songId={songId} />
    </>
  );
}
