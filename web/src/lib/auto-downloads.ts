import { call } from './api-client';
import { followDownloadLink, readDownloadLink } from './download';

/**
 * Starts the downloads that approved purchases left for the buyer (their Auto-download
 * preference): the server answers each one once across tabs and devices, so a reload, a second
 * device or a second click on the approval notification gets nothing. Answers how many started.
 */
export async function startAutoDownloads(): Promise<number> {
  const links = await call('startAutoDownloads', { parse: readLinks });
  for (const link of links) followDownloadLink(link);
  return links.length;
}

/** Checked by hand, without zod: the notification bell in the first download calls this too. */
function readLinks(data: unknown) {
  if (!Array.isArray(data)) throw new TypeError('Unexpected auto-downloads answer');
  return data.map(readDownloadLink);
}
