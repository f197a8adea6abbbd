/**
 * The first admin: from ADMIN_EMAIL + ADMIN_PASSWORD at server start, or `npm run admin:create`.
 *
 * The operator who configures the address vouches for it, so the account is marked confirmed. An account
 * that already exists with that address may have been opened by someone else beforehand (public sign-up):
 * it only becomes admin with the operator's password, every other session of it ended. So whoever signed
 * up first keeps nothing: neither their password nor a session.
 */
import { whilePreparing } from '../../db/migrate.ts';
import { grantAdmin, markEmailVerified, rolesOf, userIdByEmail } from '../../db/queries/admin-users.ts';
import type { AppContext } from '../context.ts';
import { authOf } from './auth.ts';
import { replacePassword } from './credentials.ts';
import { passwordProblem } from './password-policy.ts';

export type AdminResult = { created: boolean; userId: string };

export class AdminPasswordRefused extends Error {}

export async function createAdmin(
  ctx: AppContext,
  input: { email: string; password: string; name?: string },
): Promise<AdminResult> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password, [email]);
  if (problem) throw new AdminPasswordRefused(problem);
  const auth = authOf(ctx);
  const internal = (await auth.$context).internalAdapter;
  const hash = await (await auth.$context).password.hash(input.password);
  const existing = await userIdByEmail(ctx.db, email);
  let userId: string;
  if (existing) {
    userId = existing;
    // The operator's password replaces whatever the account had, and its sessions end.
    await replacePassword(auth, userId, hash);
  } else {
    const created = await internal.createUser(
      { email, name: input.name ?? 'Administrateur', emailVerified: true },
      { method: 'email-password' },
    );
    userId = created.id;
    await internal.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  }
  await markEmailVerified(ctx.db, userId);
  await grantAdmin(ctx.db, userId);
  return { created: !existing, userId };
}

/**
 * At start: makes the account of the environment variables an admin (no-op without them). An account that
 * is already a confirmed admin is left alone (its password may have changed since). Servers started together
 * on one PostgreSQL store take turns (the store's preparation lock): each would otherwise find no account, and
 * all but the first would stop on the unique e-mail when creating it.
 */
export async function ensureAdminFromEnv(
  ctx: AppContext,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  await whilePreparing(ctx.db, async () => {
    const existing = await userIdByEmail(ctx.db, ADMIN_EMAIL.toLowerCase());
    if (existing && (await rolesOf(ctx.db, existing)).includes('admin')) return;
    const res = await createAdmin(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    log(
      res.created
        ? 'Compte administrateur créé depuis ADMIN_EMAIL / ADMIN_PASSWORD.'
        : 'Compte existant pour ADMIN_EMAIL : mot de passe remplacé par ADMIN_PASSWORD, ses autres sessions fermées, rôle administrateur donné.',
    );
  });
}
