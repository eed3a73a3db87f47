/**
 * Webhooks section (issue 23): from a provider's notification to a downloadable licence on the
 * local stack (`scripts/dev.ts` WEB=none, its payment sandbox's Stripe keys saved in Gateway
 * Setup on first start). BENCH_WEBHOOK_ORDERS buyers (default 50) each order a song by card
 * through the API (a real Checkout Session on the sandbox); then one Stripe
 * `checkout.session.completed` per order, signed as Stripe signs (`t=…,v1=…` with the webhook
 * secret), is sent all at once. Each order's time runs from sending its notification until
 * `GET /api/license/download/{orderId}` answers 200 for its buyer. Then one more order's single
 * event is delivered 20 times at once, and the bench fails unless that gave one approval: one
 * licence, one purchase in the buyer's figures, one more completed order in the store's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestOf, type CallArgs, type ResultOf, type RouteId } from '../../shared/api/call';
import { stripeSignature, sandboxCredentials } from '../local/payment-sandbox';
import { STACK_LOG, spawnStack } from '../local/spawn-stack';
import { envCount, median, ms, pool, progress, table, type Section } from './lib';

const READY_TIMEOUT_MS = 240_000;
const DUPLICATES = 20;
/** Deliveries after a refused one, as the provider retries. */
const RETRIES = 5;
const TARGET_P99_MS = 2000;

const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;

async function call<R extends RouteId>(
  base: string,
  id: R,
  ...[input]: CallArgs<R, { token?: string; expect?: number[] }>
): Promise<ResultOf<R>> {
  const { token, expect: expected, ...fields } = (input ?? {}) as { token?: string; expect?: number[] };
  const { method, url, body } = requestOf(id, ...([fields] as CallArgs<R>));
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!(expected ?? [200, 201]).includes(res.status)) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as ResultOf<R>;
}

interface CardOrder {
  orderId: number;
  token: string;
  sessionId: string;
  amountCents: number;
}

