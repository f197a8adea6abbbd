/**
 * GET /api/admin/search?q=…&kind=…: the admin's search box (issue 30) — articles, guides, city pages, FAQ entries
 * and media by title, slug and body, best first (db/queries/search.ts). Editors and admins; admin reads are not
 * rate-limited. The query is bounded and its punctuation is never syntax: a `"` or `NEAR` is a word at most.
 */
import { z } from 'zod';
import { SEARCH_KINDS, searchContent } from '../../../db/queries/search.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

const KIND_ERROR = `Type inconnu (${SEARCH_KINDS.join(', ')})`;

export const SearchQuery = z.object({
  q: z
    .string({ error: 'Saisissez un mot à chercher' })
    .trim()
    .min(1, 'Saisissez un mot à chercher')
    .max(100, 'Recherche trop longue (100 caractères au plus)'),
  /** One kind, or several separated by commas (`kind=article,guide`); all when absent. */
  kind: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const kinds = (v ?? '').split(',').filter(Boolean);
      const known = kinds.filter((k): k is (typeof SEARCH_KINDS)[number] =>
        (SEARCH_KINDS as readonly string[]).includes(k),
      );
      if (known.length !== kinds.length) ctx.addIssue({ code: 'custom', message: KIND_ERROR });
      return known;
    }),
  limit: z.coerce
    .number({ error: 'Nombre de résultats invalide' })
    .int('Nombre de résultats invalide')
    .min(1, 'Nombre de résultats invalide')
    .max(50, '50 résultats au plus')
    .default(20),
});

/** What the search answers: the query's hits, best first. */
export type SearchAnswer = { q: string; hits: Answer<typeof searchContent> };
export type SearchHitRow = SearchAnswer['hits'][number];

export function searchRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get('/search', validate('query', SearchQuery), async (c) => {
    const { q, kind, limit } = c.req.valid('query');
    const hits = await searchContent(ctx.db, q, { kinds: kind, limit });
    return c.json({ q, hits } satisfies SearchAnswer);
  });
  return app;
}
