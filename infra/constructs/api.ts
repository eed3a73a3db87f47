import { relative } from 'node:path';
import { AssetHashType, type CfnResource, DockerImage, Duration, NestedStack, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, type HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { type AuthLevel, DEFAULT_ROUTE_TIMEOUT_SECONDS, type RouteAccess, type RouteDef } from '../../shared/api/routes';
import { partitions } from '../../functions/data/keys';
import { GSIS } from '../../functions/data/table-definition';
import { CATALOGUE_SNAPSHOT_KEY, EXPORTS_PREFIX } from '../../shared/constants';
import { STEMS_UPLOAD_PREFIX } from '../../shared/api/licenses';
import { type Beside, bundleHandlerSync, LAMBDA_NODE_OPTIONS, SHIPPED_MODULES } from '../bundling';
import { sendMailStatement } from './mail';

export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * A route's code: its handler bundled on this machine by esbuild (`infra/bundling.ts`), split so
 * that each `import()` is a file of its own, read only when that import runs. CDK's
 * `NodejsFunction` cannot do that: it runs esbuild with one `--outfile`, and splitting needs an
 * output folder. The asset is hashed by its output, so an unchanged bundle is not uploaded again.
 * The image and command are never run (bundling is local, it never falls back to Docker), but CDK
 * requires an image, and the command keys its asset cache: with equal bundling options every route
 * would get the first route's bundle.
 */
export function handlerCode(entry: string, projectRoot: string, beside: Beside = {}): Code {
  return Code.fromAsset(projectRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      command: ['bundle-handler', relative(projectRoot, entry), JSON.stringify(beside)],
      local: {
        tryBundle(outputDir: string): boolean {
          bundleHandlerSync(entry, outputDir, projectRoot, beside);
          return true;
        },
      },
    },
  });
}

/** What the infrastructure needs to know about a route (a `routeList` entry fits). */
export type InfraRoute = Pick<RouteDef, 'method' | 'path' | 'summary' | 'access' | 'timeoutSeconds' | 'bundleFiles'> & {
  id: string;
  /** Who calls it: decides the nested stack its API route lives in (public when absent). */
  auth?: AuthLevel;
};

/**
 * The nested stack holding the API routes of each audience. A route costs a function (in the main
 * stack, beside the shared roles, secrets and alarms) and an integration, a route and an invoke
 * permission (here): past ~90 routes one CloudFormation stack cannot hold them all (ARCHITECTURE §8).
 */
export const ROUTE_STACKS: Record<Exclude<AuthLevel, 'guest' | 'artist'>, string> = {
  public: 'PublicRoutes',
  user: 'BuyerRoutes',
  admin: 'AdminRoutes',
};

export interface ApiRoutesProps {
  readonly routes: readonly InfraRoute[];
  /** Absolute path of a route's handler module. */
  readonly entryFor: (route: InfraRoute) => string;
  /** Folder holding package.json and the lock file esbuild resolves modules from. */
  readonly projectRoot: string;
  readonly table: ITable;
  readonly mediaBucket: IBucket;
  /** Song covers, served at /covers/* by the distribution; the songs back office (`media: 'manage'`) writes them. */
  readonly coversBucket?: IBucket;
  readonly jwtSecret: ISecret;
  /** Wraps the data keys of secrets at rest: routes with `access.secrets` seal and open, mail routes open. */
  readonly secretsKey: IKey;
  /** CloudFront's X-Origin-Verify value: lets the functions trust the viewer address it forwards. */
  readonly originVerifySecret?: ISecret;
  readonly siteUrl: string;
  readonly mailFrom: string;
}

/** Template metadata keys that tie each function back to its route (read by the infra tests). */
export const ROUTE_METADATA = { id: 'marketplace:route', entry: 'marketplace:entry' } as const;

const ROUTE_MEMORY_MB = 512;

/**
 * Name of a route's access profile: routes with the same profile share one IAM role, which keeps
 * ~80 routes far below CloudFormation's 500-resource limit. E.g. `table:read`, `table:write+media:read+mail`.
 */
