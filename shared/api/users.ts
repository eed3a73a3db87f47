import { Role } from './auth';
import * as z from './zod';

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
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

export const ListUsersResponse = z.array(AdminUser);
