/**
 * Mail bodies. Every value interpolated into HTML is escaped. The store's name and addresses are
 * the admin's (system settings), passed in by the caller: templates stay pure.
 */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import { formatLongDate } from './format';
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

/** One line of a mail: the same words in the text and (escaped) as an HTML paragraph, or each version its own; a version left out is not in it. `''` is a blank text line. */
export type MailLine = string | { text?: string; html?: string };

const paragraph = (s: string): string => `<p>${escapeHtml(s)}</p>`;

/** An HTML paragraph around a link: `before`, the label linked to `href`, `after`, all escaped. */
export const linkParagraph = (href: string, label: string, after = '', before = ''): string =>
  `<p>${escapeHtml(before)}<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>${escapeHtml(after)}</p>`;

/** A labelled value to copy, as `<code>` in HTML (a licence key, a reset token). */
export const codeLine = (label: string, value: string): MailLine => ({
  text: `${label} ${value}`,
  html: `<p>${escapeHtml(label)} <code>${escapeHtml(value)}</code></p>`,
});

/** A mail to a reader: its lines as text (one a line) and as HTML paragraphs, closed by `withFooter` in their language. */
export function composeMail(
  input: { to: string; brand: MailBrand; language?: MailLanguage },
  subject: string,
  lines: readonly MailLine[],
): Mail {
  const text = lines.flatMap((l) => (typeof l === 'string' ? [l] : l.text === undefined ? [] : [l.text]));
  const html = lines.flatMap((l) => (typeof l !== 'string' ? (l.html === undefined ? [] : [l.html]) : l === '' ? [] : [paragraph(l)]));
  return withFooter(input.brand, { to: input.to, subject, text: text.join('\n'), html: html.join('\n') }, input.language);
}

/** Who a mail greets: the address, the reader's name, the store's brand and the reader's language (English when unknown). */
export interface MailReader {
  to: string;
  name: string;
  brand: MailBrand;
  language?: MailLanguage;
}

/** A mail about one order of a song. */
interface OrderMailInput extends MailReader {
  /** The order's public name (shared/order-display `invoiceNumber`), never its internal id. */
  invoice: string;
  title: string;
}

/** `composeMail` opened by the greeting of the reader by name and a blank line. */
export const greetingMail = (input: MailReader, subject: string, lines: readonly MailLine[]): Mail =>
  composeMail(input, subject, [mailTexts(input.language).hi(input.name), '', ...lines]);

/**
 * A mail that asks the reader to open one link: the greeting, what it is for (`intro`), the line
 * that says how long the link holds with the bare link under it in text (`openLink`), the linked
 * `label` followed by `valid` in HTML, then the `closing` lines.
 */
function linkMail(
  input: MailReader & { link: string },
  parts: { subject: string; intro: MailLine; openLink: string; label: string; valid: string; closing?: readonly MailLine[] },
): Mail {
  const { subject, intro, openLink, label, valid, closing } = parts;
  return greetingMail(input, subject, [
    intro,
    { text: openLink },
    { text: input.link, html: linkParagraph(input.link, label, ` ${valid}`) },
    ...(closing ? ['', ...closing] : []),
  ]);
}

export function passwordResetMail(input: MailReader & { token: string; link: string; minutes: number }): Mail {
  const { token, minutes, brand } = input;
  const w = mailTexts(input.language).reset;
  return linkMail(input, {
    subject: w.subject,
    intro: w.asked(brand.siteName),
    openLink: w.openLink(minutes),
    label: w.linkLabel,
    valid: w.validFor(minutes),
    closing: [codeLine(w.token, token), '', w.notYou],
  });
}

export function orderApprovedMail(input: OrderMailInput & { licenseKey: string; ordersUrl: string }): Mail {
  const { invoice, title, licenseKey, ordersUrl, language } = input;
  const w = mailTexts(language).approved;
  return greetingMail(input, w.subject(invoice, title), [
    w.body(title, invoice),
    codeLine(w.licenceKey, licenseKey),
    '',
    { text: `${w.download}: ${ordersUrl}`, html: linkParagraph(ordersUrl, w.download, '.') },
  ]);
}

