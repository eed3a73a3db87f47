import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/data/table-definition';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** The one DynamoDB table, built from the same definition the local stack uses. */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // The after-commit function reads new after-commit records from it (constructs/after-commit.ts).
      stream: StreamViewType.NEW_IMAGE,
      // Orders, licences and accounts are the business: deleting the stack must never take them.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: stringKey(gsi.partitionKey),
        sortKey: stringKey(gsi.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
