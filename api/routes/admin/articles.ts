/**
 * Articles of the blog « Conseil »: list, read, create, edit, publish, unpublish, delete, with versions, revisions,
 * pending changes and schedules (editorial.ts). Editors and admins.
 */

import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  articleDetail,
  articleIdBySlug,
  articleList,
  deleteArticle,
  missingReferences,
  saveArticle,
} from '../../../db/queries/admin-articles.ts';
import { PUBLICATION_STATUSES } from '../../../db/schema.ts';
import { renderableMarkdown } from '../../../src/lib/server/markdown-bounds.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { createItem, editorialKind, saveItem, setPublished } from '../../services/editorial.ts';
import {
  actorOf,
  answer,
  detailOf,
  type EditorialDetail,
  type EditorialSave,
  editorialRoutes,
  type RevisionDetail,
  SaveFields,
  type StaleVersionError,
} from './editorial.ts';
import { changeFor } from './publishing.ts';
import { type Answer, adminApp, IdParam, optionalText, slugFrom, slugSchema } from './shared.ts';

export const ArticleInput = z.object({
  title: z
    .string({ error: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(200, 'Le titre est trop long (200 caractères au plus)'),
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  excerpt: optionalText(500, 'Le chapô'),
  content: z
    .string()
    .max(200_000, 'Le contenu est trop long (200 000 caractères au plus)')
    .pipe(renderableMarkdown('Le contenu'))
    .default(''),
  metaTitle: optionalText(70, 'Le titre SEO'),
  metaDescription: optionalText(160, 'La description SEO'),
  author: optionalText(100, "L'auteur"),
  featuredImageId: z.number().int().positive().nullish(),
  categoryId: z.number().int().positive().nullish(),
  tagIds: z.array(z.number().int().positive()).max(30, '30 étiquettes au plus').default([]),
  featured: z.boolean().default(false),
});
type ArticleInput = z.output<typeof ArticleInput>;
export type ArticleBody = z.input<typeof ArticleInput>;

const ListQuery = z.object({
  status: z.enum([...PUBLICATION_STATUSES, 'all']).default('all'),
  q: z.string().trim().max(100).optional(),
  pending: z.enum(['1', '0'], { error: 'Filtre « En attente » : 1 ou 0' }).default('0'),
});

export type ArticleList = Answer<typeof articleList>;
export type ArticleRow = ArticleList['items'][number];
/** The article as stored. */
export type ArticleRecord = NonNullable<Answer<typeof articleDetail>>;
/** What every article endpoint answers (GET, POST, PUT, publish…): the record and its editorial state. */
export type Article = EditorialDetail<ArticleRecord, ArticleBody>;
export type ArticleSave = EditorialSave<ArticleBody>;
export type ArticleRevision = RevisionDetail<ArticleBody>;
export type ArticleStale = StaleVersionError<Article>;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** The article's fields as stored, once its references and address are checked (400 otherwise). */
export async function checked(db: Db, input: ArticleInput, id?: number) {
  const { tagIds, ...fields } = input;
  const refs = { featuredImageId: fields.featuredImageId ?? null, categoryId: fields.categoryId ?? null };
  const missing = await missingReferences(db, { ...refs, tagIds });
  const errors: Record<string, string[]> = {};
  if (missing.image) errors.featuredImageId = ["L'image choisie n'existe plus"];
  if (missing.category) errors.categoryId = ["La catégorie choisie n'existe plus"];
  if (missing.tags) errors.tagIds = ["Une des étiquettes choisies n'existe plus"];
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat().join(' ; '), errors);
  const slug = fields.slug ?? slugFrom(fields.title);
  if (!slug) throw fieldError('slug', "L'adresse (slug) est requise");
  const owner = await articleIdBySlug(db, slug);
  if (owner !== null && owner !== id)
    throw fieldError('slug', 'Cette adresse est déjà utilisée par un autre article');
  return { fields: { ...fields, ...refs, slug }, tagIds };
}

/** Articles in the editorial workflow (api/services/editorial.ts): revisions, pending changes, schedules. */
export const articleSpec = editorialKind({
  kind: 'article',
  entity: 'article',
  missing: 'Article introuvable',
  path: (slug) => `/conseil/${slug}`,
  schema: ArticleInput,
  async prepare(db, input, id) {
    const { fields, tagIds } = await checked(db, input, id);
    return {
      data: { ...fields, tagIds },
      write: (tx, itemId) => saveArticle(tx, fields, tagIds, itemId),
    };
  },
  record: articleDetail,
  change: (before, after) => changeFor({ kind: 'article', label: 'article' }, before, after),
});

const SaveInput = ArticleInput.extend(SaveFields);

export function articleRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/articles', validate('query', ListQuery), async (c) =>
    c.json(await articleList(db, c.req.valid('query'))),
  );

  app.get('/articles/:id', validate('param', IdParam), async (c) =>
    c.json(await detailOf(db, articleSpec, c.req.valid('param').id)),
  );

  app.post('/articles', validate('json', ArticleInput), async (c) => {
    const id = await createItem(db, articleSpec, c.req.valid('json'), actorOf(c, ctx));
    await audit(c, db, 'create', 'article', id);
    return c.json(await detailOf(db, articleSpec, id), 201);
  });

  app.put('/articles/:id', validate('param', IdParam), validate('json', SaveInput), async (c) => {
    const { id } = c.req.valid('param');
    const { version, autosave, ...input } = c.req.valid('json');
    const action = autosave ? 'autosave' : 'save';
    const outcome = await saveItem(db, articleSpec, id, { version, input, action }, actorOf(c, ctx));
    if (outcome === 'done') await audit(c, db, 'update', 'article', id, autosave ? { autosave } : undefined);
    return answer(c, db, articleSpec, id, outcome, { version, input });
  });

  // publishOnSave (publishing.ts) watches these two paths and asks for their rebuild.
  for (const [action, live] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(`/articles/:id/${action}`, validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      await setPublished(db, articleSpec, id, live, actorOf(c, ctx), async () => {});
      await audit(c, db, action, 'article', id);
      return c.json(await detailOf(db, articleSpec, id));
    });

  app.delete('/articles/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteArticle(db, id, actorOf(c, ctx)))) throw notFound('Article introuvable');
    await audit(c, db, 'delete', 'article', id);
    return c.json({ success: true });
  });

  app.route('/', editorialRoutes(ctx, '/articles', articleSpec, { statusRoutes: false }));

  return app;
}
