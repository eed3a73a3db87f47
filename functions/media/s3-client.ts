/**
 * The S3 client, imported on first use: catalogue reads reach S3 only for the search snapshot
 * of a cold container, so a route pays for the S3 SDK when it actually calls S3, not at import.
 * Path-style addressing locally (s3rver); checksums only when S3 requires them.
 */
import { env } from '../lib/env';
import { addSdkFaults } from '../lib/faults';
import type * as S3Sdk from './s3-sdk';
import type { S3Client } from './s3-sdk';

export const mediaBucket = env.MEDIA_BUCKET;

export interface S3 {
  client: S3Client;
  /** The command classes and the presigner. */
  sdk: typeof S3Sdk;
}

let loaded: Promise<S3> | undefined;

export function s3(): Promise<S3> {
  loaded ??= import('./s3-sdk').then((sdk) => {
    const client = new sdk.S3Client({
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    addSdkFaults(client.middlewareStack, 's3');
    return { sdk, client };
  });
  return loaded;
}
