import { PASSWORD_MAX_LENGTH } from '../constants';
import { passwordProblem } from '../password-policy';
import * as z from './zod';

export const Role = /* @__PURE__ */ z.lazySchema(() => z.enum(['admin', 'artist', 'user']));
export type Role = z.infer<typeof Role>;

export const Email = /* @__PURE__ */ z.lazySchema(() =>
  z.pipe(z.string().check(z.trim(), z.maxLength(254, 'Email is too long')), z.email('Enter a valid email address')),
);

/**
 * A password being set: the rules of shared/password-policy.ts that need no account. The rule
 * about the account's own email is checked where the email is known (functions/domain/accounts).
 */
export const Password = /* @__PURE__ */ z.lazySchema(() =>
  z.string('Password is required').check(
    z.superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: password });
    }),
  ),
);

export const PersonName = /* @__PURE__ */ z.lazySchema(() => z.requiredText('Name', 100));

export const AuthUser = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
}));
export type AuthUser = z.infer<typeof AuthUser>;

/** Claims of the session token; `exp` is in seconds, as the web app compares it. */
export const TokenClaims = /* @__PURE__ */ z.lazyObject(() => ({
  userId: z.string(),
  role: Role,
  name: z.string(),
  exp: z.number(),
  /**
   * The account's password version when the token was issued. Every authenticated request compares
   * it with the stored one, so a password change ends every other session. Absent means 0.
   */
  pv: z.optional(z.number().check(z.int(), z.nonnegative())),
}));
export type TokenClaims = z.infer<typeof TokenClaims>;

export const RegisterBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ name: PersonName, email: Email, password: Password }));
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterResponse = /* @__PURE__ */ z.lazySchema(() => z.object({ message: z.string(), user: AuthUser }));
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  email: Email,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long')),
}));
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = /* @__PURE__ */ z.lazySchema(() => z.object({ token: z.string(), user: AuthUser }));
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ForgotPasswordBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ email: Email }));
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  token: z.string().check(z.trim(), z.minLength(1, 'Reset token is required'), z.maxLength(200, 'Reset token is invalid')),
  newPassword: Password,
}));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  currentPassword: z
    .string()
    .check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long')),
  newPassword: Password,
}));
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export { MessageResponse } from './zod';

/** A password change ends every session, this one included; `token` is this device's new session. */
export const ChangePasswordResponse = /* @__PURE__ */ z.lazySchema(() => z.object({ message: z.string(), token: z.string() }));
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;
