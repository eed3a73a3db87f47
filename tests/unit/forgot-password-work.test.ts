/**
 * Forgot-password must not tell a known address from an unknown one by the work it does: the
 * same DynamoDB reads and writes, in the same order, on the same kinds of keys. Checked against
 * an in-memory table behind the real repositories (no timing: timed assertions are flaky).
 */
import { describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { ddb } = await import('../../functions/data/client');
const { keys, ENTITY } = await import('../../functions/data/keys');
const mailer = await import('../../functions/mail/mailer');
const { requestPasswordReset } = await import('../../functions/domain/accounts/accounts');
const { rememberSystemSettings } = await import('../../functions/domain/settings/system-settings');
const { DEFAULT_SYSTEM_SETTINGS } = await import('../../functions/domain/settings/defaults');

type Item = Record<string, unknown>;

/** Just enough of DynamoDB for the commands forgot-password sends. */
function fakeTable() {
  const items = new Map<string, Item>();
  const id = (key: Item) => `${String(key.PK)}|${String(key.SK)}`;
  const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
  const calls: string[] = [];
  interface CommandInput {
    Key?: Item;
    Item?: Item;
    UpdateExpression?: string;
    ExpressionAttributeValues?: Record<string, unknown>;
  }
  const send = async (command: { constructor: { name: string }; input: CommandInput }) => {
    const { input } = command;
    const key = (input.Key ?? input.Item)!;
    // What an observer of the work would see: the command, the key's kind and the written shape.
    const kind = String(key.PK).split('#')[0];
    const shape = input.Item ? Object.keys(input.Item).sort().join(',') : (input.UpdateExpression ?? '');
    calls.push(`${command.constructor.name} ${kind} ${shape}`);
    switch (command.constructor.name) {
      case 'GetCommand':
        return { Item: items.get(id(key)) };
      case 'PutCommand': {
        const existing = items.get(id(key));
        const now = input.ExpressionAttributeValues?.[':now'] as number | undefined;
        if (existing && !(now !== undefined && (existing.expiresAt as number) <= now)) throw conditionFailed();
        items.set(id(key), input.Item!);
        return {};
      }
      case 'UpdateCommand': {
        const existing = items.get(id(key));
        const now = input.ExpressionAttributeValues?.[':now'] as number;
        if (!existing || (existing.expiresAt as number) <= now) throw conditionFailed();
        existing.count = (existing.count as number) + 1;
        return { Attributes: { ...existing } };
      }
      default:
        throw new Error(`unexpected command ${command.constructor.name}`);
    }
  };
  return { items, calls, send };
}

function withUser(table: ReturnType<typeof fakeTable>, email: string) {
  const userId = '01JABCDEFGHJKMNPQRSTVWXYZ0';
  table.items.set(`${keys.email(email).PK}|${keys.email(email).SK}`, { ...keys.email(email), _type: ENTITY.email, userId });
  table.items.set(`${keys.user(userId).PK}|${keys.user(userId).SK}`, {
    ...keys.user(userId),
    _type: ENTITY.user,
    id: userId,
    name: 'Known',
    email,
    role: 'user',
    passwordHash: 'scrypt$32768$8$3$c2FsdA==$aGFzaA==',
    passwordVersion: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

async function workFor(email: string, known: boolean) {
  const table = fakeTable();
  if (known) withUser(table, email);
  // Each run starts with the container's settings cache expired, as a cold or idle container has it.
  rememberSystemSettings(DEFAULT_SYSTEM_SETTINGS, 0);
  const send = vi.spyOn(ddb, 'send').mockImplementation(table.send as never);
  const sendMail = vi.spyOn(mailer, 'sendMail').mockResolvedValue(undefined);
  try {
    // Twice: the first request opens the mail quota's window, the second counts into it.
    await requestPasswordReset(email, 'http://localhost:3000', new Date('2026-05-01T10:00:00Z'), 0);
    await requestPasswordReset(email, 'http://localhost:3000', new Date('2026-05-01T10:00:05Z'), 0);
    return { calls: table.calls, mails: sendMail.mock.calls.length, items: table.items };
  } finally {
    send.mockRestore();
    sendMail.mockRestore();
  }
}

describe('forgot-password work', () => {
  it('does the same DynamoDB reads and writes for a known and an unknown address', async () => {
    const known = await workFor('known@example.com', true);
    const unknown = await workFor('nobody@example.com', false);
    expect(known.mails).toBe(2);
    expect(unknown.mails).toBe(0);
    expect(known.calls.length).toBeGreaterThanOrEqual(8);
    expect(unknown.calls).toEqual(known.calls);
  });

  it('stores a token nobody can use for an unknown address', async () => {
    const { items } = await workFor('nobody@example.com', false);
    const tokens = [...items.values()].filter((item) => item._type === ENTITY.resetToken);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(token.userId).toBe('NONE');
  });
});
