/**
 * Failure injection for the local stack, per request, in the spirit of AWS FIS: the fault tests
 * (tests/api/faults.test.ts) send `X-Fault: <class>[;times=<n>][;skip=<n>][;key=<prefix>][;seconds=<n>]` and the local
 * gateway runs that one invocation inside the fault's scope.
 *
 * Off unless the process runs with LOCAL_FAULTS=1, which only tests/helpers/global-stack.ts sets;
 * infra never sets it (tests/infra/api.test.ts asserts it). Without the flag no header is read,
 * no SDK middleware is added and every hook below answers "no fault".
 *
 * `times` bounds how many injections one request gets (default: every attempt), so a test can
 * tell a retry that heals (`times=2` under the SDK's three attempts) from a fault that persists;
 * `skip` lets the first matching calls through (the approval's own read, to hang its after-commit step's).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';

export const FAULTS_FLAG = 'LOCAL_FAULTS';
export const FAULT_HEADER = 'x-fault';

export const FAULT_CLASSES = [
  /** Every DynamoDB attempt answers ProvisionedThroughputExceededException (the SDK retries it: 3 attempts). */
  'ddb-throttle',
  /** `TransactWriteItems` is cancelled with TransactionConflict (our transactions retry it with backoff). */
  'txn-conflict',
  /** `TransactWriteItems` is cancelled by a failed condition on the entry whose key starts with `key`. */
  'txn-condition',
  /** `BatchWriteItem` (of items whose PK starts with `key`, or any) writes nothing and returns every request unprocessed. */
  'batch-unprocessed',
  /** Every S3 attempt answers 503 ServiceUnavailable (the SDK retries it: 3 attempts). */
  's3-unavailable',
  /** Signing a URL (or any S3 call) fails as if the credentials could not be loaded. */
  'presign-failure',
  /** The mail transport (SES / the outbox) refuses the message. */
  'mail-down',
  /** A DynamoDB call (the first of command `key`, or any) never answers: the function times out mid-handler. */
  'timeout',
  /** The container is cold and the search snapshot it loads is garbage. */
  'snapshot-unreadable',
  /** The first item a DynamoDB read returns (of command `key`, or any) is malformed. */
  'malformed-item',
] as const;
export type FaultClass = (typeof FAULT_CLASSES)[number];

interface FaultScope {
  fault: FaultClass;
  /** Injections left for this request. */
  remaining: number;
  /** Matching calls still let through before the first injection. */
  skip: number;
  key?: string;
  /** When the function times out (epoch ms). */
  deadline: number;
}

export const faultsEnabled = process.env[FAULTS_FLAG] === '1';

/** On globalThis: the gateway and the handler modules it imports must share one store. */
const STORE = Symbol.for('marketplace.local-faults');
const scopes = ((globalThis as Record<symbol, unknown>)[STORE] ??= new AsyncLocalStorage<FaultScope>()) as AsyncLocalStorage<FaultScope>;

/** The fault a header asks for, or undefined for no (or an unknown) fault. */
export function parseFault(header: string | undefined, deadline: number): FaultScope | undefined {
  if (!header) return undefined;
  const [name, ...options] = header.split(';').map((part) => part.trim());
  const fault = FAULT_CLASSES.find((c) => c === name);
  if (!fault) return undefined;
  const option = (key: string) => options.find((o) => o.startsWith(`${key}=`))?.slice(key.length + 1);
  const times = Number(option('times') ?? Infinity);
  const skip = Number(option('skip') ?? 0);
  return { fault, remaining: times > 0 ? times : Infinity, skip: skip > 0 ? skip : 0, key: option('key'), deadline };
}

/**
 * The function timeout a `timeout` fault asks for with `;seconds=<n>` (ms), so a test waits out a
 * short Lambda timeout instead of the route's own; undefined without LOCAL_FAULTS=1 or the option.
 */
