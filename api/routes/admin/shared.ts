/** What every admin route file shares: its Hono type, the role guards, common zod pieces. */
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf } from '../../auth/auth.ts';
import { type AdminVariables, requireRole } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';

// French default messages for every check without its own message (zod's built-in French locale).
z.config(z.locales.fr());

export type AdminEnv = { Variables: AdminVariables };

export const adminApp = () => new Hono<AdminEnv>();

/** Any back-office role (admin or editor). */
export const backOffice = (ctx: AppContext) => requireRole(authOf(ctx), ctx.db, 'back-office');
/** Admins only: users, visitors' personal data, backups, security. */
export const adminOnly = (ctx: AppContext) => requireRole(authOf(ctx), ctx.db, 'admin');

export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide' })
    .int('Identifiant invalide')
    .positive('Identifiant invalide'),
});

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'Au plus 200 lignes par page').default(50),
});

/** Optional trimmed text: '' becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} : ${max} caractères au plus`)
    .nullish()
    .transform((v) => (v ? v : null));

export const slugSchema = z
  .string({ error: "L'adresse (slug) est requise" })
  .trim()
  .min(1, "L'adresse (slug) est requise")
  .max(120, "L'adresse (slug) est trop longue (120 caractères au plus)")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "L'adresse ne peut contenir que des minuscules, chiffres et tirets");

export function slugifyTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

export const nowIso = () => new Date().toISOString();
