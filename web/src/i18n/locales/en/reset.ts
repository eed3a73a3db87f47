import { addEnglish } from '../../i18n';

/** The Reset Password dialog and the email verification page (/verify-email). */
export const reset = {
  reset: {
    title: 'Reset Password',
    description: 'We’ll email you a link that opens this form; there you choose a new password.',
    progress: 'Progress',
    stepRequest: '1. Email a link',
    stepReset: '2. New password',
    requestForm: 'Email me a reset link',
    email: 'Email',
    sending: 'Sending…',
    send: 'Email me a reset link',
    haveToken: 'Have a code instead?',
    resetForm: 'Choose a new password',
    token: 'Reset code',
    tokenFromLink: 'Your reset link is recognised: choose your new password.',
    tokenFromMail: 'The code is in the same email, under the link.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    resetting: 'Resetting…',
    submit: 'Reset Password',
    checkMail: 'Check your email and open the link we sent: it brings you back here to choose a new password.',
    requestAgain: 'Email me a new link',
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
