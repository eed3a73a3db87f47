import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { GSIS } from '../functions/data/table-definition';
import { handlerFile, routeList } from '../shared/api/routes';
import { AccessLogs } from './constructs/access-logs';
import { AfterCommit } from './constructs/after-commit';
import { Api, type InfraRoute } from './constructs/api';
import { Data } from './constructs/data';
import { Media } from './constructs/media';
import { LOG_LEVELS, Monitoring, observabilityEnvironment, type LogLevel } from './constructs/monitoring';
import { Secrets } from './constructs/secrets';
import { Web } from './constructs/web';

/** Root of the repository (holds package.json, package-lock.json, functions/, web/). */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_MAIL_FROM = 'no-reply@example.com';

export interface MarketplaceStackProps extends StackProps {
  /** The API's routes; defaults to THE route table. Tests pass synthetic tables to check scale. */
  readonly routes?: readonly InfraRoute[];
  /** Absolute path of a route's handler; defaults to `<repo>/functions/http/<kebab-id>.ts`. */
  readonly entryFor?: (route: InfraRoute) => string;
  /** Vite build output to upload; defaults to `<repo>/web/dist`. */
  readonly webDistDir?: string;
}

/**
 * The whole marketplace in one stack. Context: `siteUrl` (public origin if not the CloudFront
 * domain), `mailFrom` (verified SES sender), `alarmEmail` (receives the alarms), `logLevel`
 * (the functions' LOG_LEVEL, default INFO).
 */
export class MarketplaceStack extends Stack {
  readonly data: Data;
  readonly media: Media;
  readonly secrets: Secrets;
  readonly api: Api;
  readonly accessLogs: AccessLogs;
  readonly web: Web;
  readonly monitoring: Monitoring;
  readonly afterCommit?: AfterCommit;

  constructor(scope: Construct, id: string, props: MarketplaceStackProps = {}) {
    super(scope, id, props);

    this.api = new Api(this, 'Api');
    this.accessLogs = new AccessLogs(this, 'AccessLogs');
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      distDir: props.webDistDir ?? join(REPO_ROOT, 'web', 'dist'),
      accessLogsBucket: this.accessLogs.bucket,
    });

    const siteUrl = contextString(this, 'siteUrl')?.replace(/\/+$/, '') ?? `https://${this.web.distribution.distributionDomainName}`;
    const mailFrom = contextString(this, 'mailFrom') ?? DEFAULT_MAIL_FROM;
    if (mailFrom === DEFAULT_MAIL_FROM) {
      Annotations.of(this).addWarningV2(
        'marketplace:mail-from-default',
        `Mail is sent from ${DEFAULT_MAIL_FROM}; pass -c mailFrom=<verified SES sender> for real mail.`,
      );
    }

    this.data = new Data(this, 'Data');
    this.media = new Media(this, 'Media', { siteOrigin: siteUrl, accessLogsBucket: this.accessLogs.bucket });
    this.secrets = new Secrets(this, 'Secrets');

    this.api.addRoutes({
      routes: props.routes ?? routeList,
      entryFor: props.entryFor ?? ((route) => join(REPO_ROOT, handlerFile(route.id))),
      projectRoot: REPO_ROOT,
      table: this.data.table,
      mediaBucket: this.media.bucket,
      coversBucket: this.web.coversBucket,
      jwtSecret: this.secrets.jwtSecret,
      secretsKey: this.secrets.secretsKey,
      originVerifySecret: this.web.originVerifySecret,
      siteUrl,
      mailFrom,
    });

    // Hourly sweeps: the admin route's function, sent EventBridge's scheduled event, which its handler
    // tells from an API request. Both are idempotent, so a late or repeated run mails nothing twice.
    const sweeps = [
      // functions/domain/library/release-digest.ts
      {
        routeId: 'sendReleaseDigests',
        ruleId: 'ReleaseDigestsSchedule',
        description: 'Hourly: one new-release mail a day at most to each opted-in follower',
      },
      // functions/domain/subscriptions/renewals.ts: lapses nothing twice either.
      {
        routeId: 'sweepSubscriptionRenewals',
        ruleId: 'SubscriptionRenewalsSchedule',
        description: 'Hourly: renewal invoices 3 days before a plan ends, unpaid plans lapsed on their end date',
      },
    ];
    for (const { routeId, ruleId, description } of sweeps) {
      const sweep = this.api.functions.get(routeId);
      if (!sweep) continue;
      new Rule(this, ruleId, {
        description,
        schedule: Schedule.rate(Duration.hours(1)),
        targets: [new LambdaTarget(sweep, { retryAttempts: 0 })],
      });
    }

    // An approval's bell, mail and counters after its commit, from the table's stream (when the
    // stack has the approval routes: infra tests build synthetic route tables).
    if (this.api.functions.has('approvePayment') && this.api.functionLogs && this.api.functionEnvironment) {
      this.afterCommit = new AfterCommit(this, 'AfterCommit', {
        table: this.data.table,
        projectRoot: REPO_ROOT,
        mailFrom,
        logGroup: this.api.functionLogs,
        environment: this.api.functionEnvironment,
        secretsKey: this.secrets.secretsKey,
        mediaBucket: this.media.bucket,
      });
    }

    const logLevel = contextLogLevel(this);
    for (const fn of [...this.api.functions.values(), ...(this.afterCommit ? [this.afterCommit.function] : [])]) {
      for (const [key, value] of Object.entries(observabilityEnvironment(logLevel))) fn.addEnvironment(key, value);
      // Lambda's JSON log format filters by its own application level and hands it to Powertools: keep both equal.
      (fn.node.defaultChild as CfnFunction).addPropertyOverride('LoggingConfig.ApplicationLogLevel', logLevel);
    }
    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: contextString(this, 'alarmEmail'),
      httpApi: this.api.httpApi,
      functions: [...this.api.functions.values()],
      table: this.data.table,
      indexNames: GSIS.map((gsi) => gsi.indexName),
      ...(this.afterCommit ? { afterCommit: this.afterCommit } : {}),
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The marketplace (SPA and /api/*)' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.httpApi.apiEndpoint,
      description: 'Direct HTTP API endpoint; browsers use SiteUrl/api',
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.media.bucket.bucketName });
  }
}

function contextString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
  return value;
}

function contextLogLevel(scope: Construct): LogLevel {
  const value = contextString(scope, 'logLevel')?.toUpperCase() ?? 'INFO';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`Context logLevel must be one of ${LOG_LEVELS.join(', ')}, got ${value}`);
  }
  return value as LogLevel;
}
