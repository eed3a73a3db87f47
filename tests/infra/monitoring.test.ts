import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { GSIS } from '../../functions/data/table-definition';
import { routeList } from '../../shared/api/routes';
import { ROUTE_METADATA } from '../../infra/constructs/api';
import { METRICS_NAMESPACE, METRICS_PER_ALARM, SERVICE_NAME } from '../../infra/constructs/monitoring';
import { MarketplaceStack, type MarketplaceStackProps } from '../../infra/marketplace-stack';
import { infraApp, NO_WEB_DIST, standardStack } from '../helpers/infra-stack';

interface Properties {
  Environment: { Variables: Record<string, unknown> };
  LoggingConfig: Record<string, unknown>;
  Metrics: MetricQuery[];
  AlarmActions?: unknown[];
  OKActions?: unknown[];
  [key: string]: unknown;
}
type Resource = { Type: string; Properties: Properties; Metadata?: Record<string, unknown> };
type Resources = Record<string, Resource>;

function synth(context: Record<string, unknown> = {}, props: MarketplaceStackProps = {}): Resources {
  const stack = new MarketplaceStack(infraApp(context), 'Marketplace', { webDistDir: NO_WEB_DIST, ...props });
  return Template.fromStack(stack).toJSON().Resources as Resources;
}

let cached: Resources | undefined;
/** The stack with the real route table and the default context (no alarm email). */
const resources = (): Resources => (cached ??= Template.fromStack(standardStack()).toJSON().Resources as Resources);
const ofType = (res: Resources, type: string) => Object.entries(res).filter(([, r]) => r.Type === type);

const topicId = (res: Resources) => {
  const topics = ofType(res, 'AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
};
const notifiesTopic = (res: Resources, alarm: Resource) => {
  const ref = { Ref: topicId(res) };
  expect(alarm.Properties.AlarmActions).toEqual([ref]);
  expect(alarm.Properties.OKActions).toEqual([ref]);
};

interface MetricQuery {
  Id: string;
  Expression?: string;
  ReturnData?: boolean;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
    Stat: string;
    Period: number;
  };
}
const queriesOf = (alarm: Resource): MetricQuery[] => alarm.Properties.Metrics;
const statsOf = (alarm: Resource) => queriesOf(alarm).flatMap((q) => (q.MetricStat ? [q.MetricStat] : []));
const dimension = (stat: NonNullable<MetricQuery['MetricStat']>, name: string) =>
  stat.Metric.Dimensions?.find((d) => d.Name === name)?.Value;

/** Metric alarms reading `metricName` of AWS/Lambda for the route functions (the after-commit consumer has its own). */
const lambdaAlarms = (res: Resources, metricName: string) =>
  ofType(res, 'AWS::CloudWatch::Alarm').filter(
    ([id, a]) =>
      !id.includes('AfterCommit') && statsOf(a).some((s) => s.Metric.Namespace === 'AWS/Lambda' && s.Metric.MetricName === metricName),
  );
const routeFunctionIds = (res: Resources) =>
  ofType(res, 'AWS::Lambda::Function')
    .filter(([, fn]) => fn.Metadata?.[ROUTE_METADATA.id] !== undefined)
    .map(([id]) => id)
    .sort();

describe('alarm topic', () => {
  it('exists without a subscription when no alarmEmail is given', () => {
    const res = resources();
    topicId(res);
    expect(ofType(res, 'AWS::SNS::Subscription')).toEqual([]);
  });

  it('subscribes the alarmEmail context option by email', () => {
    const res = synth({ alarmEmail: 'oncall@music.test' }, { routes: routeList.slice(0, 2) });
    const subs = ofType(res, 'AWS::SNS::Subscription');
    expect(subs).toHaveLength(1);
    expect(subs[0]![1].Properties).toMatchObject({ Protocol: 'email', Endpoint: 'oncall@music.test', TopicArn: { Ref: topicId(res) } });
  });

  it('refuses an alarmEmail that is not an address', () => {
    expect(() => synth({ alarmEmail: 'oncall' }, { routes: routeList.slice(0, 1) })).toThrow(/alarmEmail/);
  });
});

