import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  sourceIp: string;
  createdAt: string;
  status: 'new' | 'read';
}

/** Stored for the back office, newest first on GSI1 `CONTACTS`. */
export async function saveContactMessage(msg: ContactMessage): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.contactMessage(msg.id), ...keys.contactList(msg.createdAt, msg.id), _type: ENTITY.contactMessage, ...msg },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}
