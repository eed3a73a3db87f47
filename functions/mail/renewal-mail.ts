/** The renewal invoice mailed 3 days before a plan ends (issue 23 §5), and the mail when it lapses, in the subscriber's language. */
import { formatLongDate, formatMoney } from './format';
import { mailWords } from './mail-words';
import type { Mail } from './mailer';
import { escapeHtml, greetingMail, linkParagraph, type MailReader } from './templates';

export async function renewalInvoiceMail(
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
): Promise<Mail> {
  const { planName: plan, invoice, endAt, byCard, invoiceUrl, language } = input;
  const t = await mailWords(language);
  // The one money and date formatters (issue 21): '$1,234.50', '৳2,199', '3 March 2026', as on the invoice page.
  const amount = formatMoney(input.amount, input.currency, language);
  const how = byCard ? t('renewal.byCard') : t('renewal.manual');
  const invoiceLine = t('renewal.invoice', { invoice });
  return greetingMail(t, input, t('renewal.subject', { invoice, plan }), [
    t('renewal.ends', { plan, day: formatLongDate(endAt, language) }),
    {
      text: `${invoiceLine} ${amount}. ${how}`,
      html: `<p>${escapeHtml(invoiceLine)} <strong>${escapeHtml(amount)}</strong>. ${escapeHtml(how)}</p>`,
    },
    { text: `${t('renewal.invoiceLink')} ${invoiceUrl}`, html: linkParagraph(invoiceUrl, t('renewal.openInvoice')) },
    '',
    t('renewal.cancel'),
  ]);
}

/** A plan that ended on its end date without renewal: its downloads stopped (the sweep's lapse, mailed once). */
export async function subscriptionLapsedMail(
  input: MailReader & {
    planName: string;
    endAt: string;
    /** The subscriber cancelled (no invoice was sent), rather than leaving an invoice unpaid. */
    cancelled: boolean;
    plansUrl: string;
  },
): Promise<Mail> {
  const { planName: plan, endAt, cancelled, plansUrl, language } = input;
  const t = await mailWords(language);
  const again = t('lapsed.again');
  return greetingMail(t, input, t('lapsed.subject', { plan }), [
    t('lapsed.ended', { plan, day: formatLongDate(endAt, language) }),
    cancelled ? t('lapsed.cancelled') : t('lapsed.unpaid'),
    '',
    { text: `${again} ${plansUrl}`, html: `<p>${escapeHtml(again)}</p>${linkParagraph(plansUrl, t('lapsed.plansLabel'))}` },
  ]);
}
