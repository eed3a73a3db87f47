/** The mails of a guest order: its link when placed, and the licence (or the plan) when approved. */
import { mailWords, type MailLanguage } from './mail-words';
import { formatLongDate } from './format';
import type { Mail } from './mailer';
import { codeLine, composeMail, linkParagraph, type MailBrand } from './templates';

export async function guestOrderPlacedMail(input: {
  to: string;
  /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
  invoice: string;
  title: string;
  link: string;
  brand: MailBrand;
  /** The language the guest's browser asked in when ordering; English when unknown. */
  language?: MailLanguage;
}): Promise<Mail> {
  const { invoice, title, link } = input;
  const t = await mailWords(input.language);
  return composeMail(t, input, t('guestPlaced.subject', { invoice, title }), [
    t('hello'),
    '',
    t('guestPlaced.body', { invoice, title }),
    { text: link, html: linkParagraph(link, t('guestPlaced.linkLabel')) },
    '',
    t('guestPlaced.keep'),
  ]);
}

export async function guestOrderApprovedMail(input: {
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
}): Promise<Mail> {
  const { invoice, title, licenseKey, link, signUpUrl } = input;
  const t = await mailWords(input.language);
  return composeMail(t, input, t('guestApproved.subject', { invoice, title }), [
    t('hello'),
    '',
    t('guestApproved.body', { title, invoice }),
    codeLine(t('guestApproved.licenceKey'), licenseKey),
    '',
    { text: t('guestApproved.downloadAt', { link }), html: linkParagraph(link, t('guestApproved.download')) },
    '',
    t('guestApproved.keep', { signUpUrl }),
  ]);
}

/**
 * A guest's plan is active, or, paid while the address's plan runs, starts on `startsAt`: the link
 * to sign up with the address (the plan joins the account) and the order page.
 */
export async function guestPlanActivatedMail(input: {
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
}): Promise<Mail> {
  const { invoice, planName: plan, signUpUrl, link, language, startsAt } = input;
  const t = await mailWords(language);
  const date = startsAt ? formatLongDate(startsAt, language) : undefined;
  const subject = date ? t('guestPlanActive.queuedSubject', { plan, date }) : t('guestPlanActive.subject', { plan });
  const body = date ? t('guestPlanActive.queuedBody', { plan, invoice, date }) : t('guestPlanActive.body', { plan, invoice });
  return composeMail(t, input, subject, [
    t('hello'),
    '',
    `${body} ${t('guestPlanActive.fromAccount')}`,
    { text: t('guestPlanActive.signUpAt', { link: signUpUrl }), html: linkParagraph(signUpUrl, t('guestPlanActive.signUp')) },
    '',
    t('guestPlanActive.orderAt', { link }),
  ]);
}
