/**
 * One password policy on every route that sets a password (shared/password-policy.ts), and a
 * wrong current password on either change route counted as a failed sign-in.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../shared/constants';
import { PASSWORD_RULE_MESSAGES as RULE } from '../../shared/password-policy';
import { adminToken, api, apiFrom, isLocalStack, mailsTo, registerAndLogin, uniqueEmail } from '../helpers/api';

const PASSWORD = 'correct horse battery';
const WEAK: [string, string][] = [
  ['aaaaaaaa', RULE.repeated],
  ['password1', RULE.common],
  ['abcdefghij', RULE.kinds],
];
/** The email's name part with a little around it: refused only where the account's email is known. */
const basedOnEmail = (email: string) => `${email.split('@')[0]!.split('.')[0]}2024!`;

const linkToken = (email: string) => /reset=([\w-]+)/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];

function expectRefused(res: { status: number; body: { error?: string; code?: string } }, rule: string) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(rule);
  expect(res.body.code).toBe('VALIDATION_ERROR');
}

describe('one password policy, enforced by the server', () => {
  it('refuses weak passwords at registration with the rule that failed, and the email as the password', async () => {
    for (const [password, rule] of WEAK) {
      expectRefused(await api('register', { body: { name: 'Weak Pass', email: uniqueEmail('weak'), password } }), rule);
    }
    const email = uniqueEmail('alice');
    expectRefused(await api('register', { body: { name: 'Alice', email, password: basedOnEmail(email) } }), RULE.email);
    expectRefused(await api('register', { body: { name: 'Alice', email, password: email } }), RULE.email);
    expect((await api('login', { body: { email, password: basedOnEmail(email) } })).status).toBe(401);
    expect((await api('register', { body: { name: 'Alice', email, password: PASSWORD } })).status).toBe(201);
  });

  it('refuses weak passwords on both change-password routes and keeps the old password', async () => {
    const { email, token } = await registerAndLogin('Changer');
    for (const id of ['changePassword', 'changeUserPassword'] as const) {
      for (const [newPassword, rule] of WEAK)
        expectRefused(await api(id, { token, body: { currentPassword: PASSWORD, newPassword } }), rule);
      expectRefused(await api(id, { token, body: { currentPassword: PASSWORD, newPassword: basedOnEmail(email) } }), RULE.email);
    }
    expect((await api('login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it.skipIf(!isLocalStack())('refuses weak passwords set from a reset mail, an admin reset or an admin invitation', async () => {
    const admin = await adminToken();
    const forgetful = await registerAndLogin('Forgetful');
    await api('forgotPassword', { body: { email: forgetful.email } });
    const adminReset = await registerAndLogin('Reset By Admin');
    expect((await api('resetUserPassword', { params: { id: adminReset.user.id }, token: admin })).status).toBe(200);
    const invitedEmail = uniqueEmail('invited');
    expect((await api('createUser', { body: { name: 'Invited', email: invitedEmail, role: 'user' }, token: admin })).status).toBe(201);

    for (const email of [forgetful.email, adminReset.email, invitedEmail]) {
      const token = linkToken(email);
      expect(token, `a link mailed to ${email}`).toBeTruthy();
      for (const [newPassword, rule] of WEAK) expectRefused(await api('resetPassword', { body: { token: token!, newPassword } }), rule);
      expectRefused(await api('resetPassword', { body: { token: token!, newPassword: basedOnEmail(email) } }), RULE.email);
      // The refusals did not use the link up.
      expect((await api('resetPassword', { body: { token: token!, newPassword: 'a fine new passphrase' } })).status).toBe(200);
      expect((await api('login', { body: { email, password: 'a fine new passphrase' } })).status).toBe(200);
    }
  });
});

describe.skipIf(!isLocalStack())('a wrong current password is a failed sign-in', () => {
  it(`locks the address out of sign-in after ${LOGIN_MAX_FAILURES} wrong current passwords over both change routes`, async () => {
    const { email, token } = await registerAndLogin('Stolen Session');
    const from = '127.0.0.71';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const id = i % 2 === 0 ? 'changePassword' : 'changeUserPassword';
      const res = await apiFrom(from, id, { token, body: { currentPassword: `guess ${i} wrong`, newPassword: 'a fine new passphrase' } });
      expect(res.status).toBe(400);
    }
    for (const id of ['changePassword', 'changeUserPassword'] as const) {
      const locked = await apiFrom(from, id, { token, body: { currentPassword: PASSWORD, newPassword: 'a fine new passphrase' } });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('LOGIN_LOCKED');
    }
    const signIn = await apiFrom(from, 'login', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(429);
    expect(signIn.body.code).toBe('LOGIN_LOCKED');
    // The owner elsewhere still signs in.
    expect((await apiFrom('127.0.0.72', 'login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('counts failed sign-ins toward the change routes too, and a stolen session gains nothing by changing address', async () => {
    const { email, token } = await registerAndLogin('Guessed Twice');
    const from = '127.0.0.73';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await apiFrom(from, 'login', { body: { email, password: `guess ${i} wrong` } })).status).toBe(401);
    }
    const viaChange = await apiFrom(from, 'changeUserPassword', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'a fine new passphrase' },
    });
    expect(viaChange.status).toBe(429);

    const other = await registerAndLogin('Roaming Thief');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await apiFrom(`127.0.0.${80 + i}`, 'changePassword', {
        token: other.token,
        body: { currentPassword: `guess ${i} wrong`, newPassword: 'a fine new passphrase' },
      });
      expect(res.status).toBe(400);
    }
    const roamed = await apiFrom('127.0.0.95', 'changePassword', {
      token: other.token,
      body: { currentPassword: PASSWORD, newPassword: 'a fine new passphrase' },
    });
    expect(roamed.status).toBe(429);
  });
});
