/**
 * The licence PDF, in its own module so only the functions that render it bundle pdf-lib: the
 * approval's after-commit step renders and stores it, and the download route serves it by
 * short-lived links (rendering it itself only when a download comes first).
 */
import type { DownloadLink } from '../../../shared/api/orders';
import type { OrderRecord } from '../../data/orders-repo';
import { countEvent } from '../../lib/metrics';
import { DOWNLOAD_URL_TTL_SECONDS, headMediaObject, presignGet, putMediaObject } from '../../media/storage';
import type { Caller } from '../../kernel/caller';
import { toMajor } from '../../../shared/money';
import { invoiceNumber } from '../../../shared/order-display';
import { cachedSystemSettings } from '../settings/system-settings';
import { completedOrderOf } from './licenses';
import { LEGACY_SNAPSHOT } from '../../data/default-tiers';

/** Where a completed order's certificate is stored: one object per order and licence key. */
export const licensePdfKeyOf = (order: Pick<OrderRecord, 'id' | 'licenseKey'>): string => `licenses/${order.id}/${order.licenseKey}.pdf`;

/**
 * Renders a completed order's certificate into its object unless it is there already (the render
 * is deterministic, so whoever comes second would write the same bytes); answers the object's key.
 */
export async function storeLicensePdf(order: OrderRecord, siteUrl: string): Promise<string> {
  const licenseKey = order.licenseKey!;
  const pdfKey = licensePdfKeyOf(order);
  if (await headMediaObject(pdfKey)) return pdfKey;
  // pdf-lib is most of this module's code and only needed to render.
  const [{ renderLicensePdf }, { siteName }] = await Promise.all([import('../../media/license-pdf'), cachedSystemSettings()]);
  const pdf = await renderLicensePdf({
    licenseKey,
    orderId: order.id,
    orderNumber: invoiceNumber({ id: order.id, created_at: order.createdAt }),
    songTitle: order.title,
    artist: order.songArtist ?? '',
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    purchaseDate: order.decidedAt ?? order.updatedAt,
    amount: toMajor(order.amountMinor),
    currency: order.currency,
    // Licence tiers (issue 25): the tier's contract, as sold (orders from before tiers are MP3 Lease).
    licenseType: (order.license ?? LEGACY_SNAPSHOT).name,
    tier: order.license ?? LEGACY_SNAPSHOT,
    verifyUrl: `${siteUrl}/license-verify?key=${encodeURIComponent(licenseKey)}`,
    // The store's name when the certificate is first rendered; the licence key, not the name, is what verification checks.
    issuer: siteName,
  });
  await putMediaObject(pdfKey, pdf, 'application/pdf');
  return pdfKey;
}

export async function licensePdfLink(caller: Caller, orderId: number, siteUrl: string): Promise<DownloadLink> {
  const order = await completedOrderOf(caller, orderId);
  const filename = `license-${order.licenseKey!}.pdf`;
  // The after-commit step stores it and notes its key on the order; a download that comes first
  // renders it here, and writes nothing to the table (the step notes the key when it runs).
  const pdfKey = order.licensePdfKey ?? (await storeLicensePdf(order, siteUrl));
  const signed = await presignGet(pdfKey, {
    expiresIn: DOWNLOAD_URL_TTL_SECONDS,
    contentType: 'application/pdf',
    attachmentName: filename,
  });
  countEvent('LicensePdfDownloads');
  return { ...signed, filename };
}
