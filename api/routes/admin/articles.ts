/** Articles (blog « Conseil »), their categories and tags, and the Markdown preview. Editors and admins. */
import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { articleCategories, articles, articleTags, media, tags } from '../../../db/schema.ts';
import { figureNames } from '../../../src/lib/apl-figures.ts';
import { figures, renderEditorial } from '../../../src/lib/editorial.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp, IdParam, nowIso, optionalText, slugFrom, slugSchema } from './shared.ts';

export const ArticleInput = z.object({
  title: z
    .string({ error: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(200, 'Le titre est trop long (200 caractères au plus)'),
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  excerpt: optionalText(500, 'Le chapô'),
  content: z.string().max(200_000, 'Le contenu est trop long (200 000 caractères au plus)').default(''),
  metaTitle: optionalText(70, 'Le titre SEO'),
  metaDescription: optionalText(160, 'La description SEO'),
  author: optionalText(100, "L'auteur"),
  featuredImageId: z.number().int().positive().nullish(),
  categoryId: z.number().int().positive().nullish(),
  tagIds: z.array(z.number().int().positive()).max(30, '30 étiquettes au plus').default([]),
  featured: z.boolean().default(false),
});
export type ArticleInput = z.infer<typeof ArticleInput>;

const ListQuery = z.object({
  status: z.enum(['draft', 'published', 'all']).default('all'),
  q: z.string().trim().max(100).optional(),
});

const NameInput = z.object({
  name: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(80, 'Le nom est trop long (80 caractères au plus)'),
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  description: optionalText(300, 'La description'),
});

export function articleWithRelations(db: Db, id: number) {
  const row = db.select().from(articles).where(eq(articles.id, id)).get();
  if (!row) return null;
  const tagIds = db
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, id))
    .all()
    .map((t) => t.id);
  const image = row.featuredImageId
    ? (db.select().from(media).where(eq(media.id, row.featuredImageId)).get() ?? null)
    : null;
  return {
    ...row,
    tagIds,
    featuredImage: image ? { id: image.id, url: `/media/${image.fileName}`, alt: image.alt } : null,
  };
}

function checkReferences(db: Db, input: ArticleInput) {
  const errors: Record<string, string[]> = {};
  if (
    input.featuredImageId &&
    !db.select({ id: media.id }).from(media).where(eq(media.id, input.featuredImageId)).get()
  )
    errors.featuredImageId = ["L'image choisie n'existe plus"];
  if (
    input.categoryId &&
    !db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.id, input.categoryId))
      .get()
  )
    errors.categoryId = ["La catégorie choisie n'existe plus"];
  if (input.tagIds.length > 0) {
    const found = db.select({ id: tags.id }).from(tags).where(inArray(tags.id, input.tagIds)).all();
    if (found.length !== new Set(input.tagIds).size)
      errors.tagIds = ["Une des étiquettes choisies n'existe plus"];
  }
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat().join(' ; '), errors);
}

function slugTaken(db: Db, slug: string, exceptId?: number) {
  const row = db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).get();
  return row !== undefined && row.id !== exceptId;
}

const slugError = () =>
  badRequest('Cette adresse est déjà utilisée par un autre article', {
    slug: ['Cette adresse est déjà utilisée par un autre article'],
  });

