/**
 * Users and roles: admins only. An admin cannot remove their own admin role (no lock-out).
 *
 * A role is only ever in force for an address its owner proved (DECISIONS 18, api/auth/roles.ts):
 * - « Inviter » creates the account with no usable password and mails the address a link to choose one;
 *   the roles chosen take effect when the owner does (only the mailbox's owner can). An account that already
 *   has the address but no role, or an unconfirmed address, is taken back the same way (api/auth/invitation.ts);
 * - a role cannot be given to an existing account whose address is not confirmed, nor to one that no
 *   invitation opened (its password may have been chosen by someone else to catch that role: issue 26).
 */
import { z } from 'zod';
import { auditTrail } from '../../../db/queries/admin-audit.ts';
import {
  deleteUser,
  rolesOf,
  setRoles,
  userList,
  userVerification,
} from '../../../db/queries/admin-users.ts';
import { emailSchema } from '../../../src/core/validation/email.ts';
import { invite } from '../../auth/invitation.ts';
import { audit, ROLES, type Role } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp, adminOnly } from './shared.ts';

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

/** The body of PUT /users/:id/roles. */
export type RolesBody = z.input<typeof RolesInput>;
/** The body of POST /users (an invitation). */
export type NewUserBody = z.input<typeof NewUser>;

/** What the back-office's user routes answer. */
export type UserList = Answer<typeof userList>;
export type UserRow = UserList['items'][number];
/** GET /audit: the last 200 entries of the audit log. */
export type AuditTrail = Answer<typeof auditTrail>;
export type AuditEntry = AuditTrail['items'][number];
/** POST /users: the invited account, whose roles wait for its owner to choose a password. */
export type InvitedUser = Answer<typeof invitedUser>;
/** PUT /users/:id/roles: the roles now in force. */
export type UserRoles = Answer<typeof userRolesAnswer>;

/** No role is in force before the invitee proves the address; those chosen wait for that. */
const invitedUser = (id: string, pendingRoles: Role[]) => ({ id, roles: [] as Role[], pendingRoles });
const userRolesAnswer = async (db: AppContext['db'], id: string) => ({ id, roles: await rolesOf(db, id) });

/** An account without any role was opened by a public sign-up: its password may be anyone's. */
export const NOT_INVITED_MESSAGE =
  "Ce compte n'a été ouvert par aucune invitation : son mot de passe a pu être choisi par quelqu'un d'autre que le titulaire de l'adresse. Invitez plutôt l'adresse : le mot de passe actuel sera remplacé et la personne choisira le sien depuis le lien reçu.";
/** An invitation to an account already in the back-office. */
export const ACTIVE_MESSAGE =
  'Ce compte a déjà accès au back-office : changez ses rôles dans la liste des utilisateurs.';

export const UNCONFIRMED_MESSAGE =
  "Cette adresse n'a pas encore été confirmée par son titulaire : aucun rôle ne peut lui être donné. Invitez plutôt la personne (elle choisira son mot de passe depuis le lien reçu).";

export function userRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.use('/users', adminOnly(ctx));
  app.use('/users/*', adminOnly(ctx));
  app.use('/audit', adminOnly(ctx));

  app.get('/users', async (c) => c.json(await userList(db)));

  app.post('/users', validate('json', NewUser), async (c) => {
    const input = c.req.valid('json');
    const invited = await invite(ctx, input, c.get('user').id);
    if (invited.outcome === 'active') throw badRequest(ACTIVE_MESSAGE, { email: [ACTIVE_MESSAGE] });
    await audit(c, db, 'invite', 'user', invited.id, { roles: input.roles, outcome: invited.outcome });
    return c.json(invitedUser(invited.id, input.roles), 201);
  });

  app.put('/users/:id/roles', validate('param', UserId), validate('json', RolesInput), async (c) => {
    const { id } = c.req.valid('param');
    const { roles } = c.req.valid('json');
    const target = await userVerification(db, { id });
    if (!target) throw notFound('Utilisateur introuvable');
    if (!target.verified && roles.length > 0)
      throw badRequest(UNCONFIRMED_MESSAGE, { roles: [UNCONFIRMED_MESSAGE] });
    if (target.rolesWritten === 0 && roles.length > 0)
      throw badRequest(NOT_INVITED_MESSAGE, { roles: [NOT_INVITED_MESSAGE] });
    if (id === c.get('user').id && !roles.includes('admin'))
      throw badRequest('Vous ne pouvez pas retirer votre propre rôle administrateur', {
        roles: ['Vous ne pouvez pas retirer votre propre rôle administrateur'],
      });
    await setRoles(db, id, roles);
    await audit(c, db, 'set-roles', 'user', id, { roles });
    return c.json(await userRolesAnswer(db, id));
  });

  app.delete('/users/:id', validate('param', UserId), async (c) => {
    const { id } = c.req.valid('param');
    if (id === c.get('user').id) throw badRequest('Vous ne pouvez pas supprimer votre propre compte');
    if (!(await deleteUser(db, id))) throw notFound('Utilisateur introuvable');
    await audit(c, db, 'delete', 'user', id);
    return c.json({ success: true });
  });

  /** The audit log: who changed what, when (no personal data is ever written there). */
  app.get('/audit', async (c) => c.json(await auditTrail(db)));

  return app;
}
