import { Email, PersonName, Role } from './auth';
import * as z from './zod';

export const UserStatus = /* @__PURE__ */ z.enum(['active', 'suspended', 'pending']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Back-office view of a user (admin spec §3 User). `total_spent` is in USD, from the list prices. */
export const AdminUser = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  role: Role,
  status: UserStatus,
  created_at: /* @__PURE__ */ z.string(),
  last_login: /* @__PURE__ */ z._default(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), null),
  total_purchases: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number(), 0),
  total_spent: /* @__PURE__ */ z._default(/* @__PURE__ */ z.number(), 0),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UserSort = /* @__PURE__ */ z.enum(['joined', 'name', 'role', 'status']);
export type UserSort = z.infer<typeof UserSort>;

export const USERS_PAGE_SIZE = 10;

/** The list's filters, shared by the list and the CSV export. */
const userFilters = {
  q: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.maxLength(100))),
  role: /* @__PURE__ */ z.optional(Role),
  status: /* @__PURE__ */ z.optional(UserStatus),
  sort: /* @__PURE__ */ z._default(UserSort, 'joined'),
  order: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['asc', 'desc'])),
};

// Object.assign, not a spread: esbuild counts a spread as a side effect and would keep these schemas in every bundle.
export const ListUsersQuery = /* @__PURE__ */ z.strictObject(
  /* @__PURE__ */ Object.assign({}, userFilters, {
    limit: /* @__PURE__ */ z._default(
      /* @__PURE__ */ z.coerceNumber().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
      USERS_PAGE_SIZE,
    ),
    cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4000))),
  }),
);
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

/** One page; the next page's cursor is in X-Next-Cursor, the total (when known: no `q`) in X-Total-Count. */
export const ListUsersResponse = /* @__PURE__ */ z.array(AdminUser);

export const MAX_USER_IDS = 100;
/** Longest `ids` list: 26-character ids and their commas (outside the schema, which esbuild would otherwise keep in every bundle). */
const MAX_USER_IDS_LENGTH = MAX_USER_IDS * 27;
const UserIds = /* @__PURE__ */ z
  .array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[0-9A-Z]{26}$/)))
  .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(MAX_USER_IDS));

export const ExportUsersQuery = /* @__PURE__ */ z.strictObject(
  /* @__PURE__ */ Object.assign({}, userFilters, {
    /** Comma-separated user ids (the selection); when given, the filters are ignored. */
    ids: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(MAX_USER_IDS_LENGTH))),
  }),
);
export type ExportUsersQuery = z.infer<typeof ExportUsersQuery>;

export const UserParams = /* @__PURE__ */ z.strictObject({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[0-9A-Z]{26}$/)),
});

export const UpdateUserStatusBody = /* @__PURE__ */ z.strictObject({ status: /* @__PURE__ */ z.enum(['active', 'suspended']) });
export type UpdateUserStatusBody = z.infer<typeof UpdateUserStatusBody>;

export const UpdateUserBody = /* @__PURE__ */ z.strictObject({
  name: /* @__PURE__ */ z.optional(PersonName),
  role: /* @__PURE__ */ z.optional(Role),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const CreateUserBody = /* @__PURE__ */ z.strictObject({
  name: PersonName,
  email: Email,
  role: Role,
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const BulkUsersBody = /* @__PURE__ */ z.strictObject({
  action: /* @__PURE__ */ z.enum(['activate', 'suspend', 'delete']),
  userIds: UserIds,
});
export type BulkUsersBody = z.infer<typeof BulkUsersBody>;

export const BulkUserResult = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  ok: /* @__PURE__ */ z.boolean(),
  error: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export const BulkUsersResponse = /* @__PURE__ */ z.object({
  succeeded: /* @__PURE__ */ z.number(),
  failed: /* @__PURE__ */ z.number(),
  results: /* @__PURE__ */ z.array(BulkUserResult),
});
export type BulkUsersResponse = z.infer<typeof BulkUsersResponse>;

/** The stat cards of the users screen; `revenue` is completed orders' revenue in BDT. */
export const UserStats = /* @__PURE__ */ z.object({
  total: /* @__PURE__ */ z.number(),
  active: /* @__PURE__ */ z.number(),
  suspended: /* @__PURE__ */ z.number(),
  pending: /* @__PURE__ */ z.number(),
  revenue: /* @__PURE__ */ z.number(),
});
export type UserStats = z.infer<typeof UserStats>;

export const UserMessageResponse = /* @__PURE__ */ z.object({ message: /* @__PURE__ */ z.string() });
