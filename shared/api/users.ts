import { ArtistName } from './artist';
import { Email, PersonName, Role } from './auth';
import * as z from './zod';

export const UserStatus = /* @__PURE__ */ z.lazySchema(() => z.enum(['active', 'suspended', 'pending']));
export type UserStatus = z.infer<typeof UserStatus>;

/** Back-office view of a user (admin spec §3 User). `total_spent` is in USD, from the list prices. */
export const AdminUser = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  status: UserStatus,
  created_at: z.string(),
  last_login: z._default(z.nullable(z.string()), null),
  total_purchases: z._default(z.number(), 0),
  total_spent: z._default(z.number(), 0),
}));
export type AdminUser = z.infer<typeof AdminUser>;

export const UserSort = /* @__PURE__ */ z.lazySchema(() => z.enum(['joined', 'name', 'role', 'status']));
export type UserSort = z.infer<typeof UserSort>;

export const USERS_PAGE_SIZE = 10;

/** The list's filters, shared by the list and the CSV export. */
const userFilters = () => ({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: z.optional(Role),
  status: z.optional(UserStatus),
  sort: z._default(UserSort, 'joined'),
  order: z.optional(z.enum(['asc', 'desc'])),
});

export const ListUsersQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  ...userFilters(),
  ...z.pageQueryFields(USERS_PAGE_SIZE, { cursorMax: 4000 }),
}));
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

/** One page; the next page's cursor is in X-Next-Cursor, the total (when known: no `q`) in X-Total-Count. */
export const ListUsersResponse = /* @__PURE__ */ z.lazySchema(() => z.array(AdminUser));

export const MAX_USER_IDS = 100;
/** Longest `ids` list: 26-character ids and their commas. */
const MAX_USER_IDS_LENGTH = MAX_USER_IDS * 27;
const UserIds = /* @__PURE__ */ z.lazySchema(() =>
  z.array(z.string().check(z.regex(/^[0-9A-Z]{26}$/))).check(z.minLength(1), z.maxLength(MAX_USER_IDS)),
);

export const ExportUsersQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  ...userFilters(),
  /** Comma-separated user ids (the selection); when given, the filters are ignored. */
  ids: z.optional(z.string().check(z.maxLength(MAX_USER_IDS_LENGTH))),
}));
export type ExportUsersQuery = z.infer<typeof ExportUsersQuery>;

export const UserParams = /* @__PURE__ */ z.lazyStrictObject(() => ({
  id: z.string().check(z.regex(/^[0-9A-Z]{26}$/)),
}));

export const UpdateUserStatusBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ status: z.enum(['active', 'suspended']) }));
export type UpdateUserStatusBody = z.infer<typeof UpdateUserStatusBody>;

export const UpdateUserBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: z.optional(PersonName),
  role: z.optional(Role),
  /** With `role: 'artist'`: the catalogue artist name the account sells as (issue 24). */
  artistName: z.optional(ArtistName),
}));
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const CreateUserBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: PersonName,
  email: Email,
  role: Role,
}));
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const BulkUsersBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  action: z.enum(['activate', 'suspend', 'delete']),
  userIds: UserIds,
}));
export type BulkUsersBody = z.infer<typeof BulkUsersBody>;

export const BulkUserResult = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  ok: z.boolean(),
  error: z.optional(z.string()),
}));
export const BulkUsersResponse = /* @__PURE__ */ z.lazyObject(() => ({
  succeeded: z.number(),
  failed: z.number(),
  results: z.array(BulkUserResult),
}));
export type BulkUsersResponse = z.infer<typeof BulkUsersResponse>;

/** The stat cards of the users screen; `revenue` is completed orders' revenue in BDT. */
export const UserStats = /* @__PURE__ */ z.lazySchema(() => z.figures('total', 'active', 'suspended', 'pending', 'revenue'));
export type UserStats = z.infer<typeof UserStats>;

export { MessageResponse as UserMessageResponse } from './zod';
