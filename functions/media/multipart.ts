/**
 * A media object written in parts (S3 multipart upload), so a large file (an export) is streamed
 * in bounded memory: text is buffered up to one part and sent, never held whole. An upload can be
 * carried on by a later invocation from its id, its parts so far and the text not yet sent.
 */
import { logger } from '../lib/log';
import { mediaBucket, s3 } from './s3-client';

/** S3's smallest part but the last is 5 MiB; a part of 8 MiB keeps memory bounded and calls few. */
export const PART_BYTES = 8 * 1024 * 1024;

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
}

/** Where an unfinished upload stands, for the invocation that carries it on. */
export interface MultipartProgress {
  uploadId: string;
  parts: UploadedPart[];
  /** Text written but not yet sent (less than a part). */
  pending: string;
}

export interface MultipartWriter {
  /** Appends text; sends a part whenever a part's worth is buffered. */
  write(text: string): Promise<void>;
  /** Sends what is left as the last part and completes the object. */
  finish(): Promise<void>;
  /** Abandons the upload (best effort; the bucket's lifecycle rule clears what it misses). */
  abort(): Promise<void>;
  progress(): MultipartProgress;
}

/** Starts an upload, or carries on the one `resume` describes. */
export async function openMultipartUpload(key: string, contentType: string, resume?: MultipartProgress): Promise<MultipartWriter> {
  const { client, sdk } = await s3();
  const uploadId =
    resume?.uploadId ??
    (await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: mediaBucket, Key: key, ContentType: contentType }))).UploadId!;
  const parts: UploadedPart[] = [...(resume?.parts ?? [])];
  let pending: string[] = resume?.pending ? [resume.pending] : [];
  let pendingBytes = resume?.pending ? Buffer.byteLength(resume.pending, 'utf8') : 0;

  const sendPart = async () => {
    const body = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingBytes = 0;
    const PartNumber = parts.length + 1;
    const out = await client.send(new sdk.UploadPartCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, PartNumber, Body: body }));
    parts.push({ PartNumber, ETag: out.ETag! });
  };

  return {
    async write(text) {
      pending.push(text);
      pendingBytes += Buffer.byteLength(text, 'utf8');
      if (pendingBytes >= PART_BYTES) await sendPart();
    },
    async finish() {
      if (pendingBytes > 0 || parts.length === 0) await sendPart();
      await client.send(
        new sdk.CompleteMultipartUploadCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
    },
    async abort() {
      try {
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        logger.warn('multipart upload not aborted', { key, error });
      }
    },
    progress: () => ({ uploadId, parts: [...parts], pending: pending.join('') }),
  };
}
