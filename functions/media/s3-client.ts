/**
 * The S3 client and presigners, imported on first use (their own chunk, see infra/bundling.ts): a
 * route pays for the S3 SDK when it signs a link or calls S3, not at import. Path-style addressing
 * locally (s3rver); checksums only when S3 requires them, so a presigned link carries none.
 */
import { env } from '../lib/env';
import { addSdkFaults } from '../lib/faults';
import { SDK_REQUEST_HANDLER } from '../lib/sdk-client';
import type * as S3Sdk from './s3-sdk';
import type { S3Client } from './s3-sdk';

export const mediaBucket = env.MEDIA_BUCKET;

export interface S3 {
  client: S3Client;
  /** The command classes and the presigners. */
  sdk: typeof S3Sdk;
}

let loaded: Promise<S3> | undefined;

export function s3(): Promise<S3> {
  loaded ??= import('./s3-sdk')
    .then((sdk) => {
      const client = new sdk.S3Client({
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // An idle socket, not a long transfer, fails the attempt (a master can take a while to read).
        requestHandler: { ...SDK_REQUEST_HANDLER, requestTimeout: 10_000 },
      });
      addSdkFaults(client.middlewareStack, 's3');
      return { sdk, client };
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
