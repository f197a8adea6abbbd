/**
 * Roles (spec §6, DECISIONS 8): `admin` and `editor` in user_roles. Either one opens the back-office;
 * only admins manage users and see visitors' personal data (e-mails, contact messages, backups).
 * Every check runs on the server, on each request, from the session cookie.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../db/queries/admin-audit.ts';
import { rolesOf } from '../../db/queries/admin-users.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Auth } from './auth.ts';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export type SessionUser = { id: string; email: string; name: string; roles: Role[] };

export type AdminVariables = { user: SessionUser };

export const isAdmin = (user: SessionUser) => user.roles.includes('admin');
export const hasBackOffice = (user: SessionUser) => user.roles.length > 0;

/** Reads the session cookie; null when there is none or it expired. */
export async function sessionUser(auth: Auth, db: Db, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, name } = session.user;
  return { id, email, name, roles: await rolesOf(db, id) };
}

/** 401 without a session, 403 without the role: `admin` for admin-only routes, any role otherwise. */
export function requireRole(
  auth: Auth,
  db: Db,
  level: 'back-office' | 'admin',
): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const user = c.get('user') ?? (await sessionUser(auth, db, c.req.raw.headers));
    if (!user) throw unauthorized();
    c.set('user', user);
    if (level === 'admin' ? !isAdmin(user) : !hasBackOffice(user)) throw forbidden();
    await next();
  };
}

/** Who did what, when. `details` never carries personal data (no e-mail, no name, no free text from visitors). */
export function audit(
  c: Context<{ Variables: AdminVariables }>,
  db: Db,
  action: string,
  entity: string,
  entityId?: string | number | null,
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, {
    userId: c.get('user').id,
    action,
    entity,
    entityId: entityId == null ? null : String(entityId),
    details: details ?? null,
  });
}
