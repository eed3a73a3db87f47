/** Email verification (issue 11, `requireEmailVerification`): the link's token and the signed-in user's state. */
import { AuthUser } from './auth';
import * as z from './zod';

/** POST /api/auth/verify-email: the token from the mailed `/verify-email?token=…` link. */
export const VerifyEmailBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  token: z.string().check(z.trim(), z.minLength(1, 'Verification token is required'), z.maxLength(200, 'Verification token is invalid')),
}));
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/**
 * GET /api/user/me: the user, and whether a purchase waits for the email address to be verified
 * (the route always sends it; optional so the user object of a sign-in still reads as one).
 */
export const Me = /* @__PURE__ */ z.lazySchema(() =>
  z.extend(AuthUser, {
    emailVerificationPending: z.optional(z.boolean()),
    /** The avatar's public path, null (or absent) for the initials. */
    avatar_url: z.optional(z.nullable(z.string())),
  }),
);
export type Me = z.infer<typeof Me>;
