/** The renewal invoice mailed 3 days before a plan ends (issue 23 §5), in the subscriber's language. */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { composeMail, escapeHtml, linkParagraph, type MailBrand } from './templates';

const day = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "19.99 USD" in English (as before), "19,99 USD" in German, French and Spanish. */
const money = (amount: number, currency: string, language: MailLanguage | undefined, locale: string) =>
  `${!language || language === 'en' ? amount.toFixed(2) : amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

export function renewalInvoiceMail(input: {
  to: string;
  name: string;
  planName: string;
  /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
  invoice: string;
  /** In major units of `currency`. */
  amount: number;
  currency: string;
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
  const amount = money(input.amount, input.currency, language, words.locale);
  const how = byCard ? w.byCard : w.manual;
  const ends = w.ends(planName, day(endAt, words.locale));
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
