/**
 * Sends one file straight to S3 with a presigned POST: every policy field first, then the file
 * (S3 ignores fields after it). XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Fails on a non-2xx answer, a network error or the timeout.
 */
export const PRESIGNED_POST_TIMEOUT_MS = 5 * 60_000;

export function postFile(
  upload: { url: string; fields: Record<string, string> },
  file: File,
  { onProgress, timeoutMs = PRESIGNED_POST_TIMEOUT_MS }: { onProgress?: (loaded: number, total: number) => void; timeoutMs?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Storage refused the file (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.ontimeout = () => reject(new Error('The upload timed out'));
    xhr.send(form);
  });
}