export const section: Section = {
  name: 'webhooks',
  title: 'Card payment notification to licence (local stack)',
  description: 'dev.ts WEB=none; N Stripe notifications for N orders at once, and one event delivered 20 times at once',
  run: async () => {
    const count = envCount('BENCH_WEBHOOK_ORDERS', 50);
    // DynamoDB Local commits every write request to its SQLite file one at a time (≈20 ms each at load
    // 15–20 here, ≈5 ms in memory): BENCH_WEBHOOK_DB=memory measures the code path without that queue.
    const inMemory = process.env.BENCH_WEBHOOK_DB === 'memory';
    const runId = randomBytes(4).toString('hex');
    const adminEmail = 'bench-admin@marketplace.local';
    const adminPassword = `${randomBytes(15).toString('base64url').slice(0, 16)}aZ7!`;
    // Every DynamoDB request the stack sends, one line each (functions/lib/request-trace.ts).
    const traceDir = mkdtempSync(join(tmpdir(), 'mm-bench-ddb-trace-'));
    const traceFile = join(traceDir, 'requests.log');
    const traced = () => (existsSync(traceFile) ? readFileSync(traceFile, 'utf8').split('\n').filter(Boolean) : []);
    progress('webhooks: starting scripts/dev.ts with WEB=none');
    const stack = await spawnStack({
      dataDirPrefix: 'mm-bench-webhooks-',
      readyTimeoutMs: READY_TIMEOUT_MS,
      stopTimeoutMs: 15_000,
      env: {
        WEB: 'none',
        HOST: '127.0.0.1',
        QUIET: '1',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        ...(inMemory ? { DYNAMODB_IN_MEMORY: '1' } : {}),
        LOCAL_DDB_TRACE: traceFile,
      },
      warn: (m) => progress(`webhooks: ${m}`),
      keepLog: true,
    });
    // A refused notification's cause, from the functions' own log lines.
    const errorsLogged = () =>
      readFileSync(join(stack.dataDir, STACK_LOG), 'utf8')
        .split('\n')
        .filter((line) => /error|cancel/i.test(line))
        .slice(0, 3)
        .map((line) => line.slice(0, 600));
    const base = stack.baseUrl.replace('//localhost:', '//127.0.0.1:');
    try {
      const secret = sandboxCredentials(stack.dataDir).stripe.webhookSecret;
      // Set-up only: a password hash that outlasts the route's timeout on a loaded machine (503) is sent again.
      const setUp = async <T>(step: () => Promise<T>): Promise<T> => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await step();
          } catch (error) {
            if (attempt >= 4 || !/ answered 503/.test((error as Error).message)) throw error;
          }
        }
      };
      const login = async (email: string, password: string) =>
        (await setUp(() => call(base, 'login', { body: { email, password }, expect: [200] }))).token;
      const admin = await login(adminEmail, adminPassword);
      const settings = await call(base, 'getSystemSettings', { token: admin, expect: [200] });
      await call(base, 'updateSystemSettings', { token: admin, body: { ...settings, requireEmailVerification: false }, expect: [200] });
      const songs = (await call(base, 'listSongs', { query: { limit: 100 }, expect: [200] })).filter(
        (s) => s.is_available && s.status !== 'sold_out',
      );

      const password = `${randomBytes(12).toString('base64url')}aZ7!`;
      const order = async (i: number): Promise<CardOrder> => {
        const email = `bench-${runId}-card${i}@example.com`;
        // A register retried after a 503 that did create the account answers 409.
        await setUp(() => call(base, 'register', { body: { name: `Card Buyer ${i}`, email, password }, expect: [201, 200, 409] }));
        const token = await login(email, password);
        const song = songs[i % songs.length]!;
        const created = await call(base, 'createOrder', { token, body: { songId: song.id, paymentMethod: 'stripe', amount: song.price } });
        const got = await call(base, 'getOrder', { token, params: { orderId: created.orderId }, expect: [200] });
        if (!got.payment_reference) throw new Error(`order ${created.orderId} has no Checkout Session`);
        return { orderId: created.orderId, token, sessionId: got.payment_reference, amountCents: Math.round(song.price * 100) };
      };
      const signed = (o: CardOrder, eventId = `evt_bench_${runId}_${o.orderId}`) => {
        const body = JSON.stringify({
          id: eventId,
          object: 'event',
          api_version: '2025-01-27.acacia',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 1,
          type: 'checkout.session.completed',
          data: {
            object: {
              id: o.sessionId,
              object: 'checkout.session',
              amount_total: o.amountCents,
              currency: 'usd',
              client_reference_id: String(o.orderId),
              metadata: { orderId: String(o.orderId) },
              payment_status: 'paid',
              payment_intent: `pi_bench_${o.orderId}`,
            },
          },
        });
        return { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, secret) } };
      };
      const deliver = async (n: { body: string; headers: Record<string, string> }) => {
        const res = await fetch(`${base}/api/webhooks/stripe`, { method: 'POST', ...n, signal: AbortSignal.timeout(60_000) });
        const text = await res.text();
        if (res.status !== 200 && res.status !== 409) progress(`webhooks: ${res.status} ${text.slice(0, 300)}`);
        return res.status;
      };

      progress(`webhooks: ${count} buyers order a song by card (+3: warm-up, request count, duplicates)`);
      const [warm, probe, dup, ...orders] = await pool(
        Array.from({ length: count + 3 }, (_, i) => i),
        4,
        order,
      );
      const completedAtStart = (await call(base, 'getAdminOrderStats', { token: admin, expect: [200] })).completed;
      // Warm-up: the gateway imports the webhook and licence handlers on their first request.
      if ((await deliver(signed(warm!))) !== 200) throw new Error('the warm-up notification was refused');
      await call(base, 'downloadLicense', { token: warm!.token, params: { orderId: warm!.orderId }, expect: [200] });
      // The warm-up's after-commit step done (its mail written, then its record finished), so none of its requests are counted below.
      const outbox = join(stack.dataDir, 'outbox');
      const mailed = (buyer: number) =>
        readdirSync(outbox).some((f) => f.endsWith('.json') && readFileSync(join(outbox, f), 'utf8').includes(`-card${buyer}@`));
      for (const until = Date.now() + 30_000; !mailed(0) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000));

      // One approval alone on a warm stack: the DynamoDB requests until the webhook answers, then
      // those of the after-commit effects until the buyer's approval mail is written.
      progress('webhooks: counting the DynamoDB requests of one approval');
      const before = traced().length;
      if ((await deliver(signed(probe!))) !== 200) throw new Error('the probe notification was refused');
      // The webhook's own requests end with the approval's transaction (its event claim completed in it);
      // the after-commit runner, in the same process, may start before the answer is sent.
      const sinceProbe = traced().slice(before);
      // The approval's transaction is the one that completes the probe's order and writes its after-commit record.
      const { keys } = await import('../../functions/data/keys');
      const approval = sinceProbe.findIndex((line) => {
        const [, command, pks = ''] = line.split(' ');
        return command === 'TransactWriteItems' && pks.startsWith(`${keys.order(probe!.orderId).PK},`) && pks.includes(keys.afterCommit(probe!.orderId).PK);
      });
      const answered = sinceProbe.slice(0, approval + 1);
      for (const until = Date.now() + 30_000; !mailed(1) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 100));
      const afterCommit = traced().slice(before + answered.length);
      if (approval < 0) throw new Error('the probe approval wrote no after-commit record');
      const requestCount = (lines: string[]) => {
        const by = new Map<string, number>();
        for (const line of lines) {
          const command = line.split(' ')[1]!;
          by.set(command, (by.get(command) ?? 0) + 1);
        }
        return `${lines.length} (${[...by].map(([c, n]) => `${n} ${c}`).join(', ') || 'none'})`;
      };
      // Items written: one per Put/Update/Delete request, one per entry of a transaction or batch write.
      const itemsWritten = (lines: string[]) =>
        lines
          .map((line) => line.split(' '))
          .filter(([, command]) => /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)$/.test(command!))
          .reduce((sum, [, , pks]) => sum + (pks ? pks.split(',').length : 1), 0);
      const requests = {
        webhook: `${requestCount(answered)}, ${itemsWritten(answered)} items written`,
        afterCommit: `${requestCount(afterCommit)}, ${itemsWritten(afterCommit)} items written`,
        lines: [...answered, '--', ...afterCommit],
      };
      progress(`webhooks: requests ${requests.webhook} + after commit ${requests.afterCommit}\n${requests.lines.join('\n')}`);

      progress(`webhooks: ${orders.length} notifications at once`);
      const notices = orders.map((o) => signed(o));
      const started = performance.now();
      const refused: number[] = [];
      const timings = await Promise.all(
        orders.map(async (o, i) => {
          const sent = performance.now();
          // As Stripe does, a notification answered with an error is sent again (here after 1 s, Stripe waits longer).
          let status = await deliver(notices[i]!);
          for (let retry = 1; status !== 200 && retry <= RETRIES; retry++) {
            refused.push(status);
            await new Promise((r) => setTimeout(r, 1000));
            status = await deliver(notices[i]!);
          }
          const answered = performance.now();
          if (status !== 200) throw new Error(`the notification of order ${o.orderId} answered ${status}: ${errorsLogged().join(' / ')}`);
          await call(base, 'downloadLicense', { token: o.token, params: { orderId: o.orderId }, expect: [200] });
          return { webhook: answered - sent, licence: performance.now() - sent };
        }),
      );
      const wall = performance.now() - started;

      progress(`webhooks: one event delivered ${DUPLICATES} times at once`);
      // The store's figures follow each approval's commit: wait until the warm-up, probe and burst are all counted.
      const completed = () => call(base, 'getAdminOrderStats', { token: admin, expect: [200] }).then((s) => s.completed);
      let completedBefore = await completed();
      for (const until = Date.now() + 60_000; completedBefore < completedAtStart + 2 + orders.length && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 200));
        completedBefore = await completed();
      }
      if (completedBefore !== completedAtStart + 2 + orders.length)
        throw new Error(`${2 + orders.length} approvals counted ${completedBefore - completedAtStart} completed orders`);
      const duplicate = signed(dup!, `evt_bench_${runId}_duplicate`);
      // A duplicate meeting a claim still in hand answers 409: delivered again, as Stripe does (an approval takes none: its
      // duplicates are cancelled by its transaction and answer 200, so 0 is expected here).
      let inProgress = 0;
      const statuses = await Promise.all(
        Array.from({ length: DUPLICATES }, async () => {
          let status = await deliver(duplicate);
          for (let retry = 1; status === 409 && retry <= 50; retry++) {
            inProgress++;
            await new Promise((r) => setTimeout(r, 200));
            status = await deliver(duplicate);
          }
          return status;
        }),
      );
      const dupOrder = await call(base, 'getOrder', { token: dup!.token, params: { orderId: dup!.orderId }, expect: [200] });
      // The sale's figures follow from the approval's after-commit record a moment after the answer.
      let dupStats = await call(base, 'getListenerStats', { token: dup!.token, expect: [200] });
      for (const until = Date.now() + 30_000; dupStats.totalPurchases < 1 && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 100));
        dupStats = await call(base, 'getListenerStats', { token: dup!.token, expect: [200] });
      }
      let completedAfter = await completed();
      for (const until = Date.now() + 30_000; completedAfter < completedBefore + 1 && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 100));
        completedAfter = await completed();
      }
      const library = await call(base, 'getLibrary', { token: dup!.token, expect: [200] });
      const oneLicence =
        statuses.every((s) => s === 200) &&
        dupOrder.status === 'completed' &&
        !!dupOrder.license_key &&
        dupStats.totalPurchases === 1 &&
        completedAfter - completedBefore === 1 &&
        library.length === 1;
      if (!oneLicence)
        throw new Error(
          `${DUPLICATES} deliveries of one event did not give exactly one licence: statuses ${statuses.join(',')}, order ${dupOrder.status}, ` +
            `purchases ${dupStats.totalPurchases}, completed +${completedAfter - completedBefore}, library ${library.length}`,
        );

      const licence = timings.map((t) => t.licence).sort((a, b) => a - b);
      const webhook = timings.map((t) => t.webhook).sort((a, b) => a - b);
      const p99 = percentile(licence, 99);
      const row = (name: string, xs: number[]) => [name, String(xs.length), ms(percentile(xs, 50)), ms(percentile(xs, 99)), ms(xs.at(-1)!)];
      return [
        `Local gateway (\`scripts/dev.ts\`, WEB=none, QUIET=1) + DynamoDB Local (${inMemory ? 'table in memory, BENCH_WEBHOOK_DB=memory' : 'table on disk, as `npm start`'}) + s3rver on loopback, on a 2-core machine shared ` +
          `with the sender: the code path, **not AWS**. ${orders.length} buyers each ordered a song by card through the API (a ` +
          `Checkout Session on the payment sandbox); one \`checkout.session.completed\` per order, signed with the webhook secret, ` +
          `was then sent to \`POST /api/webhooks/stripe\` all at once (one warm-up order first). Licence = from sending the ` +
          `notification until the buyer's \`GET /api/license/download/{orderId}\` answered 200 (the approval transaction, the ` +
          `licence PDF and its link). All ${orders.length} in ${ms(wall)} ms of wall time.`,
        '',
        table(
          ['Step', 'Orders', 'p50 ms', 'p99 ms', 'Max ms'],
          [row('Notification → webhook 200 (order approved)', webhook), row('Notification → licence downloadable', licence)],
        ),
        '',
        `- Answers other than 200 (then delivered again, as Stripe retries): ${refused.length}${refused.length ? ` (${[...new Set(refused)].join(', ')})` : ''}. ` +
          `Load average while it ran (1 min, 2 cores shared with other jobs): ${loadavg()[0]!.toFixed(1)}.`,
        `- DynamoDB requests of one approval alone (counted with \`LOCAL_DDB_TRACE\`, warm stack): until the webhook answers ${requests.webhook}; ` +
          `after the commit, until the buyer's mail is written: ${requests.afterCommit}.`,
        `- Target p99 ≤ ${TARGET_P99_MS} ms from notification to licence: **${p99 <= TARGET_P99_MS ? 'met' : 'missed'}** (${ms(p99)} ms; median ${ms(median(licence))} ms).`,
        `- One event delivered ${DUPLICATES} times at once: every delivery ends in 200 (${inProgress} answers 409 EVENT_IN_PROGRESS, ` +
          `each delivered again after 200 ms), one approval (order completed with one licence, ` +
          `the buyer's purchases 1, completed orders +1, library 1 song). Asserted: the bench fails otherwise.`,
      ].join('\n');
    } finally {
      progress('webhooks: stopping the stack');
      await stack.stop();
      rmSync(traceDir, { recursive: true, force: true });
    }
  },
};
