import { Navigate, useNavigation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useSession } from '../../lib/session';
import { AdminPage } from '../../features/admin/components/admin-page';

/** Admin only: a visitor signs in first, anyone else goes home. The API checks the role again. */
export function Component() {
  const { user } = useSession();
  const navigation = useNavigation();
  // After a logout the app is already on its way elsewhere; redirecting too would cancel that.
  if (!user) return navigation.state === 'idle' ? <Navigate to={paths.auth} replace /> : null;
  if (user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return (
    <>
      <title>{`Admin Dashboard · ${site.name}`}</title>
      <AdminPage />
    </>
  );
}
