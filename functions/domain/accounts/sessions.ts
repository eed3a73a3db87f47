/**
 * Whether a signed token's session is still open. Tokens are stateless, so every authenticated
 * request reads the account (one consistent GetItem) and compares: the account must exist, must not
 * be suspended, and must still have the password version the token was issued for. A password
 * change or reset, a suspension and a deletion therefore end every session at the next request,
 * and a role change takes effect at once (the stored role wins over the token's).
 */
import { getUser } from '../../data/users-repo';
import type { Principal } from '../../lib/auth';
import { UnauthorizedError } from '../../kernel/errors';

export const SESSION_ENDED_MESSAGE = 'Your session has ended, please login again';
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';

export async function currentPrincipal(claimed: Principal): Promise<Principal> {
  const user = await getUser(claimed.userId, { consistent: true });
  if (!user) throw new UnauthorizedError(SESSION_ENDED_MESSAGE, 'SESSION_ENDED');
  if (user.status === 'suspended') throw new UnauthorizedError(ACCOUNT_SUSPENDED_MESSAGE, 'ACCOUNT_SUSPENDED');
  if (user.passwordVersion !== claimed.passwordVersion) throw new UnauthorizedError(SESSION_ENDED_MESSAGE, 'SESSION_ENDED');
  return { userId: user.id, role: user.role, name: user.name, passwordVersion: user.passwordVersion };
}
