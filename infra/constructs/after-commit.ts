import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Architecture, FilterCriteria, Function as LambdaFunction, LoggingFormat, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ENTITY } from '../../functions/data/keys';
import { GSIS } from '../../functions/data/table-definition';
import { SHIPPED_MODULES } from '../bundling';
import { handlerCode, TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from './api';
import { sendMailStatement } from './mail';

/** The after-commit function's entry, beside the route handlers (docs/decisions/013-after-commit-effects.md). */
export const AFTER_COMMIT_ENTRY = join('functions', 'streams', 'after-commit.ts');

export interface AfterCommitProps {
  /** The table, with its stream on (NEW_IMAGE). */
  readonly table: ITable;
  readonly projectRoot: string;
  readonly logGroup: ILogGroup;
  /** The verified SES sender the approval mails come from. */
  readonly mailFrom: string;
  readonly environment: Record<string, string>;
  readonly secretsKey: IKey;
  /** The private media bucket, where the step stores each approved order's licence PDF (`licenses/`). */
  readonly mediaBucket: IBucket;
}

/**
 * An approval's effects after its commit (bell, mail, trending, ranking places): the table's stream,
 * filtered to new after-commit records, invokes one function; a failing record is retried (10 times,
 * the batch split to find it) and then kept in a dead-letter queue for a person to redrive.
 */
export class AfterCommit extends Construct {
  readonly function: LambdaFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: AfterCommitProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is the dead-letter queue of the after-commit stream mapping.' },
    ]);

    // What the approval routes may do, for the part of their work that moved here: the table and its
    // named indexes (no Scan), mail from the one sender, opening the sealed SMTP password.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "An approval's after-commit effects",
    });
    props.logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
        resources: [props.table.tableArn, ...GSIS.map((gsi) => `${props.table.tableArn}/index/${gsi.indexName}`)],
      }),
    );
    role.addToPrincipalPolicy(sendMailStatement(this, props.mailFrom));
    // The licence PDF, rendered once and stored before the first download asks for it (Get: its HeadObject).
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [props.mediaBucket.arnForObjects('licenses/*')] }),
    );
    props.secretsKey.grantDecrypt(role);
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'SES authorises a send against the sender identity (address or domain), pinned by its ses:FromAddress condition; ' +
            "the stream mapping's dynamodb:ListStreams is granted on * by CDK (the action has no resource-level permission); " +
            'the licence PDFs are one object each under licenses/, read and written by exact GetObject/PutObject.',
          appliesTo: [
            { regex: '/^Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity\\/\\*$/' },
            'Resource::*',
            { regex: '/^Resource::<MediaBucket[0-9A-F]+\\.Arn>\\/licenses\\/\\*$/' },
          ],
        },
      ],
      true,
    );

    this.function = new LambdaFunction(this, 'Function', {
      code: handlerCode(join(props.projectRoot, AFTER_COMMIT_ENTRY), props.projectRoot, { modules: SHIPPED_MODULES }),
      handler: 'index.handler',
      description: "An approval's effects after its commit: licence PDF, bell, mail, trending count, ranking places",
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(60),
      role,
      logGroup: props.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: { ...props.environment, SECRET_BOX_KMS_KEY_ID: props.secretsKey.keyArn },
    });
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason: 'Runs the Node.js 22 runtime the route functions and the esbuild target (node22) pin.',
      },
    ]);

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        retryAttempts: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({
            // FilterRule.isEqual's patterns, written out (its return type is `any`).
            eventName: ['INSERT'],
            dynamodb: { NewImage: { _type: { S: [ENTITY.afterCommit] } } },
          }),
        ],
      }),
    );
  }
}
