/**
 * Sessions end when the account changes under them (ASVS V3/V9): a password change or reset ends
 * every session but the one the change hands back, a suspension and a deletion end all of them.
 * Suspension and deletion are made on the stack's table directly here; the admin's user actions
 * that make them arrive with the user-management screens.
 */
import { describe, expect, it } from 'vitest';
import { api, apiLoose, isLocalStack, mailsTo, registerAndLogin, resetTokenIn } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

const NEW_PASSWORD = 'a much longer new secret';

describe('sessions end with the account behind them', () => {
  it('a password change ends every other session and hands this device a working one', async () => {
    const { email, password, token: first } = await registerAndLogin('Two Devices');
    const second = (await api('login', { body: { email, password } })).body.token;
    expect((await api('getMe', { token: second })).status).toBe(200);

    const changed = await api('changeUserPassword', { token: first, body: { currentPassword: password, newPassword: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully!');

    for (const ended of [first, second]) {
      const res = await apiLoose('getMe', { token: ended });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'SESSION_ENDED', message: 'Your session has ended, please login again' });
    }
    expect((await api('getMe', { token: changed.body.token })).body.email).toBe(email);
    expect((await api('login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it.skipIf(!isLocalStack())('a password reset by mail ends the sessions opened before it', async () => {
    const { email, token } = await registerAndLogin('Lost Phone');
    await api('forgotPassword', { body: { email } });
    const resetToken = resetTokenIn(mailsTo(email).at(-1)?.text ?? '');
    expect(resetToken).toBeTruthy();
    expect((await api('resetPassword', { body: { token: resetToken!, newPassword: NEW_PASSWORD } })).status).toBe(200);
    expect((await apiLoose('getMe', { token })).body.code).toBe('SESSION_ENDED');
  });

  describe.skipIf(!isLocalStack())('changes made to the account item', async () => {
    setFunctionEnv();
    Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
    const { ddb, tableName } = await import('../../functions/data/client');
    const { keys } = await import('../../functions/data/keys');
    const { DeleteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const setStatus = (userId: string, status: string) =>
      ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: 'SET #s = :s',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':s': status },
        }),
      );

    it('a suspension ends the sessions, refuses sign-in, and lifting it lets the owner back in', async () => {
      const { email, password, token, user } = await registerAndLogin('Suspended Soon');
      await setStatus(user.id, 'suspended');
      const res = await apiLoose('getMyOrders', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('ACCOUNT_SUSPENDED');
      const refused = await apiLoose('login', { body: { email, password } });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', error: 'Your account has been suspended. Please contact support.' });

      await setStatus(user.id, 'active');
      const back = await api('login', { body: { email, password } });
      expect(back.status).toBe(200);
      expect((await api('getMe', { token: back.body.token })).status).toBe(200);
    });

    it('a suspended account is told so only after the right password', async () => {
      const { email, user } = await registerAndLogin('Suspended Guess');
      await setStatus(user.id, 'suspended');
      const guess = await apiLoose('login', { body: { email, password: 'not the password at all' } });
      expect(guess.status).toBe(401);
      expect(guess.body.code).toBe('INVALID_CREDENTIALS');
    });

    it('a deletion ends the sessions', async () => {
      const { token, user } = await registerAndLogin('Deleted Soon');
      await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.user(user.id) }));
      const res = await apiLoose('getMe', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SESSION_ENDED');
    });
  });
});