describe('alarms', () => {
  it('fires when more than 1% of API requests answer 5xx over 5 minutes', () => {
    const res = resources();
    const [, alarm] = ofType(res, 'AWS::CloudWatch::Alarm').find(([, a]) =>
      statsOf(a).some((s) => s.Metric.Namespace === 'AWS/ApiGateway' && s.Metric.MetricName === '5xx'),
    )!;
    const apiId = { Ref: ofType(res, 'AWS::ApiGatewayV2::Api')[0]![0] };
    const stats = statsOf(alarm);
    expect(stats.map((s) => s.Metric.MetricName).sort()).toEqual(['5xx', 'Count']);
    for (const stat of stats) {
      expect(dimension(stat, 'ApiId')).toEqual(apiId);
      expect(stat).toMatchObject({ Stat: 'Sum', Period: 300 });
    }
    const returned = queriesOf(alarm).find((q) => q.ReturnData !== false && q.Expression);
    expect(returned?.Expression).toMatch(/100 \* FILL\(\w+, 0\) \/ \w+/);
    expect(alarm.Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    notifiesTopic(res, alarm);
  });

  for (const metricName of ['Errors', 'Throttles']) {
    it(`sums Lambda ${metricName} of every route function, at most ${METRICS_PER_ALARM} per alarm, behind one notifying composite`, () => {
      const res = resources();
      const parts = lambdaAlarms(res, metricName);
      const covered = parts.flatMap(([, a]) => statsOf(a).map((s) => (dimension(s, 'FunctionName') as { Ref: string }).Ref)).sort();
      expect(covered).toEqual(routeFunctionIds(res));
      for (const [, part] of parts) {
        expect(statsOf(part).length).toBeLessThanOrEqual(METRICS_PER_ALARM);
        expect(queriesOf(part).find((q) => q.Expression)?.Expression).toMatch(/^FILL\(m0, 0\)( \+ FILL\(m\d+, 0\))*$/);
        expect(part.Properties).toMatchObject({
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          TreatMissingData: 'notBreaching',
        });
        // Parts stay silent; the composite speaks for them.
        expect(part.Properties.AlarmActions).toBeUndefined();
      }
      const composites = ofType(res, 'AWS::CloudWatch::CompositeAlarm').filter(([, c]) =>
        parts.every(([id]) => JSON.stringify(c.Properties.AlarmRule).includes(id)),
      );
      expect(composites).toHaveLength(1);
      notifiesTopic(res, composites[0]![1]);
    });
  }

  it("tells operators when an approval's after-commit record reaches the dead-letter queue, the consumer errors or falls behind", () => {
    const stack = standardStack();
    const res = Template.fromStack(stack).toJSON().Resources as Resources;
    const queueId = stack.getLogicalId(stack.afterCommit!.deadLetters.node.defaultChild as never);
    const fnId = stack.getLogicalId(stack.afterCommit!.function.node.defaultChild as never);
    const queue = { name: 'QueueName', value: { 'Fn::GetAtt': [queueId, 'QueueName'] } };
    const consumer = { name: 'FunctionName', value: { Ref: fnId } };
    /** The one alarm reading this metric of the after-commit queue or function. */
    const alarmOn = (namespace: string, metricName: string, of: { name: string; value: unknown }) => {
      const found = ofType(res, 'AWS::CloudWatch::Alarm').filter(([, a]) =>
        statsOf(a).some(
          (s) =>
            s.Metric.Namespace === namespace &&
            s.Metric.MetricName === metricName &&
            JSON.stringify(dimension(s, of.name)) === JSON.stringify(of.value),
        ),
      );
      expect(found).toHaveLength(1);
      return found[0]![1];
    };
    const deadLetters = alarmOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', queue);
    expect(deadLetters.Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
    });
    expect(statsOf(deadLetters)[0]).toMatchObject({ Stat: 'Maximum', Period: 300 });
    notifiesTopic(res, deadLetters);
    const errors = alarmOn('AWS/Lambda', 'Errors', consumer);
    expect(errors.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    notifiesTopic(res, errors);
    const age = alarmOn('AWS/Lambda', 'IteratorAge', consumer);
    expect(age.Properties).toMatchObject({ Threshold: 300_000, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(statsOf(age)[0]).toMatchObject({ Stat: 'Maximum' });
    notifiesTopic(res, age);
  });

  it('fires on any DynamoDB read or write throttle of the table or one of its indexes', () => {
    const res = resources();
    const [, alarm] = ofType(res, 'AWS::CloudWatch::Alarm').find(([, a]) => statsOf(a).some((s) => s.Metric.Namespace === 'AWS/DynamoDB'))!;
    const tableRef = { Ref: ofType(res, 'AWS::DynamoDB::Table')[0]![0] };
    const read = statsOf(alarm).map((s) => {
      expect(dimension(s, 'TableName')).toEqual(tableRef);
      return `${s.Metric.MetricName}@${(dimension(s, 'GlobalSecondaryIndexName') as string | undefined) ?? 'table'}`;
    });
    const expected = ['table', ...GSIS.map((g) => g.indexName)].flatMap((on) => [`ReadThrottleEvents@${on}`, `WriteThrottleEvents@${on}`]);
    expect(read.sort()).toEqual(expected.sort());
    expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    notifiesTopic(res, alarm);
  });
});

describe('function configuration', () => {
  it('gives every route function the log level, service name and metrics namespace', () => {
    const res = resources();
    for (const id of routeFunctionIds(res)) {
      const fn = res[id]!;
      expect(fn.Properties.Environment.Variables, id).toMatchObject({
        LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      });
      expect(fn.Properties.LoggingConfig, id).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' });
    }
  });

  it('takes the level from the logLevel context option, for Powertools and Lambda alike', () => {
    const res = synth({ logLevel: 'debug' }, { routes: routeList.slice(0, 1) });
    const [id] = routeFunctionIds(res);
    expect(res[id!]!.Properties.Environment.Variables.LOG_LEVEL).toBe('DEBUG');
    expect(res[id!]!.Properties.LoggingConfig.ApplicationLogLevel).toBe('DEBUG');
    expect(() => synth({ logLevel: 'LOUD' }, { routes: routeList.slice(0, 1) })).toThrow(/logLevel/);
  });
});
