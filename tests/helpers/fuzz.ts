/**
 * The fuzz harness (issue 10 §2): for every route of `shared/api/routes.ts` that takes path
 * params, a query or a body, fast-check generates requests (valid-ish values from the route's
 * zod schemas, mutated, and hostile shapes from fuzz-arbitraries.ts) and sends them to the stack
 * under test as the identities the route's auth calls for. Each answer is held to the wire
 * contract: never a 5xx, no stack trace or internal name, a 4xx body exactly
 * `{error, message, code}` (+ `details` on 400), `Retry-After` on 429, and nothing the fuzz's
 * own users can read changed by a 4xx.
 *
 * Concurrency without cross-talk: each of WORKERS workers owns a user, an order and a plan; a
 * property run is a batch of one request per worker, sent at once; a worker's state is read
 * before and after its own request only. Requests leave from many 127.0.x.y addresses
 * (FUZZ_ADDRESS_BLOCKS) so per-client limits answer 429 now and then, not always.
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { usdToBdt } from '../../shared/money';
import { PAGE_IDS, type PageRecord } from '../../shared/api/content';
import { paths } from '../../shared/api/paths';
import { routeList, type RouteEntry, type RouteId } from '../../shared/api/routes';
import { adminToken, api, apiFrom, apiLoose, baseUrl, registerAndLogin, uniqueEmail } from './api';
import {
  cursorArbitrary,
  hostileNonScalar,
  hostilePathSegment,
  hostileValue,
  rawBodyOf,
  rawQueryOf,
  enc,
  validish,
  type Hints,
  type RawBody,
} from './fuzz-arbitraries';
import { isWebhookRoute, webhookCase } from './fuzz-webhooks';

export const WORKERS = 8;
/** Third octets of the source addresses: 127.0.100.1 … 127.0.149.254, away from the other tests' 127.0.0.x. */
const FUZZ_ADDRESS_BLOCKS = 50;
const REQUEST_TIMEOUT_MS = 60_000;

/** Routes that take input: the ones the issue asks ≥ 100 / ≥ 1,000 requests of (the webhooks read a raw body: fuzz-webhooks.ts). */
export const fuzzedRoutes = (): RouteEntry[] => routeList.filter((r) => r.params || r.query || r.body || isWebhookRoute(r.id));

/** `guest`: the worker's guest order token (`Authorization: Guest`); `forgedGuest`: a well-formed token of no order. */
type Identity = 'anonymous' | 'user' | 'admin' | 'forged' | 'guest' | 'forgedGuest' | 'artist';

/** What each worker owns, so its requests reach real resources and its reads see only its own state. */
export interface Worker {
  index: number;
  user: { token: string; email: string; id: string };
  orderId: number;
  /** The worker's guest order (guest checkout) and its token. */
  guestOrderId: number;
  guestToken: string;
  planId: string;
  planPrefix: string;
  /** The worker's artist account (issue 24): the artist routes' own caller. */
  artist: { token: string };
  /** Plans this worker's createPlan calls made, deleted at the end. */
  createdPlans: Set<string>;
  /** The worker's state as last read, per view. */
  snapshot: string | undefined;
}

export interface FuzzWorld {
  admin: string;
  songIds: string[];
  workers: Worker[];
  runTag: string;
  /** Store-wide settings as they were before the fuzz, per singleton write route (see `singletonRead`). */
  singletons: Partial<Record<RouteId, Record<string, unknown>>>;
  /** Broadcasts createNotification calls made: they reach every user's bell, so they are deleted at the end. */
  createdNotifications: Set<string>;
  /** The public pages' saved records before the fuzz: its page saves are put back (or emptied) at the end. */
  pages: PageRecord[];
}

/**
 * The GET of the same path as an admin write without path params: the route writes one store-wide
 * item (payment numbers, support chat). Such a write is shared with every other test, so its
 * fuzz sends the current values (a no-op when accepted) and refusals, and restores them at the end.
 * A creation (201: a plan, a notification) adds to a collection and is not such a write.
 */
