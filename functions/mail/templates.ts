/**
 * Mail bodies. Every value interpolated into HTML is escaped. The store's name and addresses are
 * the admin's (system settings), passed in by the caller: templates stay pure.
 */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import type { Mail } from './mailer';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Who the mail is from, as the admin set it on /admin/settings. */
export interface MailBrand {
  siteName: string;
  contactEmail: string;
  supportEmail: string;
}

/** The addresses a reader can write to: support first, then contact; none when the admin set none. */
const addressesOf = (brand: MailBrand): string[] =>
  [...new Set([brand.supportEmail.trim(), brand.contactEmail.trim()])].filter((a) => a !== '');

/** Closes every mail with the brand and, when set, the addresses to write to (in the reader's language). */
export function withFooter(brand: MailBrand, mail: Mail, language?: MailLanguage): Mail {
  const words = mailTexts(language);
  const addresses = addressesOf(brand);
  const text = [`— ${brand.siteName}`, ...(addresses.length > 0 ? [words.questions(addresses.join(words.or))] : [])];
  const links = addresses.map((a) => `<a href="mailto:${escapeHtml(a)}">${escapeHtml(a)}</a>`).join(words.or);
  return {
    ...mail,
    text: `${mail.text}\n\n${text.join('\n')}`,
    html: `${mail.html}
<p>— ${escapeHtml(brand.siteName)}</p>${addresses.length > 0 ? `\n<p>${words.questions(links)}</p>` : ''}`,
  };
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  token: string;
  link: string;
  minutes: number;
  brand: MailBrand;
  /** The recipient's `language` preference; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { to, name, token, link, minutes, brand, language } = input;
  const w = mailTexts(language);
  return withFooter(
    brand,
    {
      to,
      subject: w.reset.subject,
      text: [
        w.hi(name),
        '',
        w.reset.asked(brand.siteName),
        w.reset.openLink(minutes),
        link,
        '',
        `${w.reset.token} ${token}`,
        '',
        w.reset.notYou,
      ].join('\n'),
      html: `<p>${escapeHtml(w.hi(name))}</p>
<p>${escapeHtml(w.reset.asked(brand.siteName))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.reset.linkLabel)}</a> ${escapeHtml(w.reset.validFor(minutes))}</p>
<p>${escapeHtml(w.reset.token)} <code>${escapeHtml(token)}</code></p>
<p>${escapeHtml(w.reset.notYou)}</p>`,
    },
    language,
  );
}

export function orderApprovedMail(input: {
  to: string;
  name: string;
  orderId: number;
  title: string;
  licenseKey: string;
  ordersUrl: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, orderId, title, licenseKey, ordersUrl, brand, language } = input;
  const w = mailTexts(language).approved;
  const hi = mailTexts(language).hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(orderId, title),
      text: [hi, '', w.body(title, orderId), `${w.licenceKey} ${licenseKey}`, '', `${w.download}: ${ordersUrl}`].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.body(title, orderId))}</p>
<p>${escapeHtml(w.licenceKey)} <code>${escapeHtml(licenseKey)}</code></p>
<p><a href="${escapeHtml(ordersUrl)}">${escapeHtml(w.download)}</a>.</p>`,
    },
    language,
  );
}

export function orderRejectedMail(input: {
  to: string;
  name: string;
  orderId: number;
  title: string;
  reason?: string;
  supportUrl: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, orderId, title, reason, supportUrl, brand, language } = input;
  const w = mailTexts(language).rejected;
  const hi = mailTexts(language).hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(orderId),
      text: [hi, '', w.body(title, orderId), ...(reason ? [`${w.reason} ${reason}`] : []), '', `${w.tryAgain} ${supportUrl}`].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.body(title, orderId))}</p>
${reason ? `<p>${escapeHtml(w.reason)} ${escapeHtml(reason)}</p>` : ''}
<p>${escapeHtml(w.tryAgainBefore)} <a href="${escapeHtml(supportUrl)}">${escapeHtml(w.contactSupport)}</a>.</p>`,
    },
    language,
  );
}

export function orderRefundedMail(input: {
  to: string;
  name: string;
  orderId: number;
  title: string;
  reason: string;
  ordersUrl: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, orderId, title, reason, ordersUrl, brand, language } = input;
  const words = mailTexts(language);
  const w = words.refunded;
  const hi = words.hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(orderId),
      text: [hi, '', w.body(title, orderId), `${words.rejected.reason} ${reason}`, '', w.revoked, `${w.yourOrders}: ${ordersUrl}`].join(
        '\n',
      ),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.body(title, orderId))}</p>
<p>${escapeHtml(words.rejected.reason)} ${escapeHtml(reason)}</p>
<p>${escapeHtml(w.revoked)} <a href="${escapeHtml(ordersUrl)}">${escapeHtml(w.yourOrders)}</a></p>`,
    },
    language,
  );
}

export function subscriptionActivatedMail(input: {
  to: string;
  name: string;
  planName: string;
  browseUrl: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, planName, browseUrl, brand, language } = input;
  const w = mailTexts(language).activated;
  const hi = mailTexts(language).hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(planName),
      text: [hi, '', w.body(planName), `${w.start}: ${browseUrl}`].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.body(planName))}</p>
<p><a href="${escapeHtml(browseUrl)}">${escapeHtml(w.start)}</a>.</p>`,
    },
    language,
  );
}

export function emailVerificationMail(input: {
  to: string;
  name: string;
  link: string;
  hours: number;
  brand: MailBrand;
  /** The recipient's language: their setting, or at sign-up the language their browser asked in. */
  language?: MailLanguage;
}): Mail {
  const { to, name, link, hours, brand, language } = input;
  const words = mailTexts(language);
  const w = words.verification;
  const hi = words.hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(brand.siteName),
      text: [hi, '', w.welcomeByLink(brand.siteName), words.validHours(hours, ':'), link, '', w.browseNow, w.notYou].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.welcome(brand.siteName))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.linkLabel)}</a> ${escapeHtml(words.validHours(hours, '.'))}</p>