export function articleRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/articles', validate('query', ListQuery), (c) => {
    const { status, q } = c.req.valid('query');
    const where = and(
      status === 'all' ? undefined : eq(articles.status, status),
      q ? or(like(articles.title, `%${q}%`), like(articles.slug, `%${q}%`)) : undefined,
    );
    const rows = db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        status: articles.status,
        featured: articles.featured,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        category: articleCategories.name,
      })
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.updatedAt))
      .all();
    return c.json({ items: rows });
  });

  app.get('/articles/:id', validate('param', IdParam), (c) => {
    const article = articleWithRelations(db, c.req.valid('param').id);
    if (!article) throw notFound('Article introuvable');
    return c.json(article);
  });

  const save = (input: ArticleInput, id?: number) => {
    checkReferences(db, input);
    const slug = input.slug ?? slugFrom(input.title);
    if (!slug) throw badRequest("L'adresse (slug) est requise", { slug: ["L'adresse (slug) est requise"] });
    if (slugTaken(db, slug, id)) throw slugError();
    const values = {
      title: input.title,
      slug,
      excerpt: input.excerpt,
      content: input.content,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      author: input.author,
      featuredImageId: input.featuredImageId ?? null,
      categoryId: input.categoryId ?? null,
      featured: input.featured,
      updatedAt: nowIso(),
    };
    return db.transaction((tx) => {
      let articleId = id;
      if (articleId === undefined) {
        articleId = tx.insert(articles).values(values).returning({ id: articles.id }).all()[0]?.id as number;
      } else {
        tx.update(articles).set(values).where(eq(articles.id, articleId)).run();
        tx.delete(articleTags).where(eq(articleTags.articleId, articleId)).run();
      }
      const unique = [...new Set(input.tagIds)];
      if (unique.length > 0)
        tx.insert(articleTags)
          .values(unique.map((tagId) => ({ articleId: articleId as number, tagId })))
          .run();
      return articleId;
    });
  };

  app.post('/articles', validate('json', ArticleInput), async (c) => {
    const id = save(c.req.valid('json'));
    await audit(c, db, 'create', 'article', id);
    return c.json(articleWithRelations(db, id), 201);
  });

  app.put('/articles/:id', validate('param', IdParam), validate('json', ArticleInput), async (c) => {
    const { id } = c.req.valid('param');
    if (!db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).get())
      throw notFound('Article introuvable');
    save(c.req.valid('json'), id);
    await audit(c, db, 'update', 'article', id);
    return c.json(articleWithRelations(db, id));
  });

  const setStatus = (status: 'draft' | 'published') =>
    [
      validate('param', IdParam),
      // biome-ignore lint/suspicious/noExplicitAny: hono handler typing across a tuple
      async (c: any) => {
        const { id } = c.req.valid('param') as { id: number };
        const row = db.select().from(articles).where(eq(articles.id, id)).get();
        if (!row) throw notFound('Article introuvable');
        if (status === 'published' && row.title.trim() === '')
          throw badRequest('Un article sans titre ne peut pas être publié');
        db.update(articles)
          .set({
            status,
            publishedAt: status === 'published' ? (row.publishedAt ?? nowIso()) : row.publishedAt,
            updatedAt: nowIso(),
          })
          .where(eq(articles.id, id))
          .run();
        await audit(c, db, status === 'published' ? 'publish' : 'unpublish', 'article', id);
        return c.json(articleWithRelations(db, id));
      },
    ] as const;
  app.post('/articles/:id/publish', ...setStatus('published'));
  app.post('/articles/:id/unpublish', ...setStatus('draft'));

  app.delete('/articles/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const res = db.delete(articles).where(eq(articles.id, id)).run();
    if (res.changes === 0) throw notFound('Article introuvable');
    await audit(c, db, 'delete', 'article', id);
    return c.json({ success: true });
  });

  /**
   * The exact HTML the public page will show: same Markdown renderer, same sanitizer, same {{figures}}
   * (legal figures in force this month). Unknown {{names}} are listed so the editor can fix them.
   */
  app.post(
    '/preview',
    validate('json', z.object({ markdown: z.string().max(200_000, 'Le contenu est trop long') })),
    (c) => {
      const { markdown } = c.req.valid('json');
      const known = figures();
      return c.json({
        html: renderEditorial(markdown),
        unknownFigures: figureNames(markdown).filter((n) => !(n in known)),
        figures: Object.keys(known),
      });
    },
  );

  // Categories and tags: same shape, same rules.
  for (const [path, table, entity] of [
    ['categories', articleCategories, 'article_category'],
    ['tags', tags, 'tag'],
  ] as const) {
    app.get(`/${path}`, (c) => {
      const rows =
        table === tags
          ? db
              .select({
                id: tags.id,
                slug: tags.slug,
                name: tags.name,
                articles: sql<number>`(SELECT count(*) FROM article_tags at WHERE at.tag_id = tags.id)`,
              })
              .from(tags)
              .orderBy(asc(tags.name))
              .all()
          : db
              .select({
                id: articleCategories.id,
                slug: articleCategories.slug,
                name: articleCategories.name,
                description: articleCategories.description,
                articles: sql<number>`(SELECT count(*) FROM articles a WHERE a.category_id = article_categories.id)`,
              })
              .from(articleCategories)
              .orderBy(asc(articleCategories.name))
              .all();
      return c.json({ items: rows });
    });
    const upsert = (input: z.infer<typeof NameInput>, id?: number) => {
      const slug = input.slug ?? slugFrom(input.name);
      if (!slug) throw badRequest("L'adresse (slug) est requise", { slug: ["L'adresse (slug) est requise"] });
      const clash = db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).get();
      if (clash && clash.id !== id)
        throw badRequest('Cette adresse est déjà utilisée', { slug: ['Cette adresse est déjà utilisée'] });
      const values =
        table === tags
          ? { name: input.name, slug }
          : { name: input.name, slug, description: input.description ?? null };
      if (id === undefined)
        return db.insert(table).values(values).returning({ id: table.id }).all()[0]?.id as number;
      const res = db.update(table).set(values).where(eq(table.id, id)).run();
      if (res.changes === 0) throw notFound();
      return id;
    };
    app.post(`/${path}`, validate('json', NameInput), async (c) => {
      const id = upsert(c.req.valid('json'));
      await audit(c, db, 'create', entity, id);
      return c.json({ id }, 201);
    });
    app.put(`/${path}/:id`, validate('param', IdParam), validate('json', NameInput), async (c) => {
      const id = upsert(c.req.valid('json'), c.req.valid('param').id);
      await audit(c, db, 'update', entity, id);
      return c.json({ id });
    });
    app.delete(`/${path}/:id`, validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const res = db.delete(table).where(eq(table.id, id)).run();
      if (res.changes === 0) throw notFound();
      await audit(c, db, 'delete', entity, id);
      return c.json({ success: true });
    });
  }

  return app;
}
