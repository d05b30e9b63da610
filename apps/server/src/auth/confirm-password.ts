import type { Auth } from './create-auth';

export type PasswordCheck = 'right' | 'wrong' | 'no-password';

/**
 * Checks the password of a signed-in person again, through better-auth's own account store and
 * hasher (as its change-password does): 'no-password' for an account that signs in with Google
 * only. Before a step that cannot be undone, such as deleting the account.
 */
export async function checkOwnPassword(
  auth: Auth,
  userId: string,
  password: string,
): Promise<PasswordCheck> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return 'no-password';
  const right = await context.password.verify({ hash: account.password, password });
  return right ? 'right' : 'wrong';
}
