import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTE_METADATA } from '../../infra/constructs/api';
import { standardStack } from '../helpers/infra-stack';

describe('scheduled jobs', () => {
  it('runs the new-release mail sweep hourly, on the admin route function that can also run it on demand', () => {
    const template = Template.fromStack(standardStack());
    const functions = template.findResources('AWS::Lambda::Function');
    const sweeper = Object.entries(functions).find(
      ([, r]) => (r as { Metadata?: Record<string, string> }).Metadata?.[ROUTE_METADATA.id] === 'sendReleaseDigests',
    );
    expect(sweeper).toBeDefined();

    const rules = (
      Object.values(template.findResources('AWS::Events::Rule')) as {
        Properties: { ScheduleExpression: string; Targets: { Arn: unknown }[] };
      }[]
    ).filter((r) => JSON.stringify(r.Properties.Targets).includes(sweeper![0]));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe('rate(1 hour)');
    expect(rules[0]!.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [sweeper![0], 'Arn'] } })]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweeper![0], 'Arn'] },
    });
  });

  it('runs the renewal sweep hourly, on the admin route function that can also run it on demand', () => {
    const template = Template.fromStack(standardStack());
    const sweeper = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([, r]) => (r as { Metadata?: Record<string, string> }).Metadata?.[ROUTE_METADATA.id] === 'sweepSubscriptionRenewals',
    );
    expect(sweeper).toBeDefined();
    const rules = (
      Object.values(template.findResources('AWS::Events::Rule')) as {
        Properties: { ScheduleExpression: string; State?: string; Targets: { Arn: unknown; RetryPolicy?: unknown }[] };
      }[]
    ).filter((r) => JSON.stringify(r.Properties.Targets).includes(sweeper![0]));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe('rate(1 hour)');
    expect(rules[0]!.Properties.State ?? 'ENABLED').toBe('ENABLED');
    expect(rules[0]!.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [sweeper![0], 'Arn'] } })]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweeper![0], 'Arn'] },
    });
  });
});
