/** The renewal invoice mailed 3 days before a plan ends (issue 23 §5). */
import type { Mail } from './mailer';
import { escapeHtml, withFooter, type MailBrand } from './templates';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function renewalInvoiceMail(input: {
  to: string;
  name: string;
  planName: string;
  orderId: number;
  /** Formatted with its currency, e.g. "19.99 USD". */
  amount: string;
  endAt: string;
  byCard: boolean;
  invoiceUrl: string;
  brand: MailBrand;
}): Mail {
  const { to, name, planName, orderId, amount, endAt, byCard, invoiceUrl, brand } = input;
  const how = byCard
    ? 'Pay it by card on the invoice page (Stripe confirms the payment; no one needs to approve it).'
    : 'Pay it by bKash, Nagad, Rocket or bank transfer and enter the transaction ID on the invoice page; we confirm it, usually within 1 to 24 hours.';
  const ends = `Your ${planName} plan ends on ${day(endAt)}. If the invoice is not paid by then, the plan lapses that day and its downloads stop; once paid, the next period runs from ${day(endAt)}.`;
  return withFooter(brand, {
    to,
    subject: `Renewal invoice #${orderId}: ${planName} plan`,
    text: [
      `Hi ${name},`,
      '',
      ends,
      `Renewal invoice #${orderId}: ${amount}. ${how}`,
      `Invoice: ${invoiceUrl}`,
      '',
      'Do not want to renew? Cancel the plan from your dashboard; you keep access until the end date.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(ends)}</p>
<p>Renewal invoice #${orderId}: <strong>${escapeHtml(amount)}</strong>. ${escapeHtml(how)}</p>
<p><a href="${escapeHtml(invoiceUrl)}">Open the invoice</a></p>
<p>Do not want to renew? Cancel the plan from your dashboard; you keep access until the end date.</p>`,
  });
}
