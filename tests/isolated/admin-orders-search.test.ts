/**
 * Admin order search reaches every order, not only the newest ~1,000: one real order is made
 * first, then 1,200 newer orders (with their search token items, as the order transaction writes
 * them) are written straight into the table. A whole word (the buyer's email, a name word, a
 * title word) reads that word's token partition, so the old order comes back in ONE request; a
 * fragment still finds it through the text-matching fallback by reading on; deleting the buyer
 * removes their personal tokens while the title still finds the order. Isolated: the filler
 * orders would crowd the shared stack's admin lists.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY, keys, partitions } from '../../functions/data/keys';
import { orderSearchTokens } from '../../functions/data/order-search-tokens';
import { wordsOf } from '../../functions/data/search-tokens';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, registerAndLogin } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { expectBeyondNewestThousand, findOnPages, putItems, tokenPartition } from '../helpers/search-suites';
import { stack } from '../helpers/stack';

const run = `${Date.now().toString(36)}${process.pid}`;
const FILLERS = 1200;
/** Requests an admin may need to reach the oldest order: each reads at most ~1,000 orders. */
const MAX_PAGES = 10;

let admin: string;
let titleQuery: string;
let target: { id: number; email: string; name: string; title: string; token: string; userId: string };

/** The order ids in one token partition, and the order's stored token list. */
const stored = (token: string, orderId: number) => tokenPartition<number>(partitions.orderSearch(token), keys.order(orderId), 'orderId');

async function seedFillers(): Promise<void> {
  const base = Date.now() + 60_000;
  const items = Array.from({ length: FILLERS }, (_, i) => {
    const id = 900_000_000 + i;
    const createdAt = new Date(base + i * 1000).toISOString();
    const tokens = orderSearchTokens({
      buyerEmail: `filler${i % 50}@example.com`,
      buyerName: `Filler Buyer ${i % 50}`,
      title: 'Filler Track',
    });
    return [
      ...tokens.map((t) => ({
        ...keys.orderSearchToken(t, createdAt, id),
        _type: ENTITY.orderSearchToken,
        orderId: id,
        userId: `FILLER${i % 50}`,
      })),
      {
        ...keys.order(id),
        ...keys.orderIndexes(`FILLER${i % 50}`, 'pending', createdAt, id),
        _type: ENTITY.order,
        id,
        userId: `FILLER${i % 50}`,
        buyerName: `Filler Buyer ${i % 50}`,
        buyerEmail: `filler${i % 50}@example.com`,
        type: 'song',
        songId: 'FILLERSONG',
        itemKey: `SONG#FILLER${i}`,
        title: 'Filler Track',
        songArtist: 'Filler Artist',
        amountMinor: 109_900,
        currency: 'BDT',
        listPriceCents: 999,
        paymentMethod: 'bkash',
        status: 'pending',
        createdAt,
        updatedAt: createdAt,
        searchText: `${id} filler buyer ${i % 50} filler${i % 50}@example.com filler track filler artist`,
        searchTokens: tokens,
      },
    ];
  }).flat();
  await putItems(items);
}

/** One request, as the screen's first search: the ids on it and the cursor it hands out. */
async function firstPage(query: { q?: string; status?: 'pending' | 'processing' | 'completed'; limit?: number; cursor?: string }) {
  const res = await api('listAdminOrders', { token: admin, query: { limit: 10, ...query } });
  expect(res.status, res.text).toBe(200);
  return { ids: res.body.map((o) => o.id), cursor: res.headers.get('X-Next-Cursor') ?? undefined };
}

/** Follows the cursor as the screen's 'Search older orders' does, until the order shows. */
const findByQuery = (q: string) => findOnPages((cursor) => firstPage({ q, cursor }), target.id, MAX_PAGES);

beforeAll(async () => {
  admin = await adminToken();
  const name = `Zubaida Farthest ${run}`;
  const buyer = await registerAndLogin(name);
  const songs = (await api('listSongs', { query: { limit: 5 } })).body;
  const song = songs[0]!;
  const created = await api('createOrder', {
    token: buyer.token,
    body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
  });
  expect(created.status, created.text).toBe(201);
  // The title word an admin types: the longest word of the song's title (fillers' titles are 'Filler Track').
  const titleWord = wordsOf(song.title).reduce((a, b) => (b.length > a.length ? b : a));
  expect(['filler', 'track']).not.toContain(titleWord);
  target = { id: created.body.orderId, email: buyer.email, name, title: song.title, token: buyer.token, userId: buyer.user.id };
  titleQuery = titleWord;
  await seedFillers();
}, 120_000);