export function singletonRead(route: RouteEntry): RouteEntry | undefined {
  if (route.auth !== 'admin' || route.method === 'GET' || route.params || !route.body || route.status === 201) return undefined;
  return routeList.find((r) => r.method === 'GET' && r.path === route.path);
}

/** One generated request, before a worker sends it. */
interface FuzzCase {
  identity: Identity;
  /** Raw path segments by param name (already percent-encoded where needed). */
  params: Record<string, { raw: string; label: string }>;
  query: { text: string; label: string };
  body: RawBody | undefined;
  /** Headers a provider sends with its body (the webhooks' signatures). */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

let addressCounter = 0;
/** The next loopback source address; 50 × 254 of them cycle. */
const nextAddress = (): string => {
  const n = addressCounter++;
  return `127.0.${100 + (Math.floor(n / 254) % FUZZ_ADDRESS_BLOCKS)}.${1 + (n % 254)}`;
};

/** Sends bytes as they are: any method, raw path and query, any content type, from a chosen address. */
export function sendRaw(opts: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  sourceIp?: string;
}): Promise<Answer> {
  const url = new URL(baseUrl());
  // A large body waits for the server's 100 Continue: a server that refuses the request on its
  // headers alone (431 for an oversized query) answers and closes at once, and a client still
  // writing megabytes would see EPIPE instead of that answer.
  const waitToSend = (opts.body?.length ?? 0) > 64 * 1024;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: opts.path,
        method: opts.method,
        localAddress: opts.sourceIp ?? nextAddress(),
        headers: {
          ...opts.headers,
          ...(opts.body ? { 'content-length': String(opts.body.length) } : {}),
          ...(waitToSend ? { expect: '100-continue' } : {}),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    if (waitToSend) req.once('continue', () => req.end(opts.body));
    else req.end(opts.body);
  });
}

// ---------------------------------------------------------------------------------------------
// What an answer must never be
// ---------------------------------------------------------------------------------------------

