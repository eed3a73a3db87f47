/**
 * A line per DynamoDB request, appended to the file `LOCAL_DDB_TRACE` names (the webhooks bench
 * counts what one approval sends). Off, and nothing added to the client, unless that is set;
 * infra never sets it.
 */
import { appendFileSync } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

const traceFile = process.env.LOCAL_DDB_TRACE;

type Next = (args: { input: unknown }) => Promise<{ output: unknown }>;

/** The partition keys a request names (its key, item, batch or transaction entries). */
function partitionsOf(input: Record<string, unknown>): string[] {
  const text = (value: unknown): string => {
    const s = (value as { S?: unknown } | undefined)?.S ?? value;
    return typeof s === 'string' || typeof s === 'number' ? String(s) : '';
  };
  const pk = (o: unknown) => text(((o ?? {}) as { PK?: unknown }).PK);
  if (input.Key || input.Item) return [pk(input.Key ?? input.Item)];
  if (Array.isArray(input.TransactItems))
    return input.TransactItems.map((e: Record<string, { Key?: unknown; Item?: unknown }>) => {
      const op = Object.values(e)[0];
      return pk(op?.Key ?? op?.Item);
    });
  if (input.RequestItems && typeof input.RequestItems === 'object')
    return Object.values(input.RequestItems as Record<string, unknown>).flatMap((r) => {
      const keys = Array.isArray(r)
        ? r.map((w: { PutRequest?: { Item?: unknown }; DeleteRequest?: { Key?: unknown } }) => w.PutRequest?.Item ?? w.DeleteRequest?.Key)
        : ((r as { Keys?: unknown[] }).Keys ?? []);
      return keys.map(pk);
    });
  const values = input.ExpressionAttributeValues as Record<string, unknown> | undefined;
  return [`query ${text(input.IndexName) || 'table'} ${text(values?.[':pk'] ?? Object.values(values ?? {})[0])}`];
}

/** `<epoch ms> <command> <partition keys>` per request sent (the SDK's own retries not counted), when `LOCAL_DDB_TRACE` is set. */
export function addRequestTrace(stack: DynamoDBClient['middlewareStack']): void {
  if (!traceFile) return;
  const trace = (next: Next, context: { commandName?: string }) => async (args: { input: unknown }) => {
    const command = (context.commandName ?? '').replace(/Command$/, '');
    const pks = partitionsOf((args.input ?? {}) as Record<string, unknown>).map((k) => k.replace(/\s+/g, '_'));
    appendFileSync(traceFile, `${Date.now()} ${command} ${pks.join(',')}\n`);
    return next(args);
  };
  stack.add(trace as never, { step: 'initialize', priority: 'high', name: 'localRequestTrace' });
}
