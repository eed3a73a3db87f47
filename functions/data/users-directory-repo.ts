import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import type { Role } from '../../shared/api/auth';
import type { UserStatus } from '../../shared/api/users';
import { ValidationError } from '../kernel/errors';
import { ddb, tableName } from './client';
import { fromCursor } from './cursor';
import { partitions } from './keys';
import { queryTokens, rarestToken, textHasEvery } from './search-tokens';
import { searchTokenPartition, TokenHit } from './token-partition-search';
import { getUsersByIds, UserItem, type User } from './users-repo';

export type DirectorySort = 'joined' | 'name' | 'role' | 'status';

/** Per role-and-status partition: where the merge continues (`null`: that partition is done). */
export type DirectoryPositions = Record<string, Record<string, string> | null>;

/**
 * Where the next page continues: the merge's positions, or a key of the search-token partition
 * the token search reads (its last token item handed out, or where its read budget ran out).
 */
export type DirectoryCursor = { kind: 'merge'; positions: DirectoryPositions } | { kind: 'search'; key: { PK: string; SK: string } };

export interface DirectoryQuery {
  roles: readonly Role[];
  statuses: readonly UserStatus[];
  sort: DirectorySort;
  order: 'asc' | 'desc';
  /** Lower-cased text the name or email must contain. */
  q?: string;
  limit: number;
  cursor?: DirectoryCursor;
}

export interface DirectoryPage {
  users: User[];
  next?: DirectoryCursor;
  itemsRead: number;
}

/**
 * Items a `q` search may evaluate for one page, across its partitions: a sparse match returns a
 * short page with a cursor instead of reading on.
 */
export const SEARCH_READ_BUDGET = 1000;
const SEARCH_QUERY_LIMIT = 200;

interface Stream {
  pk: string;
  role: Role;
  status: UserStatus;
  buffer: Record<string, unknown>[];
  /** The key after which the next Query starts (DynamoDB's LastEvaluatedKey); undefined at the start. */
  frontier?: Record<string, unknown>;
  exhausted: boolean;
  /** Where the caller's next page starts if this stream still holds items: the last one handed out. */
  resumeFrom?: Record<string, unknown>;
}

const invalidCursor = () => new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

/**
 * One page of the back office's user list. A search sorted by joined whose words are whole
 * tokens reads the search-token partition of its rarest-looking word (`searchDirectoryByToken`);
 * a first page finding that partition empty (a fragment, a word nobody has), any other sort with
 * `q`, and any list without `q` merge the directory partitions (`mergeDirectory`). A cursor says
 * which of the two it continues: a merge cursor stays on the merge, a token cursor for a request
 * that does not read that token's partition is a bad cursor.
 */
export async function listDirectory(input: DirectoryQuery): Promise<DirectoryPage> {
  const tokens = input.q && input.sort === 'joined' ? queryTokens(input.q) : undefined;
  const cursor = input.cursor;
  if (cursor?.kind === 'merge') return mergeDirectory(input, cursor.positions);
  if (tokens) {
    const page = await searchDirectoryByToken(input, tokens, cursor?.key);
    if (page) return page;
  } else if (cursor) {
    throw invalidCursor();
  }
  return mergeDirectory(input);
}

const UserTokenHit = /* @__PURE__ */ z.lazySchema(() => z.extend(TokenHit, { userId: z.string() }));

/**
 * One page of the accounts carrying the rarest-looking query token, by joined (newest first
 * unless `order` is asc), kept when their name and email hold every query token, their role and
 * status pass the filters and they are not deleted: at most MAX_TOKEN_ITEMS_PER_SEARCH token
 * items and as many users per request, whatever the number of accounts. Undefined when a first
 * page finds the partition empty: the caller then matches text instead.
 */
async function searchDirectoryByToken(
  input: DirectoryQuery,
  tokens: readonly string[],
  from?: { PK: string; SK: string },
): Promise<DirectoryPage | undefined> {
  const pk = partitions.userSearch(rarestToken(tokens));
  if (from && from.PK !== pk) throw invalidCursor();
  const page = await searchTokenPartition({
    pk,
    from,
    newestFirst: input.order !== 'asc',
    limit: input.limit,
    parseHit: (item) => UserTokenHit.parse(item),
    fetch: async (hits) => {
      const found = new Map((await getUsersByIds(hits.map((h) => h.userId))).map((u) => [u.id, u]));
      return hits.map((h) => found.get(h.userId));
    },
    keep: (u) =>
      !u.deletedAt && input.roles.includes(u.role) && input.statuses.includes(u.status) && textHasEvery(`${u.name} ${u.email}`, tokens),
  });
  return (
    page && {
      users: page.records,
      ...(page.next ? { next: { kind: 'search', key: TokenHit.parse(page.next) } } : {}),
      itemsRead: page.itemsRead,
    }
  );
}