/** Signs of internals: stack frames, source paths, dependency folders, AWS/DynamoDB error and table names. */
const LEAKS: [RegExp, string][] = [
  [/\n\s+at [^\n]+[(:]\d+/, 'stack frame'],
  [/\bat (async )?[\w$.<>]+ \((file:|\/|node:)/, 'stack frame'],
  [/node_modules/, 'node_modules path'],
  [/(\/work\/|\/home\/|\/tmp\/|\/var\/task|file:\/\/)/, 'file path'],
  [/\.(ts|js|mjs|cjs):\d+/, 'source location'],
  [
    /ConditionalCheckFailed|TransactionCanceled|ValidationException|ResourceNotFoundException|ProvisionedThroughput|SerializationException/,
    'DynamoDB error name',
  ],
  [/\bDynamoDB\b|\bAWS\b|aws-sdk|\bS3\b|NoSuchKey|AccessDenied/, 'AWS name'],
  [/\bmarketplace\b/i, 'table name'],
  [/\b(PK|SK|GSI\d(PK|SK))\b/, 'key attribute name'],
  [/(TypeError|ReferenceError|RangeError|SyntaxError)\b/, 'JavaScript error name'],
];

const ERROR_KEYS = new Set(['error', 'message', 'code', 'details']);

/** Every contract breach of one answer, as readable lines (empty when it is fine). */
export function contractBreaches(answer: Answer): string[] {
  const problems: string[] = [];
  const { status, text } = answer;
  if (status >= 500 || status < 100) problems.push(`status ${status}`);
  const isError = status >= 400;
  const scanned = isError ? text : text.slice(0, 200_000);
  for (const [re, what] of LEAKS) {
    // A success body holds catalogue text and presigned URLs: only stack traces count there.
    if (!isError && what !== 'stack frame' && what !== 'node_modules path') continue;
    if (re.test(scanned)) problems.push(`${what} in the body: ${scanned.match(re)?.[0]}`);
  }
  if (isError && status < 500) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`${status} body is not JSON: ${JSON.stringify(text.slice(0, 120))}`);
      return problems;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      problems.push(`${status} body is not an object`);
      return problems;
    }
    const b = body as Record<string, unknown>;
    const extra = Object.keys(b).filter((k) => !ERROR_KEYS.has(k));
    if (extra.length) problems.push(`${status} body has keys beyond {error, message, code}: ${extra.join(', ')}`);
    if (typeof b.error !== 'string' || !b.error) problems.push(`${status} body has no error text`);
    if (b.message !== b.error) problems.push(`${status} body's message differs from error`);
    if (typeof b.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(b.code)) problems.push(`${status} body has no machine code`);
    if ('details' in b) {
      const okDetails =
        status === 400 &&
        Array.isArray(b.details) &&
        b.details.every((d: unknown) => typeof d === 'object' && d !== null && typeof (d as { path?: unknown }).path === 'string');
      if (!okDetails) problems.push(`${status} body has details that are not a 400's [{path, message}]`);
    }
    if (status === 429 && !answer.headers['retry-after']) problems.push('429 without Retry-After');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The fuzz world: identities and owned resources
// ---------------------------------------------------------------------------------------------

export async function createWorld(): Promise<FuzzWorld> {
  const runTag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const admin = await adminToken();
  const songs = await api('listSongs', { query: { limit: 100 } });
  if (songs.status !== 200) throw new Error(`listSongs answered ${songs.status}`);
  const songIds = songs.body.map((s) => s.id);
  const workers = await Promise.all(
    Array.from({ length: WORKERS }, async (_, index): Promise<Worker> => {
      const user = await registerAndLogin(`Fuzz Worker ${index}`);
      const song = songs.body[index % songs.body.length]!;
      const order = await api('createOrder', {
        token: user.token,
        body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
      });
      if (order.status !== 201) throw new Error(`fuzz setup: createOrder answered ${order.status} ${order.text}`);
      // Guest orders are limited per client: each worker places its own from an address of its own.
      const guest = await apiFrom(`127.0.5.${index + 1}`, 'createOrder', {
        body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price), email: uniqueEmail('fuzz-guest') },
      });
      if (guest.status !== 201 || !guest.body.guestToken)
        throw new Error(`fuzz setup: guest createOrder answered ${guest.status} ${guest.text}`);
      const artist = await registerAndLogin(`Fuzz Artist ${index}`);
      const made = await api('updateUser', {
        token: admin,
        params: { id: artist.user.id },
        body: { role: 'artist', artistName: `Fuzz Artist ${runTag} ${index}` },
      });
      if (made.status !== 200) throw new Error(`fuzz setup: updateUser (artist) answered ${made.status} ${made.text}`);
      const planPrefix = `fuzz-${runTag}-w${index}-`;
      const plan = await api('createPlan', { token: admin, body: { name: `${planPrefix}plan`, price: 1, is_active: false } });
      if (plan.status !== 201) throw new Error(`fuzz setup: createPlan answered ${plan.status} ${plan.text}`);
      return {
        index,
        user: { token: user.token, email: user.email, id: user.user.id },
        orderId: order.body.orderId,
        guestOrderId: guest.body.orderId,
        guestToken: guest.body.guestToken,
        planId: plan.body.id,
        planPrefix,
        artist: { token: artist.token },
        createdPlans: new Set([plan.body.id]),
        snapshot: undefined,
      };
    }),
  );
  const singletons: FuzzWorld['singletons'] = {};
  for (const route of fuzzedRoutes()) {
    const read = singletonRead(route);
    if (!read) continue;
    const res = await apiLoose(read.id, { token: admin });
    if (res.status !== 200) throw new Error(`fuzz setup: ${read.id} answered ${res.status}`);
    const value = JSON.parse(res.text) as unknown;
    // A list at the same path (plans) is a collection, not one item.
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // Maintenance caught on (system-settings.test.ts holds it for a moment) must not be restored on for every later test.
      singletons[route.id] = 'maintenanceMode' in value ? { ...value, maintenanceMode: false } : (value as Record<string, unknown>);
    }
  }
  const pages = await api('listAdminPages', { token: admin });
  if (pages.status !== 200) throw new Error(`fuzz setup: listAdminPages answered ${pages.status}`);
  return { admin, songIds, workers, runTag, singletons, createdNotifications: new Set(), pages: pages.body };
}

