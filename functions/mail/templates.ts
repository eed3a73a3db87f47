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

export function orderApprovedMail(input: {
  to: string;
  name: string;
  orderId: number;
  title: string;
  licenseKey: string;
  ordersUrl: string;
}): Mail {
  const { to, name, orderId, title, licenseKey, ordersUrl } = input;
  return {
    to,
    subject: `Order #${orderId} approved: ${title}`,
    text: [
      `Hi ${name},`,
      '',
      `Your payment for "${title}" (order #${orderId}) has been approved.`,
      `Licence key: ${licenseKey}`,
      '',
      `Download the song and your licence PDF from My Orders: ${ordersUrl}`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>Your payment for "${escapeHtml(title)}" (order #${orderId}) has been approved.</p>
<p>Licence key: <code>${escapeHtml(licenseKey)}</code></p>
<p><a href="${escapeHtml(ordersUrl)}">Download the song and your licence PDF from My Orders</a>.</p>`,
  };
}

export function orderRejectedMail(input: {
  to: string;
  name: string;
  orderId: number;
  title: string;
  reason?: string;
  supportUrl: string;
}): Mail {
  const { to, name, orderId, title, reason, supportUrl } = input;
  return {
    to,
    subject: `Order #${orderId}: payment not approved`,
    text: [
      `Hi ${name},`,
      '',
      `We could not approve the payment for "${title}" (order #${orderId}).`,
      ...(reason ? [`Reason: ${reason}`] : []),
      '',
      `Please try purchasing again or contact support: ${supportUrl}`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>We could not approve the payment for "${escapeHtml(title)}" (order #${orderId}).</p>
${reason ? `<p>Reason: ${escapeHtml(reason)}</p>` : ''}
<p>Please try purchasing again or <a href="${escapeHtml(supportUrl)}">contact support</a>.</p>`,
  };
}

export function subscriptionActivatedMail(input: { to: string; name: string; planName: string; browseUrl: string }): Mail {
  const { to, name, planName, browseUrl } = input;
  return {
    to,
    subject: `Your ${planName} is active`,
    text: [`Hi ${name},`, '', `Your payment was approved and your ${planName} is now active.`, `Start downloading: ${browseUrl}`].join(
      '\n',
    ),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>Your payment was approved and your ${escapeHtml(planName)} is now active.</p>
<p><a href="${escapeHtml(browseUrl)}">Start downloading</a>.</p>`,
  };
}
