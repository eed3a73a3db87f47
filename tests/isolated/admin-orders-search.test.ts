/**
 * Admin order search reaches every order, not only the newest ~1,000: one real order is made
 * first, then 1,200 newer orders are written straight into the table; searching by the old
 * order's id, buyer email, buyer name and song title finds it by reading on with the cursor,
 * each request reading a bounded slice. Isolated: the filler orders would crowd the shared
 * stack's admin lists.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ENTITY, keys } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, registerAndLogin } from '../helpers/api';

const run = `${Date.now().toString(36)}${process.pid}`;
const FILLERS = 1200;
/** Requests an admin may need to reach the oldest order: each reads at most ~1,000 orders. */
const MAX_PAGES = 10;

let admin: string;
let target: { id: number; email: string; name: string; title: string };

async function seedFillers(): Promise<void> {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('ddbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const base = Date.now() + 60_000;
  const items = Array.from({ length: FILLERS }, (_, i) => {
    const id = 900_000_000 + i;
    const createdAt = new Date(base + i * 1000).toISOString();
    return {
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
      title: 'Filler Song',
      songArtist: 'Filler Artist',
      amountMinor: 109_900,
      currency: 'BDT',
      listPriceCents: 999,
      paymentMethod: 'bkash',
      status: 'pending',
      createdAt,
      updatedAt: createdAt,
      searchText: `${id} filler buyer ${i % 50} filler${i % 50}@example.com filler song filler artist`,
    };
  });
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [LOCAL_TABLE_NAME]: pending } }));
      pending = (out.UnprocessedItems?.[LOCAL_TABLE_NAME] ?? []) as typeof pending;
    }
  }
  ddb.destroy();
}

/** Follows the cursor as the screen's 'Search older orders' does, until the order shows. */
async function findByQuery(q: string): Promise<{ found: boolean; pages: number }> {
  let cursor: string | undefined;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    const res = await api('listAdminOrders', { token: admin, query: { q, limit: 10, cursor } });
    expect(res.status, res.text).toBe(200);
    if (res.body.some((o) => o.id === target.id)) return { found: true, pages };
    cursor = res.headers.get('X-Next-Cursor') ?? undefined;
    if (!cursor) return { found: false, pages };
  }
  return { found: false, pages: MAX_PAGES };
}

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
  target = { id: created.body.orderId, email: buyer.email, name, title: song.title };
  await seedFillers();
}, 120_000);

describe('admin order search over every order', () => {
  it('the old order is beyond the newest 1,000 orders', async () => {
    let cursor: string | undefined;
    const newest: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api('listAdminOrders', { token: admin, query: { limit: 100, cursor } });
      newest.push(...res.body.map((o) => o.id));
      cursor = res.headers.get('X-Next-Cursor') ?? undefined;
    }
    expect(newest).toHaveLength(1000);
    expect(newest).not.toContain(target.id);
  });

  it('finds it by order id at once', async () => {
    const res = await api('listAdminOrders', { token: admin, query: { q: `#${target.id}` } });
    expect(res.body.map((o) => o.id)).toEqual([target.id]);
  });

  for (const field of ['email', 'name', 'title'] as const) {
    it(`finds it by the buyer's ${field === 'title' ? 'song title' : field} by reading on into older orders`, async () => {
      const q = field === 'name' ? target.name.toLowerCase() : target[field];
      const result = await findByQuery(q);
      expect(result.found).toBe(true);
      expect(result.pages).toBeGreaterThan(1);
    });
  }
});
