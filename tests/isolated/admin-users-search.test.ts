/**
 * Admin users search reaches every account, not only the newest ~1,000: one real account is made
 * first, then 1,200 newer accounts (with their search token items, as the account's transaction
 * writes them) are written straight into the table. A whole word (the email, its local part, a
 * name word) reads that word's token partition, so the old account comes back in ONE request; a
 * fragment still finds it through the text-matching fallback by reading on. A rename, an email
 * change and a deletion move or remove the token items with the account. Isolated: the filler
 * accounts would crowd the shared stack's admin lists.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY, keys, partitions } from '../../functions/data/keys';
import { userSearchTokens } from '../../functions/data/search-tokens';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { adminToken, api, apiLoose, mailsTo, registerAndLogin, uniqueEmail } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { expectBeyondNewestThousand, findOnPages, putItems, tokenPartition } from '../helpers/search-suites';
import { stack } from '../helpers/stack';

const run = `${Date.now().toString(36)}${process.pid}`;
const FILLERS = 1200;
/** Requests an admin may need to reach the oldest account through the text fallback: each reads ≤ ~1,250 items. */
const MAX_PAGES = 10;

let admin: string;
let target: { id: string; email: string; name: string; token: string; password: string };

/** The user ids in one token partition, and the account's stored token list. */
const stored = (token: string, userId: string) => tokenPartition<string>(partitions.userSearch(token), keys.user(userId), 'userId');

const fillerId = (i: number) =>
  `01FILLER${run
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 10)}${String(i).padStart(8, '0')}`;

async function seedFillers(): Promise<void> {
  const base = Date.now() + 60_000;
  const items = Array.from({ length: FILLERS }, (_, i) => {
    const id = fillerId(i);
    const createdAt = new Date(base + i * 1000).toISOString();
    const name = `Filler Listener ${i % 50}`;
    const email = `filler${i}.${run}@example.com`;
    const tokens = userSearchTokens({ name, email });
    return [
      ...tokens.map((t) => ({ ...keys.userSearchToken(t, createdAt, id), _type: ENTITY.userSearchToken, userId: id })),
      {
        ...keys.user(id),
        ...keys.userList(createdAt, id),
        ...keys.userDirectory('user', 'active', createdAt, name.toLowerCase(), id),
        _type: ENTITY.user,
        id,
        name,
        email,
        role: 'user',
        status: 'active',
        passwordHash: 'filler-not-a-hash',
        passwordVersion: 0,
        createdAt,
        updatedAt: createdAt,
        searchText: `${name.toLowerCase()} ${email}`,
        searchTokens: tokens,
      },
    ];
  }).flat();
  await putItems(items);
}

type ListQuery = { q?: string; role?: string; status?: string; sort?: string; order?: string; limit?: number; cursor?: string };

/** One request, as the screen's first search: the ids on it and the cursor it hands out. */
async function firstPage(query: ListQuery) {
  const res = await apiLoose('listUsers', { token: admin, query: { limit: 10, ...query } });
  expect(res.status, res.text).toBe(200);
  return { ids: (res.body as unknown as { id: string }[]).map((u) => u.id), cursor: res.headers.get('X-Next-Cursor') ?? undefined };
}

/** Follows the cursor as the screen's Next does, until the account shows. */
const findByQuery = (q: string, id = target.id) => findOnPages((cursor) => firstPage({ q, cursor }), id, MAX_PAGES);

const searchCursor = (key: { PK: string; SK: string }) => Buffer.from(JSON.stringify({ search: key })).toString('base64url');

beforeAll(async () => {
  admin = await adminToken();
  const name = `Quimby Thistlewood ${run}`;
  const account = await registerAndLogin(name);
  target = { id: account.user.id, email: account.email, name, token: account.token, password: account.password };
  await seedFillers();
}, 120_000);

