/**
 * The licence PDF, in its own module so only the route that serves it bundles pdf-lib: it is
 * rendered once, stored privately, and served by short-lived links.
 */
import type { DownloadLink } from '../../../shared/api/orders';
import { setLicensePdfKey } from '../../data/orders-repo';
import { countEvent } from '../../lib/metrics';
import { DOWNLOAD_URL_TTL_SECONDS, presignGet, putMediaObject } from '../../media/storage';
import type { Caller } from '../../kernel/caller';
import { toMajor } from '../../../shared/money';
import { invoiceNumber } from '../../../shared/order-display';
import { cachedSystemSettings } from '../settings/system-settings';
import { completedOrderOf } from './licenses';
import { LEGACY_SNAPSHOT } from '../../data/default-tiers';

export async function licensePdfLink(caller: Caller, orderId: number, siteUrl: string): Promise<DownloadLink> {
  const order = await completedOrderOf(caller, orderId);
  const licenseKey = order.licenseKey!;
  const filename = `license-${licenseKey}.pdf`;
  let pdfKey = order.licensePdfKey;
  if (!pdfKey) {
    pdfKey = `licenses/${order.id}/${licenseKey}.pdf`;
    // pdf-lib is most of this route's code and only needed for the first download of a licence.
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
    await setLicensePdfKey(order.id, pdfKey);
  }
  const signed = await presignGet(pdfKey, {
    expiresIn: DOWNLOAD_URL_TTL_SECONDS,
    contentType: 'application/pdf',
    attachmentName: filename,
  });
  countEvent('LicensePdfDownloads');
  return { ...signed, filename };
}
