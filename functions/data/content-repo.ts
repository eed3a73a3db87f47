/**
 * Admin-written site content: one item per public page (`PAGE#<id>`, present once saved), and the
 * audit trail of the header/footer snippets (`AUDIT#SCRIPTS`, one item per change, written in
 * the same transaction as the snippets' setting so no change goes unrecorded).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, queryPartition } from './batch';
import * as z from '../../shared/api/zod';
import { PageIdField, ScriptsChange, type PageId, type ScriptsContentBody } from '../../shared/api/content';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import { namedTransaction, putNewOp } from './transaction';

export const StoredPage = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    pageId: PageIdField,
    content: z.string(),
    metaTitle: z._default(z.string(), ''),
    metaDescription: z._default(z.string(), ''),
    updatedAt: z.string(),
    updatedBy: z._default(z.string(), ''),
    updatedById: z._default(z.string(), ''),
  }),
);
export type StoredPage = z.infer<typeof StoredPage>;

const PageItem = /* @__PURE__ */ z.lazySchema(() => z.extend(StoredPage, { _type: entityType('page') }));

export async function readPage(pageId: PageId): Promise<StoredPage | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.page(pageId) }));
  return out.Item ? PageItem.parse(out.Item) : undefined;
}

/** The stored pages among these ids (one `BatchGetItem`; the list is the fixed eight). */
export async function readPages(pageIds: readonly PageId[]): Promise<StoredPage[]> {
  return (await batchGet(pageIds.map((id) => keys.page(id)))).map((item) => PageItem.parse(item));
}

interface PageWrite {
  pageId: PageId;
  content: string;
  /** Left as stored when absent (the Website Content screen saves the content alone). */
  meta?: { title: string; description: string };
  at: string;
  by: { id: string; name: string };
}

/** Creates or updates a page in one UpdateItem: only the named fields, so a content save keeps the meta. */
export async function writePage(w: PageWrite): Promise<StoredPage> {
  const names: Record<string, string> = { '#type': '_type' };
  const values: Record<string, unknown> = {
    ':type': ENTITY.page,
    ':pageId': w.pageId,
    ':content': w.content,
    ':at': w.at,
    ':by': w.by.name,
    ':byId': w.by.id,
  };
  const sets = ['#type = :type', 'pageId = :pageId', 'content = :content', 'updatedAt = :at', 'updatedBy = :by', 'updatedById = :byId'];
  if (w.meta) {
    sets.push('metaTitle = :metaTitle', 'metaDescription = :metaDescription');
    values[':metaTitle'] = w.meta.title;
    values[':metaDescription'] = w.meta.description;
  }
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.page(w.pageId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return PageItem.parse(out.Attributes);
}

const ChangeItem = /* @__PURE__ */ z.lazySchema(() => z.extend(ScriptsChange, { _type: entityType('scriptsChange') }));

/**
 * Replaces the snippets' setting and records the change, together: a save without its audit item
 * (or the reverse) cannot happen.
 */
export async function writeScriptsWithChange(settingName: string, value: ScriptsContentBody, change: ScriptsChange): Promise<void> {
  await namedTransaction([
    {
      name: 'setting',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.setting(settingName),
            _type: ENTITY.setting,
            value,
            updatedAt: change.changed_at,
            updatedBy: change.changed_by_id,
          },
        },
      },
    },
    putNewOp('change', { ...keys.scriptsChange(change.changed_at, change.id), _type: ENTITY.scriptsChange, ...change }),
  ]);
}

/** The newest changes of the snippets, newest first (one Query). */
export const listScriptsChanges = (limit: number): Promise<ScriptsChange[]> =>
  queryPartition({ pk: partitions.scriptsChanges, newestFirst: true, limit }, (item) => {
    const { _type: _ignored, ...change } = ChangeItem.parse(item);
    return change;
  });