describe('admin users search over every account', () => {
  it('the old account is beyond the newest 1,000 accounts', async () => {
    await expectBeyondNewestThousand((cursor) => firstPage({ limit: 100, cursor }), target.id);
  });

  it('finds it by its email, the local part, a name word and the whole name in one request', async () => {
    const localPart = target.email.split('@')[0]!;
    for (const q of [target.email, target.email.toUpperCase(), localPart, 'Thistlewood', 'QUIMBY', target.name]) {
      expect((await firstPage({ q })).ids, q).toEqual([target.id]);
    }
  });

  it('applies the role and status filters to a whole-word search', async () => {
    const suspend = await api('updateUserStatus', { params: { id: target.id }, body: { status: 'suspended' }, token: admin });
    expect(suspend.status, suspend.text).toBe(200);
    try {
      expect((await firstPage({ q: target.email, status: 'active' })).ids).toEqual([]);
      expect((await firstPage({ q: target.email, status: 'suspended' })).ids).toEqual([target.id]);
      expect((await firstPage({ q: 'thistlewood', role: 'artist' })).ids).toEqual([]);
      expect((await firstPage({ q: 'thistlewood', role: 'user', status: 'suspended' })).ids).toEqual([target.id]);
    } finally {
      await api('updateUserStatus', { params: { id: target.id }, body: { status: 'active' }, token: admin });
    }
    expect((await firstPage({ q: 'thistlewood', status: 'active' })).ids).toEqual([target.id]);
  });

  it('pages a common word by its own cursor, newest or oldest first, and refuses a cursor it did not hand out', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const res = await firstPage({ q: 'filler', limit: 100, cursor });
      expect(res.ids).toHaveLength(100);
      seen.push(...res.ids);
      cursor = res.cursor;
      expect(cursor).toBeDefined();
    }
    expect(new Set(seen).size).toBe(300);
    expect(seen.slice(0, 3)).toEqual([fillerId(FILLERS - 1), fillerId(FILLERS - 2), fillerId(FILLERS - 3)]);
    expect(seen.at(-1)).toBe(fillerId(FILLERS - 300));

    const oldest = await firstPage({ q: 'filler', order: 'asc', limit: 5 });
    expect(oldest.ids).toEqual([0, 1, 2, 3, 4].map(fillerId));
    expect((await firstPage({ q: 'filler', order: 'asc', limit: 5, cursor: oldest.cursor })).ids).toEqual([5, 6, 7, 8, 9].map(fillerId));

    const elsewhere = searchCursor(keys.userSearchToken(target.email, '9999', 'X'));
    const bad = [
      { q: 'filler', cursor: elsewhere },
      { q: 'filler', sort: 'name', cursor: cursor! },
      { cursor: cursor! },
      { q: 'fille', cursor: cursor! },
      { q: 'filler', cursor: Buffer.from(JSON.stringify({ search: { PK: 1, SK: 'x' } })).toString('base64url') },
      { q: 'filler', cursor: Buffer.from(JSON.stringify({ search: { PK: 'a', SK: 'b', GSI2PK: 'c' } })).toString('base64url') },
    ];
    for (const query of bad) {
      const res = await apiLoose('listUsers', { token: admin, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('finds it by a fragment of a word through the text-matching fallback, reading on', async () => {
    const result = await findByQuery('thistlewoo');
    expect(result.found).toBe(true);
    expect(result.pages).toBeGreaterThan(1);
  });

  it('exports a whole-word search as CSV through the same token reads', async () => {
    const one = await apiLoose('exportUsers', { token: admin, query: { q: target.email } });
    expect(one.status).toBe(200);
    expect(one.text.trim().split('\r\n').slice(1)).toEqual([expect.stringContaining(target.id)]);
    const fillers = await apiLoose('exportUsers', { token: admin, query: { q: 'filler' } });
    expect(fillers.text.trim().split('\r\n')).toHaveLength(FILLERS + 1);
  });

  it('after a rename the old name word no longer finds the account and the new one does, at once', async () => {
    const renamed = await api('updateUser', { params: { id: target.id }, body: { name: `Ottoline Brackenridge ${run}` }, token: admin });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await stored('thistlewood', target.id)).ids).toEqual([]);
    expect((await stored('brackenridge', target.id)).ids).toEqual([target.id]);
    expect((await stored('brackenridge', target.id)).tokens).toEqual(
      userSearchTokens({ email: target.email, name: `Ottoline Brackenridge ${run}` }),
    );
    expect((await firstPage({ q: 'Brackenridge' })).ids).toEqual([target.id]);
    expect((await firstPage({ q: target.email })).ids).toEqual([target.id]);
    expect((await findByQuery('Thistlewood')).found).toBe(false);
    expect((await findByQuery('Quimby')).found).toBe(false);
  });

  it('after an email change the new address finds the account and the old one does not', async () => {
    const newEmail = uniqueEmail('moved');
    const asked = await api('changeEmail', { token: target.token, body: { newEmail, password: target.password } });
    expect(asked.status, asked.text).toBe(200);
    await expect.poll(() => mailsTo(newEmail).length).toBeGreaterThan(0);
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mailsTo(newEmail).at(-1)!.text)![0];
    const used = await api('verifyEmail', { body: { token: new URL(link).searchParams.get('token')! } });
    expect(used.status, used.text).toBe(200);

    expect((await stored(target.email.toLowerCase(), target.id)).ids).toEqual([]);
    expect((await stored(newEmail, target.id)).ids).toEqual([target.id]);
    expect((await firstPage({ q: newEmail })).ids).toEqual([target.id]);
    expect((await firstPage({ q: 'brackenridge' })).ids).toEqual([target.id]);
    expect((await findByQuery(target.email)).found).toBe(false);
    target.email = newEmail;
  });

  it('a deleted account is found by no search, and its token items are gone', async () => {
    const tokens = (await stored(target.email, target.id)).tokens!;
    expect(tokens).toContain(target.email);
    expect((await api('deleteUser', { token: admin, params: { id: target.id } })).status).toBe(200);
    for (const token of tokens) expect((await stored(token, target.id)).ids, token).toEqual([]);
    expect((await stored(target.email, target.id)).tokens).toBeUndefined();
    for (const q of [target.email, 'brackenridge', run]) expect((await findByQuery(q)).found, q).toBe(false);
  });
});

