/**
 * Purchase section: the order endpoints under load on the real local stack (`scripts/dev.ts` with
 * WEB=none on a free port and a temporary data folder: the local gateway + DynamoDB Local + s3rver).
 *
 * Setup goes through the API: BENCH_PURCHASE_BUYERS buyers (default 50) register and sign in, and
 * `GET /api/songs?limit=100` gives the song ids and prices (bKash amount = round(price × 110) taka).
 * Then autocannon (loopback only, 10 connections, BENCH_PURCHASE_SECONDS each, default 10) drives
 *   - `POST /api/orders` with rotating buyer tokens and songs (201 = new pending order, 200 = the
 *     buyer's existing pending order for that song: both count as success),
 *   - `GET /api/orders/{id}` for the orders created above, with their owners' tokens,
 *   - `GET /api/orders/my-orders` with rotating tokens,
 * and finally one approval path runs sequentially: the buyer submits bKash payment details with a
 * unique transaction ID, then the admin approves (`POST /api/admin/approve-payment/{id}`).
 *
 * Latency percentiles are computed from every response's own time (autocannon's `response` event,
 * sub-millisecond), requests/s is autocannon's mean per second.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { pathOf, requestOf, type CallArgs, type ResultOf, type RouteId } from '../../shared/api/call';
import { routes, type RouteDef } from '../../shared/api/routes';
import { usdToBdt } from '../../shared/money';
import { withApiStack } from './api-stack';
import { envCount, median, ms, pool, progress, table, type Section } from './lib';

const CONNECTIONS = 10;
const APPROVALS = 20;

// ---------------------------------------------------------------------------------------------
// API helpers (setup and the sequential approval path).

interface Buyer {
  email: string;
  token: string;
}

interface SongRef {
  id: string;
  amount: number;
}

/**
 * A typed call to a route, timed; throws unless the status is one of `expect`. A 2xx JSON answer
 * is read through the route's response schema (after the clock stops), so `json` is what the
 * route declares and a contract break stops the bench.
 */
export const call = async <R extends RouteId>(
  baseUrl: string,
  id: R,
  ...[input]: CallArgs<R, { token?: string; expect?: number[] }>
): Promise<{ status: number; json: ResultOf<R>; ms: number }> => {
  const { token, expect: expected, ...fields } = (input ?? {}) as { token?: string; expect?: number[] };
  const { method, url, body } = requestOf(id, ...([fields] as CallArgs<R>));
  const started = performance.now();
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  const expect = expected ?? [200, 201];
  if (!expect.includes(res.status)) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  const schema = (routes[id] as RouteDef).response;
  const json = (schema && res.status >= 200 && res.status < 300 ? schema.parse(parsed) : parsed) as ResultOf<R>;
  return { status: res.status, json, ms: elapsed };
};

export const login = async (baseUrl: string, email: string, password: string): Promise<string> =>
  (await call(baseUrl, 'login', { body: { email, password }, expect: [200] })).json.token;

// ---------------------------------------------------------------------------------------------
// Load.

