import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '../../../shared/api/auth';
import { paths } from '../config/paths';
import { useNavigationPending } from '../lib/navigation-pending';
import { useSession } from '../lib/session';

/**
 * Signed-in pages: a visitor goes to /auth; with `role`, anyone else goes home. The API checks
 * again; this only keeps people off screens that would fail.
 */
export function RequireUser({ role, children }: { role?: Role; children: ReactNode }) {
  const { user } = useSession();
  const navigating = useNavigationPending();
  // After a logout the app is already on its way elsewhere; redirecting too would cancel that.
  if (!user) return navigating ? null : <Navigate to={paths.auth} replace />;
  if (role && user.role !== role) return <Navigate to={paths.home} replace />;
  return children;
}
