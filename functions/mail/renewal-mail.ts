/** The renewal invoice mailed 3 days before a plan ends (issue 23 §5), and the mail when it lapses, in the subscriber's language. */
import { formatLongDate, formatMoney } from './format';
import { mailTexts } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { escapeHtml, greetingMail, linkParagraph, type MailReader } from './templates';

export function renewalInvoiceMail(
  input: MailReader & {
    planName: string;
    /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
    invoice: string;
    /** In major units of `currency`. */
    amount: number;
    currency: 'BDT' | 'USD';
    endAt: string;
    byCard: boolean;
    invoiceUrl: string;
  },
): Mail {
  const { planName, invoice, endAt, byCard, invoiceUrl, language } = input;
  const w = mailTexts(language).renewal;
  // The one money and date formatters (issue 21): '$1,234.50', '৳2,199', '3 March 2026', as on the invoice page.
  const amount = formatMoney(input.amount, input.currency, language);
  const how = byCard ? w.byCard : w.manual;
  const ends = w.ends(planName, formatLongDate(endAt, language));
  return greetingMail(input, w.subject(invoice, planName), [
    ends,
    {
      text: `${w.invoice(invoice)} ${amount}. ${how}`,
      html: `<p>${escapeHtml(w.invoice(invoice))} <strong>${escapeHtml(amount)}</strong>. ${escapeHtml(how)}</p>`,
    },
    { text: `${w.invoiceLink} ${invoiceUrl}`, html: linkParagraph(invoiceUrl, w.openInvoice) },
    '',
    w.cancel,
  ]);
}

/** A plan that ended on its end date without renewal: its downloads stopped (the sweep's lapse, mailed once). */
export function subscriptionLapsedMail(
  input: MailReader & {
    planName: string;
    endAt: string;
    /** The subscriber cancelled (no invoice was sent), rather than leaving an invoice unpaid. */
    cancelled: boolean;
    plansUrl: string;
  },
): Mail {
  const { planName, endAt, cancelled, plansUrl, language } = input;
  const w = mailTexts(language).lapsed;
  return greetingMail(input, w.subject(planName), [
    w.ended(planName, formatLongDate(endAt, language)),
    cancelled ? w.cancelled : w.unpaid,
    '',
    { text: `${w.again} ${plansUrl}`, html: `<p>${escapeHtml(w.again)}</p>${linkParagraph(plansUrl, w.plansLabel)}` },
  ]);
}