/** Writes a singleton route's settings back as they were before its fuzz. */
export async function restoreSingleton(world: FuzzWorld, route: RouteEntry): Promise<void> {
  const original = world.singletons[route.id];
  if (!original) return;
  const res = await apiLoose(route.id, { token: world.admin, body: original });
  if (res.status !== 200) throw new Error(`could not restore ${route.id}: ${res.status} ${res.text}`);
}

/** Deletes the plans the fuzz made (best effort: a plan someone subscribed to is only switched off). */
export async function cleanWorld(world: FuzzWorld): Promise<void> {
  // The public pages show whatever the fuzz saved: put each back, and empty the ones that had no
  // record (an empty page shows its built-in text again).
  for (const page_id of PAGE_IDS) {
    const before = world.pages.find((p) => p.page_id === page_id);
    const body = before
      ? { page_id, content: before.content, meta_title: before.meta_title, meta_description: before.meta_description }
      : { page_id, content: '', meta_title: '', meta_description: '' };
    const res = await apiLoose('updatePage', { token: world.admin, body });
    if (res.status !== 200) throw new Error(`could not restore page ${page_id}: ${res.status} ${res.text}`);
  }
  for (const id of world.createdNotifications) await api('deleteNotification', { params: { id }, token: world.admin });
  const listed = await api('listAdminPlans', { token: world.admin });
  const ours = new Set(world.workers.flatMap((w) => [...w.createdPlans]));
  const prefix = `fuzz-${world.runTag}-`;
  for (const plan of listed.status === 200 ? listed.body : []) if (plan.name.startsWith(prefix)) ours.add(plan.id);
  for (const id of ours) {
    const gone = await api('deletePlan', { params: { id }, token: world.admin });
    if (gone.status !== 200 && gone.status !== 404)
      await api('togglePlan', { params: { id }, token: world.admin, body: { is_active: false } });
  }
}

// ---------------------------------------------------------------------------------------------
// State views: what a 4xx must leave as it was
// ---------------------------------------------------------------------------------------------

type View = 'profile' | 'orders' | 'subscription' | 'plans' | 'settings' | 'guestOrder';

/** Per route, the worker's own state its requests could change. Routes not listed change nothing a user can read. */
const VIEWS: Partial<Record<RouteId, View[]>> = {
  changePassword: ['profile'],
  changeUserPassword: ['profile'],
  resetPassword: ['profile'],
  forgotPassword: ['profile'],
  login: ['profile'],
  createOrder: ['orders'],
  submitOrderPayment: ['orders'],
  capturePaypalOrder: ['orders'],
  sslcommerzReturn: ['orders'],
  downloadOrder: ['orders'],
  downloadLicense: ['orders'],
  approvePayment: ['orders'],
  rejectPayment: ['orders'],
  markOrderRefunded: ['orders'],
  createSubscription: ['subscription', 'orders'],
  purchaseSubscription: ['subscription', 'orders'],
  submitSubscriptionPayment: ['subscription', 'orders'],
  downloadWithSubscription: ['subscription'],
  createPlan: ['plans'],
  updatePlan: ['plans'],
  togglePlan: ['plans'],
  deletePlan: ['plans'],
  getGuestOrder: ['guestOrder'],
  submitGuestPayment: ['guestOrder'],
  startGuestCheckout: ['guestOrder'],
  downloadGuestOrder: ['guestOrder'],
  downloadGuestLicense: ['guestOrder'],
  stripeWebhook: ['orders'],
  paypalWebhook: ['orders'],
  sslcommerzWebhook: ['orders'],
};

