import type { AdminUser } from '../../shared/api/users';

/** A row of the admin's users list: user `n`, an active plain user with `n` purchases. */
export const adminUserRow = (n: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: `USER${String(n).padStart(22, '0')}`,
  name: `User ${n}`,
  email: `user${n}@example.com`,
  role: 'user',
  status: 'active',
  created_at: '2025-03-14T09:00:00.000Z',
  last_login: null,
  total_purchases: n,
  total_spent: n * 9.99,
  ...overrides,
});
