import { describe, expect, it } from 'vitest';
import { Password } from '../../shared/api/auth';
import { PASSWORD_RULE_MESSAGES as RULE, passwordProblem, passwordScore } from '../../shared/password-policy';

describe('the password policy', () => {
  it.each([
    ['short1!', RULE.tooShort],
    ['aaaaaaaa', RULE.repeated],
    ['abcdefghij', RULE.kinds],
    ['12345678', RULE.kinds],
    ['password1', RULE.common],
    ['Password123!', RULE.common],
    ['qwerty!!', RULE.common],
    ['1234567890!', RULE.common],
  ])('refuses %j: %s', (password, rule) => {
    expect(passwordProblem(password)).toBe(rule);
  });

  it.each(['alice!!1', 'alice2024!', 'Alice.2024', 'ALICE-1234', 'ecila2024!', 'alice@x.com'])(
    'refuses %j for alice@x.com: it is the email or its name part',
    (password) => {
      expect(passwordProblem(password, 'alice@x.com')).toBe(RULE.email);
      // Without the account's email only the account-free rules apply.
      expect(passwordProblem(password)).toBeUndefined();
    },
  );

  it.each(['correct horse battery', 'next password 1', 'Brand-new-1', 'alice likes long walks', 'pass1234'])(
    'accepts %j, which has the length and two kinds of character',
    (password) => {
      expect(passwordScore(password)).toBeGreaterThanOrEqual(3);
      expect(passwordProblem(password, 'alice@x.com')).toBeUndefined();
    },
  );

  it('is the rule of the shared Password schema, so the server and the browser refuse alike', () => {
    const result = Password.safeParse('password1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(RULE.common);
    expect(Password.safeParse('correct horse battery').success).toBe(true);
  });
});
