/**
 * Mail bodies. Every value interpolated into HTML is escaped. The store's name and addresses are
 * the admin's (system settings), passed in by the caller: templates stay pure.
 */
import { mailWords, type MailLanguage, type MailWords } from './mail-words';
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
export function withFooter(t: MailWords, brand: MailBrand, mail: Mail): Mail {
  const addresses = addressesOf(brand);
  const text = [`— ${brand.siteName}`, ...(addresses.length > 0 ? [t('questions', { addresses: addresses.join(t('or')) })] : [])];
  const links = addresses.map((a) => `<a href="mailto:${escapeHtml(a)}">${escapeHtml(a)}</a>`).join(t('or'));
  return {
    ...mail,
    text: `${mail.text}\n\n${text.join('\n')}`,
    html: `${mail.html}
<p>— ${escapeHtml(brand.siteName)}</p>${addresses.length > 0 ? `\n<p>${t('questions', { addresses: links })}</p>` : ''}`,
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

/** A mail to a reader: its lines as text (one a line) and as HTML paragraphs, closed by `withFooter` in their language (`t`). */
export function composeMail(t: MailWords, input: { to: string; brand: MailBrand }, subject: string, lines: readonly MailLine[]): Mail {
  const text = lines.flatMap((l) => (typeof l === 'string' ? [l] : l.text === undefined ? [] : [l.text]));
  const html = lines.flatMap((l) => (typeof l !== 'string' ? (l.html === undefined ? [] : [l.html]) : l === '' ? [] : [paragraph(l)]));
  return withFooter(t, input.brand, { to: input.to, subject, text: text.join('\n'), html: html.join('\n') });
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

/** The greeting of the reader by name, or without one when it is not known. */
export const greeting = (t: MailWords, name: string): string => (name ? t('hi', { name }) : t('hiNameless'));

/** `composeMail` opened by the greeting of the reader by name and a blank line. */
export const greetingMail = (t: MailWords, input: MailReader, subject: string, lines: readonly MailLine[]): Mail =>
  composeMail(t, input, subject, [greeting(t, input.name), '', ...lines]);

/**
 * A mail that asks the reader to open one link: the greeting, what it is for (`intro`), the line
 * that says how long the link holds with the bare link under it in text (`openLink`), the linked
 * `label` followed by `valid` in HTML, then the `closing` lines.
 */
function linkMail(
  t: MailWords,
  input: MailReader & { link: string },
  parts: { subject: string; intro: MailLine; openLink: string; label: string; valid: string; closing?: readonly MailLine[] },
): Mail {
  const { subject, intro, openLink, label, valid, closing } = parts;
  return greetingMail(t, input, subject, [
    intro,
    { text: openLink },
    { text: input.link, html: linkParagraph(input.link, label, ` ${valid}`) },
    ...(closing ? ['', ...closing] : []),
  ]);
}

export async function passwordResetMail(input: MailReader & { token: string; link: string; minutes: number }): Promise<Mail> {
  const { token, minutes, brand } = input;
  const t = await mailWords(input.language);
  return linkMail(t, input, {
    subject: t('reset.subject'),
    intro: t('reset.asked', { site: brand.siteName }),
    openLink: t('reset.openLink', { minutes }),
    label: t('reset.linkLabel'),
    valid: t('reset.validFor', { minutes }),
    closing: [codeLine(t('reset.token'), token), '', t('reset.notYou')],
  });
}

export async function orderApprovedMail(input: OrderMailInput & { licenseKey: string; ordersUrl: string }): Promise<Mail> {
  const { invoice, title, licenseKey, ordersUrl } = input;
  const t = await mailWords(input.language);
  const download = t('approved.download');
  return greetingMail(t, input, t('approved.subject', { invoice, title }), [
    t('approved.body', { title, invoice }),
    codeLine(t('approved.licenceKey'), licenseKey),
    '',
    { text: `${download}: ${ordersUrl}`, html: linkParagraph(ordersUrl, download, '.') },
  ]);
}

/** `soldExclusively`: closed because its song was sold exclusively to another buyer; the reason said in the reader's language instead of `reason`. */
export async function orderRejectedMail(
  input: OrderMailInput & { reason?: string; supportUrl: string; soldExclusively?: 'refund' | 'cancelled' },
): Promise<Mail> {
  const { invoice, title, supportUrl, soldExclusively } = input;
  const t = await mailWords(input.language);
  const reason = soldExclusively ? t(`rejected.soldExclusively.${soldExclusively}`, { title }) : input.reason;
  return greetingMail(t, input, t('rejected.subject', { invoice }), [
    t('rejected.body', { title, invoice }),
    reason ? `${t('rejected.reason')} ${reason}` : { html: '' },
    '',
    {
      text: `${t('rejected.tryAgain')} ${supportUrl}`,
      html: linkParagraph(supportUrl, t('rejected.contactSupport'), '.', `${t('rejected.tryAgainBefore')} `),
    },
  ]);
}

export async function orderRefundedMail(input: OrderMailInput & { reason: string; ordersUrl: string }): Promise<Mail> {
  const { invoice, title, reason, ordersUrl } = input;
  const t = await mailWords(input.language);
  const [revoked, yourOrders] = [t('refunded.revoked'), t('refunded.yourOrders')];
  return greetingMail(t, input, t('refunded.subject', { invoice }), [
    t('refunded.body', { title, invoice }),
    `${t('rejected.reason')} ${reason}`,
    '',
    { text: revoked, html: linkParagraph(ordersUrl, yourOrders, '', `${revoked} `) },
    { text: `${yourOrders}: ${ordersUrl}` },
  ]);
}

/** A plan's approval: active now, or, with `startsAt`, queued to start then (after the plan the buyer has). */
export async function subscriptionActivatedMail(
  input: MailReader & { planName: string; browseUrl: string; startsAt?: string },
): Promise<Mail> {
  const { planName: plan, browseUrl, language, startsAt } = input;
  const t = await mailWords(language);
  const date = startsAt ? formatLongDate(startsAt, language) : undefined;
  const start = t('activated.start');
  return greetingMail(t, input, date ? t('activated.queuedSubject', { plan, date }) : t('activated.subject', { plan }), [
    date ? t('activated.queuedBody', { plan, date }) : t('activated.body', { plan }),
    { text: `${start}: ${browseUrl}`, html: linkParagraph(browseUrl, start, '.') },
  ]);
}

/** How long an address check's link holds: before the bare link in text, after the linked label in HTML. */
const validForHours = (t: MailWords, hours: number) => ({
  openLink: t('validHours.beforeLink', { hours }),
  valid: t('validHours.afterLink', { hours }),
});

/** A new account's address check; `language` is the reader's setting or, at sign-up, the one their browser asked in. */
export async function emailVerificationMail(input: MailReader & { link: string; hours: number }): Promise<Mail> {
  const site = input.brand.siteName;
  const t = await mailWords(input.language);
  return linkMail(t, input, {
    subject: t('verification.subject', { site }),
    intro: { text: t('verification.welcomeByLink', { site }), html: paragraph(t('verification.welcome', { site })) },
    ...validForHours(t, input.hours),
    label: t('verification.linkLabel'),
    closing: [t('verification.browseNow'), t('verification.notYou')],
  });
}

/** A signed-in user asked to move their account to this address: the link proves the mailbox. */
export async function emailChangeMail(input: MailReader & { link: string; hours: number }): Promise<Mail> {
  const t = await mailWords(input.language);
  const asked = t('emailChange.asked', { site: input.brand.siteName });
  return linkMail(t, input, {
    subject: t('emailChange.subject', { site: input.brand.siteName }),
    intro: { text: `${asked} ${t('emailChange.confirmByLink')}`, html: paragraph(asked) },
    ...validForHours(t, input.hours),
    label: t('emailChange.linkLabel'),
    closing: [t('emailChange.until')],
  });
}

/** An admin made an account for someone: they choose their first password through a single-use link. */
export async function accountInviteMail(input: MailReader & { link: string; days: number }): Promise<Mail> {
  const { days } = input;
  const site = input.brand.siteName;
  const t = await mailWords(input.language);
  return linkMail(t, input, {
    subject: t('invite.subject', { site }),
    intro: t('invite.created', { site }),
    openLink: t('invite.openLink', { days }),
    label: t('invite.linkLabel'),
    valid: t('invite.validDays', { days }),
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
export async function contactReplyMail(input: MailReader & { subject: string; original: string; reply: string }): Promise<Mail> {
  const { subject, original, reply } = input;
  const t = await mailWords(input.language);
  const quoted = original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return greetingMail(t, input, `Re: ${subject}`, [
    { text: reply, html: `<p>${escapeHtml(reply).replace(/\n/g, '<br>')}</p>` },
    '',
    t('reply.youWrote'),
    { text: quoted, html: `<blockquote>${escapeHtml(original).replace(/\n/g, '<br>')}</blockquote>` },
  ]);
}
