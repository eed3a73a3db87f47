/**
 * Routes of one area: the back office's user management (admin spec §2.7). The list itself
 * (`listUsers`) sits with the auth area; `../routes.ts` merges the areas.
 */
import {
  AdminUser,
  BulkUsersBody,
  BulkUsersResponse,
  CreateUserBody,
  ExportUsersQuery,
  UpdateUserBody,
  UpdateUserStatusBody,
  UserMessageResponse,
  UserParams,
  UserStats,
} from '../users';
import { adminRead, adminWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const getUserStatsRoute = /* @__PURE__ */ defineRoute('getUserStats', adminRead, {
  response: UserStats,
  summary: 'Stat cards of the users screen: users per status (counters) and revenue',
});

export const exportUsersRoute = /* @__PURE__ */ defineRoute('exportUsers', adminRead, {
  query: ExportUsersQuery,
  contentType: 'text/csv',
  summary: 'The filtered users or a selection (ids) as CSV, formula-safe',
});

export const createUserRoute = /* @__PURE__ */ defineRoute('createUser', adminWrite, {
  status: 201,
  mail: true,
  body: CreateUserBody,
  response: AdminUser,
  summary: 'Add a user; they get a mail with a single-use link to set their password',
});

export const bulkUpdateUsersRoute = /* @__PURE__ */ defineRoute('bulkUpdateUsers', adminWrite, {
  media: 'avatar',
  body: BulkUsersBody,
  response: BulkUsersResponse,
  summary: 'Activate, suspend or delete up to 100 users, with a result per id',
});

export const updateUserRoute = /* @__PURE__ */ defineRoute('updateUser', adminWrite, {
  owns: [],
  params: UserParams,
  body: UpdateUserBody,
  response: AdminUser,
  summary: "Change a user's name or role (effective on their next request)",
});

export const updateUserStatusRoute = /* @__PURE__ */ defineRoute('updateUserStatus', adminWrite, {
  owns: [],
  params: UserParams,
  body: UpdateUserStatusBody,
  response: AdminUser,
  summary: 'Suspend or reactivate a user; a suspension ends their sessions on the next request',
});

export const resetUserPasswordRoute = /* @__PURE__ */ defineRoute('resetUserPassword', adminWrite, {
  owns: [],
  mail: true,
  params: UserParams,
  response: UserMessageResponse,
  summary: 'Mail the user a single-use password reset link',
});

export const deleteUserRoute = /* @__PURE__ */ defineRoute('deleteUser', adminWrite, {
  owns: [],
  media: 'avatar',
  params: UserParams,
  response: UserMessageResponse,
  summary: "Delete a non-admin user's personal data; orders and licences stay, under 'Deleted user'",
});

export const usersAdminRoutes = /* @__PURE__ */ defineRoutes(
  getUserStatsRoute,
  exportUsersRoute,
  createUserRoute,
  bulkUpdateUsersRoute,
  updateUserRoute,
  updateUserStatusRoute,
  resetUserPasswordRoute,
  deleteUserRoute,
);
