/** The renewal invoice mailed 3 days before a plan ends (issue 23 §5), and the mail when it lapses, in the subscriber's language. */
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
  orderId: number;
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
  const { name, planName, orderId, endAt, byCard, invoiceUrl, language } = input;
  const words = mailTexts(language);
  const w = words.renewal;
  const amount = money(input.amount, input.currency, language, words.locale);
  const how = byCard ? w.byCard : w.manual;
  const ends = w.ends(planName, day(endAt, words.locale));
  return composeMail(input, w.subject(orderId, planName), [
    words.hi(name),
    '',
    ends,
    {
      text: `${w.invoice(orderId)} ${amount}. ${how}`,
      html: `<p>${escapeHtml(w.invoice(orderId))} <strong>${escapeHtml(amount)}</strong>. ${escapeHtml(how)}</p>`,
    },
    { text: `${w.invoiceLink} ${invoiceUrl}`, html: linkParagraph(invoiceUrl, w.openInvoice) },
    '',
    w.cancel,
  ]);
}

/** A plan that ended on its end date without renewal: its downloads stopped (the sweep's lapse, mailed once). */
export function subscriptionLapsedMail(input: {
  to: string;
  name: string;
  planName: string;
  endAt: string;
  /** The subscriber cancelled (no invoice was sent), rather than leaving an invoice unpaid. */
  cancelled: boolean;
  plansUrl: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { name, planName, endAt, cancelled, plansUrl, language } = input;
  const words = mailTexts(language);
  const w = words.lapsed;
  return composeMail(input, w.subject(planName), [
    words.hi(name),
    '',
    w.ended(planName, day(endAt, words.locale)),
    cancelled ? w.cancelled : w.unpaid,
    '',
    { text: `${w.again} ${plansUrl}`, html: `<p>${escapeHtml(w.again)}</p>${linkParagraph(plansUrl, w.plansLabel)}` },
  ]);
}
