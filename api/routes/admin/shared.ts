/** What every admin route file shares: its Hono type, the role guards, common zod pieces, the answer types. */
import { Hono } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import { slugify } from '../../../src/core/cities/slug.ts';
import {
  SLUG_MAX_LENGTH,
  SLUG_MESSAGES,
  slugSchema as slugRules,
} from '../../../src/core/validation/slug.ts';
import { renderableMarkdown } from '../../../src/lib/server/markdown-bounds.ts';
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

/** The address of an article, a guide, a category or a tag: the one schema of src/core/validation/slug.ts. */
export const slugSchema = z.string({ error: SLUG_MESSAGES.requis }).pipe(slugRules);

/** The questions and answers of a page (a guide, a city): each answer is Markdown the build renders. */
export const faqSchema = (max: number) =>
  z
    .array(
      z.object({
        question: z.string().trim().min(1, 'Question vide').max(300, 'Question trop longue'),
        answer: z
          .string()
          .trim()
          .min(1, 'Réponse vide')
          .max(3000, 'Réponse trop longue')
          .pipe(renderableMarkdown('Réponse')),
      }),
    )
    .max(max, `${max} questions au plus`)
    .default([]);

/** An address drawn from a title or a name, as the site draws city addresses (« cœur » → « coeur »). */
export const slugFrom = (text: string) => slugify(slugify(text).slice(0, SLUG_MAX_LENGTH));
