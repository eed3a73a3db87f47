/**
 * Presigned links (functions/media/storage.ts `presignGet`, functions/media/uploads.ts
 * `presignUpload`) against expectations from the SDK itself: for the same bucket, key, options,
 * credentials and instant, `getSignedUrl` and `createPresignedPost` on a client configured as
 * documented must give the same link, on AWS's endpoints (a dotted bucket name path-style, so the
 * TLS certificate matches; the China partition's amazonaws.com.cn), with a session token, and on a
 * local path-style endpoint. The TTLs, Content-Disposition, size range and type condition are checked
 * as the API promises them.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

const AT = new Date('2026-11-25T10:11:12.000Z');
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SESSION = { ...CREDENTIALS, sessionToken: 'IQoJb3JpZ2luX2VjE//session+token=' };

interface Setup {
  name: string;
  region: string;
  bucket: string;
  credentials: typeof CREDENTIALS & { sessionToken?: string };
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Where the SDK addresses this bucket: the link's origin and the path prefix before the key. */
  origin: string;
  prefix: string;
}
const SETUPS: Setup[] = [
  {
    name: 'AWS us-east-1',
    region: 'us-east-1',
    bucket: 'media-bucket-1',
    credentials: CREDENTIALS,
    origin: 'https://media-bucket-1.s3.us-east-1.amazonaws.com',
    prefix: '',
  },
  {
    name: 'AWS eu-west-1 with a session token',
    region: 'eu-west-1',
    bucket: 'media-bucket-1',
    credentials: SESSION,
    origin: 'https://media-bucket-1.s3.eu-west-1.amazonaws.com',
    prefix: '',
  },
  {
    name: 'a dotted bucket name (path-style: *.s3 certificates do not cover dots)',
    region: 'us-east-1',
    bucket: 'media.example.com',
    credentials: SESSION,
    origin: 'https://s3.us-east-1.amazonaws.com',
    prefix: '/media.example.com',
  },
  {
    name: 'a cn-north-1 stack (amazonaws.com.cn)',
    region: 'cn-north-1',
    bucket: 'media-bucket-1',
    credentials: SESSION,
    origin: 'https://media-bucket-1.s3.cn-north-1.amazonaws.com.cn',
    prefix: '',
  },
  {
    name: 'the local path-style endpoint',
    region: 'us-east-1',
    bucket: 'media-bucket-1',
    credentials: CREDENTIALS,
    endpoint: 'http://127.0.0.1:4569',
    forcePathStyle: true,
    origin: 'http://127.0.0.1:4569',
    prefix: '/media-bucket-1',
  },
];

setFunctionEnv();

/** The functions' storage modules, imported fresh under the setup's environment (they read it at import). */
async function functionsFor(setup: Setup) {
  vi.resetModules();
  for (const name of ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3', 'AWS_SESSION_TOKEN']) delete process.env[name];
  Object.assign(process.env, {
    MEDIA_BUCKET: setup.bucket,
    AWS_REGION: setup.region,
    AWS_ACCESS_KEY_ID: setup.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: setup.credentials.secretAccessKey,
    ...(setup.credentials.sessionToken ? { AWS_SESSION_TOKEN: setup.credentials.sessionToken } : {}),
    ...(setup.endpoint ? { AWS_ENDPOINT_URL_S3: setup.endpoint } : {}),
    S3_FORCE_PATH_STYLE: String(setup.forcePathStyle ?? false),
  });
  const storage = await import('../../functions/media/storage');
  const uploads = await import('../../functions/media/uploads');
  return { ...storage, ...uploads };
}

/** The SDK's own client for the setup, configured explicitly (no environment). */
const sdkClient = (setup: Setup) =>
  new S3Client({
    region: setup.region,
    credentials: setup.credentials,
    endpoint: setup.endpoint,
    forcePathStyle: setup.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

const KEYS = ['songs/s-1/preview.mp3', "licenses/42/LIC A+B (1)!'*~.pdf", 'covers/ünïcødé/日本語.png', 'uploads/audio/x%2Fy=z&w'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT);
});
afterEach(() => vi.useRealTimers());

describe.each(SETUPS)('presigned links, $name', (setup) => {
  it.each(KEYS)('signs a GET of %s as getSignedUrl does, at the address the SDK chooses', async (key) => {
    const { presignGet, PREVIEW_URL_TTL_SECONDS, DOWNLOAD_URL_TTL_SECONDS } = await functionsFor(setup);
    const sdk = sdkClient(setup);
    const name = `Song "A"\\${key.split('/').pop()}`;
    const cases = [
      { ours: { expiresIn: PREVIEW_URL_TTL_SECONDS, contentType: 'audio/mpeg' }, theirs: { ResponseContentType: 'audio/mpeg' } },
      {
        ours: { expiresIn: DOWNLOAD_URL_TTL_SECONDS, contentType: 'application/pdf', attachmentName: name },
        theirs: {
          ResponseContentType: 'application/pdf',
          // Quotes and backslashes dropped; non-ASCII as _ in filename and percent-encoded in filename*.
          ResponseContentDisposition: `attachment; filename="${name.replace(/["\\]/g, '').replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name.replace(/["\\]/g, ''))}`,
        },
      },
    ];
    for (const { ours, theirs } of cases) {
      const expected = await getSignedUrl(
        sdk,
        new GetObjectCommand({ Bucket: setup.bucket, Key: key, ResponseCacheControl: 'private, max-age=300', ...theirs }),
        { expiresIn: ours.expiresIn, signingDate: AT },
      );
      const { url, expiresAt } = await presignGet(key, ours);
      expect(url).toBe(expected);
      expect(expiresAt).toBe(new Date(AT.valueOf() + ours.expiresIn * 1000).toISOString());
      const parsed = new URL(url);
      expect(parsed.origin).toBe(setup.origin);
      expect(decodeURIComponent(parsed.pathname)).toBe(`${setup.prefix}/${key}`);
      expect(parsed.searchParams.get('X-Amz-Expires')).toBe(String(ours.expiresIn));
      expect(parsed.searchParams.get('X-Amz-Credential')).toMatch(new RegExp(`/${setup.region}/s3/aws4_request$`));
      expect(parsed.searchParams.has('x-amz-checksum-mode')).toBe(false);
    }
  });

  it('signs an upload form as createPresignedPost does, pinning the key, the type and the size range for 15 minutes', async () => {
    const { presignUpload, UPLOAD_URL_TTL_SECONDS } = await functionsFor(setup);
    const expected = await createPresignedPost(sdkClient(setup), {
      Bucket: setup.bucket,
      Key: 'uploads/audio/u-1',
      Conditions: [
        ['content-length-range', 1, 20 * 1024 * 1024],
        ['eq', '$Content-Type', 'audio/mpeg'],
      ],
      Fields: { 'Content-Type': 'audio/mpeg' },
      Expires: UPLOAD_URL_TTL_SECONDS,
    });
    const actual = await presignUpload({ key: 'uploads/audio/u-1', contentType: 'audio/mpeg', maxBytes: 20 * 1024 * 1024 });
    expect(actual).toEqual({ ...expected, expiresAt: new Date(AT.valueOf() + 15 * 60 * 1000).toISOString() });
    expect(Object.keys(actual.fields)).toEqual(Object.keys(expected.fields));
    expect(new URL(actual.url).origin).toBe(setup.origin);
    const policy = JSON.parse(Buffer.from(actual.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2026-11-25T10:26:12Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 20 * 1024 * 1024],
        ['eq', '$Content-Type', 'audio/mpeg'],
        { key: 'uploads/audio/u-1' },
      ]),
    );
  });
});
