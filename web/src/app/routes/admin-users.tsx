import { site } from '../../config/site';
import { AdminUsersPage } from '../../features/admin/components/users-page';

export function Component() {
  return (
    <>
      <title>{`Users · Admin · ${site.name}`}</title>
      <AdminUsersPage />
    </>
  );
}