export interface LoadRow {
  name: string;
  total: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  codes: Record<string, number>;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;

export const load = async (
  name: string,
  baseUrl: string,
  seconds: number,
  request: autocannon.Request,
): Promise<LoadRow> => {
  progress(`purchase: ${name} for ${seconds} s with ${CONNECTIONS} connections`);
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [request],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>; // the tracker is also the promise
  const tracker: autocannon.Instance = instance;
  tracker.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const codes: Record<string, number> = {};
  for (const [code, v] of Object.entries(result.statusCodeStats ?? {})) codes[code] = v?.count ?? 0;
  return {
    name,
    total: latencies.length,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    codes,
  };
};

async function runSection(): Promise<string> {
  const buyerCount = envCount('BENCH_PURCHASE_BUYERS', 50);
  const seconds = envCount('BENCH_PURCHASE_SECONDS', 10);
  const runId = randomBytes(4).toString('hex');

  return withApiStack('purchase', {}, async (stack) => {
    const base = stack.baseUrl;
    // Setup through the API.
    const songs: SongRef[] = (
      (await call(base, 'listSongs', { query: { limit: 100 }, expect: [200] })).json
    )
      .filter((s) => s.is_available && s.status !== 'sold_out')
      .map((s) => ({ id: s.id, amount: usdToBdt(s.price) }));
    if (!songs.length) throw new Error('GET /api/songs returned no purchasable songs');

    // The buyers order right after signing up, as in a store that does not require email verification.
    const settingsToken = await login(base, stack.adminEmail, stack.adminPassword);
    const settings = (await call(base, 'getSystemSettings', { token: settingsToken, expect: [200] })).json;
    await call(base, 'updateSystemSettings', {
      token: settingsToken,
      body: { ...settings, requireEmailVerification: false },
      expect: [200],
    });

    progress(`purchase: registering and signing in ${buyerCount} buyers; ${songs.length} songs`);
    const setupStarted = performance.now();
    const password = `${randomBytes(12).toString('base64url')}aZ7!`;
    const buyers: Buyer[] = await pool(
      Array.from({ length: buyerCount }, (_, i) => `bench-${runId}-buyer${i}@example.com`),
      4,
      async (email, i) => {
        await call(base, 'register', { body: { name: `Bench Buyer ${i}`, email, password }, expect: [201, 200] });
        return { email, token: await login(base, email, password) };
      },
    );
    const adminToken = await login(base, stack.adminEmail, stack.adminPassword);
    const setupSecs = (performance.now() - setupStarted) / 1000;

    // Warm-up: the gateway imports each handler on its first request. A separate buyer, so the
    // measured buyers' order counts stay as the load made them.
    const warmEmail = `bench-${runId}-warmup@example.com`;
    await call(base, 'register', { body: { name: 'Bench Warm-up', email: warmEmail, password }, expect: [201, 200] });
    const warmToken = await login(base, warmEmail, password);
    const warmOrder = (
      await call(base, 'createOrder', {
        token: warmToken,
        body: { songId: songs[0]!.id, paymentMethod: 'bkash', amount: songs[0]!.amount },
      })
    ).json.orderId;
    await call(base, 'getOrder', { params: { orderId: warmOrder }, token: warmToken, expect: [200] });
    await call(base, 'getMyOrders', { token: warmToken, expect: [200] });

    // Baseline without queueing: new orders one at a time (the warm-up buyer, distinct songs).
    const seqCreateMs: number[] = [];
    for (const song of songs.slice(1, 1 + APPROVALS)) {
      const res = await call(base, 'createOrder', {
        token: warmToken,
        body: { songId: song.id, paymentMethod: 'bkash', amount: song.amount },
        expect: [201],
      });
      seqCreateMs.push(res.ms);
    }

    // 1. POST /api/orders: request i → buyer i mod N, song ⌊i / N⌋ mod S, so every buyer+song pair
    //    is new until all N×S pairs were ordered, then repeats return the existing pending order.
    let created = 0;
    const createRow = await load('POST /api/orders', base, seconds, {
      method: 'POST',
      path: pathOf('createOrder'),
      setupRequest: (req) => {
        const i = created++;
        const buyer = buyers[i % buyers.length]!;
        const song = songs[Math.floor(i / buyers.length) % songs.length]!;
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify({ songId: song.id, paymentMethod: 'bkash', amount: song.amount }),
        };
      },
    });

    // The orders the load created, with their owners (my-orders per buyer).
    const owned = await pool(buyers, 4, async (b) => {
      const orders = (await call(base, 'getMyOrders', { token: b.token, expect: [200] })).json;
      return orders.map((o) => ({ id: o.id, status: o.status, songId: o.song_id, token: b.token }));
    });
    const orders = owned.flat();
    if (!orders.length) throw new Error('the create-order load left no orders');
    const perBuyer = owned.map((o) => o.length);
    // Interleave buyers so consecutive requests hit different owners.
    const interleaved: typeof orders = [];
    for (let k = 0; k < Math.max(...perBuyer); k++) for (const list of owned) if (list[k]) interleaved.push(list[k]!);

    // 1b. POST /api/orders again for pairs that already have a pending order: the 200 path a
    //     second "buy" click takes.
    const amountOf = new Map(songs.map((s) => [s.id, s.amount]));
    const repeats = interleaved.filter((o) => o.status === 'pending' && o.songId && amountOf.has(o.songId));
    let again = 0;
    const repeatRow = await load('POST /api/orders (repeat)', base, seconds, {
      method: 'POST',
      path: pathOf('createOrder'),
      setupRequest: (req) => {
        const o = repeats[again++ % repeats.length]!;
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${o.token}` },
          body: JSON.stringify({ songId: o.songId, paymentMethod: 'bkash', amount: amountOf.get(o.songId!) }),
        };
      },
    });

    // 2. GET /api/orders/{id} with the owner's token.
    let gets = 0;
    const getRow = await load('GET /api/orders/{id}', base, seconds, {
      method: 'GET',
      path: pathOf('getOrder', { orderId: 0 }),
      setupRequest: (req) => {
        const o = interleaved[gets++ % interleaved.length]!;
        return { ...req, path: pathOf('getOrder', { orderId: o.id }), headers: { authorization: `Bearer ${o.token}` } };
      },
    });

    // 3. GET /api/orders/my-orders with rotating tokens.
    let mine = 0;
    const myRow = await load('GET /api/orders/my-orders', base, seconds, {
      method: 'GET',
      path: pathOf('getMyOrders'),
      setupRequest: (req) => ({
        ...req,
        headers: { authorization: `Bearer ${buyers[mine++ % buyers.length]!.token}` },
      }),
    });

    // 4. Sequential approval path: submit payment details (unique transaction ID), then approve.
    //    The first order warms both handlers up and is not counted.
    const pending = interleaved.filter((o) => o.status === 'pending').slice(0, APPROVALS + 1);
    progress(`purchase: approval path on ${pending.length - 1} orders (+1 warm-up), sequentially`);
    const payMs: number[] = [];
    const approveMs: number[] = [];
    for (const [k, o] of pending.entries()) {
      const pay = await call(base, 'submitOrderPayment', {
        params: { orderId: o.id },
        token: o.token,
        body: { senderWallet: '01712345678', transactionId: `BENCH-${runId}-${k}`, paymentMethod: 'bkash' },
        expect: [200],
      });
      const approve = await call(base, 'approvePayment', { params: { orderId: o.id }, token: adminToken, expect: [200] });
      if (approve.json?.status !== 'completed') throw new Error(`order ${o.id} is ${approve.json?.status} after approval`);
      if (k === 0) continue;
      payMs.push(pay.ms);
      approveMs.push(approve.ms);
    }

    return render({
      buyerCount,
      songCount: songs.length,
      seconds,
      setupSecs,
      rows: [createRow, repeatRow, getRow, myRow],
      seqCreateMs,
      ordersCount: orders.length,
      perBuyer,
      payMs,
      approveMs,
    });
  });
}

export const section: Section = {
  name: 'purchase',
  title: 'Purchase path under load (local stack)',
  description: 'dev.ts WEB=none; autocannon on create/get/my-orders, plus sequential pay + approve',
  run: runSection,
};

const codeList = (codes: Record<string, number>) =>
  Object.entries(codes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([c, n]) => `${c}: ${n}`)
    .join(', ');

const render = (r: {
  buyerCount: number;
  songCount: number;
  seconds: number;
  setupSecs: number;
  rows: LoadRow[];
  ordersCount: number;
  perBuyer: number[];
  payMs: number[];
  approveMs: number[];
  seqCreateMs: number[];
}): string => {
  const [create, repeat] = r.rows;
  const fresh = create?.codes['201'] ?? 0;
  const existing = create?.codes['200'] ?? 0;
  const totals = r.payMs.map((p, i) => p + r.approveMs[i]!);
  const seq = (name: string, xs: number[]) => [name, String(xs.length), ms(median(xs)), ms(Math.max(...xs))];
  return [
    `Local gateway (\`scripts/dev.ts\`, WEB=none, QUIET=1) + DynamoDB Local + s3rver on loopback, on a 2-core machine shared ` +
      `with the load generator (autocannon, same machine): this measures the code path and its relative costs, **not AWS** ` +
      `(no Lambda cold starts, no network, DynamoDB Local is far slower than DynamoDB per request). ` +
      `${r.buyerCount} buyers registered and signed in through the API (${r.setupSecs.toFixed(1)} s), ${r.songCount} songs from ` +
      `\`GET /api/songs?limit=100\`, bKash amount = round(price × 110). Each load: ${CONNECTIONS} connections, ${r.seconds} s, ` +
      `rotating buyer tokens; every handler was warmed up first. Latencies in ms over all responses.`,
    '',
    table(
      ['Endpoint', 'Requests', 'Req/s', 'p50', 'p90', 'p99', 'Non-2xx', 'Errors (timeouts)', 'Status codes'],
      r.rows.map((x) => [
        `\`${x.name}\``,
        String(x.total),
        x.rps.toFixed(1),
        ms(x.p50),
        ms(x.p90),
        ms(x.p99),
        String(x.non2xx),
        `${x.errors} (${x.timeouts})`,
        codeList(x.codes),
      ]),
    ),
    '',
    `- \`POST /api/orders\`: ${fresh} new pending orders (201), ${existing} repeats answered with the existing pending order (200); ` +
      `requests cycle buyer × song over ${r.buyerCount} × ${r.songCount} = ${r.buyerCount * r.songCount} pairs ` +
      `(requests still in flight when the run stops are not counted, so a few more orders exist than 201s).`,
    `- \`POST /api/orders (repeat)\`: the same request for buyer+song pairs that already have a pending order ` +
      `(${repeat?.codes['200'] ?? 0} × 200 existing, ${repeat?.codes['201'] ?? 0} × 201 new).`,
    `- \`GET /api/orders/{id}\` rotates over the ${r.ordersCount} orders created above, each with its owner's token; ` +
      `\`my-orders\` returns ${Math.min(...r.perBuyer)}–${Math.max(...r.perBuyer)} orders per buyer (median ${median(r.perBuyer)}).`,
    '',
    `Sequential (one request at a time, no load), ms. New orders: ${r.seqCreateMs.length} by one buyer for distinct songs. ` +
      `Approval path: ${r.payMs.length} pending orders after one warm-up; the buyer submits bKash details with a unique ` +
      `transaction ID, then the admin approves (license, entitlement and aggregates in one transaction).`,
    '',
    table(
      ['Step', 'Orders', 'Median', 'Max'],
      [
        seq('`POST /api/orders` (new)', r.seqCreateMs),
        seq('`POST /api/orders/{id}/payment`', r.payMs),
        seq('`POST /api/admin/approve-payment/{id}`', r.approveMs),
        seq('Payment + approval', totals),
      ],
    ),
  ].join('\n');
};
