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
import { adminRead, anyoneWrite, signedInRead, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const registerRoute = /* @__PURE__ */ defineRoute('register', anyoneWrite, {
  // Mails the verification link while the store requires one.
  status: 201,
  mail: true,
  body: RegisterBody,
  response: RegisterResponse,
  summary: 'Create a user account',
});

export const loginRoute = /* @__PURE__ */ defineRoute('login', anyoneWrite, {
  body: LoginBody,
  response: LoginResponse,
  summary: 'Sign in with email and password',
});

export const forgotPasswordRoute = /* @__PURE__ */ defineRoute('forgotPassword', anyoneWrite, {
  mail: true,
  body: ForgotPasswordBody,
  response: MessageResponse,
  summary: 'Mail a single-use password reset token',
});

export const resetPasswordRoute = /* @__PURE__ */ defineRoute('resetPassword', anyoneWrite, {
  body: ResetPasswordBody,
  response: MessageResponse,
  summary: 'Set a new password with a reset token',
});

export const changePasswordRoute = /* @__PURE__ */ defineRoute('changePassword', signedInWrite, {
  body: ChangePasswordBody,
  response: ChangePasswordResponse,
  summary: 'Change the signed-in user password',
});

export const changeUserPasswordRoute = /* @__PURE__ */ defineRoute('changeUserPassword', signedInWrite, {
  body: ChangePasswordBody,
  response: ChangePasswordResponse,
  summary: 'Change the signed-in user password (settings page path)',
});

export const getMeRoute = /* @__PURE__ */ defineRoute('getMe', signedInRead, {
  response: Me,
  summary: 'The signed-in user, and whether buying waits for email verification',
});

export const listUsersRoute = /* @__PURE__ */ defineRoute('listUsers', adminRead, {
  query: ListUsersQuery,
  response: ListUsersResponse,
  responseHeaders: ['X-Next-Cursor', 'X-Total-Count'],
  summary: 'Users, newest first (cursor in X-Next-Cursor)',
});

export const authRoutes = /* @__PURE__ */ defineRoutes(
  registerRoute,
  loginRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  changePasswordRoute,
  changeUserPasswordRoute,
  getMeRoute,
  listUsersRoute,
);
