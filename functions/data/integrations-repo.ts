/**
 * Integration records (admin §3) and the payment gateways, each a store-wide setting item under
 * `SETTINGS`: one item per integration (`integration.<id>`), read together with one BatchGetItem
 * of the six known keys, and one item for the three gateways. Secret values arrive sealed.
 */
import { updateIf } from './conditional';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch';
import * as z from '../../shared/api/zod';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

const settingName = (id: string) => `integration.${id}`;

const IntegrationItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    config: z.record(z.string(), z.union([z.string(), z.boolean()])),
    isActive: z.boolean(),
    updatedAt: z.string(),
  }),
);

export interface StoredIntegration {
  id: string;
  /** Secret fields hold sealed values (functions/lib/secrets-box.ts). */
  config: Record<string, string | boolean>;
  isActive: boolean;
  updatedAt: string;
}

/** The stored integrations among these ids (one BatchGetItem: the list is the fixed six). */
export async function readIntegrations(ids: readonly string[]): Promise<Map<string, StoredIntegration>> {
  const found = new Map<string, StoredIntegration>();
  for (const raw of await batchGet(ids.map((id) => keys.setting(settingName(id))))) {
    const item = IntegrationItem.parse(raw);
    const id = item.SK.slice(settingName('').length);
    found.set(id, { id, config: item.config, isActive: item.isActive, updatedAt: item.updatedAt });
  }
  return found;
}

/** Replaces an integration's configuration and switch in one PutItem, recording who saved it. */
export async function writeIntegration(value: StoredIntegration, updatedBy: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.setting(settingName(value.id)),
        _type: ENTITY.setting,
        config: value.config,
        isActive: value.isActive,
        updatedAt: value.updatedAt,
        updatedBy,
      },
    }),
  );
}

/** Switches a configured integration; false when none is stored (never configured). */
export async function setIntegrationActive(id: string, isActive: boolean, updatedBy: string, now: string): Promise<boolean> {
  const written = await updateIf({
    Key: keys.setting(settingName(id)),
    UpdateExpression: 'SET isActive = :on, updatedAt = :now, updatedBy = :by',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':on': isActive, ':now': now, ':by': updatedBy },
  });
  if (!written) return false;
  return true;
}