/**
 * One page of the merged directory. Every role-and-status pair the filters allow is a
 * partition of GSI2 (sorted by joined) and GSI3 (sorted by name); the page is a k-way merge of
 * those partitions (at most 9), each queried from its own position, so a page of n users reads at
 * most 9·n items without `q`. Sorting by role or status merges partitions that each hold a single
 * role and status, newest first within each. With `q`, each Query filters on the search text and
 * the page stops after SEARCH_READ_BUDGET evaluated items.
 */
async function mergeDirectory(input: DirectoryQuery, from?: DirectoryPositions): Promise<DirectoryPage> {
  const index = input.sort === 'name' ? 'GSI3' : 'GSI2';
  const skName = `${index}SK`;
  const forward = input.sort === 'role' || input.sort === 'status' ? false : input.order === 'asc';
  const streams: Stream[] = input.roles.flatMap((role) =>
    input.statuses.map((status) => {
      const pk = partitions.userDirectory(role, status);
      const position = from?.[pk];
      return {
        pk,
        role,
        status,
        buffer: [],
        frontier: position ?? undefined,
        exhausted: position === null,
        resumeFrom: position ?? undefined,
      };
    }),
  );
  const groupOf = (s: Stream) => (input.sort === 'role' ? s.role : input.sort === 'status' ? s.status : '');
  const sign = input.order === 'desc' ? -1 : 1;
  const compare = (a: Stream, b: Stream) => {
    const group = groupOf(a).localeCompare(groupOf(b)) * sign;
    if (group !== 0) return group;
    const ka = String(a.buffer[0]![skName]);
    const kb = String(b.buffer[0]![skName]);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * (forward ? 1 : -1);
  };
  let itemsRead = 0;
  const budget = input.q ? SEARCH_READ_BUDGET : Number.POSITIVE_INFINITY;
  const fill = async (s: Stream) => {
    const startKey = s.frontier;
    const out = await fromCursor(startKey, () =>
      ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk`,
          ExpressionAttributeValues: { ':pk': s.pk, ...(input.q ? { ':q': input.q } : {}) },
          ...(input.q ? { FilterExpression: 'contains(searchText, :q)' } : {}),
          ScanIndexForward: forward,
          Limit: input.q ? SEARCH_QUERY_LIMIT : input.limit,
          ExclusiveStartKey: startKey,
        }),
      ),
    );
    itemsRead += out.ScannedCount ?? 0;
    s.buffer.push(...(out.Items ?? []));
    s.frontier = out.LastEvaluatedKey;
    s.exhausted = !out.LastEvaluatedKey;
  };
  const picked: Record<string, unknown>[] = [];
  while (picked.length < input.limit) {
    const starving = streams.filter((s) => s.buffer.length === 0 && !s.exhausted);
    if (starving.length) {
      if (itemsRead >= budget) break;
      await Promise.all(starving.map(fill));
      continue;
    }
    const live = streams.filter((s) => s.buffer.length > 0);
    if (!live.length) break;
    const next = live.reduce((best, s) => (compare(s, best) < 0 ? s : best));
    const item = next.buffer.shift()!;
    picked.push(item);
    next.resumeFrom = { PK: item.PK, SK: item.SK, [`${index}PK`]: item[`${index}PK`], [skName]: item[skName] };
  }
  const done = streams.every((s) => s.exhausted && s.buffer.length === 0);
  const positions: DirectoryPositions | undefined = done
    ? undefined
    : Object.fromEntries(
        streams.flatMap((s) => {
          // Items still buffered are read again next page, from the last one handed out (or the start).
          const at = s.buffer.length ? s.resumeFrom : s.exhausted ? null : s.frontier;
          return at === undefined ? [] : [[s.pk, at as Record<string, string> | null]];
        }),
      );
  return { users: picked.map((item) => UserItem.parse(item)), ...(positions ? { next: { kind: 'merge', positions } } : {}), itemsRead };
}
