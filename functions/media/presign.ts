/**
 * Presigned S3 links without the S3 client. A presigned GET or PUT is one SigV4 query signature and a
 * presigned POST one HMAC over a policy: the signer, the credentials, the region and the hash are
 * the ones the DynamoDB client every route creates has already loaded and resolved. The S3 SDK
 * (its client, endpoint rules and XML protocol, about 180 KB) is then loaded only by routes that
 * really call S3, and the hottest route (a preview link) never pays for it.
 *
 * The links are the SDK's own, byte for byte: tests/unit/presign.test.ts compares them with
 * `getSignedUrl` and `createPresignedPost` for the same inputs, on AWS endpoints and on a local one.
 */
import { buildQueryString } from '@smithy/core/protocols';
import { createScope, getSigningKey, SignatureV4 } from '@smithy/signature-v4';

/** What signing needs (storage.ts passes the table client's resolved configuration). */
export interface SigningConfig {
  credentials: () => Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken?: string }>;
  region: () => Promise<string>;
  sha256: ConstructorParameters<typeof SignatureV4>[0]['sha256'];
  /** A custom S3 endpoint (the local stack's), path-style or not; AWS's regional endpoint when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
}

/** RFC 3986 escaping, as the SDK escapes path segments and query values. */
const escape = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface ObjectRequest {
  protocol: string;
  hostname: string;
  port?: number;
  /** The object's path, escaped. */
  path: string;
}

/** Where an object is addressed: virtual-hosted on AWS, path-style on the local stack. */
function objectRequest(config: SigningConfig, region: string, bucket: string, key?: string): ObjectRequest {
  const keyPath = key === undefined ? '' : `/${key.split('/').map(escape).join('/')}`;
  if (config.endpoint) {
    const url = new URL(config.endpoint);
    const base = url.pathname.replace(/\/$/, '');
    const port = url.port ? Number(url.port) : undefined;
    return config.forcePathStyle
      ? { protocol: url.protocol, hostname: url.hostname, port, path: `${base}/${bucket}${keyPath}` }
      : { protocol: url.protocol, hostname: `${bucket}.${url.hostname}`, port, path: `${base}${keyPath || '/'}` };
  }
  return { protocol: 'https:', hostname: `${bucket}.s3.${region}.amazonaws.com`, path: keyPath || '/' };
}

/** The Host header: the hostname, and the port when there is one. */
const hostOf = (r: ObjectRequest): string => `${r.hostname}${r.port ? `:${r.port}` : ''}`;

export interface PresignInput {
  bucket: string;
  key: string;
  expiresIn: number;
  /** `response-*` overrides S3 answers a GET with (content type, disposition, cache control). */
  responseContentType?: string;
  responseContentDisposition?: string;
  responseCacheControl?: string;
  signingDate?: Date;
}

/**
 * A presigned GET (or PUT) of one object, as the SDK's `getSignedUrl(client, new GetObjectCommand(…))`
 * (or `PutObjectCommand`) makes it. A PUT's Content-Type is left unsigned, as the SDK leaves it.
 */
export async function presignObject(method: 'GET' | 'PUT', input: PresignInput, config: SigningConfig): Promise<string> {
  const region = await config.region();
  const target = objectRequest(config, region, input.bucket, input.key);
  const query: Record<string, string> = { 'x-id': method === 'GET' ? 'GetObject' : 'PutObject' };
  if (input.responseCacheControl !== undefined) query['response-cache-control'] = input.responseCacheControl;
  if (input.responseContentDisposition !== undefined) query['response-content-disposition'] = input.responseContentDisposition;
  if (input.responseContentType !== undefined) query['response-content-type'] = input.responseContentType;
  const signer = new SignatureV4({
    credentials: config.credentials,
    region,
    service: 's3',
    sha256: config.sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.presign(
    {
      method,
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      path: target.path,
      query,
      headers: { host: hostOf(target), 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      expiresIn: input.expiresIn,
      signingDate: input.signingDate,
      unsignableHeaders: new Set(['content-type']),
      unhoistableHeaders: new Set(),
    },
  );
  return `${target.protocol}//${hostOf(target)}${target.path}?${buildQueryString(signed.query as Record<string, string>)}`;
}

/** A POST policy condition: an exact field, `['eq' | 'starts-with', '$field', value]` or a size range. */
export type PostCondition = Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PresignPostInput {
  bucket: string;
  key: string;
  /** Seconds the form stays valid. */
  expires: number;
  conditions?: PostCondition[];
  fields?: Record<string, string>;
  signingDate?: Date;
}

const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A presigned POST form (URL and fields), as the SDK's `createPresignedPost` makes it. */
export async function presignPostObject(
  input: PresignPostInput,
  config: SigningConfig,
): Promise<{ url: string; fields: Record<string, string> }> {
  const now = input.signingDate ?? new Date();
  const signingDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const region = await config.region();
  const credentials = await config.credentials();
  const fields: Record<string, string> = {
    ...input.fields,
    bucket: input.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${createScope(shortDate, region, 's3')}`,
    'X-Amz-Date': signingDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  // Unique conditions, in the SDK's order: the caller's, then one per field, then the key.
  const conditions = new Set<string>();
  for (const condition of input.conditions ?? []) conditions.add(JSON.stringify(condition));
  for (const [k, v] of Object.entries(fields)) conditions.add(JSON.stringify({ [k]: v }));
  conditions.add(JSON.stringify({ key: input.key }));
  const policy = Buffer.from(
    JSON.stringify({
      expiration: iso8601(new Date(now.valueOf() + input.expires * 1000)),
      conditions: [...conditions].map((c) => JSON.parse(c) as unknown),
    }),
    'utf8',
  ).toString('base64');
  const signingKey = await getSigningKey(config.sha256, credentials, shortDate, region, 's3');
  const hash = new config.sha256(signingKey);
  hash.update(Buffer.from(policy, 'utf8'));
  const signature = Buffer.from(await hash.digest()).toString('hex');
  const target = objectRequest(config, region, input.bucket);
  return {
    url: `${target.protocol}//${hostOf(target)}${target.path}`,
    fields: { ...fields, key: input.key, Policy: policy, 'X-Amz-Signature': signature },
  };
}
