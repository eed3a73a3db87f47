import { site } from '../../config/site';
import { AdminUsersPage } from '../../features/admin/components/admin-page';

export function Component() {
  return (
    <>
      <title>{`Users · Admin · ${site.name}`}</title>
      <AdminUsersPage />
    </>
  );
}
