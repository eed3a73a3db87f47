/**
 * The one table, as data: CDK (`infra/constructs/data.ts`) and the local stack
 * (`scripts/local/`) both build it from this, so the two can never drift apart.
 * No AWS SDK import here: infra and scripts read it without pulling a client in.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

/** Items with this attribute (epoch seconds) are deleted by DynamoDB TTL; readers still check it. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Overloaded global secondary indexes, all string keys, all projecting every attribute. */
export const GSIS = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const;

export type GsiName = (typeof GSIS)[number]['indexName'];

/** Local defaults; in AWS the names come from the stack through the environment. */
export const LOCAL_TABLE_NAME = 'marketplace';
export const LOCAL_MEDIA_BUCKET = 'marketplace-media';

/** Shape of DynamoDB's CreateTable input (kept structural so no SDK import is needed). */
export function createTableInput(tableName: string) {
  const attributeNames = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...GSIS.flatMap((g) => [g.partitionKey, g.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributeNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GSIS.map((g) => ({
      IndexName: g.indexName,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
