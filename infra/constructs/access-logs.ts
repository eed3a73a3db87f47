import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** How long S3 server access logs and CloudFront's standard logs are kept. */
export const ACCESS_LOG_RETENTION_DAYS = 90;

/**
 * The bucket that receives S3 server access logs (media and web buckets) and CloudFront's
 * standard logs: who fetched which object, for an incident or an abuse report.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logging writes with ACLs, which BUCKET_OWNER_ENFORCED would refuse.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS) }],
      // Logs are evidence; they expire by the lifecycle rule, not with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.bucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging its own writes into itself would loop.' },
    ]);
  }
}
