import { z } from 'zod';
import { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../../../../../shared/api/auth';
import { passwordProblem } from '../../../../../shared/password-policy';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const confirmation = z.string().min(1, 'Please confirm your password');

/**
 * A shared request schema plus the browser-only confirmation of its new password. The match check
 * runs even while other fields are invalid, so the user sees every problem at once.
 */
const withConfirmation = <S extends z.ZodRawShape>(shape: S, password: keyof S & string) =>
  z
    .strictObject({ ...shape, confirmPassword: confirmation })
    .refine((form: Record<string, unknown>) => form[password] === form.confirmPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['confirmPassword'],
      when: () => true,
    });

export const RegisterForm = withConfirmation(RegisterBody.shape, 'password')
  // The policy's rule about the account's own email, as the server applies it.
  .superRefine((form, ctx) => {
    const problem = passwordProblem(form.password, form.email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const ResetPasswordForm = withConfirmation(ResetPasswordBody.shape, 'newPassword');
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const LoginForm = LoginBody;
export type LoginForm = z.infer<typeof LoginForm>;

export const ForgotPasswordForm = ForgotPasswordBody;
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;
