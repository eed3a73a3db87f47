import { addEnglish } from '../../i18n';

/** The Reset Password dialog and the email verification page (/verify-email). */
export const reset = {
  reset: {
    title: 'Reset Password',
    description: "We'll email you a reset token, then you choose a new password.",
    progress: 'Progress',
    stepRequest: '1. Request token',
    stepReset: '2. New password',
    requestForm: 'Request a reset token',
    email: 'Email',
    sending: 'Sending…',
    send: 'Send Reset Token',
    haveToken: 'I already have a reset token',
    resetForm: 'Choose a new password',
    token: 'Reset Token',
    tokenFromLink: 'Filled in from your reset link.',
    tokenFromMail: 'Copy it from the email we sent you.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    resetting: 'Resetting…',
    submit: 'Reset Password',
    requestAgain: 'Request a new token',
  },
  verifyEmail: {
    pageTitle: 'Verify your email · {{siteName}}',
    title: 'Email verification',
    verifying: 'Verifying your email address…',
    verified: 'Your email address is verified. You can buy now.',
    used: 'This verification link has already been used.',
    expired: 'This verification link has expired. Ask for a new one from your account.',
    invalid: 'This verification link is not valid. Ask for a new one from your account.',
    changed: 'Your email address has been changed. Sign in with the new address from now on.',
    browse: 'Browse music',
    resend: 'Send a new link',
    signIn: 'Sign in to get a new link',
  },
};

addEnglish({ ...reset });
