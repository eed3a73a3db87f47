import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

/** The back office's strength rules (admin §5), for every screen that sets a password: five criteria, a point each. */
export const PASSWORD_CRITERIA = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One number', test: (p: string) => /\d/.test(p) },
  { label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** A score of 3 of 5 is the least a new password may have. */
export const MIN_PASSWORD_SCORE = 3;
export const TOO_WEAK_MESSAGE = 'Password is too weak. Please use a stronger password.';

export const passwordScore = (password: string): number => PASSWORD_CRITERIA.filter((c) => c.test(password)).length;

/** Weak at 2 or less, Medium at 3, Strong above 3. */
export const strengthLabel = (score: number): 'Weak' | 'Medium' | 'Strong' => (score <= 2 ? 'Weak' : score === 3 ? 'Medium' : 'Strong');
