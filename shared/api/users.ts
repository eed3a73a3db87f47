import * as z from 'zod';
import { Role } from './auth';

/** Back-office view of a user (admin spec §3 User); purchase totals arrive with the orders issue. */
export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  status: z.enum(['active', 'suspended', 'pending']),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const ListUsersQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

export const ListUsersResponse = z.array(AdminUser);
