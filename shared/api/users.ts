import { Role } from './auth';
import * as z from './zod';

export const UserStatus = /* @__PURE__ */ z.enum(['active', 'suspended', 'pending']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Back-office view of a user (admin spec §3 User); purchase totals arrive with the orders issue. */
export const AdminUser = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  role: Role,
  status: UserStatus,
  created_at: /* @__PURE__ */ z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const ListUsersQuery = /* @__PURE__ */ z.strictObject({
  limit: z._default(
    /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
    50,
  ),
  cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000))),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

export const ListUsersResponse = /* @__PURE__ */ z.array(AdminUser);
