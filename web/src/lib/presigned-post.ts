/** A presigned POST that did not store the file, and why (a cancel is not a failure to show). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly reason: 'status' | 'network' | 'timeout' | 'aborted',
  ) {
    super(message);
  }
}

export const PRESIGNED_POST_TIMEOUT_MS = 5 * 60_000;

interface PostOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Sends one file straight to S3 with a presigned POST: every policy field first, then the file
 * (S3 ignores fields after it). XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Fails with an `UploadError` on a non-2xx answer, a network error, the timeout or `signal`.
 */
export function postFile(
  upload: { url: string; fields: Record<string, string> },
  file: File,
  { onProgress, signal, timeoutMs = PRESIGNED_POST_TIMEOUT_MS }: PostOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('Upload cancelled', 'aborted'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error?: UploadError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('POST', upload.url);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? settle() : settle(new UploadError(`Storage refused the file (${xhr.status})`, 'status'));
    xhr.onerror = () => settle(new UploadError('Network error during upload', 'network'));
    xhr.ontimeout = () => settle(new UploadError('The upload timed out', 'timeout'));
    xhr.onabort = () => settle(new UploadError('Upload cancelled', 'aborted'));
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
