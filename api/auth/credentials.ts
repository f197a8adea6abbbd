/**
 * Taking an account back from whoever chose its password: the new password (the operator's, or one nobody
 * knows for an invitation) replaces the old one, and every session of the account ends. Used by the first
 * admin (first-admin.ts) and by invitations (invitation.ts): a role never goes to a password someone else chose.
 */
import { randomBytes } from 'node:crypto';
import type { Auth } from './auth.ts';

/** A password hash nobody knows: the owner chooses theirs from the link sent to the address. */
export async function unusablePassword(auth: Auth): Promise<string> {
  return (await auth.$context).password.hash(randomBytes(32).toString('base64url'));
}

/** Sets the account's password hash (adding its credential when it has none) and ends all its sessions. */
export async function replacePassword(auth: Auth, userId: string, hash: string): Promise<void> {
  const internal = (await auth.$context).internalAdapter;
  if (await internal.findCredentialAccount(userId)) await internal.updatePassword(userId, hash);
  else await internal.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  await internal.deleteUserSessions(userId);
}