export function faultFunctionTimeoutMs(header: string | undefined): number | undefined {
  if (!faultsEnabled || !header) return undefined;
  const [name, ...options] = header.split(';').map((part) => part.trim());
  const seconds = Number(options.find((o) => o.startsWith('seconds='))?.slice('seconds='.length));
  return name === 'timeout' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * Runs one invocation (the local gateway's call) with the fault its `X-Fault` header names.
 * Without LOCAL_FAULTS=1 the header is not even looked at.
 */
export function runWithRequestFault<T>(header: () => string | undefined, deadline: number, invoke: () => T): T {
  if (!faultsEnabled) return invoke();
  const scope = parseFault(header(), deadline);
  return scope ? scopes.run(scope, invoke) : invoke();
}

/** The current request's fault scope when it is `fault` and still has injections left. */
function scopeFor(fault: FaultClass): FaultScope | undefined {
  if (!faultsEnabled) return undefined;
  const scope = scopes.getStore();
  return scope && scope.fault === fault && scope.remaining > 0 ? scope : undefined;
}

/** Whether to inject `fault` now (spends one injection). `matches` narrows it by the fault's `key`. */
export function injectFault(fault: FaultClass, matches: (key: string) => boolean = () => true): boolean {
  const scope = scopeFor(fault);
  if (!scope || (scope.key !== undefined && !matches(scope.key))) return false;
  if (scope.skip > 0) {
    scope.skip--;
    return false;
  }
  scope.remaining--;
  return true;
}

/** An error shaped like the SDK's service exceptions, which its retry strategy classifies by name and status. */
export function serviceError(name: string, status: number, fault: 'client' | 'server', message: string, extra: object = {}): Error {
  return Object.assign(new Error(`${message} (injected fault)`), {
    name,
    $fault: fault,
    $metadata: { httpStatusCode: status, requestId: 'local-fault', attempts: 1, totalRetryDelay: 0 },
    ...extra,
  });
}

/** Parts of a TransactWriteItems entry the fault needs; inside the retry loop the input is marshalled (`{ S: … }`). */
type TransactEntry = Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined>;
const entryKey = (entry: TransactEntry): string => {
  const op = entry.Put ?? entry.Update ?? entry.Delete ?? entry.ConditionCheck;
  const pk = (op?.Item ?? op?.Key)?.PK as string | { S?: string } | undefined;
  return (typeof pk === 'string' ? pk : pk?.S) ?? '';
};

/** A BatchWriteItem request, as the document client takes it. */
type WriteEntry = { PutRequest?: { Item?: Record<string, unknown> }; DeleteRequest?: { Key?: Record<string, unknown> } };
const writeKey = (entry: WriteEntry): string => {
  const pk = (entry.PutRequest?.Item ?? entry.DeleteRequest?.Key)?.PK;
  return typeof pk === 'string' ? pk : '';
};

/** One S3 attempt under the `s3-unavailable` fault: a 503 as S3 answers it. */
function throwIfS3Unavailable(): void {
  if (injectFault('s3-unavailable')) throw serviceError('ServiceUnavailable', 503, 'server', 'Please reduce your request rate.');
}

const credentialsError = () =>
  Object.assign(new Error('Could not load credentials to sign the URL (injected fault)'), { name: 'CredentialsProviderError' });

type SdkStack = DynamoDBClient['middlewareStack'] | S3Client['middlewareStack'];
type Next = (args: { input: unknown }) => Promise<{ output: unknown }>;
type Middleware = (next: Next, context: { commandName?: string }) => (args: { input: unknown }) => Promise<{ output: unknown }>;

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * Adds the SDK faults to a client's middleware stack (only with LOCAL_FAULTS=1). The attempt-level
 * faults sit inside the retry loop (deserialize step, innermost), so the SDK's own retry with
 * backoff sees each injected failure; output faults sit outermost, where the document client has
 * already unmarshalled the items. The credentials fault sits in the build step, which a presigned
 * link (`getSignedUrl`) passes through before it signs, and which a call passes before it is sent.
 */
export function addSdkFaults(stack: SdkStack, service: 'dynamodb' | 's3'): void {
  if (!faultsEnabled) return;
  const perAttempt: Middleware = (next, context) => async (args) => {
    const command = (context.commandName ?? '').replace(/Command$/, '');
    if (service === 's3') throwIfS3Unavailable();
    if (service !== 'dynamodb') return next(args);
    if (injectFault('ddb-throttle')) {
      throw serviceError(
        'ProvisionedThroughputExceededException',
        400,
        'client',
        'The level of configured provisioned throughput was exceeded.',
      );
    }
    const entries = command === 'TransactWriteItems' ? ((args.input as { TransactItems?: TransactEntry[] }).TransactItems ?? []) : [];
    if (entries.length && injectFault('txn-conflict')) {
      const reasons = entries.map((_, i) => ({ Code: i === 0 ? 'TransactionConflict' : 'None' }));
      throw serviceError('TransactionCanceledException', 400, 'client', 'Transaction cancelled', { CancellationReasons: reasons });
    }
    if (entries.length) {
      const failing = entries.findIndex((e) => injectFault('txn-condition', (prefix) => entryKey(e).startsWith(prefix)));
      if (failing >= 0) {
        const reasons = entries.map((_, i) => ({ Code: i === failing ? 'ConditionalCheckFailed' : 'None' }));
        throw serviceError('TransactionCanceledException', 400, 'client', 'Transaction cancelled', { CancellationReasons: reasons });
      }
    }
    const hanging = scopeFor('timeout');
    if (hanging && injectFault('timeout', (name) => name === command)) {
      // Past the deadline the gateway has answered 500; failing then (never succeeding late) is what
      // Lambda's stopped container amounts to: nothing after this call runs.
      await sleepUntil(hanging.deadline + 1000);
      throw new Error(`${command} never answered (injected timeout)`);
    }
    return next(args);
  };
  const onOutput: Middleware = (next, context) => async (args) => {
    const command = (context.commandName ?? '').replace(/Command$/, '');
    if (command === 'BatchWriteItem') {
      // Outermost, on the document client's own input and output: the SDK never retries unprocessed items anyway.
      const requestItems = (args.input as { RequestItems?: Record<string, WriteEntry[]> }).RequestItems ?? {};
      const pks = Object.values(requestItems).flatMap((entries) => entries.map(writeKey));
      if (injectFault('batch-unprocessed', (prefix) => pks.some((pk) => pk.startsWith(prefix)))) {
        // DynamoDB's answer when it is too busy to take any of the batch: all of it back, nothing written.
        return { output: { UnprocessedItems: requestItems, $metadata: { httpStatusCode: 200 } } };
      }
    }
    const result = await next(args);
    const output = result.output as { Item?: Record<string, unknown>; Items?: Record<string, unknown>[] };
    const item = output.Item ?? output.Items?.[0];
    if (item && injectFault('malformed-item', (name) => name === command)) {
      // What a hand edit or an old writer leaves behind: the entity tag kept, every field the wrong type.
      for (const field of Object.keys(item)) if (!['PK', 'SK', 'entity', 'type'].includes(field)) item[field] = { malformed: true };
    }
    return result;
  };
  // Both clients' stacks take the same middleware; the union of their signatures is not callable as such.
  const target = stack as DynamoDBClient['middlewareStack'];
  const credentials: Middleware = (next) => (args) => {
    if (injectFault('presign-failure')) throw credentialsError();
    return next(args);
  };
  target.add(perAttempt as never, { step: 'deserialize', priority: 'low', name: 'localFaultsPerAttempt' });
  target.add(onOutput as never, { step: 'initialize', priority: 'high', name: 'localFaultsOutput' });
  if (service === 's3') target.add(credentials as never, { step: 'build', priority: 'high', name: 'localFaultsCredentials' });
}

/** Throws when the current request injects `fault` in a non-SDK dependency (the mail transport). */
export function throwIfFault(fault: 'mail-down'): void {
  if (injectFault(fault)) throw Object.assign(new Error('Mail transport unavailable (injected fault)'), { name: 'MailTransportDown' });
}

/** Whether this request is a cold container that must not trust its snapshot (`snapshot-unreadable`). */
export const coldWithUnreadableSnapshot = (): boolean => scopeFor('snapshot-unreadable') !== undefined;

/** Consumes the snapshot fault: the bytes read from S3 are replaced with garbage. */
export function corruptSnapshot(bytes: Uint8Array): Uint8Array {
  return injectFault('snapshot-unreadable') ? new TextEncoder().encode('not gzip: injected unreadable snapshot') : bytes;
}
