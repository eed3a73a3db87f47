/**
 * Routes of one area: sign-in, registration, passwords, the signed-in user and the admin user
 * list. A handler imports only its area's module, so its cold start builds only these schemas;
 * `../routes.ts` merges the areas.
 */
import {
  AuthUser,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
} from '../auth';
import { ListUsersQuery, ListUsersResponse } from '../users';
import { paths } from '../paths';
import { defineRoutes } from './define';

export const authRoutes = defineRoutes({
  register: {
    ...paths.register,
    authz: { anonymous: 201, user: 201, otherUser: 201, admin: 201 },
    access: { table: 'write' },
    body: RegisterBody,
    response: RegisterResponse,
    status: 201,
    summary: 'Create a user account',
  },
  login: {
    ...paths.login,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'write' },
    body: LoginBody,
    response: LoginResponse,
    summary: 'Sign in with email and password',
  },
  forgotPassword: {
    ...paths.forgotPassword,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'write', mail: true },
    body: ForgotPasswordBody,
    response: MessageResponse,
    summary: 'Mail a single-use password reset token',
  },
  resetPassword: {
    ...paths.resetPassword,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'write' },
    body: ResetPasswordBody,
    response: MessageResponse,
    summary: 'Set a new password with a reset token',
  },
  changePassword: {
    ...paths.changePassword,
    authz: { anonymous: 401, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'write' },
    body: ChangePasswordBody,
    response: MessageResponse,
    summary: 'Change the signed-in user password',
  },
  changeUserPassword: {
    ...paths.changeUserPassword,
    authz: { anonymous: 401, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'write' },
    body: ChangePasswordBody,
    response: MessageResponse,
    summary: 'Change the signed-in user password (settings page path)',
  },
  getMe: {
    ...paths.getMe,
    authz: { anonymous: 401, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: AuthUser,
    summary: 'The signed-in user',
  },
  listUsers: {
    ...paths.listUsers,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'read' },
    query: ListUsersQuery,
    response: ListUsersResponse,
    summary: 'Users, newest first (cursor in X-Next-Cursor)',
  },
});
