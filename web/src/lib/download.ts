import type { DownloadLink } from '../../../shared/api/orders';

function clickLink(href: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Saves the file behind a presigned link by following it. The bytes never pass through
 * JavaScript: the link's Content-Disposition makes the browser save it, even cross-origin where
 * the `download` attribute is ignored.
 */
export function followDownloadLink(link: Pick<DownloadLink, 'url' | 'filename'>): void {
  clickLink(link.url, link.filename);
}

/** Saves a file built in memory (a CSV export) under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, filename);
  // Revoking at once can cancel the save in some browsers; a tick later is enough.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A DownloadLink answer checked by hand, so chunks without zod can read it. */
export function readDownloadLink(data: unknown): DownloadLink {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { url, filename, expiresAt } = f;
  if (typeof url !== 'string' || url === '' || typeof filename !== 'string' || typeof expiresAt !== 'string') {
    throw new TypeError('Unexpected download link');
  }
  return { url, filename, expiresAt };
}
