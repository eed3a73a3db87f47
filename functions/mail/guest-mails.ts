/** The mails of a guest order: its link when placed, and the licence with its download links when approved. */
import type { Mail } from './mailer';
import { escapeHtml, withFooter, type MailBrand } from './templates';

export function guestOrderPlacedMail(input: { to: string; orderId: number; title: string; link: string; brand: MailBrand }): Mail {
  const { to, orderId, title, link, brand } = input;
  const body = `Your order #${orderId} for "${title}" is waiting for its payment. Open your order to pay, follow it and download once it is approved:`;
  return withFooter(brand, {
    to,
    subject: `Your order #${orderId}: ${title}`,
    text: ['Hello,', '', body, link, '', 'Keep this mail: the link is the key to your order.'].join('\n'),
    html: `<p>Hello,</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">Open your order</a></p>
<p>Keep this mail: the link is the key to your order.</p>`,
  });
}

export function guestOrderApprovedMail(input: {
  to: string;
  orderId: number;
  title: string;
  licenseKey: string;
  /** The guest order page (song and licence PDF downloads), with a token of its own. */
  link: string;
  signUpUrl: string;
  brand: MailBrand;
}): Mail {
  const { to, orderId, title, licenseKey, link, signUpUrl, brand } = input;
  const body = `Your payment for "${title}" (order #${orderId}) was approved.`;
  const keep = `Create an account with this address and verify it to keep this purchase in your library: ${signUpUrl}`;
  return withFooter(brand, {
    to,
    subject: `Order #${orderId} approved: ${title}`,
    text: ['Hello,', '', body, `Your licence key: ${licenseKey}`, '', `Download the song and the licence PDF: ${link}`, '', keep].join(
      '\n',
    ),
    html: `<p>Hello,</p>
<p>${escapeHtml(body)}</p>
<p>Your licence key: <code>${escapeHtml(licenseKey)}</code></p>
<p><a href="${escapeHtml(link)}">Download the song and the licence PDF</a></p>
<p>${escapeHtml(keep)}</p>`,
  });
}