export function accessProfile(access: RouteAccess): string {
  return [
    `table:${access.table}`,
    access.media && `media:${access.media}`,
    access.mail && 'mail',
    access.secrets && `secrets:${access.secrets}`,
  ]
    .filter(Boolean)
    .join('+');
}

const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * The HTTP API and one Lambda per route. The API is created first and routes are added later
 * (`addRoutes`), because the functions need the site URL of a distribution that itself points at
 * this API's endpoint: API → distribution → functions → integrations/routes, no cycle.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Route id → its function. */
  readonly functions = new Map<string, LambdaFunction>();
  /** Access profile → the role shared by every route with that profile. */
  readonly roles = new Map<string, Role>();
  /** The route functions' shared log group and environment (set by `addRoutes`), for the functions beside them. */
  functionLogs?: LogGroup;
  functionEnvironment?: Record<string, string>;
  /** Audience → the nested stack of its API routes (see ROUTE_STACKS). */
  readonly routeStacks = new Map<Exclude<AuthLevel, 'guest' | 'artist'>, NestedStack>();

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Music marketplace API, reached through CloudFront at /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // A ceiling against floods and runaway clients; far above what the shop needs.
      throttle: { rateLimit: 200, burstLimit: 400 },
      // One line per request (request id, caller address, route, status, latency): who called what, for an incident.
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });
  }

  /** Host name of the API's execute-api endpoint, for CloudFront's `/api/*` origin. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** Creates one function, integration and route per entry of `props.routes`. */
  addRoutes(props: ApiRoutesProps): void {
    const scope = new Construct(this, 'Routes');

    // One log group for all route functions: a group per function would cost ~80 resources.
    // Lambda names the streams `<date>/<function name>[version]…`, so each route stays findable.
    const logGroup = new LogGroup(this, 'FunctionLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const environment = {
      TABLE_NAME: props.table.tableName,
      MEDIA_BUCKET: props.mediaBucket.bucketName,
      SITE_URL: props.siteUrl,
      JWT_SECRET_ARN: props.jwtSecret.secretArn,
      ...(props.originVerifySecret ? { ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn } : {}),
      MAIL_FROM: props.mailFrom,
      NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
    };
    this.functionLogs = logGroup;
    this.functionEnvironment = environment;

    const roleFor = (access: RouteAccess): Role => {
      const profile = accessProfile(access);
      const existing = this.roles.get(profile);
      if (existing) return existing;

      const role = new Role(this, `Role${pascal(profile)}`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Route functions with access ${profile}`,
      });
      // The equivalent of AWSLambdaBasicExecutionRole, narrowed to the one shared log group.
      logGroup.grantWrite(role);
      props.jwtSecret.grantRead(role);
      props.originVerifySecret?.grantRead(role);
      // Explicit actions instead of grantReadData: no request path may Scan (ARCHITECTURE §1).
      // The table and its named indexes, not `index/*`.
      const tableResources = [props.table.tableArn, ...GSIS.map((gsi) => `${props.table.tableArn}/index/${gsi.indexName}`)];
      if (access.table !== 'none') {
        const actions = access.table === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
        role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: tableResources }));
      }
      // endpoint() counts 5xx answers for the dashboard's System Health: every route may add to
      // the HEALTH counters and nothing else (the partition key is pinned), whatever its table access.
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [partitions.health] } },
        }),
      );
      const allow = (actions: string[], resources: string[]) => role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
      /** cdk-nag's IAM5 (wildcard resources) waived for the given resource patterns, with the reason. */
      const allowWildcards = (reason: string, resourceRegexes: string[]) =>
        NagSuppressions.addResourceSuppressions(
          role,
          [{ id: 'AwsSolutions-IAM5', reason, appliesTo: resourceRegexes.map((regex) => ({ regex })) }],
          true,
        );
      // Objects only, by the calls the functions make (and presign): no List, no bucket-level actions; Delete and Abort only for `manage`.
      if (access.media === 'read' || access.media === 'write' || access.media === 'manage') {
        const actions = {
          read: ['s3:GetObject'],
          write: ['s3:GetObject', 's3:PutObject'],
          // The songs back office and the studio also run the stems multipart upload, whose cancel aborts it.
          manage: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
        }[access.media];
        allow(actions, [props.mediaBucket.arnForObjects('*')]);
        if (access.media === 'manage' && props.coversBucket) {
          // The songs back office copies an uploaded cover into the covers bucket and deletes it with the song.
          allow(['s3:PutObject', 's3:DeleteObject'], [props.coversBucket.arnForObjects('covers/*')]);
        }
        allowWildcards(
          'Songs, previews and licence PDFs are keyed by ids created at run time (songs/<id>/…), so objects are granted by the ' +
            "bucket's object ARN with a wildcard; actions are the exact GetObject/PutObject (and, for the songs back office, DeleteObject) the functions call.",
          ['/^Resource::<MediaBucket[0-9A-F]+\\.Arn>\\/\\*$/', '/^Resource::<WebCoversBucket[0-9A-F]+\\.Arn>\\/covers\\/\\*$/'],
        );
      }
      if (access.media === 'avatar') {
        // Avatars (functions/domain/accounts/avatar.ts): the caller's upload under uploads/avatar/ is presigned, read and
        // deleted; the checked image is put in the covers bucket under covers/avatars/ and deleted when replaced or removed.
        allow(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], [props.mediaBucket.arnForObjects('uploads/avatar/*')]);
        if (props.coversBucket) allow(['s3:PutObject', 's3:DeleteObject'], [props.coversBucket.arnForObjects('covers/avatars/*')]);
        allowWildcards(
          'Avatar uploads and avatars are keyed by user and upload ids made at run time, so objects are granted by prefix (uploads/avatar/*, covers/avatars/*).',
          [
            '/^Resource::<MediaBucket[0-9A-F]+\\.Arn>\\/uploads\\/avatar\\/\\*$/',
            '/^Resource::<WebCoversBucket[0-9A-F]+\\.Arn>\\/covers\\/avatars\\/\\*$/',
          ],
        );
      }
      if (access.media === 'export') {
        // Exports (functions/domain/orders/orders-export.ts): written by multipart upload under exports/, and
        // presigned for download; an abandoned upload is aborted.
        allow(['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'], [props.mediaBucket.arnForObjects(`${EXPORTS_PREFIX}*`)]);
        allowWildcards('Each export is a new object named by a ULID made at run time, so objects are granted by prefix (exports/*).', [
          '/^Resource::<MediaBucket[0-9A-F]+\\.Arn>\\/exports\\/\\*$/',
        ]);
      }
      if (access.media === 'stems-sweep') {
        // The hourly sweep (functions/domain/licenses/stems-sweep.ts): lists and reads the stems upload
        // markers, deletes them, and deletes or aborts the ZIP of a completion that died midway.
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [props.mediaBucket.bucketArn],
            conditions: { StringLike: { 's3:prefix': [`${STEMS_UPLOAD_PREFIX}*`] } },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:GetObject', 's3:DeleteObject'],
            resources: [props.mediaBucket.arnForObjects(`${STEMS_UPLOAD_PREFIX}*`)],
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:DeleteObject', 's3:AbortMultipartUpload'],
            resources: [props.mediaBucket.arnForObjects('songs/*')],
          }),
        );
        NagSuppressions.addResourceSuppressions(
          role,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason:
                'Stems uploads are named by ULIDs made at run time, so their markers (uploads/stems/*) and ZIPs (songs/*) are granted by prefix; the list is pinned to the markers by its s3:prefix condition.',
              appliesTo: [
                { regex: '/^Resource::<MediaBucket[0-9A-F]+\\.Arn>\\/uploads\\/stems\\/\\*$/' },
                { regex: '/^Resource::<MediaBucket[0-9A-F]+\\.Arn>\\/songs\\/\\*$/' },
              ],
            },
          ],
          true,
        );
      }
      if (access.media === 'snapshot') {
        // The search index's snapshot (functions/media/catalogue-snapshot.ts) and nothing else.
        allow(['s3:GetObject', 's3:PutObject'], [props.mediaBucket.arnForObjects(CATALOGUE_SNAPSHOT_KEY)]);
      }
      if (access.mail) {
        role.addToPrincipalPolicy(sendMailStatement(this, props.mailFrom));
        allowWildcards(
          'SES authorises a send against the sender identity, which may be the address or its domain (account setup); ' +
            'the statement is pinned to one sender by its ses:FromAddress condition instead.',
          ['/^Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity\\/\\*$/'],
        );
      }

      // Sealing needs a data key; opening (the SMTP password when a mail goes out) only Decrypt.
      if (access.secrets === 'seal') props.secretsKey.grant(role, 'kms:GenerateDataKey', 'kms:Decrypt');
      else if (access.secrets === 'open' || access.mail) props.secretsKey.grantDecrypt(role);

      this.roles.set(profile, role);
      return role;
    };

    for (const route of props.routes) {
      const name = pascal(route.id);
      const entry = props.entryFor(route);

      const fn = new LambdaFunction(scope, name, {
        code: handlerCode(entry, props.projectRoot, {
          files: route.bundleFiles,
          // Mail routes carry nodemailer beside the bundle for when the admin turns SMTP on.
          modules: route.access.mail ? SHIPPED_MODULES : [],
        }),
        handler: 'index.handler',
        description: route.summary,
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        memorySize: ROUTE_MEMORY_MB,
        timeout: Duration.seconds(route.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS),
        role: roleFor(route.access),
        logGroup,
        loggingFormat: LoggingFormat.JSON,
        // Only functions granted the key (functions/lib/secrets-box.ts) or the covers bucket are told which it is.
        environment: {
          ...environment,
          ...(route.access.secrets || route.access.mail ? { SECRET_BOX_KMS_KEY_ID: props.secretsKey.keyArn } : {}),
          ...((route.access.media === 'manage' || route.access.media === 'avatar') && props.coversBucket
            ? { COVERS_BUCKET: props.coversBucket.bucketName }
            : {}),
        },
      });
      NagSuppressions.addResourceSuppressions(fn, [
        {
          id: 'AwsSolutions-L1',
          reason:
            'Route functions run the Node.js 22 runtime that ARCHITECTURE §1 and the esbuild target (node22) pin; moving to a newer ' +
            'runtime is a deliberate upgrade with its own bundle and cold-start bench, not a side effect of a lint.',
        },
      ]);
      const cfnFunction = fn.node.defaultChild as CfnResource;
      cfnFunction.addMetadata(ROUTE_METADATA.id, route.id);
      cfnFunction.addMetadata(ROUTE_METADATA.entry, relative(props.projectRoot, entry));

      // Guest routes are a buyer's routes reached with a guest order's token; an artist's, a signed-in account's.
      const audience = route.auth === 'guest' || route.auth === 'artist' ? 'user' : (route.auth ?? 'public');
      let routeStack = this.routeStacks.get(audience);
      if (!routeStack) {
        routeStack = new NestedStack(this, ROUTE_STACKS[audience], { description: `Music marketplace API routes: ${audience}` });
        this.routeStacks.set(audience, routeStack);
      }
      // The integration and the invoke permission are made in the route's scope, so in this stack too.
      const httpRoute = new HttpRoute(routeStack, `${name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      });
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            `Route ${route.id}: every function authorises its own request in endpoint() from the route table's auth level ` +
            '(HS256 JWT with pinned algorithm, issuer, audience and expiry; admin role checked), as ARCHITECTURE §1 decides; ' +
            'public routes are public by design. A gateway authorizer would be a second copy of the rule that can drift.',
        },
      ]);
      this.functions.set(route.id, fn);
    }
  }
}
