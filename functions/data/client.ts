/** The DynamoDB document client, created once per container. Endpoint from AWS_ENDPOINT_URL_DYNAMODB locally. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';
import { addSdkFaults } from '../lib/faults';
import { addRequestTrace } from '../lib/request-trace';

export const tableName = env.TABLE_NAME;

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
addSdkFaults(ddb.middlewareStack, 'dynamodb');
addRequestTrace(ddb.middlewareStack);