async function readView(world: FuzzWorld, worker: Worker, view: View, route: RouteEntry): Promise<string> {
  const token = worker.user.token;
  switch (view) {
    case 'settings': {
      const read = singletonRead(route)!;
      const res = await apiLoose(read.id, { token: world.admin });
      return `settings ${res.status} ${res.text}`;
    }
    case 'profile': {
      const res = await api('getMe', { token });
      return `profile ${res.status} ${res.text}`;
    }
    case 'orders': {
      const res = await api('getMyOrders', { token });
      return `orders ${res.status} ${res.text}`;
    }
    case 'subscription': {
      const res = await apiLoose('getMySubscription', { token });
      return `subscription ${res.status} ${res.text}`;
    }
    case 'guestOrder': {
      const res = await api('getGuestOrder', {
        params: { orderId: worker.guestOrderId },
        headers: { authorization: `Guest ${worker.guestToken}` },
      });
      return `guest order ${res.status} ${res.text}`;
    }
    case 'plans': {
      const res = await api('listAdminPlans', { token: world.admin });
      if (res.status !== 200) return `plans ${res.status}`;
      const mine = res.body.filter((p) => worker.createdPlans.has(p.id) || p.name.startsWith(worker.planPrefix));
      return `plans ${JSON.stringify(mine.sort((a, b) => a.id.localeCompare(b.id)))}`;
    }
  }
}

async function readViews(world: FuzzWorld, worker: Worker, views: View[], route: RouteEntry): Promise<string> {
  return (await Promise.all(views.map((v) => readView(world, worker, v, route)))).join('\n');
}

const viewsOf = (route: RouteEntry, world: FuzzWorld): View[] | undefined =>
  VIEWS[route.id] ?? (world.singletons[route.id] ? ['settings'] : undefined);

// ---------------------------------------------------------------------------------------------
// Generating requests
// ---------------------------------------------------------------------------------------------

/** Which identities a route is fuzzed as: mostly the one it needs, and the refusals around it. */
function identityArbitrary(route: RouteEntry): fc.Arbitrary<Identity> {
  const w = (identity: Identity, weight: number) => ({ arbitrary: fc.constant(identity), weight });
  switch (route.auth) {
    case 'public':
      return fc.oneof(w('anonymous', 4), w('user', 1), w('forged', 1));
    case 'user':
      return fc.oneof(w('user', 6), w('anonymous', 1), w('forged', 1));
    case 'admin':
      return fc.oneof(w('admin', 6), w('anonymous', 1), w('user', 1), w('forged', 1));
    case 'guest':
      return fc.oneof(w('guest', 6), w('anonymous', 1), w('user', 1), w('forgedGuest', 1));
    case 'artist':
      return fc.oneof(w('artist', 6), w('anonymous', 1), w('user', 1), w('forged', 1));
  }
}

/** An order id no other test can own: admin writes must never land on someone else's order. */
const missingOrderId = fc.integer({ min: 4_000_000_000_000_000, max: Number.MAX_SAFE_INTEGER }).map(String);

/** A well-formed song id (a ULID) that names no song. */
const missingSongId = fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{20}$/).map((tail) => `7ZZZZZ${tail}`);

/** Values a realistic client puts in a named field, for this worker. */
function hintsFor(world: FuzzWorld, worker: Worker): Hints {
  return {
    songId: fc.constantFrom(...world.songIds),
    planId: fc.constant(worker.planId),
    email: fc.oneof(fc.emailAddress(), fc.constant(worker.user.email)),
    name: fc.string({ maxLength: 20 }).map((s) => `${worker.planPrefix}${s}`),
    cursor: cursorArbitrary,
    paymentMethod: fc.constantFrom('bkash', 'nagad', 'rocket', 'bank', 'stripe', 'paypal', 'sslcommerz'),
  };
}

