import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmRule,
  ComparisonOperator,
  CompositeAlarm,
  MathExpression,
  Metric,
  TreatMissingData,
  type Alarm,
  type IAlarm,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** CloudWatch namespace and `service` dimension of the functions' EMF metrics (functions/lib/metrics.ts). */
export const METRICS_NAMESPACE = 'MusicMarketplace';
export const SERVICE_NAME = 'music-marketplace';
export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What every route function needs for its logger and metrics (functions/lib/log.ts, metrics.ts), under Powertools' variable names. */
export function observabilityEnvironment(logLevel: LogLevel): Record<string, string> {
  return { LOG_LEVEL: logLevel, POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE };
}

/** An alarm built on metric math may read at most 10 metrics (a hard CloudWatch limit). */
export const METRICS_PER_ALARM = 10;
const PERIOD = Duration.minutes(5);

export interface MonitoringProps {
  /** Receives every alarm and its recovery; no subscription when unset (the topic still exists). */
  readonly alarmEmail?: string;
  readonly httpApi: IHttpApi;
  /** The route functions; their Errors and Throttles are summed. */
  readonly functions: readonly IFunction[];
  readonly table: ITable;
  /** The table's global secondary indexes, whose throttles are reported apart from the table's. */
  readonly indexNames: readonly string[];
  /** API 5xx share of requests, in percent, above which the API alarm fires. */
  readonly apiServerErrorPercent?: number;
  /** The after-commit stream consumer and its dead-letter queue (infra/constructs/after-commit.ts). */
  readonly afterCommit?: { readonly function: IFunction; readonly deadLetters: IQueue };
}

/** The after-commit step's records are this late (the stream's iterator age) before it alarms. */
export const AFTER_COMMIT_MAX_AGE = Duration.minutes(5);

/**
 * What an on-call engineer is woken for: the API answering 5xx to more than 1 % of requests,
 * any function erroring (a crash or timeout: endpoint() turns every handled failure into a
 * response) or being throttled, any DynamoDB throttling, and an approval's after-commit effects
 * failing (a record in the dead-letter queue, a crash) or falling behind. All go to one SNS topic.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  /** The alarms that notify the topic (composites over the per-chunk function alarms). */
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);

    if (props.alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(props.alarmEmail)) {
      throw new Error(`Context alarmEmail must be an email address, got ${JSON.stringify(props.alarmEmail)}`);
    }
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Music marketplace alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const sum = { statistic: 'Sum', period: PERIOD };

    const serverErrorRate = new MathExpression({
      expression: '100 * FILL(errors, 0) / requests',
      usingMetrics: { errors: props.httpApi.metricServerError(sum), requests: props.httpApi.metricCount(sum) },
      label: 'API 5xx (% of requests)',
      period: PERIOD,
    });
    this.notify(
      serverErrorRate.createAlarm(this, 'ApiServerErrorRate', {
        alarmDescription: `More than ${props.apiServerErrorPercent ?? 1}% of API requests answered 5xx over 5 minutes`,
        threshold: props.apiServerErrorPercent ?? 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        // No requests, no rate: quiet rather than INSUFFICIENT_DATA all night.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    this.notify(this.functionsAlarm('LambdaErrors', 'errored (crash or timeout)', props.functions, (fn) => fn.metricErrors(sum)));
    this.notify(this.functionsAlarm('LambdaThrottles', 'were throttled', props.functions, (fn) => fn.metricThrottles(sum)));

    const throttleMetrics: IMetric[] = [undefined, ...props.indexNames].flatMap((indexName) =>
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map(
        (metricName) =>
          new Metric({
            namespace: 'AWS/DynamoDB',
            metricName,
            dimensionsMap: { TableName: props.table.tableName, ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}) },
            ...sum,
          }),
      ),
    );
    if (throttleMetrics.length > METRICS_PER_ALARM) {
      throw new Error(`DynamoDB throttle alarm would read ${throttleMetrics.length} metrics; CloudWatch allows ${METRICS_PER_ALARM}`);
    }
    this.notify(
      sumOf(throttleMetrics, 'DynamoDB throttled requests (table and indexes)').createAlarm(this, 'DynamoDbThrottles', {
        alarmDescription: 'DynamoDB throttled reads or writes on the table or its indexes within 5 minutes',
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    if (props.afterCommit) this.afterCommitAlarms(props.afterCommit);
  }

  /**
   * A record in the dead-letter queue is an approval whose bell, mail or counters never happened:
   * a person redrives it. A crash of the consumer, or records waiting longer than
   * AFTER_COMMIT_MAX_AGE, warn before that.
   */
  private afterCommitAlarms({ function: fn, deadLetters }: NonNullable<MonitoringProps['afterCommit']>): void {
    const latest = { statistic: 'Maximum', period: PERIOD };
    const alarms: [string, string, IMetric, number][] = [
      [
        'AfterCommitDeadLetters',
        "An approval's after-commit record reached the dead-letter queue (its effects did not run): redrive it",
        deadLetters.metricApproximateNumberOfMessagesVisible(latest),
        1,
      ],
      [
        'AfterCommitErrors',
        'The after-commit stream consumer errored within 5 minutes',
        fn.metricErrors({ statistic: 'Sum', period: PERIOD }),
        1,
      ],
      [
        'AfterCommitIteratorAge',
        `The after-commit stream consumer is more than ${AFTER_COMMIT_MAX_AGE.toMinutes()} minutes behind`,
        fn.metric('IteratorAge', latest),
        AFTER_COMMIT_MAX_AGE.toMilliseconds(),
      ],
    ];
    for (const [id, alarmDescription, metric, threshold] of alarms) {
      this.notify(
        sumOf([metric], id).createAlarm(this, id, {
          alarmDescription,
          threshold,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
  }

  private notify(alarm: Alarm | CompositeAlarm): void {
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }

  /**
   * One alarm over every function: metric math sums at most 10 metrics, so the functions are
   * summed in chunks of 10 (alarms without actions) and a composite alarm fires when any chunk does.
   */
  private functionsAlarm(id: string, what: string, functions: readonly IFunction[], metricOf: (fn: IFunction) => IMetric): CompositeAlarm {
    const chunks: IFunction[][] = [];
    for (let i = 0; i < functions.length; i += METRICS_PER_ALARM) chunks.push(functions.slice(i, i + METRICS_PER_ALARM));
    const parts = chunks.map((chunk, n) =>
      sumOf(chunk.map(metricOf), `${id} ${n + 1}/${chunks.length}`).createAlarm(this, `${id}Part${n + 1}`, {
        alarmDescription: `Part ${n + 1} of ${chunks.length} of ${id}: route functions that ${what} within 5 minutes`,
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    return new CompositeAlarm(this, id, {
      alarmDescription: `Route functions ${what} within 5 minutes; the ${id}PartN alarm in ALARM shows which function`,
      alarmRule: AlarmRule.anyOf(...parts),
    });
  }
}

/** Sum of metrics that may be missing (a function not invoked has no data point): FILL with 0 first. */
function sumOf(metrics: readonly IMetric[], label: string): MathExpression {
  const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric]));
  return new MathExpression({
    expression: Object.keys(usingMetrics)
      .map((id) => `FILL(${id}, 0)`)
      .join(' + '),
    usingMetrics,
    label,
    period: PERIOD,
  });
}
