import type { UserStatus } from '../../../shared/api/users';
import { readUserCounts, userStatName } from '../../data/users-repo';

const ROLES = ['admin', 'artist', 'user'] as const;
const STATUSES: readonly UserStatus[] = ['active', 'suspended', 'pending'];

/**
 * The store's one count of accounts: live users by status, summed over roles from the
 * per-role-and-status counters (one GetItem). The dashboard, the users page and the users list's
 * total all read it, so no two screens can disagree.
 */
export async function countUsers(): Promise<Record<UserStatus, number> & { total: number }> {
  const counts = await readUserCounts();
  const by = { active: 0, suspended: 0, pending: 0 };
  for (const role of ROLES) for (const status of STATUSES) by[status] += counts[userStatName(role, status)] ?? 0;
  return { ...by, total: by.active + by.suspended + by.pending };
}
