import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * Permission to send mail through SES as `mailFrom` only. The SES identity itself (domain
 * verification, production access) is account setup and deliberately not part of the stack.
 */
export function sendMailStatement(scope: Construct, mailFrom: string): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.ALLOW,
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resources: [Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
    conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
  });
}
