/** What every admin route file shares: its Hono type, the role guards, common zod pieces, the answer types. */
import { Hono } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import { slugify } from '../../../src/core/cities/slug.ts';
import { authOf } from '../../auth/auth.ts';
import { type AdminVariables, requireRole } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';

// French default messages for every check without its own message (zod's built-in French locale).
z.config(z.locales.fr());

export type AdminEnv = { Variables: AdminVariables };

export const adminApp = () => new Hono<AdminEnv>();

/**
 * What the back-office receives from a function's answer, once sent as JSON (dates become strings): the
 * contract the SPA imports as a type, so that no screen declares the server's shapes again.
 */
export type Answer<F extends (...args: never[]) => unknown> = JSONParsed<Awaited<ReturnType<F>>>;

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

/** Optional trimmed text: '' becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} : ${max} caractères au plus`)
    .nullish()
    .transform((v) => (v ? v : null));

const SLUG_MAX = 120;

export const slugSchema = z
  .string({ error: "L'adresse (slug) est requise" })
  .trim()
  .min(1, "L'adresse (slug) est requise")
  .max(SLUG_MAX, "L'adresse (slug) est trop longue (120 caractères au plus)")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "L'adresse ne peut contenir que des minuscules, chiffres et tirets");

/** An address drawn from a title or a name, as the site draws city addresses (« cœur » → « coeur »). */
export const slugFrom = (text: string) => slugify(slugify(text).slice(0, SLUG_MAX));
