import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ENTITY } from '../../functions/data/keys';
import { standardStack } from '../helpers/infra-stack';

describe('after-commit step', () => {
  it("streams the table's new images to one function, only new after-commit records, with retries and a dead-letter queue", () => {
    const stack = standardStack();
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });

    const fnId = stack.getLogicalId(stack.afterCommit!.function.node.defaultChild as never);
    const queueId = stack.getLogicalId(stack.afterCommit!.deadLetters.node.defaultChild as never);
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as {
      Properties: Record<string, unknown> & { FilterCriteria: { Filters: { Pattern: string }[] } };
    }[];
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties;
    expect(mapping).toMatchObject({
      FunctionName: { Ref: fnId },
      EventSourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      MaximumRetryAttempts: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(JSON.parse(mapping.FilterCriteria.Filters[0]!.Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { _type: { S: [ENTITY.afterCommit] } } },
    });
    const fn = template.findResources('AWS::Lambda::Function')[fnId]!.Properties as Record<string, unknown>;
    expect(fn).toMatchObject({ Handler: 'index.handler', Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 60 });
    // A role of its own: the stream read CDK grants it stays off the route functions' shared roles.
    const roleId = stack.getLogicalId(stack.afterCommit!.function.role!.node.defaultChild as never);
    expect(fn.Role).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
  });

  it('lets the step store licence PDFs under licenses/ of the media bucket, and nothing else there', () => {
    const stack = standardStack();
    const template = Template.fromStack(stack);
    const roleId = stack.getLogicalId(stack.afterCommit!.function.role!.node.defaultChild as never);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: { Roles: unknown[]; PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
    }[];
    const statements = policies
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
    const s3 = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3).toHaveLength(1);
    expect([s3[0]!.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(s3[0]!.Resource)).toMatch(/MediaBucket[0-9A-F]+".*"Arn".*\/licenses\/\*"/);
  });
});
