/**
 * A media object written in parts (S3 multipart upload), so a large file (an export) is streamed
 * in bounded memory: text is buffered up to one part and sent, never held whole.
 */
import { logger } from '../lib/log';
import { mediaBucket, s3 } from './s3-client';

/** S3's smallest part but the last is 5 MiB; a part of 8 MiB keeps memory bounded and calls few. */
export const PART_BYTES = 8 * 1024 * 1024;

export interface MultipartWriter {
  /** Appends text; sends a part whenever a part's worth is buffered. */
  write(text: string): Promise<void>;
  /** Sends what is left as the last part and completes the object; returns its size in bytes. */
  finish(): Promise<number>;
  /** Abandons the upload (best effort; the bucket's lifecycle rule clears what it misses). */
  abort(): Promise<void>;
}

export async function openMultipartUpload(key: string, contentType: string, partBytes = PART_BYTES): Promise<MultipartWriter> {
  const { client, sdk } = await s3();
  const created = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: mediaBucket, Key: key, ContentType: contentType }));
  const uploadId = created.UploadId!;
  const parts: { PartNumber: number; ETag: string }[] = [];
  let pending: string[] = [];
  let pendingBytes = 0;
  let total = 0;

  const sendPart = async () => {
    const body = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingBytes = 0;
    const PartNumber = parts.length + 1;
    const out = await client.send(new sdk.UploadPartCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, PartNumber, Body: body }));
    parts.push({ PartNumber, ETag: out.ETag! });
    total += body.length;
  };

  return {
    async write(text) {
      pending.push(text);
      pendingBytes += Buffer.byteLength(text, 'utf8');
      if (pendingBytes >= partBytes) await sendPart();
    },
    async finish() {
      if (pendingBytes > 0 || parts.length === 0) await sendPart();
      await client.send(
        new sdk.CompleteMultipartUploadCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return total;
    },
    async abort() {
      try {
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        logger.warn('multipart upload not aborted', { key, error });
      }
    },
  };
}
