/**
 * What an account's deletion rewrites outside its profile: the buyer's name and email on their
 * orders (kept for the books) and on their licences (kept verifiable). Each list is a Query on the
 * user's own partition, read in pages, never a Scan.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { queryPages } from './batch';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { keys, partitions, sortKeyPrefixes } from './keys';
import { personalTokens, titleTokens } from './order-search-tokens';
import { deleteSearchTokens, putSearchTokens } from './orders-repo';

const PAGE = 100;
/** A deletion rewrites at most this many orders and licences each; more means an operator runs it again. */
export const MAX_ERASED_ITEMS = 2000;

const OrderRef = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.number(),
    userId: z.string(),
    createdAt: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    title: z.string(),
    songArtist: z.optional(z.string()),
    searchTokens: z.optional(z.array(z.string())),
  }),
);
const EntitlementRef = /* @__PURE__ */ z.lazySchema(() => z.object({ licenseKey: z.string() }));

async function* pages(input: { index?: string; condition: string; values: Record<string, string> }) {
  const query = {
    ...(input.index ? { IndexName: input.index } : {}),
    KeyConditionExpression: input.condition,
    ExpressionAttributeValues: input.values,
    Limit: PAGE,
  };
  for await (const out of queryPages(query, { maxItems: MAX_ERASED_ITEMS })) yield out.Items ?? [];
}

async function updateExisting(command: UpdateCommand): Promise<void> {
  try {
    await ddb.send(command);
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * Replaces the buyer's name and email (and the search text made of them) on every order of
 * `userId`; the order keeps only its title's search tokens, the token items of the personal ones
 * (email, its local part, name words) are deleted. The order is rewritten first, so even a token
 * item left behind by a failure finds nothing: a search checks the order's text.
 */
export async function anonymiseOrdersOf(userId: string, displayName: string): Promise<number> {
  let count = 0;
  for await (const items of pages({ index: 'GSI1', condition: 'GSI1PK = :pk', values: { ':pk': partitions.userOrders(userId) } })) {
    await Promise.all(
      items.map((item) => {
        const order = OrderRef.parse(item);
        const searchText = `${order.id} ${displayName} ${order.title} ${order.songArtist ?? ''}`.trim().toLowerCase();
        const kept = titleTokens(order);
        const personal = [...new Set([...(order.searchTokens ?? []), ...personalTokens(order)])].filter((t) => !kept.includes(t));
        return updateExisting(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.order(order.id),
            UpdateExpression: 'SET buyerName = :name, buyerEmail = :empty, searchText = :search, searchTokens = :tokens',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':name': displayName, ':empty': '', ':search': searchText, ':tokens': kept },
          }),
        ).then(async () => {
          await putSearchTokens(order, kept);
          await deleteSearchTokens(order, personal);
        });
      }),
    );
    count += items.length;
  }
  return count;
}

/** Replaces the holder's name and email on every licence `userId` was issued (found through their entitlements). */
export async function anonymiseLicensesOf(userId: string, displayName: string): Promise<number> {
  let count = 0;
  const values = { ':pk': partitions.user(userId), ':prefix': sortKeyPrefixes.entitlement };
  for await (const items of pages({ condition: 'PK = :pk AND begins_with(SK, :prefix)', values })) {
    await Promise.all(
      items.map((item) =>
        updateExisting(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.license(EntitlementRef.parse(item).licenseKey),
            UpdateExpression: 'SET userName = :name, userEmail = :empty',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':name': displayName, ':empty': '' },
          }),
        ),
      ),
    );
    count += items.length;
  }
  return count;
}
