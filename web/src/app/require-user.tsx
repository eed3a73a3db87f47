import type { ReactNode } from 'react';
import { Navigate, useNavigation } from 'react-router-dom';
import type { Role } from '../../../shared/api/auth';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * Signed-in pages: a visitor goes to /auth; with `role`, anyone else goes home. The API checks
 * again; this only keeps people off screens that would fail.
 */
export function RequireUser({ role, children }: { role?: Role; children: ReactNode }) {
  const { user } = useSession();
  const navigation = useNavigation();
  // After a logout the app is already on its way elsewhere; redirecting too would cancel that.
  if (!user) return navigation.state === 'idle' ? <Navigate to={paths.auth} replace /> : null;
  if (role && user.role !== role) return <Navigate to={paths.home} replace />;
  return children;
}