describe('admin order search over every order', () => {
  it('the old order is beyond the newest 1,000 orders', async () => {
    await expectBeyondNewestThousand((cursor) => firstPage({ limit: 100, cursor }), target.id);
  });

  it('finds it by order id at once', async () => {
    const res = await api('listAdminOrders', { token: admin, query: { q: `#${target.id}` } });
    expect(res.body.map((o) => o.id)).toEqual([target.id]);
  });

  it("finds it by the buyer's email, a name word and a title word in one request", async () => {
    for (const q of [target.email, 'Zubaida', titleQuery.toUpperCase(), target.name]) {
      expect((await firstPage({ q })).ids, q).toContain(target.id);
    }
  });

  it('combines a whole word with the status filter, processing too', async () => {
    expect((await firstPage({ q: target.email, status: 'pending' })).ids).toContain(target.id);
    expect((await firstPage({ q: target.email, status: 'processing' })).ids).not.toContain(target.id);
    const paid = await api('submitOrderPayment', {
      params: { orderId: target.id },
      token: target.token,
      body: { senderWallet: '01712345678', transactionId: `ZB${run}`.toUpperCase().slice(0, 20), paymentMethod: 'bkash' },
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await firstPage({ q: target.email, status: 'processing' })).ids).toContain(target.id);
    expect((await firstPage({ q: target.email, status: 'completed' })).ids).toEqual([]);
  });

  it('pages a common word newest first by its own cursor, and refuses a cursor into another partition', async () => {
    const seen = new Set<number>();
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const res = await api('listAdminOrders', { token: admin, query: { q: 'filler', limit: 100, cursor } });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toHaveLength(100);
      for (const o of res.body) seen.add(o.id);
      cursor = res.headers.get('X-Next-Cursor') ?? undefined;
      expect(cursor).toBeDefined();
    }
    expect(seen.size).toBe(300);
    expect(Math.max(...seen)).toBe(900_000_000 + FILLERS - 1);
    const crafted = Buffer.from(JSON.stringify(keys.orderSearchToken(target.email, '9999', 1))).toString('base64url');
    const res = await apiLoose('listAdminOrders', { token: admin, query: { q: 'filler', cursor: crafted } });
    expect(res.status).toBe(400);
  });

  it('finds it by a fragment of a word through the text-matching fallback, reading on', async () => {
    const result = await findByQuery('farthes');
    expect(result.found).toBe(true);
    expect(result.pages).toBeGreaterThan(1);
  });

  it("after the buyer's account is deleted, their email no longer finds the order but the title still does", async () => {
    const before = await stored(target.email.toLowerCase(), target.id);
    expect(before.ids).toEqual([target.id]);
    expect(before.tokens).toEqual(expect.arrayContaining([target.email.toLowerCase(), 'zubaida', titleQuery]));
    expect((await api('deleteUser', { token: admin, params: { id: target.userId } })).status).toBe(200);
    const after = await stored(target.email.toLowerCase(), target.id);
    expect(after.ids).toEqual([]);
    expect(after.tokens).toContain(titleQuery);
    expect(after.tokens).not.toContain('zubaida');
    expect((await stored('zubaida', target.id)).ids).toEqual([]);
    expect((await findByQuery(target.email)).found).toBe(false);
    expect((await findByQuery('Zubaida')).found).toBe(false);
    expect((await firstPage({ q: titleQuery })).ids).toContain(target.id);
  });
});

describe('orders from before the token index', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: LOCAL_TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { ddb, tableName } = await import('../../functions/data/client');
  const { deleteSearchTokens } = await import('../../functions/data/orders-repo');
  const { backfillOrderSearch } = await import('../../functions/data/migrations/004-orders-search');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');

  it('get their search tokens from the backfill, once however often it runs', async () => {
    const buyer = await registerAndLogin(`Oldtimer Quill ${run}`);
    const song = (await api('listSongs', { query: { limit: 5 } })).body[1]!;
    const created = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.orderId;
    const email = buyer.email.toLowerCase();
    // As the order was stored before the index: no token items, no token list.
    const { tokens } = await stored(email, id);
    expect(tokens).toContain(email);
    const order = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.order(id) }));
    await deleteSearchTokens({ id, createdAt: order.Item?.createdAt as string }, tokens ?? []);
    await ddb.send(new UpdateCommand({ TableName: tableName, Key: keys.order(id), UpdateExpression: 'REMOVE searchTokens' }));
    expect(await stored(email, id)).toEqual({ ids: [], tokens: undefined });

    expect(await backfillOrderSearch({ force: true })).toBe(1);
    expect(await stored(email, id)).toEqual({ ids: [id], tokens });
    expect((await stored('oldtimer', id)).ids).toEqual([id]);
    expect(await backfillOrderSearch({ force: true })).toBe(0);
    expect((await firstPage({ q: 'Oldtimer' })).ids).toEqual([id]);
  });
});
