/**
 * For unit suites that build handlers without a table. `endpoint()` reads the account behind every
 * token (is the session still open?), so these suites sign tokens through `sessionToken`, which
 * also records the account, and mock users-repo's `getUser` with `storedAccount`:
 *
 *   vi.mock('../../functions/data/users-repo', async (importOriginal) =>
 *     (await import('../helpers/unit-accounts')).withStoredAccounts(importOriginal),
 *   );
 */
import type { Role } from '../../shared/api/auth';
import type { User } from '../../functions/data/users-repo';

const accounts = new Map<string, User>();

export interface Account {
  id: string;
  role: Role;
  name: string;
  passwordVersion?: number;
  status?: User['status'];
}

export function storeAccount(account: Account): User {
  const user: User = {
    email: `${account.id}@example.test`,
    passwordHash: 'unused',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...account,
    passwordVersion: account.passwordVersion ?? 0,
    status: account.status ?? 'active',
  };
  accounts.set(user.id, user);
  return user;
}

export const forgetAccount = (id: string): boolean => accounts.delete(id);

export const storedAccount = async (id: string): Promise<User | undefined> => Promise.resolve(accounts.get(id));

/** Records the account and signs a token for its current password version. */
export async function sessionToken(account: Account): Promise<string> {
  const user = storeAccount(account);
  const { issueToken } = await import('../../functions/lib/auth');
  return issueToken(user);
}

/** users-repo as these suites mock it: the real module, but `getUser` answers from the accounts stored here. */
export const withStoredAccounts = async (importOriginal: <T>() => Promise<T>) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getUser: storedAccount,
});
