/**
 * Our presigned links (functions/media/presign.ts) against the SDK's: for the same bucket, key,
 * options, credentials and instant, the URL and the POST form must be identical, on AWS's
 * endpoints and on a local path-style one.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PostCondition, presignObject, presignPostObject, type SigningConfig } from '../../functions/media/presign';

const AT = new Date('2026-11-25T10:11:12.000Z');
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SESSION = { ...CREDENTIALS, sessionToken: 'IQoJb3JpZ2luX2VjE//session+token=' };

type Setup = {
  name: string;
  region: string;
  credentials: typeof CREDENTIALS & { sessionToken?: string };
  endpoint?: string;
  forcePathStyle?: boolean;
};
const SETUPS: Setup[] = [
  { name: 'AWS us-east-1', region: 'us-east-1', credentials: CREDENTIALS },
  { name: 'AWS eu-west-1 with a session token', region: 'eu-west-1', credentials: SESSION },
  {
    name: 'local path-style endpoint',
    region: 'us-east-1',
    credentials: CREDENTIALS,
    endpoint: 'http://127.0.0.1:4569',
    forcePathStyle: true,
  },
  { name: 'custom virtual-hosted endpoint', region: 'ap-south-1', credentials: SESSION, endpoint: 'https://s3.example.test' },
];

function clients(setup: Setup): { sdk: S3Client; ours: SigningConfig } {
  const sdk = new S3Client({
    region: setup.region,
    credentials: setup.credentials,
    endpoint: setup.endpoint,
    forcePathStyle: setup.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const ours: SigningConfig = {
    credentials: async () => setup.credentials,
    region: async () => setup.region,
    sha256: sdk.config.sha256,
    endpoint: setup.endpoint,
    forcePathStyle: setup.forcePathStyle,
  };
  return { sdk, ours };
}

const KEYS = ['songs/s-1/preview.mp3', "licenses/42/LIC A+B (1)!'*~.pdf", 'covers/ünïcødé/日本語.png', 'uploads/audio/x%2Fy=z&w'];

afterEach(() => vi.useRealTimers());

describe.each(SETUPS)('presigned links, $name', (setup) => {
  it.each(KEYS)('signs a GET of %s exactly as getSignedUrl does', async (key) => {
    const { sdk, ours } = clients(setup);
    const disposition = `attachment; filename="${key.split('/').pop()}"; filename*=UTF-8''${encodeURIComponent(key)}`;
    for (const options of [
      {},
      { ResponseContentType: 'audio/mpeg', ResponseCacheControl: 'private, max-age=300' },
      { ResponseContentType: 'application/pdf', ResponseContentDisposition: disposition, ResponseCacheControl: 'private, max-age=300' },
    ]) {
      const expected = await getSignedUrl(sdk, new GetObjectCommand({ Bucket: 'media-bucket-1', Key: key, ...options }), {
        expiresIn: 300,
        signingDate: AT,
      });
      const actual = await presignObject(
        'GET',
        {
          bucket: 'media-bucket-1',
          key,
          expiresIn: 300,
          responseContentType: options.ResponseContentType,
          responseContentDisposition: options.ResponseContentDisposition,
          responseCacheControl: options.ResponseCacheControl,
          signingDate: AT,
        },
        ours,
      );
      expect(actual).toBe(expected);
    }
  });

  it.each(KEYS)('signs a PUT of %s exactly as getSignedUrl does', async (key) => {
    const { sdk, ours } = clients(setup);
    const expected = await getSignedUrl(sdk, new PutObjectCommand({ Bucket: 'media-bucket-1', Key: key }), {
      expiresIn: 60,
      signingDate: AT,
    });
    expect(await presignObject('PUT', { bucket: 'media-bucket-1', key, expiresIn: 60, signingDate: AT }, ours)).toBe(expected);
  });

  it('signs an upload form exactly as createPresignedPost does', async () => {
    const { sdk, ours } = clients(setup);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT);
    const conditions: PostCondition[] = [
      ['content-length-range', 1, 20 * 1024 * 1024],
      ['eq', '$Content-Type', 'audio/mpeg'],
    ];
    const expected = await createPresignedPost(sdk, {
      Bucket: 'media-bucket-1',
      Key: 'uploads/audio/u-1',
      Conditions: conditions,
      Fields: { 'Content-Type': 'audio/mpeg' },
      Expires: 900,
    });
    const actual = await presignPostObject(
      {
        bucket: 'media-bucket-1',
        key: 'uploads/audio/u-1',
        conditions,
        fields: { 'Content-Type': 'audio/mpeg' },
        expires: 900,
        signingDate: new Date(),
      },
      ours,
    );
    expect(actual).toEqual(expected);
    expect(Object.keys(actual.fields)).toEqual(Object.keys(expected.fields));
  });
});
