/**
 * Users and roles: admins only. An admin cannot remove their own admin role (no lock-out).
 *
 * A role is only ever in force for an address its owner proved (DECISIONS 18, api/auth/roles.ts):
 * - « Inviter » creates the account with no usable password and mails the address a link to choose one;
 *   the roles chosen take effect when the owner does (only the mailbox's owner can);
 * - a role cannot be given to an existing account whose address is not confirmed (it may have been opened
 *   by someone else to catch that role).
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, user, userRoles } from '../../../db/schema.ts';
import { emailSchema } from '../../../src/core/validation/email.ts';
import { authOf } from '../../auth/auth.ts';
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

export const UNCONFIRMED_MESSAGE =
  "Cette adresse n'a pas encore été confirmée par son titulaire : aucun rôle ne peut lui être donné. Invitez plutôt la personne (elle choisira son mot de passe depuis le lien reçu).";

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
        emailVerified: user.emailVerified,
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
    const auth = authOf(ctx);
    const context = await auth.$context;
    const created = await context.internalAdapter.createUser(
      { name: input.name, email: input.email, emailVerified: false },
      { method: 'email-password' },
    );
    // A password nobody knows: the invitee chooses theirs from the link, which also proves the address.
    const unusable = await context.password.hash(randomBytes(32).toString('base64url'));
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: unusable,
    });
    setRoles(db, created.id, input.roles);
    await auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: '/admin/reset-password/confirm' },
    });
    await audit(c, db, 'invite', 'user', created.id, { roles: input.roles });
    return c.json({ id: created.id, roles: [], pendingRoles: input.roles }, 201);
  });

  app.put('/users/:id/roles', validate('param', UserId), validate('json', RolesInput), async (c) => {
    const { id } = c.req.valid('param');
    const { roles } = c.req.valid('json');
    const target = db
      .select({ id: user.id, verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, id))
      .get();
    if (!target) throw notFound('Utilisateur introuvable');
    if (!target.verified && roles.length > 0)
      throw badRequest(UNCONFIRMED_MESSAGE, { roles: [UNCONFIRMED_MESSAGE] });
    if (id === c.get('user').id && !roles.includes('admin'))
      throw badRequest('Vous ne pouvez pas retirer votre propre rôle administrateur', {
        roles: ['Vous ne pouvez pas retirer votre propre rôle administrateur'],
      });
    setRoles(db, id, roles);
    await audit(c, db, 'set-roles', 'user', id, { roles });
    return c.json({ id, roles: rolesOf(db, id) });
  });

  app.delete('/users/:id', validate('param', UserId), async (c) => {
    const { id } = c.req.valid('param');
    if (id === c.get('user').id) throw badRequest('Vous ne pouvez pas supprimer votre propre compte');
    if (db.delete(user).where(eq(user.id, id)).run().changes === 0) throw notFound('Utilisateur introuvable');
    await audit(c, db, 'delete', 'user', id);
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
