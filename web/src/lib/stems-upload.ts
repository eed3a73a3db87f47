/**
 * The stems ZIP's presigned multipart upload (issue 25): the server starts it and signs parts on
 * demand; the browser PUTs each part straight to S3, reads its ETag (the bucket's CORS rule exposes
 * it), and completes. The parts done so far are kept in localStorage, so a dropped connection, or a
 * reload, resends only the missing parts of the same file. The back office and the studio (the
 * artist's own songs) use the same upload through their own routes.
 */
import { SignedParts, StemsSaved, StemsUpload, STEMS_MAX_BYTES } from '../../../shared/api/licenses';
import { ApiError, call } from './api-client';

/** The routes an upload goes through: the back office's, or the studio's for the artist's own song. */
export interface StemsRoutes {
  create: 'createStemsUpload' | 'createArtistStemsUpload';
  sign: 'signStemsUploadParts' | 'signArtistStemsParts';
  complete: 'completeStemsUpload' | 'completeArtistStemsUpload';
}

export const ADMIN_STEMS_ROUTES: StemsRoutes = {
  create: 'createStemsUpload',
  sign: 'signStemsUploadParts',
  complete: 'completeStemsUpload',
};
export const STUDIO_STEMS_ROUTES: StemsRoutes = {
  create: 'createArtistStemsUpload',
  sign: 'signArtistStemsParts',
  complete: 'completeArtistStemsUpload',
};

export interface StemsProgress {
  /** Bytes in parts S3 has confirmed. */
  sent: number;
  total: number;
  partsDone: number;
  partCount: number;
}

interface Saved extends StemsUpload {
  file: string;
  /** ETag per part number, as S3 answered it. */
  done: Record<number, string>;
}

/** Parts in flight at once: enough to fill a home uplink, few enough that a drop loses little. */
const PARALLEL_PARTS = 3;
/** Tries per part before the upload stops and offers to resume. */
const PART_TRIES = 3;

const storageKey = (songId: string) => `stems-upload:${songId}`;
const fileKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

function loadSaved(songId: string, file: File): Saved | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(songId)) ?? 'null') as Saved | null;
    return saved?.file === fileKey(file) ? saved : undefined;
  } catch {
    return undefined;
  }
}

const store = (songId: string, saved: Saved) => localStorage.setItem(storageKey(songId), JSON.stringify(saved));
export const forgetStemsUpload = (songId: string) => localStorage.removeItem(storageKey(songId));
/** Whether an unfinished upload of this very file can be resumed. */
export const canResumeStems = (songId: string, file: File) => loadSaved(songId, file) !== undefined;

/** What the browser can check before sending 2 GB: the name and the size. The server checks the content. */
export function stemsFileProblem(file: File): string | undefined {
  if (!/\.zip$/i.test(file.name)) return 'Choose a ZIP file of the stems';
  if (file.size < 22) return 'The file is too small to be a ZIP';
  if (file.size > STEMS_MAX_BYTES) return 'Stems ZIPs may be at most 2 GB';
  return undefined;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function putPart(url: string, body: Blob, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { method: 'PUT', body, signal });
  if (!res.ok) throw new Error(`S3 answered ${res.status}`);
  const etag = res.headers.get('ETag');
  // Without the bucket's CORS ExposeHeaders, the browser hides it: no retry can help.
  if (!etag) throw new StemsStorageError('Storage did not let the browser read the part ETag (the bucket CORS rule must expose ETag)');
  return etag;
}

/** A refusal from storage that resending will not fix. */
export class StemsStorageError extends Error {
  override readonly name = 'StemsStorageError';
}

/**
 * Uploads (or resumes) `file` as `songId`'s stems and answers what the server found in it. Throws
 * an ApiError the server's message for a refusal, or an Error after a part failed PART_TRIES times
 * (call again with the same file to resume).
 */
export async function uploadStems(
  songId: string,
  file: File,
  {
    onProgress,
    signal,
    retryDelayMs = 500,
    routes = ADMIN_STEMS_ROUTES,
  }: { onProgress?: (p: StemsProgress) => void; signal?: AbortSignal; retryDelayMs?: number; routes?: StemsRoutes } = {},
): Promise<StemsSaved> {
  let saved = loadSaved(songId, file);
  if (!saved) {
    const started = await call(routes.create, {
      body: { songId, size: file.size },
      signal,
      parse: (d: unknown) => StemsUpload.parse(d),
    });
    saved = { ...started, file: fileKey(file), done: {} };
    store(songId, saved);
  }
  const { upload, uploadId, partSize, partCount } = saved;
  const done = saved.done;
  const bytesOf = (n: number) => Math.min(partSize, file.size - (n - 1) * partSize);
  const report = () => {
    const numbers = Object.keys(done).map(Number);
    onProgress?.({ sent: numbers.reduce((sum, n) => sum + bytesOf(n), 0), total: file.size, partsDone: numbers.length, partCount });
  };
  report();

  const sign = async (partNumbers: number[]) =>
    (
      await call(routes.sign, {
        params: { upload },
        body: { uploadId, partNumbers },
        signal,
        parse: (d: unknown) => SignedParts.parse(d),
      })
    ).parts;

  const queue = Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !done[n]);
  const urls = new Map<number, string>();
  const sendPart = async (n: number) => {
    for (let attempt = 1; ; attempt++) {
      if (!urls.has(n)) for (const p of await sign([n])) urls.set(p.partNumber, p.url);
      try {
        done[n] = await putPart(urls.get(n)!, file.slice((n - 1) * partSize, (n - 1) * partSize + bytesOf(n)), signal);
        store(songId, saved);
        report();
        return;
      } catch (error) {
        if (signal?.aborted || error instanceof StemsStorageError || attempt >= PART_TRIES) throw error;
        // A fresh URL too: the old one may have expired while the connection was down.
        urls.delete(n);
        await wait(retryDelayMs * attempt, signal);
      }
    }
  };
  try {
    // Sign ahead in batches (the route takes 100 at a time); a part that fails signs again alone.
    for (let i = 0; i < queue.length; i += 100) {
      for (const p of await sign(queue.slice(i, i + 100))) urls.set(p.partNumber, p.url);
    }
    const workers = Array.from({ length: Math.min(PARALLEL_PARTS, queue.length) }, async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) await sendPart(n);
    });
    await Promise.all(workers);
  } catch (error) {
    queue.length = 0;
    // The server no longer knows the upload (expired after a day): the next try starts afresh.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) forgetStemsUpload(songId);
    throw error instanceof ApiError || error instanceof StemsStorageError
      ? error
      : new Error('The connection dropped during the upload', { cause: error });
  }

  try {
    const result = await call(routes.complete, {
      params: { upload },
      body: { uploadId, songId, parts: Object.entries(done).map(([n, etag]) => ({ partNumber: Number(n), etag })) },
      signal,
      parse: (d: unknown) => StemsSaved.parse(d),
    });
    forgetStemsUpload(songId);
    return result;
  } catch (error) {
    // Refused for good (not a ZIP of audio, upload expired): the next try starts afresh.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) forgetStemsUpload(songId);
    throw error;
  }
}
