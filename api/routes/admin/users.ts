/** Users and roles: admins only. An admin cannot remove their own admin role (no lock-out). */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, user, userRoles } from '../../../db/schema.ts';
import { emailSchema } from '../../../src/core/validation/email.ts';
import { authOf, MIN_PASSWORD_LENGTH } from '../../auth/auth.ts';
import { audit, ROLES, rolesOf } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp, adminOnly } from './shared.ts';

const UserId = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Identifiant invalide'),
});
const RolesInput = z.object({ roles: z.array(z.enum(ROLES, { error: 'Rôle inconnu' })).max(2) });
const NewUser = z.object({
  name: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(100, 'Le nom est trop long'),
  email: emailSchema,
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(MIN_PASSWORD_LENGTH, `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`)
    .max(128, 'Le mot de passe est trop long'),
  roles: z
    .array(z.enum(ROLES, { error: 'Rôle inconnu' }))
    .max(2)
    .default(['editor']),
});

export function setRoles(db: AppContext['db'], userId: string, roles: readonly string[]): void {
  db.transaction((tx) => {
    tx.delete(userRoles).where(eq(userRoles.userId, userId)).run();
    const unique = [...new Set(roles)] as Array<(typeof ROLES)[number]>;
    if (unique.length > 0)
      tx.insert(userRoles)
        .values(unique.map((role) => ({ userId, role })))
        .run();
  });
}

export function userRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.use('/users', adminOnly(ctx));
  app.use('/users/*', adminOnly(ctx));
  app.use('/audit', adminOnly(ctx));

  app.get('/users', (c) => {
    const rows = db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt,
        roles: sql<
          string | null
        >`(SELECT group_concat(r.role) FROM user_roles r WHERE r.user_id = "user".id)`,
        lastSeen: sql<number | null>`(SELECT max(s.updated_at) FROM session s WHERE s.user_id = "user".id)`,
      })
      .from(user)
      .orderBy(asc(user.email))
      .all();
    return c.json({
      items: rows.map((r) => ({
        ...r,
        roles: r.roles ? r.roles.split(',').sort() : [],
        lastSeen: r.lastSeen ? new Date(r.lastSeen).toISOString() : null,
      })),
    });
  });

  app.post('/users', validate('json', NewUser), async (c) => {
    const input = c.req.valid('json');
    if (db.select({ id: user.id }).from(user).where(eq(user.email, input.email)).get())
      throw badRequest('Un compte existe déjà avec cet email', {
        email: ['Un compte existe déjà avec cet email'],
      });
    const created = await authOf(ctx).api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
    });
    setRoles(db, created.user.id, input.roles);
    audit(c, db, 'create', 'user', created.user.id, { roles: input.roles });
    return c.json({ id: created.user.id, roles: rolesOf(db, created.user.id) }, 201);
  });

  app.put('/users/:id/roles', validate('param', UserId), validate('json', RolesInput), (c) => {
    const { id } = c.req.valid('param');
    const { roles } = c.req.valid('json');
    if (!db.select({ id: user.id }).from(user).where(eq(user.id, id)).get())
      throw notFound('Utilisateur introuvable');
    if (id === c.get('user').id && !roles.includes('admin'))
      throw badRequest('Vous ne pouvez pas retirer votre propre rôle administrateur', {
        roles: ['Vous ne pouvez pas retirer votre propre rôle administrateur'],
      });
    setRoles(db, id, roles);
    audit(c, db, 'set-roles', 'user', id, { roles });
    return c.json({ id, roles: rolesOf(db, id) });
  });

  app.delete('/users/:id', validate('param', UserId), (c) => {
    const { id } = c.req.valid('param');
    if (id === c.get('user').id) throw badRequest('Vous ne pouvez pas supprimer votre propre compte');
    if (db.delete(user).where(eq(user.id, id)).run().changes === 0) throw notFound('Utilisateur introuvable');
    audit(c, db, 'delete', 'user', id);
    return c.json({ success: true });
  });

  /** The audit log: who changed what, when (no personal data is ever written there). */
  app.get('/audit', (c) => {
    const rows = db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        userId: auditLog.userId,
        userName: user.name,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.userId))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(200)
      .all();
    return c.json({ items: rows });
  });

  return app;
}
