/**
 * A guest order's mails: the link to the order just placed, and the approval's (a fresh link, with
 * the licence key or the plan's activation). The mailer and the guest mails load for a guest's order
 * only; the guest routes that read an order or download from it never import this module.
 */
import type { Language } from '../../../shared/api/account';
import { invoiceNumber } from '../../../shared/order-display';
import { addGuestTokenHash } from '../../data/guest-orders-repo';
import type { OrderRecord } from '../../data/orders-repo';
import { logger } from '../../lib/log';
import type * as GuestMails from '../../mail/guest-mails';
import type { Mail } from '../../mail/mailer';
import type { MailBrand } from '../../mail/templates';
import { cachedSystemSettings } from '../settings/system-settings';
import { guestOrderLink, newGuestToken } from './guest-orders';

/**
 * Mails a guest the link to the order (song or plan) just placed. A failure is logged and the order
 * stands: the guest has its token from the answer.
 */
export async function mailGuestOrderPlaced(order: OrderRecord, token: string, siteUrl: string, language: Language): Promise<void> {
  try {
    await mailGuest(order, (mails, to) =>
      mails.guestOrderPlacedMail({ ...to, title: order.title, link: guestOrderLink(siteUrl, order.id, token), language }),
    );
  } catch (error) {
    logger.error('guest order mail failed', { error, orderId: order.id });
  }
}

/**
 * The approval's mail to a guest (after the same transaction as every approval): the licence key and
 * a fresh link to the order page, where the song and the licence PDF download.
 */
export async function mailGuestApproval(order: OrderRecord, licenseKey: string, siteUrl: string): Promise<void> {
  await mailGuestWithNewLink(order, siteUrl, (mails, to) =>
    mails.guestOrderApprovedMail({ ...to, title: order.title, licenseKey, signUpUrl: `${siteUrl}/auth` }),
  );
}

/** The approval's mail to a guest whose plan is now active: sign up with the address to use it, and a fresh order link. */
export async function mailGuestPlanActivation(order: OrderRecord, siteUrl: string, startsAt?: string): Promise<void> {
  await mailGuestWithNewLink(order, siteUrl, (mails, to) =>
    mails.guestPlanActivatedMail({
      ...to,
      planName: order.title,
      signUpUrl: `${siteUrl}/auth?signup=${encodeURIComponent(order.buyerEmail)}`,
      ...(startsAt ? { startsAt } : {}),
    }),
  );
}

/** `mailGuest` for an approval: in the order's language, with a fresh link to the order page (a new token, its hash stored first). */
async function mailGuestWithNewLink(
  order: OrderRecord,
  siteUrl: string,
  compose: (mails: typeof GuestMails, to: GuestMailTo & { link: string; language?: Language }) => Promise<Mail>,
): Promise<void> {
  const { token, hash } = newGuestToken();
  await addGuestTokenHash(order.id, hash);
  await mailGuest(order, (mails, to) =>
    compose(mails, { ...to, link: guestOrderLink(siteUrl, order.id, token), language: order.guestLanguage }),
  );
}

/** Who a guest mail goes to, under the order's public name, and the store it is from. */
interface GuestMailTo {
  to: string;
  invoice: string;
  brand: MailBrand;
}

/**
 * Sends the guest mail `compose` writes, addressed to the order's buyer under its public name. The
 * mailer (and its SMTP settings) and the guest mails load for a guest's order only: a buyer's order
 * route never loads them.
 */
async function mailGuest(order: OrderRecord, compose: (mails: typeof GuestMails, to: GuestMailTo) => Promise<Mail>): Promise<void> {
  const [{ sendMail }, mails, brand] = await Promise.all([
    import('../../mail/mailer'),
    import('../../mail/guest-mails'),
    cachedSystemSettings(),
  ]);
  await sendMail(compose(mails, { to: order.buyerEmail, invoice: invoiceNumber({ id: order.id, created_at: order.createdAt }), brand }));
}
