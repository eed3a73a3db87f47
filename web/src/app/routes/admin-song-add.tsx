import { site } from '../../config/site';
import { AddSongPage } from '../../features/admin/components/songs-add-page';

export function Component() {
  return (
    <>
      <title>{`Add Song · Admin · ${site.name}`}</title>
      <AddSongPage />
    </>
  );
}
