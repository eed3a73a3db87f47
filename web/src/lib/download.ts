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

/**
 * How long a download's frame stays in the page: long past the moment its response arrives and the
 * browser takes the file over (removing the frame before then would cancel the download).
 */
export const DOWNLOAD_FRAME_LIFETIME_MS = 5 * 60_000;

/**
 * Starts the file behind a presigned link in a hidden frame, without navigating the page: the
 * link's Content-Disposition: attachment turns the frame's load into a download. Several links can
 * start at once this way (following them one after another, each navigation cancels the one before
 * it), and a page the buyer opens meanwhile is not cancelled either. The site's CSP allows frames
 * from the media storage only (shared/csp.ts).
 */
export function startDownloadInFrame(link: Pick<DownloadLink, 'url'>): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.download = '';
  frame.src = link.url;
  document.body.append(frame);
  setTimeout(() => frame.remove(), DOWNLOAD_FRAME_LIFETIME_MS);
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
