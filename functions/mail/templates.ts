/** Mail bodies. Every value interpolated into HTML is escaped. */
import type { Mail } from './mailer';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function passwordResetMail(input: { to: string; name: string; token: string; link: string; minutes: number }): Mail {
  const { to, name, token, link, minutes } = input;
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hi ${name},`,
      '',
      'Someone asked to reset the password of your Music Marketplace account.',
      `Open this link to choose a new password (valid for ${minutes} minutes, once):`,
      link,
      '',
      `Or paste this reset token into the Reset Password dialog: ${token}`,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Music Marketplace account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${minutes} minutes, once).</p>
<p>Or paste this reset token into the Reset Password dialog: <code>${escapeHtml(token)}</code></p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}
