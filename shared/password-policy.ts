/**
 * The one password policy: the strength meter's five criteria (admin §5) in the browser, and the
 * rules the server enforces on every password that is set (register, reset, both change routes).
 * A refusal names the rule that failed.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** The meter's criteria, a point each. */
export const PASSWORD_CRITERIA = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One number', test: (p: string) => /\d/.test(p) },
  { label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** A score of 3 of 5 is the least a new password may have (the length, and two kinds of character). */
export const MIN_PASSWORD_SCORE = 3;
export const TOO_WEAK_MESSAGE = 'Password is too weak. Please use a stronger password.';

export const passwordScore = (password: string): number => PASSWORD_CRITERIA.filter((c) => c.test(password)).length;

/** Weak at 2 or less, Medium at 3, Strong above 3. */
export const strengthLabel = (score: number): 'Weak' | 'Medium' | 'Strong' => (score <= 2 ? 'Weak' : score === 3 ? 'Medium' : 'Strong');

/**
 * Words people pick first; a password that is one of them with digits or symbols around it
 * (`password1`, `Qwerty123!`) is refused whatever its score.
 */
const COMMON_WORDS = new Set([
  'password',
  'passw0rd',
  'passwort',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'administrator',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno',
  'abc',
  'abcdef',
  'abcdefgh',
  'changeme',
  'secret',
  'login',
  'starwars',
  'whatever',
  'freedom',
  'hello',
  'music',
  'soundmarket',
]);

/** Lower case, letters and digits only. */
const core = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Without the digits and symbols people put around a word. */
const stem = (text: string) => text.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

const isRun = (digits: string) =>
  [...digits].every((d, i) => i === 0 || d === digits[i - 1]) ||
  '01234567890123456789'.includes(digits) ||
  '98765432109876543210'.includes(digits);

export const PASSWORD_RULE_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  repeated: 'Password must not be one character repeated',
  kinds: 'Password must contain at least two of: uppercase letters, lowercase letters, numbers, special characters',
  common: 'Password is too common; choose one that is harder to guess',
  email: 'Password must not be your email address or based on it',
} as const;

/**
 * The first rule `password` breaks, as a message for a person, or undefined when it may be set.
 * `email` (the account's) adds the rule that the password is not the email or its name part.
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGES.tooLong;
  if (new Set(password).size === 1) return PASSWORD_RULE_MESSAGES.repeated;
  if (passwordScore(password) < MIN_PASSWORD_SCORE) return PASSWORD_RULE_MESSAGES.kinds;
  const letters = stem(password);
  const digits = password.replace(/\D/g, '');
  if (COMMON_WORDS.has(letters) || COMMON_WORDS.has(core(password)) || (digits.length === core(password).length && isRun(digits))) {
    return PASSWORD_RULE_MESSAGES.common;
  }
  if (email) {
    const [local = '', domain = ''] = email.toLowerCase().split('@');
    const whole = core(password);
    // The local part and each of its names (alice.smith+shop → alicesmithshop, alice, smith, shop).
    const names = [local, ...local.split(/[.\-_+]/)].map(core).filter((name) => name.length >= 3 && /[a-z]/.test(name));
    // The email itself, or a name with a little around it (alice2024!, Alice.Smith1), or backwards.
    const basedOn = (name: string) =>
      whole.length - name.length < 6 && (whole.includes(name) || whole.includes([...name].reverse().join('')));
    if (whole === core(`${local}${domain}`) || names.some(basedOn)) return PASSWORD_RULE_MESSAGES.email;
  }
  return undefined;
}
