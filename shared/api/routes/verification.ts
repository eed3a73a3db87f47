/**
 * Routes of one area: email verification (issue 11, `requireEmailVerification`). A handler
 * imports only its area's module; `../routes.ts` merges the areas.
 */
import { MessageResponse } from '../auth';
import { VerifyEmailBody } from '../email-verification';
import { mailedLinkWrite, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const verifyEmailRoute = /* @__PURE__ */ defineRoute('verifyEmail', mailedLinkWrite, {
  // The link, not the session, proves the mailbox.
  body: VerifyEmailBody,
  response: MessageResponse,
  summary: 'Verify the email address with the single-use mailed token',
});

export const resendVerificationRoute = /* @__PURE__ */ defineRoute('resendVerification', signedInWrite, {
  mail: true,
  response: MessageResponse,
  summary: 'Mail the signed-in user a new verification link (throttled per account)',
});

export const verificationRoutes = /* @__PURE__ */ defineRoutes(verifyEmailRoute, resendVerificationRoute);
