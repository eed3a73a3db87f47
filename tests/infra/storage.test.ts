import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/data/table-definition';
import { MarketplaceStack, type MarketplaceStackProps } from '../../infra/marketplace-stack';
import { infraApp, NO_WEB_DIST, standardStack } from '../helpers/infra-stack';

/** No site upload (its BucketDeployment function is web.test.ts's concern). */
function synth(context: Record<string, unknown> = {}, props: MarketplaceStackProps = {}): Template {
  return Template.fromStack(new MarketplaceStack(infraApp(context), 'Marketplace', { webDistDir: NO_WEB_DIST, ...props }));
}

const template = Template.fromStack(standardStack());
const mediaBucket = () => {
  const buckets = template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } });
  expect(Object.keys(buckets)).toHaveLength(1);
  return Object.entries(buckets)[0]!;
};

describe('DynamoDB table', () => {
  it('is the single on-demand table built from table-definition.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GSIS.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('has point-in-time recovery, deletion protection and TTL on expiresAt', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
  });

  it('is retained when the stack is deleted or the table replaced', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('media bucket', () => {
  it('blocks all public access, is versioned, S3-encrypted and retained', () => {
    const [, bucket] = mediaBucket();
    expect(bucket).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      },
    });
  });

  it('denies every request that does not use TLS', () => {
    const [bucketId] = mediaBucket();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('allows presigned GET, PUT and POST from the CloudFront site origin only', () => {
    const [, bucket] = mediaBucket();
    const rules = bucket.Properties.CorsConfiguration.CorsRules as Array<Record<string, any>>;
    expect(rules).toHaveLength(1);
    expect(rules[0]!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT', 'POST']));
    expect(rules[0]!.AllowedOrigins).toEqual([
      { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]] },
    ]);
  });

  it("lets the browser PUT stems parts and read each part's ETag, which completing a multipart upload needs", () => {
    const [, bucket] = mediaBucket();
    const [rule] = bucket.Properties.CorsConfiguration.CorsRules as Array<Record<string, any>>;
    expect(rule!.AllowedMethods).toContain('PUT');
    expect(rule!.ExposedHeaders).toContain('ETag');
  });

  it("aborts a stems upload left unfinished under any prefix, the song's stems key included", () => {
    const [, bucket] = mediaBucket();
    const rules = bucket.Properties.LifecycleConfiguration.Rules as Array<Record<string, any>>;
    const abort = rules.find((r) => r.AbortIncompleteMultipartUpload);
    expect(abort?.AbortIncompleteMultipartUpload).toEqual({ DaysAfterInitiation: 7 });
    expect(abort?.Status).toBe('Enabled');
    expect(abort?.Prefix).toBeUndefined();
    expect(abort?.TagFilters).toBeUndefined();
  });

  it('uses the siteUrl context as the only CORS origin and SITE_URL when given', () => {
    const custom = synth({ siteUrl: 'https://music.example.org/' });
    custom.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://music.example.org'] })] },
    });
    custom.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://music.example.org' }) },
    });
  });
});

describe('JWT secret', () => {
  const jwtSecretIds = () =>
    Object.keys(
      template.findResources('AWS::SecretsManager::Secret', {
        Properties: { GenerateSecretString: Match.objectLike({ GenerateStringKey: 'jwtSecret' }) },
      }),
    );

  it('is generated by Secrets Manager as {"jwtSecret": <64 chars without punctuation>}', () => {
    expect(jwtSecretIds()).toHaveLength(1);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: {
        SecretStringTemplate: '{}',
        GenerateStringKey: 'jwtSecret',
        PasswordLength: 64,
        ExcludePunctuation: true,
      },
    });
  });

  it('is passed to functions by ARN, never by value', () => {
    const [secretId] = jwtSecretIds();
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ JWT_SECRET_ARN: { Ref: secretId } }) },
    });
  });
});