/** A path parameter: this worker's resource, a valid-ish value that names nothing of anyone else's, or a hostile segment. */
function paramArbitrary(route: RouteEntry, name: string, world: FuzzWorld, worker: Worker): fc.Arbitrary<{ raw: string; label: string }> {
  const adminWrite = route.auth === 'admin' && route.method !== 'GET';
  const own: Record<string, fc.Arbitrary<string>> = {
    orderId: fc.constant(String(route.auth === 'guest' ? worker.guestOrderId : worker.orderId)),
    id: route.path.includes('/pricing/') ? fc.constant(worker.planId) : fc.string({ minLength: 20, maxLength: 64 }),
    // Admin writes (edit, status, delete a song) never touch the catalogue other tests read: ids of no song.
    songId: adminWrite ? missingSongId : fc.constantFrom(...world.songIds),
  };
  const derivedSchema = route.params ? validish(route.params) : fc.constant({});
  const derived = derivedSchema.map((v) => {
    const value = (v as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  const safeDerived: fc.Arbitrary<string> =
    adminWrite && name === 'orderId'
      ? missingOrderId
      : adminWrite && name === 'id'
        ? derived.map((v) => `zzfuzz-${v}`.slice(0, 40))
        : derived;
  return fc.oneof(
    { arbitrary: (own[name] ?? derived).map((v) => ({ raw: enc(v), label: `own ${name}` })), weight: 4 },
    { arbitrary: safeDerived.map((v) => ({ raw: enc(v), label: `valid-ish ${name}` })), weight: 2 },
    // A hostile segment never names a resource by accident: it is invalid for every id schema.
    { arbitrary: hostilePathSegment.map((raw) => ({ raw, label: `hostile ${name} ${raw.slice(0, 30)}` })), weight: 3 },
  );
}

function caseArbitrary(route: RouteEntry, world: FuzzWorld, worker: Worker): fc.Arbitrary<FuzzCase> {
  if (isWebhookRoute(route.id)) {
    const webhook = webhookCase(route.id, worker.orderId);
    return fc.record({ identity: identityArbitrary(route), query: rawQueryOf(undefined), webhook }).map(({ identity, query, webhook }) => ({
      identity,
      params: {},
      query,
      ...webhook,
    }));
  }
  const hints = hintsFor(world, worker);
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, paramArbitrary(route, name, world, worker)])));
  const query = rawQueryOf(route.query ? validish(route.query, hints) : undefined);
  // A route without a body still gets one now and then: bodies on GET, JSON on a DELETE.
  const current = world.singletons[route.id];
  const body: fc.Arbitrary<RawBody | undefined> = current
    ? rawBodyOf(fc.constant(current), hostileNonScalar)
    : route.body
      ? rawBodyOf(validish(route.body, hints))
      : fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: rawBodyOf(hostileValue), weight: 1 });
  return fc.record({ identity: identityArbitrary(route), params, query, body });
}

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------

export interface RouteStats {
  route: RouteId;
  requests: number;
  statuses: Record<number, number>;
  stateChecks: number;
}

const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ4Iiwicm9sZSI6ImFkbWluIn0.c2lnbmF0dXJl';
/** The shape of a guest token (43 base64url characters), opening no order. */
const FORGED_GUEST_TOKEN = 'Z'.repeat(43);

function pathFor(route: RouteEntry, c: FuzzCase): string {
  return `${route.path.replace(/\{(\w+)\}/g, (_m, name: string) => c.params[name]?.raw ?? '')}${c.query.text}`;
}

function describeCase(route: RouteEntry, worker: Worker, c: FuzzCase, path: string): string {
  const body = c.body ? `${c.body.label} (${c.body.bytes.length} bytes): ${c.body.bytes.subarray(0, 200).toString('latin1')}` : 'no body';
  const params = Object.values(c.params)
    .map((p) => p.label)
    .join(', ');
  return `${route.id} as ${c.identity} (worker ${worker.index}) ${route.method} ${path.slice(0, 300)}\n  params: ${params || '-'}; query: ${c.query.label}\n  body: ${body}`;
}

