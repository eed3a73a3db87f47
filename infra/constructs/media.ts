import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { UPLOADS_PREFIX } from '../../shared/api/songs-admin';
import { EXPORTS_PREFIX } from '../../shared/constants';

export interface MediaProps {
  /** The one browser origin allowed to use presigned URLs (`https://…`, no trailing slash). */
  readonly siteOrigin: string;
  /** Receives the bucket's server access logs. */
  readonly accessLogsBucket: IBucket;
}

/**
 * The private media bucket: masters, preview clips, licence PDFs, uploads. Nothing in it is
 * public; the browser reaches objects only through short-lived presigned URLs.
 */
export class Media extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'media/',
      cors: [
        {
          // Presigned POST (uploads), PUT and GET (previews, downloads) straight from the SPA.
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Content-Length', 'Content-Range', 'Accept-Ranges'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        // Versioning guards against accidental overwrites; old versions need not live forever.
        { noncurrentVersionExpiration: Duration.days(90) },
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        // Presigned uploads (functions/media/uploads.ts) that never became a song, and the copies
        // a song's creation leaves: `uploads/` is scratch space, emptied after a day.
        { id: 'ExpireUploads', prefix: UPLOADS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // Exports (the orders CSV) are read once through a 5-minute link: gone after a day.
        { id: 'ExpireExports', prefix: EXPORTS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
