/**
 * Inviting an address to the back-office (issue 26, DECISIONS 18). The invitee proves the address by choosing
 * a password from the link sent to it; the roles chosen wait for that. An account that already has the address
 * but no role, or whose address is not confirmed, may have been opened by someone else to catch the role: the
 * invitation takes it back (a password nobody knows, every session ended, the address to prove again), so the
 * role never goes to a password someone else chose. An account already in the back-office is left alone.
 */
import { reopenForInvitation, setRoles, userVerification } from '../../db/queries/admin-users.ts';
import type { AppContext } from '../context.ts';
import { authOf } from './auth.ts';
import { replacePassword, unusablePassword } from './credentials.ts';
import { asRequester } from './requester.ts';
import type { Role } from './roles.ts';

export type Invitation = { name: string; email: string; roles: Role[] };

/** What an invitation did: a new account, an account taken back, or nothing (already in the back-office). */
export type Invited = { id: string; outcome: 'created' | 'taken-back' } | { id: string; outcome: 'active' };

/** The account of the invitation: created, or taken back from whoever chose its password. */
async function accountFor(ctx: AppContext, input: Invitation): Promise<Invited> {
  const auth = authOf(ctx);
  const existing = await userVerification(ctx.db, { email: input.email });
  if (existing?.verified && existing.rolesWritten > 0) return { id: existing.id, outcome: 'active' };
  const password = await unusablePassword(auth);
  if (existing) {
    await replacePassword(auth, existing.id, password);
    await reopenForInvitation(ctx.db, existing.id, input.name);
    return { id: existing.id, outcome: 'taken-back' };
  }
  const internal = (await auth.$context).internalAdapter;
  const created = await internal.createUser(
    { name: input.name, email: input.email, emailVerified: false },
    { method: 'email-password' },
  );
  await replacePassword(auth, created.id, password);
  return { id: created.id, outcome: 'created' };
}

/** Invites `input.email` with `input.roles`, which take effect once its owner chose a password from the link. */
export async function invite(ctx: AppContext, input: Invitation, adminId: string): Promise<Invited> {
  const account = await accountFor(ctx, input);
  if (account.outcome === 'active') return account;
  await setRoles(ctx.db, account.id, input.roles);
  // An admin's invitation goes whatever strangers asked for this address today (api/auth/auth.ts `mayMail`).
  await asRequester({ kind: 'admin', userId: adminId }, () =>
    authOf(ctx).api.requestPasswordReset({
      body: { email: input.email, redirectTo: '/admin/reset-password/confirm' },
    }),
  );
  return account;
}
