import { site } from '../../config/site';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { RequireUser } from '../require-user';

/** Admin only: a visitor signs in first, anyone else goes home. The API checks the role again. */
export function Component() {
  return (
    <RequireUser role="admin">
      <title>{`Admin · ${site.name}`}</title>
      <AdminLayout />
    </RequireUser>
  );
}
