/**
 * The S3 client, imported on first use (its own chunk, see infra/bundling.ts): catalogue reads reach
 * S3 only for the search snapshot of a cold container, and presigned links need no client at all
 * (`signingConfig`), so a route pays for the S3 SDK when it actually calls S3, not at import.
 * Path-style addressing locally (s3rver); checksums only when S3 requires them.
 */
import { ddb } from '../data/client';
import { env } from '../lib/env';
import { addSdkFaults } from '../lib/faults';
import type { SigningConfig } from './presign';
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

/**
 * What presigned links are signed with (functions/media/presign.ts): the credentials, region and
 * hash the table client has already resolved, and the S3 endpoint the SDK would use.
 */
export const signingConfig = (): SigningConfig => ({
  credentials: () => ddb.config.credentials(),
  region: () => ddb.config.region(),
  sha256: ddb.config.sha256,
  endpoint: process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL,
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
});