<p>${escapeHtml(w.browseNow)}</p>
<p>${escapeHtml(w.notYou)}</p>`,
    },
    language,
  );
}

/** A signed-in user asked to move their account to this address: the link proves the mailbox. */
export function emailChangeMail(input: {
  to: string;
  name: string;
  link: string;
  hours: number;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, link, hours, brand, language } = input;
  const words = mailTexts(language);
  const w = words.emailChange;
  const hi = words.hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(brand.siteName),
      text: [hi, '', `${w.asked(brand.siteName)} ${w.confirmByLink}`, words.validHours(hours, ':'), link, '', w.until].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.asked(brand.siteName))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.linkLabel)}</a> ${escapeHtml(words.validHours(hours, '.'))}</p>
<p>${escapeHtml(w.until)}</p>`,
    },
    language,
  );
}

/** An admin made an account for someone: they choose their first password through a single-use link. */
export function accountInviteMail(input: {
  to: string;
  name: string;
  link: string;
  days: number;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, link, days, brand, language } = input;
  const words = mailTexts(language);
  const w = words.invite;
  const hi = words.hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: w.subject(brand.siteName),
      text: [hi, '', w.created(brand.siteName), w.openLink(days), link].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(w.created(brand.siteName))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.linkLabel)}</a> ${escapeHtml(w.validDays(days))}</p>`,
    },
    language,
  );
}

/** A contact-form message, forwarded to the store's support address (reply-to is the sender, by hand). */
export function contactReceivedMail(input: {
  to: string;
  from: { name: string; email: string };
  subject: string;
  message: string;
  inboxUrl: string;
  brand: MailBrand;
}): Mail {
  const { to, from, subject, message, inboxUrl, brand } = input;
  return {
    to,
    subject: `[${brand.siteName} support] ${subject}`,
    text: [`New message from ${from.name} <${from.email}>:`, '', message, '', `Reply from the support inbox: ${inboxUrl}`].join('\n'),
    html: `<p>New message from ${escapeHtml(from.name)} &lt;${escapeHtml(from.email)}&gt;:</p>
<blockquote>${escapeHtml(message).replace(/\n/g, '<br>')}</blockquote>
<p><a href="${escapeHtml(inboxUrl)}">Reply from the support inbox</a></p>`,
  };
}

/** The back office's answer to a contact-form message, with the question quoted, in the language the sender wrote from. */
export function contactReplyMail(input: {
  to: string;
  name: string;
  subject: string;
  original: string;
  reply: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Mail {
  const { to, name, subject, original, reply, brand, language } = input;
  const words = mailTexts(language);
  const hi = words.hi(name);
  const quoted = original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return withFooter(
    brand,
    {
      to,
      subject: `Re: ${subject}`,
      text: [hi, '', reply, '', words.reply.youWrote, quoted].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(reply).replace(/\n/g, '<br>')}</p>
<p>${escapeHtml(words.reply.youWrote)}</p>
<blockquote>${escapeHtml(original).replace(/\n/g, '<br>')}</blockquote>`,
    },
    language,
  );
}
