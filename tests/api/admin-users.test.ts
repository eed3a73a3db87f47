/**
 * The back office's user management, enforced on the server (issue 13, admin spec §2.7): the
 * list's search, filters, sorting and paging; suspension, deletion, role changes and what they do
 * to sign-in and open sessions; the admin's own account; invitations and reset mails; the CSV.
 * Other files share the stack, so every check looks only at this file's own users.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths, type RouteId } from '../../shared/api/paths';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, isLocalStack, mailsTo, registerAndLogin, uniqueEmail } from '../helpers/api';
import { payByWallet } from '../helpers/orders';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let adminId: string;

beforeAll(async () => {
  admin = await adminToken();
  adminId = (await api('getMe', { token: admin })).body.id;
});

const listFor = (query: Record<string, string | number>) => apiLoose('listUsers', { query, token: admin });
const idsOf = (body: unknown) => (body as { id: string }[]).map((u) => u.id);

describe('the users list', () => {
  it('searches name or email, filters by role and status, sorts by name and pages with a cursor and a total', async () => {
    const tag = `zq${run}`;
    const made = [];
    for (const name of [`Cara ${tag}`, `Abel ${tag}`, `Bea ${tag}`]) made.push(await registerAndLogin(name));
    const byName = await listFor({ q: tag.toUpperCase(), sort: 'name', limit: 2 });
    expect(byName.status).toBe(200);
    expect((byName.body as unknown as { name: string }[]).map((u) => u.name)).toEqual([`Abel ${tag}`, `Bea ${tag}`]);
    const cursor = byName.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await listFor({ q: tag, sort: 'name', limit: 2, cursor: cursor! });
    expect((rest.body as unknown as { name: string }[]).map((u) => u.name)).toEqual([`Cara ${tag}`]);

    const byEmail = await listFor({ q: made[1]!.email });
    expect(idsOf(byEmail.body)).toEqual([made[1]!.user.id]);

    const newestFirst = await listFor({ q: tag });
    expect(idsOf(newestFirst.body)).toEqual(made.map((m) => m.user.id).reverse());

    await api('updateUserStatus', { params: { id: made[0]!.user.id }, body: { status: 'suspended' }, token: admin });
    expect(idsOf((await listFor({ q: tag, status: 'suspended' })).body)).toEqual([made[0]!.user.id]);
    expect(idsOf((await listFor({ q: tag, status: 'active', role: 'user' })).body)).toHaveLength(2);
    expect(idsOf((await listFor({ q: tag, role: 'admin' })).body)).toEqual([]);

    const filtered = await listFor({ status: 'suspended', limit: 1 });
    expect(Number(filtered.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(filtered.body).toHaveLength(1);
  });

  it('refuses an unknown sort, a bad cursor and a role outside the list', async () => {
    expect((await listFor({ sort: 'email' })).status).toBe(400);
    expect((await listFor({ cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
    expect((await listFor({ role: 'root' })).status).toBe(400);
  });

  it('the stat cards count users per status', async () => {
    const res = await api('getUserStats', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.active + res.body.suspended + res.body.pending);
    expect(res.body.active).toBeGreaterThanOrEqual(1);
  });
});

describe('suspension and role changes are enforced on the server', () => {
  it('a suspended user cannot sign in and their open session ends at the next call; reactivation lets them back', async () => {
    const buyer = await registerAndLogin(`Suspended ${run}`);
    const suspended = await api('updateUserStatus', { params: { id: buyer.user.id }, body: { status: 'suspended' }, token: admin });
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe('suspended');

    const next = await apiLoose('getMyOrders', { token: buyer.token });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('ACCOUNT_SUSPENDED');
    const login = await apiLoose('login', { body: { email: buyer.email, password: buyer.password } });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe('Your account has been suspended. Please contact support.');

    expect((await api('updateUserStatus', { params: { id: buyer.user.id }, body: { status: 'active' }, token: admin })).status).toBe(200);
    const back = await api('login', { body: { email: buyer.email, password: buyer.password } });
    expect(back.status).toBe(200);
    expect((await api('getMyOrders', { token: back.body.token })).status).toBe(200);
  });

  it('a role change takes effect on the next request of an open session, and a name change shows in the list', async () => {
    const someone = await registerAndLogin(`Promoted ${run}`);
    expect((await apiLoose('listUsers', { token: someone.token })).status).toBe(403);
    const promoted = await api('updateUser', {
      params: { id: someone.user.id },
      body: { role: 'admin', name: `Renamed ${run}` },
      token: admin,
    });
    expect(promoted.body).toMatchObject({ role: 'admin', name: `Renamed ${run}` });
    expect((await apiLoose('listUsers', { token: someone.token })).status).toBe(200);
    expect((await listFor({ q: `renamed ${run}`, role: 'admin' })).body).toHaveLength(1);

    await api('updateUser', { params: { id: someone.user.id }, body: { role: 'user' }, token: admin });
    expect((await apiLoose('listUsers', { token: someone.token })).status).toBe(403);
  });

  it('records the last sign-in on the user', async () => {
    const someone = await registerAndLogin(`Signed In ${run}`);
    const [row] = (await listFor({ q: someone.email })).body as unknown as { last_login: string | null }[];
    expect(Date.parse(row!.last_login!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("an admin's own account", () => {
  it('cannot be suspended, demoted or deleted by that admin', async () => {
    const suspend = await apiLoose('updateUserStatus', { params: { id: adminId }, body: { status: 'suspended' }, token: admin });
    expect(suspend.status).toBe(400);
    expect(suspend.body.error).toBe('You cannot suspend your own account');
    const demote = await apiLoose('updateUser', { params: { id: adminId }, body: { role: 'user' }, token: admin });
    expect(demote.status).toBe(400);
    expect(demote.body.error).toBe('You cannot change your own role');
    const remove = await apiLoose('deleteUser', { params: { id: adminId }, token: admin });
    expect(remove.status).toBe(400);
    expect(remove.body.error).toBe('You cannot delete your own account');
    expect((await api('getMe', { token: admin })).body.role).toBe('admin');
  });

  it('no admin account is ever deleted', async () => {
    const other = await registerAndLogin(`Second Admin ${run}`);
    await api('updateUser', { params: { id: other.user.id }, body: { role: 'admin' }, token: admin });
    const res = await apiLoose('deleteUser', { params: { id: other.user.id }, token: admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ADMIN_NOT_DELETABLE');
    await api('updateUser', { params: { id: other.user.id }, body: { role: 'user' }, token: admin });
  });
});

describe('deleting a user who bought a song', () => {
  it('ends sign-in, keeps the order for the books and the licence verifiable under "Deleted user"', async () => {
    const buyer = await registerAndLogin(`Leaving Buyer ${run}`);
    const song = (await api('listSongs', { query: { limit: 100 } })).body.at(-1)!;
    const order = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    expect(order.status).toBe(201);
    const orderId = order.body.orderId;
    const paid = await payByWallet(orderId, buyer.token, `DEL${run.toUpperCase()}`);
    expect(paid.status).toBe(200);
    const key = (await api('approvePayment', { params: { orderId }, token: admin })).body.license_key!;
    const [row] = (await listFor({ q: buyer.email })).body as unknown as { total_purchases: number; total_spent: number }[];
    expect(row).toMatchObject({ total_purchases: 1, total_spent: song.price });

    const deleted = await api('deleteUser', { params: { id: buyer.user.id }, token: admin });
    expect(deleted.status).toBe(200);

    expect((await apiLoose('login', { body: { email: buyer.email, password: buyer.password } })).status).toBe(401);
    expect((await apiLoose('getMe', { token: buyer.token })).status).toBe(401);
    expect((await listFor({ q: buyer.email })).body).toEqual([]);

    const verified = await api('verifyLicense', { params: { key } });
    expect(verified.body.valid).toBe(true);
    expect(verified.body.details).toMatchObject({ orderId, userEmail: 'Deleted user' });

    const kept = await api('listAdminOrders', { query: { q: String(orderId) }, token: admin });
    const keptOrder = kept.body.find((o) => o.id === orderId);
    expect(keptOrder).toMatchObject({ status: 'completed', buyer_name: 'Deleted user', buyer_email: '' });
    expect((await api('listAdminOrders', { query: { q: buyer.email }, token: admin })).body.find((o) => o.id === orderId)).toBeUndefined();

    // The address is free again: it can sign up as a new account.
    expect((await api('register', { body: { name: 'Comes Back', email: buyer.email, password: buyer.password } })).status).toBe(201);
  });
});

describe('bulk actions', () => {
  it('answer per id and never touch the acting admin', async () => {
    const a = await registerAndLogin(`Bulk A ${run}`);
    const b = await registerAndLogin(`Bulk B ${run}`);
    const res = await api('bulkUpdateUsers', { body: { action: 'suspend', userIds: [a.user.id, b.user.id, adminId] }, token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.body.results.find((r) => r.id === adminId)).toMatchObject({ ok: false, error: 'You cannot suspend your own account' });
    expect((await apiLoose('getMe', { token: a.token })).status).toBe(401);

    const activated = await api('bulkUpdateUsers', { body: { action: 'activate', userIds: [a.user.id, b.user.id] }, token: admin });
    expect(activated.body.succeeded).toBe(2);
    const removed = await api('bulkUpdateUsers', { body: { action: 'delete', userIds: [a.user.id, adminId] }, token: admin });
    expect(removed.body).toMatchObject({ succeeded: 1, failed: 1 });
    expect((await apiLoose('login', { body: { email: a.email, password: a.password } })).status).toBe(401);
  });

  it('refuses more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `01ARZ3NDEKTSV4RRFFQ69G5${String(i).padStart(3, '0')}`);
    expect((await apiLoose('bulkUpdateUsers', { body: { action: 'suspend', userIds: ids }, token: admin })).status).toBe(400);
  });
});

describe.skipIf(!isLocalStack())('mails to users', () => {
  it('Add User mails a single-use link with which the person sets a password and signs in', async () => {
    const email = uniqueEmail('invited');
    const created = await api('createUser', { body: { name: `Invited ${run}`, email, role: 'artist' }, token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role: 'artist', status: 'active' });
    const token = /reset=([\w-]+)/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await api('resetPassword', { body: { token: token!, newPassword: 'my own long passphrase' } })).status).toBe(200);
    expect((await api('resetPassword', { body: { token: token!, newPassword: 'a second long passphrase' } })).status).toBe(400);
    expect((await api('login', { body: { email, password: 'my own long passphrase' } })).body.user.role).toBe('artist');
    expect((await apiLoose('createUser', { body: { name: 'Twice', email, role: 'user' }, token: admin })).status).toBe(409);
  });

  it('reset password sends the user the reset mail', async () => {
    const someone = await registerAndLogin(`Forgetful ${run}`);
    const before = mailsTo(someone.email).length;
    const res = await api('resetUserPassword', { params: { id: someone.user.id }, token: admin });
    expect(res.status).toBe(200);
    const mails = mailsTo(someone.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toBe('Reset your password');
  });
});

describe('the CSV export', () => {
  it('neutralises a name starting with = and exports a selection or the filtered list', async () => {
    const evil = await registerAndLogin(`=HYPERLINK("http://evil.example") ${run}`);
    const plain = await registerAndLogin(`Plain Csv ${run}`);
    const selection = await apiLoose('exportUsers', { query: { ids: `${evil.user.id},${plain.user.id}` }, token: admin });
    expect(selection.status).toBe(200);
    expect(selection.headers.get('content-type')).toContain('text/csv');
    const lines = selection.text.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Name,Email,Role,Status,Joined,Last login,Purchases,Total spent (USD)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"") ${run}"`);
    expect(lines.some((l) => /(^|,)=/.test(l))).toBe(false);

    const filtered = await apiLoose('exportUsers', { query: { q: `plain csv ${run}` }, token: admin });
    expect(filtered.text.trim().split('\r\n').slice(1)).toEqual([expect.stringContaining(plain.user.id)]);
  });
});

describe('only admins reach the user management routes', () => {
  const routes: RouteId[] = [
    'listUsers',
    'getUserStats',
    'exportUsers',
    'createUser',
    'bulkUpdateUsers',
    'updateUser',
    'updateUserStatus',
    'resetUserPassword',
    'deleteUser',
  ];
  it('answers 401 without a token and 403 to a plain user, on every route', async () => {
    const user = await registerAndLogin(`Nosy ${run}`);
    for (const id of routes) {
      expect(paths[id].auth).toBe('admin');
      const input = { params: { id: user.user.id }, ...(paths[id].method === 'GET' ? {} : { body: {} }) };
      expect((await apiLoose(id, input)).status, id).toBe(401);
      expect((await apiLoose(id, { ...input, token: user.token })).status, id).toBe(403);
    }
  });
});

describe.skipIf(!isLocalStack())('accounts made before the directory', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { ddb, tableName } = await import('../../functions/data/client');
  const { keys } = await import('../../functions/data/keys');
  const { backfillUserDirectory } = await import('../../functions/data/migrations/001-users-directory');
  const { DeleteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');

  it('join the list (and its counters) once, however often the backfill runs', async () => {
    const old = await registerAndLogin(`Old Account ${run}`);
    // As the account was stored before the directory (and the search-token index) existed: no
    // directory keys, no search text, no search tokens.
    const stored = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(old.user.id),
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK, GSI3PK, GSI3SK, searchText, searchTokens',
        ReturnValues: 'ALL_OLD',
      }),
    );
    for (const token of stored.Attributes?.searchTokens as string[]) {
      await ddb.send(
        new DeleteCommand({ TableName: tableName, Key: keys.userSearchToken(token, stored.Attributes?.createdAt as string, old.user.id) }),
      );
    }
    const reopen = () =>
      ddb.send(new UpdateCommand({ TableName: tableName, Key: keys.userStats(), UpdateExpression: 'REMOVE directoryBackfilled' }));
    expect((await listFor({ q: old.email })).body).toEqual([]);

    await reopen();
    expect(await backfillUserDirectory()).toBeGreaterThanOrEqual(1);
    expect(idsOf((await listFor({ q: old.email })).body)).toEqual([old.user.id]);
    expect(await backfillUserDirectory()).toBe(0);
    await reopen();
    expect(await backfillUserDirectory()).toBe(0);
  });
});
