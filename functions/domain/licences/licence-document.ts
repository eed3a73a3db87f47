/**
 * The licence PDF, in its own module so only the route that serves it bundles pdf-lib: it is
 * rendered once, stored privately, and served by short-lived links.
 */
import type { DownloadLink } from '../../../shared/api/orders';
import { setLicencePdfKey } from '../../data/orders-repo';
import { renderLicencePdf } from '../../media/licence-pdf';
import { DOWNLOAD_URL_TTL_SECONDS, presignGet, putMediaObject } from '../../media/storage';
import type { Caller } from '../orders/orders';
import { toMajor } from '../orders/pricing';
import { completedOrderOf, ISSUER } from './licences';

export async function licencePdfLink(caller: Caller, orderId: number, siteUrl: string): Promise<DownloadLink> {
  const order = await completedOrderOf(caller, orderId);
  const licenseKey = order.licenseKey!;
  const filename = `license-${licenseKey}.pdf`;
  let pdfKey = order.licencePdfKey;
  if (!pdfKey) {
    pdfKey = `licences/${order.id}/${licenseKey}.pdf`;
    const pdf = await renderLicencePdf({
      licenseKey,
      orderId: order.id,
      songTitle: order.title,
      artist: order.songArtist ?? '',
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      purchaseDate: order.decidedAt ?? order.updatedAt,
      amount: toMajor(order.amountMinor),
      currency: order.currency,
      licenceType: 'Single Song Purchase',
      verifyUrl: `${siteUrl}/license-verify?key=${encodeURIComponent(licenseKey)}`,
      issuer: ISSUER,
    });
    await putMediaObject(pdfKey, pdf, 'application/pdf');
    await setLicencePdfKey(order.id, pdfKey);
  }
  const signed = await presignGet(pdfKey, { expiresIn: DOWNLOAD_URL_TTL_SECONDS, contentType: 'application/pdf', attachmentName: filename });
  return { ...signed, filename };
}

