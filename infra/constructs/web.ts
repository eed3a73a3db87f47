import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseHeadersPolicyProps,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_KEY, VIEWER_ADDRESS_HEADER } from '../../functions/lib/client-address';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

export interface WebProps {
  /** Host name of the HTTP API's endpoint (no scheme, no path). */
  readonly apiDomainName: string;
  /** The Vite build output; deployed only if it holds an index.html at synth time. */
  readonly distDir: string;
  /** Receives the web bucket's server access logs and the distribution's standard logs. */
  readonly accessLogsBucket: IBucket;
}

/** The SPA's Content-Security-Policy: one constant shared with the local gateway (see shared/csp.ts). */
export { CONTENT_SECURITY_POLICY } from '../../shared/csp';

/**
 * For API answers: JSON loads nothing and is framed by nobody. Not forced over the origin's own
 * header, so the HTML routes (/api/docs) keep the CSP their route declares.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * SPA fallback as a viewer-request function on the default behaviour only: a path whose last
 * segment has no extension is a client-side route and gets /index.html. Distribution-wide error
 * responses would also rewrite the API's JSON 404s into the HTML shell.
 */
const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The viewer's address for the API's rate limits. Behind CloudFront the API sees an edge server's
 * address, so a viewer-request function writes the viewer's own (`event.viewer.ip`) into
 * X-Viewer-Address, replacing whatever the client sent; the origin request policy forwards it.
 * The API trusts it only next to the X-Origin-Verify secret (functions/lib/client-address.ts).
 */
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/** Long-lived caching for Vite's content-hashed files; everything else is revalidated. */
const HASHED_ASSETS = 'assets/*';

/** Path pattern of song covers on the distribution; the covers bucket's keys start with the same `covers/`. */
export const COVERS_PATH_PATTERN = '/covers/*';

/**
 * The private web bucket, the private covers bucket and the CloudFront distribution in front of
 * them and of the API. Covers live in their own bucket, not the media bucket: the media bucket's
 * CORS rule names the distribution's domain, so a distribution origin on it would be a dependency
 * loop, and the media bucket (masters) keeps no public path at all.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  /** Song cover images (`covers/<songId>/<id>.jpg|png`), readable only through the distribution (OAC). */
  readonly coversBucket: Bucket;
  readonly distribution: Distribution;
  /** The value CloudFront sends to the API as X-Origin-Verify; route functions read it to trust X-Viewer-Address. */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.originVerifySecret = new Secret(this, 'OriginVerify', {
      description: 'Sent by CloudFront to the API as X-Origin-Verify: proves a request came through the distribution',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: ORIGIN_VERIFY_KEY,
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    NagSuppressions.addResourceSuppressions(this.originVerifySecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront reads the value at deploy time through a dynamic reference, so a rotation Lambda would leave the distribution ' +
          'sending the old value until the next deploy and lock every viewer out of the API; it is rotated by a deploy instead.',
      },
    ]);

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Pass the viewer address to the API for its rate limits',
    });

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'web/',
      // Build output is reproducible, but a non-empty bucket cannot be deleted by CloudFormation.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.coversBucket = new Bucket(this, 'CoversBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'covers/',
      // Covers are uploaded by admins and cannot be regenerated from the build.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for extension-less SPA paths',
    });

    // The site and the API differ only in their referrer policy and CSP.
    const headersPolicy = (
      id: string,
      comment: string,
      referrerPolicy: HeadersReferrerPolicy,
      csp: { contentSecurityPolicy: string; override: boolean },
      customHeadersBehavior?: ResponseHeadersPolicyProps['customHeadersBehavior'],
    ) =>
      new ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: {
          strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
          referrerPolicy: { referrerPolicy, override: true },
          contentSecurityPolicy: csp,
        },
        customHeadersBehavior,
      });
    const securityHeaders = headersPolicy(
      'SecurityHeaders',
      'HSTS, CSP, nosniff, frame DENY, strict referrer',
      HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      { customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }] },
    );
    const apiSecurityHeaders = headersPolicy(
      'ApiSecurityHeaders',
      'API: HSTS, nosniff, frame DENY, no referrer, CSP default-src none unless the route sets one',
      HeadersReferrerPolicy.NO_REFERRER,
      { contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, override: false },
    );

    // One origin access control signs CloudFront's reads of both private buckets.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', { signing: Signing.SIGV4_ALWAYS });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Music marketplace: SPA and /api/*',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes the South Asian edge locations the marketplace's buyers are served from.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Covers change key when replaced (a new id), so a cached cover is never stale.
        [COVERS_PATH_PATTERN]: {
          origin: S3BucketOrigin.withOriginAccessControl(this.coversBucket, { originAccessControl }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // A CloudFormation dynamic reference: the value never appears in the template.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originVerifySecret.secretValueFromJson(ORIGIN_VERIFY_KEY).unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host header; every other header (X-Viewer-Address included),
          // cookie and query string passes.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiSecurityHeaders,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The marketplace sells to buyers anywhere; no country is excluded by the business, so there is no geo restriction to set.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront WAF web ACL must live in us-east-1 (a second stack); until then the API enforces per-client rate limits on ' +
          'login, licence verification and registration, and the HTTP API stage has a throttle ceiling.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution serves its default *.cloudfront.net certificate, for which CloudFront fixes the minimum TLS version; ' +
          'a custom domain with an ACM certificate (TLSv1.2_2021) is account setup outside this stack.',
      },
    ]);

    if (existsSync(join(props.distDir, 'index.html'))) {
      this.deploySite(props.distDir);
    } else {
      Annotations.of(this).addWarningV2(
        'marketplace:web-dist-missing',
        `${props.distDir}/index.html not found: the site is not deployed. Run \`npm run build\` before \`cdk deploy\`.`,
      );
    }
  }

  /**
   * Uploads the build in two passes so a browser never gets a new index.html that points at
   * assets not yet uploaded. Both BucketDeployments share one singleton Lambda: the only function
   * in the stack that is not a route, and it is justified because CloudFormation cannot copy files.
   */
  private deploySite(distDir: string): void {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(distDir)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [HASHED_ASSETS],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Old hashed files stay for browsers still running the previous build.
      prune: false,
      memoryLimit: 512,
    });

    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [Source.asset(distDir)],
      destinationBucket: this.bucket,
      exclude: [HASHED_ASSETS],
      cacheControl: [CacheControl.fromString('no-cache')],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    shell.node.addDependency(assets);

    // The two deployments share CDK's singleton copy function, created at the stack's root.
    const copier = Stack.of(this).node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    NagSuppressions.addResourceSuppressions(
      copier,
      [
        { id: 'AwsSolutions-IAM4', reason: "CDK's BucketDeployment function: its role and managed policy are the construct's own." },
        {
          id: 'AwsSolutions-IAM5',
          reason: "CDK's BucketDeployment grants: read the CDK asset bucket's objects and write any key of the web bucket it syncs.",
        },
        { id: 'AwsSolutions-L1', reason: "CDK's BucketDeployment picks the runtime of its own function." },
      ],
      true,
    );
  }
}
