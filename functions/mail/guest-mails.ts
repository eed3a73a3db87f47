/** The mails of a guest order: its link when placed, and the licence with its download links when approved. */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { escapeHtml, withFooter, type MailBrand } from './templates';

export function guestOrderPlacedMail(input: {
  to: string;
  orderId: number;
  title: string;
  link: string;
  brand: MailBrand;
  /** The language the guest's browser asked in when ordering; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { to, orderId, title, link, brand, language } = input;
  const words = mailTexts(language);
  const w = words.guestPlaced;
  const body = w.body(orderId, title);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(orderId, title),
      text: [words.hello, '', body, link, '', w.keep].join('\n'),
      html: `<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.linkLabel)}</a></p>
<p>${escapeHtml(w.keep)}</p>`,
    },
    language,
  );
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
  /** The language the order was placed in; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { to, orderId, title, licenseKey, link, signUpUrl, brand, language } = input;
  const words = mailTexts(language);
  const w = words.guestApproved;
  const body = w.body(title, orderId);
  const keep = w.keep(signUpUrl);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(orderId, title),
      text: [words.hello, '', body, `${w.licenceKey} ${licenseKey}`, '', w.downloadAt(link), '', keep].join('\n'),
      html: `<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(w.licenceKey)} <code>${escapeHtml(licenseKey)}</code></p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.download)}</a></p>
<p>${escapeHtml(keep)}</p>`,
    },
    language,
  );
}
