/**
 * Regression tests for the defects an outside probe found against `npm start` (issue 10 §7):
 * the dev server serving the data folder and sources, emulators on every interface, the sign-in
 * limit outrun by a burst, reset tokens outliving a newer reset, an owner locked out by anyone,
 * an unthrottled register, and 500s for odd plan fields and crafted cursors.
 *
 * Per-client limits are exercised from loopback addresses of their own (127.0.0.4x), so they
 * never throttle the other tests sharing the stack.
 */
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  apiFrom,
  apiLoose,
  baseUrl,
  type ApiResponse,
  isLocalStack,
  mailsTo,
  resetTokenIn,
  registerAndLogin,
  uniqueEmail,
} from '../helpers/api';
import { expectProbesRefused } from '../helpers/served-site-probe';
import { stack } from '../helpers/stack';

const PASSWORD = 'correct horse battery';

// The shared stacks serve the production build (`--preview`); the dev server's own probe, with the app's
// sources it must still serve, is tests/isolated/dev-server-probe.test.ts.
describe.skipIf(!isLocalStack())('served site: only what the SPA needs is served', () => {
  it('answers every probe for secrets, manifests and server sources without their content', expectProbesRefused);
});

/** Listening TCP sockets on `port` from /proc/net/tcp{,6}: their local addresses, decoded. */
function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [hexAddress, hexPort] = local!.split(':');
      if (state !== '0A' || parseInt(hexPort!, 16) !== port) continue;
      addresses.push(decodeProcAddress(hexAddress!));
    }
  }
  return addresses;
}

/** /proc/net/tcp* write addresses as little-endian 32-bit words in hex. */
function decodeProcAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((w) =>
    w
      .match(/../g)!
      .reverse()
      .map((b) => parseInt(b, 16)),
  );
  if (words.length === 1) return words[0]!.join('.');
  const bytes = words.flat();
  const v4Mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (v4Mapped) return bytes.slice(12).join('.');
  return Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16)).join(':');
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

describe.skipIf(!isLocalStack() || process.platform !== 'linux')('local services listen on loopback only', () => {
  let ports: Record<string, number>;

  beforeAll(async () => {
    const [song] = (await api('listSongs', { query: { limit: 1 } })).body;
    const stream = await api('streamAudio', { params: { songId: song!.id } });
    expect(stream.status).toBe(302);
    ports = {
      gateway: Number(new URL(baseUrl()).port),
      dynamodb: Number(new URL(stack().ddbEndpoint).port),
      s3: Number(new URL(stream.headers.get('location')!).port),
    };
  });

  it('binds the gateway, DynamoDB Local and s3rver to 127.0.0.1', () => {
    for (const [name, port] of Object.entries(ports)) {
      expect(port, name).toBeGreaterThan(0);
      const addresses = listeningAddresses(port);
      expect(addresses.length, `${name} listens on ${port}`).toBeGreaterThan(0);
      expect(addresses, name).toEqual(addresses.map(() => '127.0.0.1'));
    }
  });

  it("refuses connections on the machine's other addresses", async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal && i.family === 'IPv4')
      .map((i) => i!.address);
    for (const [name, port] of Object.entries(ports)) {
      expect(await connects('127.0.0.1', port), `${name} on loopback`).toBe(true);
      for (const address of external) expect(await connects(address, port), `${name} on ${address}`).toBe(false);
    }
  });
});

describe('sign-in limits', () => {
  it('checks at most 10 passwords of a concurrent burst of 40, and refuses the rest with 429', async () => {
    const { email } = await registerAndLogin('Burst Target', PASSWORD);
    const right = Math.floor(Math.random() * 40);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apiFrom('127.0.0.41', 'login', { body: { email, password: i === right ? PASSWORD : `wrong guess ${i}` } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // Every answer but a 429 ran a password check (on a machine this loaded, a check can also
    // outlast the route's timeout: a 500, still counted).
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s, i) => s === 200 && i !== right)).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.code).toBe('LOGIN_LOCKED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right password signed in only if its attempt was among those checked.
    if (statuses[right] !== 200) expect(statuses[right]).toBe(429);
  });

  it('locks a guessing address out of an account while its owner signs in from another', async () => {
    const { email } = await registerAndLogin('Owner', PASSWORD);
    for (let i = 0; i < 10; i++) {
      expect((await apiFrom('127.0.0.42', 'login', { body: { email, password: `guess ${i} wrong` } })).status).toBe(401);
    }
    const attacker = await apiFrom('127.0.0.42', 'login', { body: { email, password: PASSWORD } });
    expect(attacker.status).toBe(429);
    expect(attacker.body.code).toBe('LOGIN_LOCKED');

    const owner = await apiFrom('127.0.0.43', 'login', { body: { email, password: PASSWORD } });
    expect(owner.status).toBe(200);
    expect(owner.body.user?.email).toBe(email);
  });
});

