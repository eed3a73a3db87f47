import { Navigate, useNavigation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useSession } from '../../lib/session';
import { DashboardWelcome } from '../../features/dashboard/components/dashboard-welcome';

export function Component() {
  const { user } = useSession();
  const navigation = useNavigation();
  // After a logout the app is already on its way elsewhere; redirecting too would cancel that.
  if (!user) return navigation.state === 'idle' ? <Navigate to={paths.auth} replace /> : null;
  return (
    <>
      <title>{`Dashboard · ${site.name}`}</title>
      <DashboardWelcome user={user} />
    </>
  );
}
