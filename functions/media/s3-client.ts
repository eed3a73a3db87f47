/**
 * The S3 client, in its own module so routes that never touch media do not pay for importing
 * it at cold start. Path-style addressing locally (s3rver); checksums only when S3 requires them.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../lib/env';

export const mediaBucket = env.MEDIA_BUCKET;

export const s3 = new S3Client({
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