describe('password reset tokens', () => {
  it.skipIf(!isLocalStack())('ends an older reset token once a newer one was used', async () => {
    const { email } = await registerAndLogin('Two Tokens', PASSWORD);
    expect((await api('forgotPassword', { body: { email } })).status).toBe(200);
    expect((await api('forgotPassword', { body: { email } })).status).toBe(200);
    const [older, newer] = mailsTo(email).map((m) => resetTokenIn(m.text));
    expect(older).toBeTruthy();
    expect(newer).toBeTruthy();
    expect(older).not.toBe(newer);

    expect((await api('resetPassword', { body: { token: newer!, newPassword: 'the newest password' } })).status).toBe(200);
    const stale = await api('resetPassword', { body: { token: older!, newPassword: 'an attacker password' } });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('Invalid or expired reset token');
    expect((await api('login', { body: { email, password: 'the newest password' } })).status).toBe(200);
  });

  it.skipIf(!isLocalStack())('ends an outstanding reset token when the password is changed', async () => {
    const { email, token: session } = await registerAndLogin('Changer', PASSWORD);
    expect((await api('forgotPassword', { body: { email } })).status).toBe(200);
    const mailed = resetTokenIn(mailsTo(email)[0]!.text)!;
    const change = await api('changePassword', {
      token: session,
      body: { currentPassword: PASSWORD, newPassword: 'changed while a mail waits' },
    });
    expect(change.status).toBe(200);
    const stale = await api('resetPassword', { body: { token: mailed, newPassword: 'an attacker password' } });
    expect(stale.status).toBe(400);
    expect((await api('login', { body: { email, password: 'changed while a mail waits' } })).status).toBe(200);
  });
});

describe('register throttle', () => {
  it('refuses a client with 429 and Retry-After after 20 registrations for taken emails in the window', async () => {
    const { email } = await registerAndLogin('Taken');
    const statuses: number[] = [];
    let last: ApiResponse | undefined;
    for (let i = 0; i < 21; i++) {
      last = await apiFrom('127.0.0.44', 'register', { body: { name: 'Prober', email, password: PASSWORD } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(409));
    expect(statuses[20]).toBe(429);
    expect((last!.body as { code: string }).code).toBe('REGISTER_THROTTLED');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);

    // Other clients are not affected.
    const other = await apiFrom('127.0.0.45', 'register', { body: { name: 'Other', email: uniqueEmail('other'), password: PASSWORD } });
    expect(other.status).toBe(201);
  });

  it('does not count registrations that create an account', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await apiFrom('127.0.0.46', 'register', { body: { name: `New ${i}`, email: uniqueEmail('fresh'), password: PASSWORD } });
      expect(res.status).toBe(201);
    }
  });
});

describe('admin input that used to answer 500', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  const validPlan = { name: 'Probe plan', price: 5, duration: 'monthly' as const };
  const oddValues: unknown[] = [[[1]], [[[2]]], { toString: 1 }, { valueOf: 1, toString: 1 }, [{ toString: 1 }], {}];

  it('answers 400 for odd trial_days and max_devices on create and update', async () => {
    const created = await api('createPlan', { token: admin, body: { ...validPlan, name: 'Probe base plan' } });
    expect(created.status).toBe(201);
    for (const field of ['trial_days', 'max_devices']) {
      for (const value of oddValues) {
        const body = { ...validPlan, [field]: value };
        const create = await apiLoose('createPlan', { token: admin, body });
        expect(create.status, `POST ${field}=${JSON.stringify(value)}`).toBe(400);
        expect(create.body).toMatchObject({ code: 'VALIDATION_ERROR' });
        const update = await apiLoose('updatePlan', { token: admin, params: { id: created.body.id }, body });
        expect(update.status, `PUT ${field}=${JSON.stringify(value)}`).toBe(400);
      }
    }
    // The stack is shared with the e2e journeys, which pick plans on /pricing by name.
    expect((await api('deletePlan', { token: admin, params: { id: created.body.id } })).status).toBe(200);
  });

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const craftedCursors = [
    b64({ PK: 1, SK: 2 }),
    b64({ PK: 'USER#x' }),
    b64({ PK: 'USER#x', SK: 'PROFILE', GSI1PK: 'USERS' }),
    b64({ PK: 'ORDER#1', SK: 'ORDER', GSI2PK: 'ORDERS', GSI2SK: 'x', GSI3PK: 'ORDERS#pending', GSI3SK: 'x' }),
    b64({ PK: 'X', SK: 'Y', GSI1PK: 'SOMEONE#ELSE', GSI1SK: 'z' }),
    b64({ PK: 'X', SK: 'Y', GSI2PK: 'NOT#ORDERS', GSI2SK: 'z' }),
    b64({ PK: 'X', SK: 'Y', GSI3PK: 'ORDERS#completed', GSI3SK: 'z' }),
    b64({ PK: '', SK: '' }),
    b64({ PK: { S: 'x' }, SK: 'y' }),
    b64(['PK', 'SK']),
    b64(null),
    'not base64 at all!',
  ];

  it('answers 400 for crafted cursors on /api/admin/users and /api/admin/orders', async () => {
    const lists = [
      ['listUsers', {}],
      ['listAdminOrders', {}],
      ['listAdminOrders', { status: 'pending' }],
      ['listAdminOrders', { q: 'probe' }],
    ] as const;
    for (const cursor of craftedCursors) {
      for (const [id, query] of lists) {
        const res = await apiLoose(id, { token: admin, query: { ...query, cursor } });
        expect(res.status, `${id} ${JSON.stringify(query)} cursor=${cursor}`).toBe(400);
        expect((res.body as { error: string }).error).toBe('Invalid cursor');
      }
    }
  });
});
