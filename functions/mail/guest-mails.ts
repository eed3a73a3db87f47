/** The mails of a guest order: its link when placed, and the licence (or the plan) when approved. */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import { formatLongDate } from './format';
import type { Mail } from './mailer';
import { codeLine, composeMail, linkParagraph, type MailBrand } from './templates';

export function guestOrderPlacedMail(input: {
  to: string;
  /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
  invoice: string;
  title: string;
  link: string;
  brand: MailBrand;
  /** The language the guest's browser asked in when ordering; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { invoice, title, link, language } = input;
  const words = mailTexts(language);
  const w = words.guestPlaced;
  return composeMail(input, w.subject(invoice, title), [
    words.hello,
    '',
    w.body(invoice, title),
    { text: link, html: linkParagraph(link, w.linkLabel) },
    '',
    w.keep,
  ]);
}

export function guestOrderApprovedMail(input: {
  to: string;
  /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
  invoice: string;
  title: string;
  licenseKey: string;
  /** The guest order page (song and licence PDF downloads), with a token of its own. */
  link: string;
  signUpUrl: string;
  brand: MailBrand;
  /** The language the order was placed in; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { invoice, title, licenseKey, link, signUpUrl, language } = input;
  const words = mailTexts(language);
  const w = words.guestApproved;
  return composeMail(input, w.subject(invoice, title), [
    words.hello,
    '',
    w.body(title, invoice),
    codeLine(w.licenceKey, licenseKey),
    '',
    { text: w.downloadAt(link), html: linkParagraph(link, w.download) },
    '',
    w.keep(signUpUrl),
  ]);
}

/**
 * A guest's plan is active, or, paid while the address's plan runs, starts on `startsAt`: the link
 * to sign up with the address (the plan joins the account) and the order page.
 */
export function guestPlanActivatedMail(input: {
  to: string;
  invoice: string;
  /** The order's title, e.g. "Pro plan". */
  planName: string;
  signUpUrl: string;
  link: string;
  /** A queued plan's planned start. */
  startsAt?: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { invoice, planName, signUpUrl, link, language, startsAt } = input;
  const words = mailTexts(language);
  const w = words.guestPlanActive;
  const date = startsAt ? formatLongDate(startsAt, language) : undefined;
  return composeMail(input, date ? w.queuedSubject(planName, date) : w.subject(planName), [
    words.hello,
    '',
    `${date ? w.queuedBody(planName, invoice, date) : w.body(planName, invoice)} ${w.fromAccount}`,
    { text: w.signUpAt(signUpUrl), html: linkParagraph(signUpUrl, w.signUp) },
    '',
    w.orderAt(link),
  ]);
}