async function sendCase(route: RouteEntry, world: FuzzWorld, worker: Worker, c: FuzzCase, stats: RouteStats): Promise<void> {
  const views = viewsOf(route, world);
  if (views && worker.snapshot === undefined) worker.snapshot = await readViews(world, worker, views, route);
  const headers: Record<string, string> = { ...c.headers };
  const authorization = {
    anonymous: undefined,
    user: `Bearer ${worker.user.token}`,
    admin: `Bearer ${world.admin}`,
    forged: `Bearer ${FORGED_TOKEN}`,
    guest: `Guest ${worker.guestToken}`,
    forgedGuest: `Guest ${FORGED_GUEST_TOKEN}`,
    artist: `Bearer ${worker.artist.token}`,
  }[c.identity];
  if (authorization) headers.authorization = authorization;
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  const path = pathFor(route, c);
  let answer: Answer;
  try {
    answer = await sendRaw({ method: paths[route.id].method, path, headers, body: c.body?.bytes });
  } catch (error) {
    throw new Error(`${describeCase(route, worker, c, path)}\n  → no answer: ${(error as Error).message}`, { cause: error });
  }
  stats.requests++;
  stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
  const problems = contractBreaches(answer);
  if (answer.status >= 200 && answer.status < 300 && route.id === 'createPlan') {
    const id = (JSON.parse(answer.text) as { id?: string }).id;
    if (id) worker.createdPlans.add(id);
  }
  if (answer.status === 201 && route.id === 'createNotification') {
    const id = (JSON.parse(answer.text) as { id?: string }).id;
    if (id) world.createdNotifications.add(id);
  }
  if (views) {
    const after = await readViews(world, worker, views, route);
    if (answer.status >= 400 && answer.status < 500) {
      stats.stateChecks++;
      if (after !== worker.snapshot)
        problems.push(`a ${answer.status} changed stored state:\n    before: ${worker.snapshot}\n    after:  ${after}`);
    }
    worker.snapshot = after;
  }
  if (problems.length) {
    throw new Error(
      `${describeCase(route, worker, c, path)}\n  → ${answer.status} ${answer.text.slice(0, 300)}\n  problems: ${problems.join('; ')}`,
    );
  }
}

export interface FuzzRunOptions {
  /** Requests per route (rounded up to whole batches of WORKERS). */
  runs: number;
  seed: number;
  /** Shrink a failing batch to a smallest one (slower; the seed and path reproduce it either way). */
  shrink?: boolean;
}

/** Fuzzes one route; throws fast-check's report (seed, path, smallest failing batch) on the first breach. */
export async function fuzzRoute(route: RouteEntry, world: FuzzWorld, opts: FuzzRunOptions): Promise<RouteStats> {
  const stats: RouteStats = { route: route.id, requests: 0, statuses: {}, stateChecks: 0 };
  for (const worker of world.workers) worker.snapshot = undefined;
  // A store-wide item is everyone's state: one worker at a time, so a 4xx is compared with what it saw.
  const workers = world.singletons[route.id] ? world.workers.slice(0, 1) : world.workers;
  const batch = fc.tuple(...workers.map((worker) => caseArbitrary(route, world, worker)));
  let details: fc.RunDetails<[FuzzCase[]]>;
  try {
    details = await fc.check(
      fc.asyncProperty(batch, async (cases) => {
        // Every request of the batch finishes before the next batch (or route) starts, failed or not.
        const settled = await Promise.allSettled(cases.map((c, i) => sendCase(route, world, workers[i]!, c, stats)));
        const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failure) throw failure.reason;
      }),
      { seed: opts.seed, numRuns: Math.ceil(opts.runs / workers.length), endOnFailure: !opts.shrink, timeout: REQUEST_TIMEOUT_MS * 2 },
    );
  } finally {
    await restoreSingleton(world, route);
  }
  // fast-check's own report prints the whole batch (megabytes of generated bodies): say what failed and how to replay it.
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${route.id} failed after ${details.numRuns} batches (seed ${details.seed}, path "${details.counterexamplePath}", shrunk ${details.numShrinks}×; replay with FUZZ_SEED=${details.seed}):\n${error.slice(0, 4000)}`,
    );
  }
  return stats;
}

/** A per-route table: requests, state checks and the status histogram. */
export function formatStats(all: RouteStats[], seed: number): string {
  const lines = [`fuzz seed ${seed}: ${all.reduce((n, s) => n + s.requests, 0)} requests over ${all.length} routes`];
  lines.push(`${'route'.padEnd(28)} ${'requests'.padStart(8)} ${'4xx-state'.padStart(9)}  statuses`);
  for (const s of all) {
    const histogram = Object.entries(s.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    lines.push(`${s.route.padEnd(28)} ${String(s.requests).padStart(8)} ${String(s.stateChecks).padStart(9)}  ${histogram}`);
  }
  return lines.join('\n');
}
