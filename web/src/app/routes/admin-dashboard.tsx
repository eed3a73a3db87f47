import { site } from '../../config/site';
import { AdminPage } from '../../features/admin/components/admin-page';

export function Component() {
  return (
    <>
      <title>{`Admin Dashboard · ${site.name}`}</title>
      <AdminPage />
    </>
  );
}
