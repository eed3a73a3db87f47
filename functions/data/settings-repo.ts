/** Store-wide settings, one item each under `SETTINGS`. Values are parsed by the caller's schema. */
import { putIf } from './conditional';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

export async function readSetting(name: string): Promise<unknown> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.setting(name) }));
  return out.Item?.value;
}

/** Replaces the whole setting in one PutItem (all or nothing), recording which admin saved it and when. */
export async function writeSetting(name: string, value: unknown, updatedBy: string, now = new Date()): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.setting(name), _type: ENTITY.setting, value, updatedAt: now.toISOString(), updatedBy },
    }),
  );
}

/** Seeds a default without overwriting what an admin saved. */
export async function writeSettingIfAbsent(name: string, value: unknown): Promise<void> {
  await putIf({
    Item: { ...keys.setting(name), _type: ENTITY.setting, value, updatedAt: new Date().toISOString() },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
}
