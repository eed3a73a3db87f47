import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, describe, expect, it } from 'vitest';
import { routeList } from '../../shared/api/routes';
import { MarketplaceStack, type MarketplaceStackProps } from '../../infra/marketplace-stack';
import { INLINE_SCRIPT_HASHES } from '../../shared/csp';
import { infraApp, NO_WEB_DIST, standardStack } from '../helpers/infra-stack';

const build = (props: MarketplaceStackProps): MarketplaceStack =>
  new MarketplaceStack(infraApp(), 'Marketplace', { webDistDir: NO_WEB_DIST, ...props });

const template = Template.fromStack(standardStack());
const distributionConfig = () =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, any>;
const apiBehaviour = () => (distributionConfig().CacheBehaviors as Array<Record<string, any>>).find((b) => b.PathPattern === '/api/*')!;

const headersPolicies = () => Object.entries(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
const apiHeadersPolicy = () => headersPolicies().find(([id]) => id.includes('ApiSecurityHeaders'))!;
const siteHeadersPolicy = () => headersPolicies().find(([id]) => !id.includes('ApiSecurityHeaders'))!;

/** Runs the SPA rewrite function's own code the way CloudFront would. */
/** The SPA fallback among the distribution's functions (the API behaviour has its own). */
const spaRewriteId = () =>
  Object.entries(template.findResources('AWS::CloudFront::Function')).find(([, f]) =>
    String(f.Properties.FunctionConfig?.Comment).includes('/index.html'),
  )![0];

function rewrite(uri: string): string {
  const fn = template.findResources('AWS::CloudFront::Function')[spaRewriteId()];
  const code = fn!.Properties.FunctionCode as string;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the CloudFront function's own source, as CloudFront does.
  const handler = new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET', headers: {}, querystring: {} } }).uri;
}

describe('CloudFront distribution', () => {
  it('reads the private web bucket through an Origin Access Control, never an OAI', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    const s3Origin = (distributionConfig().Origins as Array<Record<string, any>>).find((o) => o.S3OriginConfig)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
  });

  it('keeps the web bucket private and TLS-only, readable by this distribution only', () => {
    // The one bucket without CORS that logs its access under web/ (the covers bucket logs under covers/).
    const webBuckets = template.findResources('AWS::S3::Bucket', {
      Properties: { CorsConfiguration: Match.absent(), LoggingConfiguration: { LogFilePrefix: 'web/' } },
    });
    expect(Object.keys(webBuckets)).toHaveLength(1);
    const [bucketId, bucket] = Object.entries(webBuckets)[0]!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('serves the SPA over HTTPS with compression from the default behaviour', () => {
    expect(distributionConfig().DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
    });
  });

  it('forwards /api/* uncached, with every method and viewer header except Host, to the HTTP API', () => {
    const behaviour = apiBehaviour();
    expect(behaviour).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(behaviour.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    const origin = (distributionConfig().Origins as Array<Record<string, any>>).find((o) => o.Id === behaviour.TargetOriginId)!;
    const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(JSON.stringify(origin.DomainName)).toContain(`{"Ref":"${apiId}"}`);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('has no distribution-wide error responses that would turn API 404s into the HTML shell', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('rewrites extension-less paths to /index.html on the default behaviour only', () => {
    const fnId = spaRewriteId();
    expect(distributionConfig().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    expect(JSON.stringify(apiBehaviour().FunctionAssociations ?? [])).not.toContain(fnId);

    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/songs/01HZX')).toBe('/index.html');
    expect(rewrite('/admin/orders/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('adds HSTS, nosniff, frame DENY, a strict referrer and a CSP fit for the SPA and S3 media', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true, AccessControlMaxAgeSec: Match.anyValue() }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      },
    });
    const policy = siteHeadersPolicy()[1];
    const csp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name!, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", ...INLINE_SCRIPT_HASHES, 'https://www.googletagmanager.com']);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('media-src')).toEqual(["'self'", 'https://*.amazonaws.com', 'blob:']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://*.amazonaws.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directives.get('frame-src')).toEqual(['https://*.amazonaws.com']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);

    expect(distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: siteHeadersPolicy()[0] });
  });

  it('gives /api/* its own headers: HSTS, nosniff, frame DENY, no referrer, and a CSP that loads and frames nothing unless the route sets its own', () => {
    const [apiPolicyId, apiPolicy] = apiHeadersPolicy();
    expect(apiBehaviour().ResponseHeadersPolicyId).toEqual({ Ref: apiPolicyId });
    const config = apiPolicy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(config.StrictTransportSecurity).toEqual(expect.objectContaining({ Override: true, IncludeSubdomains: true }));
    expect(config.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(config.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(config.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    // Not forced: /api/docs answers HTML with the CSP its route declares.
    expect(config.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: false });
    expect(apiPolicy.Properties.ResponseHeadersPolicyConfig.CorsConfig).toBeUndefined();
  });

  it('adds no CORS headers anywhere: the SPA and its API share one origin', () => {
    for (const policy of Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))) {
      expect(policy.Properties.ResponseHeadersPolicyConfig.CorsConfig).toBeUndefined();
    }
    expect(distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId).not.toEqual({ Ref: apiHeadersPolicy()[0] });
  });
});

describe('site upload', () => {
  const builtDist = mkdtempSync(join(tmpdir(), 'marketplace-web-dist-'));
  mkdirSync(join(builtDist, 'assets'));
  writeFileSync(join(builtDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(builtDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  afterAll(() => rmSync(builtDist, { recursive: true, force: true }));

  // Beside one function per route, the table stream's after-commit consumer (tests/infra/after-commit.test.ts).
  const functionsBesideRoutes = 1;

  it('warns and deploys nothing when the web build is missing', () => {
    const stack = standardStack();
    const withoutSite = Template.fromStack(stack);
    withoutSite.resourceCountIs('Custom::CDKBucketDeployment', 0);
    withoutSite.resourceCountIs('AWS::Lambda::Function', routeList.length + functionsBesideRoutes);
    Annotations.fromStack(stack).hasWarning('/Marketplace/Web', Match.stringLikeRegexp('index.html not found'));
  });

  it('uploads the build and invalidates the distribution when index.html exists, with one extra function', () => {
    const withSite = Template.fromStack(build({ webDistDir: builtDist }));
    // BucketDeployment's singleton Lambda is the one function the site adds.
    withSite.resourceCountIs('AWS::Lambda::Function', routeList.length + functionsBesideRoutes + 1);
    withSite.resourceCountIs('Custom::CDKBucketDeployment', 2);
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionId: { Ref: Match.stringLikeRegexp('^WebDistribution') },
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });
});
