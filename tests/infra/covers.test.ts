/**
 * Song covers (issue 12) are public through the distribution at /covers/*, from a bucket of their
 * own that only CloudFront reads; the media bucket (masters) gets no public path.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { COVERS_PATH_PATTERN } from '../../infra/constructs/web';
import { routeList } from '../../shared/api/routes';
import { standardStack } from '../helpers/infra-stack';

const stack = standardStack();
const template = Template.fromStack(stack);
const coversId = stack.getLogicalId(stack.web.coversBucket.node.defaultChild as never);
const mediaId = stack.getLogicalId(stack.media.bucket.node.defaultChild as never);

type Statement = { Effect: string; Action: string | string[]; Principal?: unknown; Resource: unknown };
const bucketPolicyStatements = (bucketId: string): Statement[] =>
  Object.values(template.findResources('AWS::S3::BucketPolicy'))
    .filter((p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);

const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
  Origins: Array<{ Id: string; DomainName: unknown; OriginAccessControlId?: unknown }>;
  CacheBehaviors: Array<{ PathPattern: string; TargetOriginId: string; CachePolicyId: unknown; ViewerProtocolPolicy: string }>;
};
const originOf = (bucketId: string) => distribution.Origins.filter((o) => JSON.stringify(o.DomainName).includes(`"${bucketId}"`));

describe('song covers through the CDN', () => {
  it(`serves ${COVERS_PATH_PATTERN} from the covers bucket through origin access control, cached, HTTPS only`, () => {
    const behaviour = distribution.CacheBehaviors.find((b) => b.PathPattern === COVERS_PATH_PATTERN);
    expect(behaviour).toBeDefined();
    const [origin] = originOf(coversId);
    expect(origin).toBeDefined();
    expect(behaviour!.TargetOriginId).toBe(origin!.Id);
    expect(origin!.OriginAccessControlId).toBeDefined();
    // CachingOptimized, the managed policy that caches (the API's behaviour uses CachingDisabled).
    expect(behaviour!.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    expect(behaviour!.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('keeps the covers bucket private: public access blocked, read only by CloudFront for this distribution', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const covers = template.findResources('AWS::S3::Bucket')[coversId]!;
    expect(covers.Properties.PublicAccessBlockConfiguration.RestrictPublicBuckets).toBe(true);
    const allows = bucketPolicyStatements(coversId).filter((s) => s.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) {
      expect(allow.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(allow.Action).toBe('s3:GetObject');
    }
  });

  it('lets the avatar routes put and delete objects under covers/avatars/ only', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
      .filter((s) => JSON.stringify(s.Resource).includes(`"${coversId}"`) && JSON.stringify(s.Resource).includes('/covers/avatars/*'));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect([statement.Action].flat().sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
  });

  it('gives the media bucket (masters) no path through the distribution and no reader in its policy', () => {
    expect(originOf(mediaId)).toEqual([]);
    expect(bucketPolicyStatements(mediaId).filter((s) => s.Effect === 'Allow')).toEqual([]);
  });

  it('lets only the media-managing routes (back office songs, studio uploads, stems) put and delete covers, and tells them the bucket name', () => {
    const managing = routeList.filter((r) => r.access.media === 'manage');
    expect(managing.length).toBeGreaterThan(0);
    const coverGrants = Object.values(template.findResources('AWS::IAM::Policy')).filter(
      (p) =>
        JSON.stringify(p.Properties.PolicyDocument).includes(`"${coversId}"`) &&
        !JSON.stringify(p.Properties.PolicyDocument).includes('/covers/avatars/*'),
    );
    // One grant per group of media-managing routes (the songs back office, the licence tiers' stems routes).
    expect(coverGrants.length).toBeGreaterThan(0);
    for (const grant of coverGrants) {
      const statement = (grant.Properties.PolicyDocument.Statement as Statement[]).find((s) =>
        JSON.stringify(s.Resource).includes(`"${coversId}"`),
      )!;
      expect([statement.Action].flat().sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    }
    for (const route of [...managing, ...routeList.filter((r) => r.access.media === 'avatar')]) {
      const fn = stack.api.functions.get(route.id)!;
      const fnId = fn.stack.getLogicalId(fn.node.defaultChild as never);
      const variables = Template.fromStack(fn.stack).findResources('AWS::Lambda::Function')[fnId]!.Properties.Environment.Variables;
      expect(Object.keys(variables as object)).toContain('COVERS_BUCKET');
    }
  });
});
