/** The renewal invoice mailed 3 days before a plan ends (issue 23 §5), in the subscriber's language. */
import { formatLongDate, formatMoney } from '../../shared/format';
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { composeMail, escapeHtml, linkParagraph, type MailBrand } from './templates';

export function renewalInvoiceMail(input: {
  to: string;
  name: string;
  planName: string;
  /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
  invoice: string;
  /** In major units of `currency`. */
  amount: number;
  currency: 'BDT' | 'USD';
  endAt: string;
  byCard: boolean;
  invoiceUrl: string;
  brand: MailBrand;
  /** The subscriber's `language` setting; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { name, planName, invoice, endAt, byCard, invoiceUrl, language } = input;
  const words = mailTexts(language);
  const w = words.renewal;
  // The one money and date formatters (issue 21): '$1,234.50', '৳2,199', '3 March 2026', as on the invoice page.
  const amount = formatMoney(input.amount, input.currency, language);
  const how = byCard ? w.byCard : w.manual;
  const ends = w.ends(planName, formatLongDate(endAt, language));
  return composeMail(input, w.subject(invoice, planName), [
    words.hi(name),
    '',
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
