/** Single-use download links (`DL#<id>`, 5 minutes): deleted as they are followed. */
import { deleteIf } from './conditional';
import { Deliverable } from '../../shared/api/licenses';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';
const LinkItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    songId: z.string(),
    expiresAt: z.number(),
    /** Licence tiers (issue 25): the file the plan's tier and quality give (absent: the master). */
    file: z.optional(Deliverable),
  }),
);

export async function saveDownloadLink(id: string, userId: string, songId: string, expiresAt: number, file?: Deliverable): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.downloadLink(id), _type: ENTITY.downloadLink, userId, songId, expiresAt, ...(file ? { file } : {}) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Deletes the link as it is used: of two uses, exactly one gets the file. */
export async function consumeDownloadLink(
  id: string,
  nowEpoch: number,
): Promise<{ userId: string; songId: string; file?: Deliverable } | undefined> {
  const out = await deleteIf({
    Key: keys.downloadLink(id),
    ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
    ExpressionAttributeValues: { ':now': nowEpoch },
    ReturnValues: 'ALL_OLD',
  });
  if (!out) return undefined;
  return out.Attributes ? LinkItem.parse(out.Attributes) : undefined;
}
