/**
 * Routes of one area: sign-in, registration, passwords, the signed-in user and the admin user
 * list. A handler imports only its area's module, so its cold start builds only these schemas;
 * `../routes.ts` merges the areas.
 */
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
} from '../auth';
import { Me } from '../email-verification';
import { ListUsersQuery, ListUsersResponse } from '../users';
import { adminOnly, everyone, signedIn } from './authz';
import { defineRoute, defineRoutes } from './define';

export const registerRoute = /* @__PURE__ */ defineRoute('register', {
  authz: /* @__PURE__ */ everyone({ status: 201 }),
  // Mails the verification link while the store requires one.
  access: { table: 'write', mail: true },
  body: RegisterBody,
  response: RegisterResponse,
  status: 201,
  summary: 'Create a user account',
});

export const loginRoute = /* @__PURE__ */ defineRoute('login', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'write' },
  body: LoginBody,
  response: LoginResponse,
  summary: 'Sign in with email and password',
});

export const forgotPasswordRoute = /* @__PURE__ */ defineRoute('forgotPassword', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'write', mail: true },
  body: ForgotPasswordBody,
  response: MessageResponse,
  summary: 'Mail a single-use password reset token',
});

export const resetPasswordRoute = /* @__PURE__ */ defineRoute('resetPassword', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'write' },
  body: ResetPasswordBody,
  response: MessageResponse,
  summary: 'Set a new password with a reset token',
});

export const changePasswordRoute = /* @__PURE__ */ defineRoute('changePassword', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write' },
  body: ChangePasswordBody,
  response: ChangePasswordResponse,
  summary: 'Change the signed-in user password',
});

export const changeUserPasswordRoute = /* @__PURE__ */ defineRoute('changeUserPassword', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write' },
  body: ChangePasswordBody,
  response: ChangePasswordResponse,
  summary: 'Change the signed-in user password (settings page path)',
});

export const getMeRoute = /* @__PURE__ */ defineRoute('getMe', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'read' },
  response: Me,
  summary: 'The signed-in user, and whether buying waits for email verification',
});

export const listUsersRoute = /* @__PURE__ */ defineRoute('listUsers', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'read' },
  query: ListUsersQuery,
  response: ListUsersResponse,
  responseHeaders: ['X-Next-Cursor', 'X-Total-Count'],
  summary: 'Users, newest first (cursor in X-Next-Cursor)',
});

export const authRoutes = /* @__PURE__ */ defineRoutes({
  register: registerRoute,
  login: loginRoute,
  forgotPassword: forgotPasswordRoute,
  resetPassword: resetPasswordRoute,
  changePassword: changePasswordRoute,
  changeUserPassword: changeUserPasswordRoute,
  getMe: getMeRoute,
  listUsers: listUsersRoute,
});
