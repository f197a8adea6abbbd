/**
 * The first admin: from ADMIN_EMAIL + ADMIN_PASSWORD at server start, or `npm run admin:create`.
 * An existing account with that e-mail gets the admin role (its password is left as it is).
 */
import { eq } from 'drizzle-orm';
import { user, userRoles } from '../../db/schema.ts';
import type { AppContext } from '../context.ts';
import { authOf } from './auth.ts';

export type AdminResult = { created: boolean; userId: string };

export async function createAdmin(
  ctx: AppContext,
  input: { email: string; password: string; name?: string },
): Promise<AdminResult> {
  const email = input.email.trim().toLowerCase();
  let existing = ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email)).get();
  let created = false;
  if (!existing) {
    const res = await authOf(ctx).api.signUpEmail({
      body: { email, password: input.password, name: input.name ?? 'Administrateur' },
    });
    existing = { id: res.user.id };
    created = true;
  }
  ctx.db.insert(userRoles).values({ userId: existing.id, role: 'admin' }).onConflictDoNothing().run();
  return { created, userId: existing.id };
}

/** At start: creates the admin of the environment variables once (no-op without them). */
export async function ensureAdminFromEnv(
  ctx: AppContext,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const res = await createAdmin(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (res.created) log('Compte administrateur créé depuis ADMIN_EMAIL / ADMIN_PASSWORD.');
}
