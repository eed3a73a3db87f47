/**
 * The media bucket's rules for the songs back office (issue 12): presigned uploads are scratch
 * space emptied after a day, the browser may POST to the bucket from the site, and nothing in the
 * bucket (a master least of all) is readable without a presigned URL.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { UPLOADS_PREFIX } from '../../shared/api/songs-admin';
import { EXPORTS_PREFIX } from '../../shared/constants';
import { standardStack } from '../helpers/infra-stack';

const template = Template.fromStack(standardStack());
const [mediaId, media] = Object.entries(
  template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }),
)[0]!;

describe('media bucket rules for uploads', () => {
  it(`expires everything under ${UPLOADS_PREFIX} (and its old versions) after a day`, () => {
    const rules = media.Properties.LifecycleConfiguration.Rules as Array<Record<string, unknown>>;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: UPLOADS_PREFIX,
        Status: 'Enabled',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    );
  });

  it(`expires the generated exports under ${EXPORTS_PREFIX} (and their old versions) after a day`, () => {
    const rules = media.Properties.LifecycleConfiguration.Rules as Array<Record<string, unknown>>;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: EXPORTS_PREFIX,
        Status: 'Enabled',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    );
  });

  it("lets the site's browser POST a presigned upload to the bucket", () => {
    const [rule] = media.Properties.CorsConfiguration.CorsRules as Array<{ AllowedMethods: string[]; AllowedHeaders: string[] }>;
    expect(rule!.AllowedMethods).toContain('POST');
    expect(rule!.AllowedHeaders).toEqual(['*']);
  });

  it('keeps every object private: public access blocked, and no bucket policy lets anyone read without a signature', () => {
    expect(media.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')).filter(
      (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: mediaId }),
    );
    const allows = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Effect: string }>)
      .filter((s) => s.Effect === 'Allow');
    expect(allows).toEqual([]);
  });
});
