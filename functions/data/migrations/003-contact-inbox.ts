import { tableName } from '../client';
import { ContactMessage } from '../contact-repo';
import { ENTITY, keys, partitions } from '../keys';
import { supportStatsIncrement } from '../stats-repo';
import type { Migration } from './migration';
import { indexItemsWithout, migrateItem, migrateOnce } from './migrate-items';

/**
 * Messages stored before the inbox (status 'new', no status index, not counted): indexes and
 * counts each once, conditioned on still lacking its status key. Local seed only; reads every
 * message once, then a marker on `STATS/SUPPORT` makes later starts read one item.
 */
export async function backfillContactInbox(): Promise<number> {
  return migrateOnce(
    { key: keys.supportStats(), entity: ENTITY.supportStats, attribute: 'inboxBackfilled' },
    indexItemsWithout('GSI1', partitions.contacts, 'GSI2PK'),
    async (item) => {
      const msg = ContactMessage.parse(item);
      const index = keys.contactStatusList(msg.status, msg.createdAt, msg.id);
      return migrateItem(
        [
          {
            name: 'message',
            op: {
              Update: {
                TableName: tableName,
                Key: keys.contactMessage(msg.id),
                UpdateExpression: 'SET #status = :status, GSI2PK = :pk, GSI2SK = :sk, replies = if_not_exists(replies, :empty)',
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':status': msg.status, ':pk': index.GSI2PK, ':sk': index.GSI2SK, ':empty': [] },
              },
            },
          },
          { name: 'stats', op: supportStatsIncrement({ [msg.status]: 1, total: 1 }) },
        ],
        'message',
      );
    },
  );
}

export const contactInbox: Migration = {
  id: '003-contact-inbox',
  description: 'contact messages from before the support inbox are indexed by status and counted',
  up: () => backfillContactInbox(),
};