/** `soldExclusively`: closed because its song was sold exclusively to another buyer; the reason said in the reader's language instead of `reason`. */
export function orderRejectedMail(
  input: OrderMailInput & { reason?: string; supportUrl: string; soldExclusively?: 'refund' | 'cancelled' },
): Mail {
  const { invoice, title, supportUrl, language, soldExclusively } = input;
  const w = mailTexts(language).rejected;
  const reason = soldExclusively ? w.soldExclusively[soldExclusively](title) : input.reason;
  return greetingMail(input, w.subject(invoice), [
    w.body(title, invoice),
    reason ? `${w.reason} ${reason}` : { html: '' },
    '',
    { text: `${w.tryAgain} ${supportUrl}`, html: linkParagraph(supportUrl, w.contactSupport, '.', `${w.tryAgainBefore} `) },
  ]);
}

export function orderRefundedMail(input: OrderMailInput & { reason: string; ordersUrl: string }): Mail {
  const { invoice, title, reason, ordersUrl, language } = input;
  const words = mailTexts(language);
  const w = words.refunded;
  return greetingMail(input, w.subject(invoice), [
    w.body(title, invoice),
    `${words.rejected.reason} ${reason}`,
    '',
    { text: w.revoked, html: linkParagraph(ordersUrl, w.yourOrders, '', `${w.revoked} `) },
    { text: `${w.yourOrders}: ${ordersUrl}` },
  ]);
}

/** A plan's approval: active now, or, with `startsAt`, queued to start then (after the plan the buyer has). */
export function subscriptionActivatedMail(input: MailReader & { planName: string; browseUrl: string; startsAt?: string }): Mail {
  const { planName, browseUrl, language, startsAt } = input;
  const w = mailTexts(language).activated;
  const date = startsAt ? formatLongDate(startsAt, language) : undefined;
  return greetingMail(input, date ? w.queuedSubject(planName, date) : w.subject(planName), [
    date ? w.queuedBody(planName, date) : w.body(planName),
    { text: `${w.start}: ${browseUrl}`, html: linkParagraph(browseUrl, w.start, '.') },
  ]);
}

/** A new account's address check; `language` is the reader's setting or, at sign-up, the one their browser asked in. */
export function emailVerificationMail(input: MailReader & { link: string; hours: number }): Mail {
  const { hours, brand } = input;
  const words = mailTexts(input.language);
  const w = words.verification;
  return linkMail(input, {
    subject: w.subject(brand.siteName),
    intro: { text: w.welcomeByLink(brand.siteName), html: paragraph(w.welcome(brand.siteName)) },
    openLink: words.validHours(hours, ':'),
    label: w.linkLabel,
    valid: words.validHours(hours, '.'),
    closing: [w.browseNow, w.notYou],
  });
}

/** A signed-in user asked to move their account to this address: the link proves the mailbox. */
export function emailChangeMail(input: MailReader & { link: string; hours: number }): Mail {
  const { hours, brand } = input;
  const words = mailTexts(input.language);
  const w = words.emailChange;
  return linkMail(input, {
    subject: w.subject(brand.siteName),
    intro: { text: `${w.asked(brand.siteName)} ${w.confirmByLink}`, html: paragraph(w.asked(brand.siteName)) },
    openLink: words.validHours(hours, ':'),
    label: w.linkLabel,
    valid: words.validHours(hours, '.'),
    closing: [w.until],
  });
}

/** An admin made an account for someone: they choose their first password through a single-use link. */
export function accountInviteMail(input: MailReader & { link: string; days: number }): Mail {
  const { days, brand } = input;
  const w = mailTexts(input.language).invite;
  return linkMail(input, {
    subject: w.subject(brand.siteName),
    intro: w.created(brand.siteName),
    openLink: w.openLink(days),
    label: w.linkLabel,
    valid: w.validDays(days),
  });
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
export function contactReplyMail(input: MailReader & { subject: string; original: string; reply: string }): Mail {
  const { subject, original, reply, language } = input;
  const words = mailTexts(language);
  const quoted = original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return greetingMail(input, `Re: ${subject}`, [
    { text: reply, html: `<p>${escapeHtml(reply).replace(/\n/g, '<br>')}</p>` },
    '',
    words.reply.youWrote,
    { text: quoted, html: `<blockquote>${escapeHtml(original).replace(/\n/g, '<br>')}</blockquote>` },
  ]);
}
