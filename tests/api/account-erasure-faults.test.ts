/**
 * Account erasure under an injected fault (functions/lib/faults.ts `batch-unprocessed`): DynamoDB
 * hands back every BatchWriteItem of the user's partition unprocessed. The deletion must then
 * answer a 503, never "Account deleted successfully" while items remain, and running it again
 * finishes it. The partition is read straight from the local table.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { adminToken, api, isLocalStack, registerAndLogin, localTable } from '../helpers/api';

/** The sort keys of the user's partition, read consistently. */
async function partitionOf(userId: string): Promise<string[]> {
  const ddb = localTable();
  try {
    const out = await ddb.send(
      new QueryCommand({
        TableName: LOCAL_TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map((i) => String(i.SK)).sort();
  } finally {
    ddb.destroy();
  }
}

const UNPROCESSED = 'batch-unprocessed;key=USER#';

describe.skipIf(!isLocalStack())('account erasure with unprocessed batch deletes', () => {
  it('answers 503 and keeps the account while items remain; the retry deletes everything but the profile shell', async () => {
    const user = await registerAndLogin('Erasure Fault');
    await api('updateUserSettings', { token: user.token, body: { ...DEFAULT_USER_SETTINGS, darkMode: false } });
    expect(await partitionOf(user.user.id)).toContain('SETTINGS');

    const failed = await api('deleteAccount', {
      token: user.token,
      body: { confirmation: user.email },
      headers: { 'x-fault': UNPROCESSED },
    });
    expect(failed.status, failed.text).toBe(503);
    expect(failed.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(failed.text).not.toContain('deleted');
    // Nothing claims the account is gone: it still signs in and its settings are still there.
    expect((await api('getMe', { token: user.token })).status).toBe(200);
    expect(await partitionOf(user.user.id)).toContain('SETTINGS');

    // DynamoDB busy for two calls only: within the batch policy's tries, so the deletion completes.
    const healed = await api('deleteAccount', {
      token: user.token,
      body: { confirmation: user.email },
      headers: { 'x-fault': `${UNPROCESSED};times=2` },
    });
    expect(healed.status, healed.text).toBe(200);
    expect(healed.body.message).toBe('Account deleted successfully');
    expect(await partitionOf(user.user.id)).toEqual(['PROFILE']);
    expect((await api('getMe', { token: user.token })).status).toBe(401);
  });

  it('an admin deletion that fails the same way answers 503 and, run again on the same id, completes', async () => {
    const admin = await adminToken();
    const user = await registerAndLogin('Erasure Fault Admin');
    await api('updateUserSettings', { token: user.token, body: { ...DEFAULT_USER_SETTINGS, darkMode: false } });

    const failed = await api('deleteUser', { params: { id: user.user.id }, token: admin, headers: { 'x-fault': UNPROCESSED } });
    expect(failed.status, failed.text).toBe(503);
    expect(await partitionOf(user.user.id)).toContain('SETTINGS');

    const again = await api('deleteUser', { params: { id: user.user.id }, token: admin });
    expect(again.status, again.text).toBe(200);
    expect(await partitionOf(user.user.id)).toEqual(['PROFILE']);
  });
});
