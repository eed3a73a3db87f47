/**
 * Auto-download (issue 20): the downloads an approval offered (the buyer's `autoDownload` was on)
 * start on the buyer's next visit to My Orders, once: each offer is deleted conditionally before
 * its link is made, so a second tab, device or reload gets nothing.
 */
import type { AutoDownloadLink } from '../../../shared/api/orders';
import { offerAutoDownload, pendingAutoDownloads, takeAutoDownload } from '../../data/auto-download-repo';
import { preferencesOf } from '../accounts/self-service';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { orderDownloadLink } from './licenses';

export async function startAutoDownloads(caller: Caller): Promise<AutoDownloadLink[]> {
  const orderIds = await pendingAutoDownloads(caller.userId);
  if (orderIds.length === 0) return [];
  // Turned off since the approval: the offers lapse instead of waiting for the switch to come back.
  const wanted = (await preferencesOf(caller.userId)).autoDownload;
  const links: AutoDownloadLink[] = [];
  for (const orderId of orderIds) {
    if (!(await takeAutoDownload(caller.userId, orderId)) || !wanted) continue;
    try {
      links.push({ orderId, ...(await orderDownloadLink(caller, orderId)) });
    } catch (error) {
      // A song deleted since: nothing to download. Anything else puts the offer back for the next visit.
      if (error instanceof NotFoundError || error instanceof ConflictError) continue;
      await offerAutoDownload(caller.userId, orderId);
      throw error;
    }
  }
  return links;
}
