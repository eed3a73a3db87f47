/**
 * Routes of one area: email verification (issue 11, `requireEmailVerification`). A handler
 * imports only its area's module; `../routes.ts` merges the areas.
 */
import { MessageResponse } from '../auth';
import { VerifyEmailBody } from '../email-verification';
import { signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const verifyEmailRoute = /* @__PURE__ */ defineRoute('verifyEmail', {
  // An unknown token answers 404 whoever asks; the link, not the session, proves the mailbox.
  authz: { anonymous: 404, user: 404, otherUser: 404, admin: 404 },
  access: { table: 'write' },
  body: VerifyEmailBody,
  response: MessageResponse,
  summary: 'Verify the email address with the single-use mailed token',
});

export const resendVerificationRoute = /* @__PURE__ */ defineRoute('resendVerification', {
  grant: /* @__PURE__ */ signedInWrite({ mail: true }),
  response: MessageResponse,
  summary: 'Mail the signed-in user a new verification link (throttled per account)',
});

export const verificationRoutes = /* @__PURE__ */ defineRoutes({
  verifyEmail: verifyEmailRoute,
  resendVerification: resendVerificationRoute,
});
