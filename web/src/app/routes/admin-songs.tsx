import { site } from '../../config/site';
import { AdminSongsPage } from '../../features/admin/components/songs-page';

export function Component() {
  return (
    <>
      <title>{`Songs · Admin · ${site.name}`}</title>
      <AdminSongsPage />
    </>
  );
}