describe('accounts from before the token index', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: LOCAL_TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { ddb, tableName } = await import('../../functions/data/client');
  const { backfillUserSearch } = await import('../../functions/data/migrations/002-users-search');

  it('get their search tokens from the backfill, once however often it runs', async () => {
    const old = await registerAndLogin(`Oldtimer Pemberton ${run}`);
    const email = old.email.toLowerCase();
    const { tokens } = await stored(email, old.user.id);
    expect(tokens).toEqual(userSearchTokens({ email, name: `Oldtimer Pemberton ${run}` }));
    // As the account was stored before the index: no token items, no token list.
    const profile = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(old.user.id),
        UpdateExpression: 'REMOVE searchTokens',
        ReturnValues: 'ALL_OLD',
      }),
    );
    for (const token of tokens!) {
      await ddb.send(
        new DeleteCommand({ TableName: tableName, Key: keys.userSearchToken(token, profile.Attributes?.createdAt as string, old.user.id) }),
      );
    }
    expect(await stored(email, old.user.id)).toEqual({ ids: [], tokens: undefined });

    // The local seed ran it once already: without force, the marker skips it.
    expect(await backfillUserSearch()).toBe(0);
    expect(await backfillUserSearch({ force: true })).toBe(1);
    expect(await stored(email, old.user.id)).toEqual({ ids: [old.user.id], tokens });
    expect((await stored('pemberton', old.user.id)).ids).toEqual([old.user.id]);
    expect(await backfillUserSearch({ force: true })).toBe(0);
    expect((await firstPage({ q: 'Pemberton' })).ids).toEqual([old.user.id]);
  });
});
