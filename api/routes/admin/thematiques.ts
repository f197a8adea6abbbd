/**
 * Thematic guide pages (/guide/<slug>): list filtered by status, edit, categories, analytics (page views
 * from consented audience events), internal links (links between guides, broken ones flagged).
 * Editors and admins.
 */
import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { cityPages, thematicPages, visitorEvents } from '../../../db/schema.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp, IdParam, nowIso, optionalText, slugFrom, slugSchema } from './shared.ts';

export const THEME_CATEGORIES = ['guide', 'calcul', 'eligibilite', 'demarches', 'faq', 'autre'] as const;

export const ThematicInput = z.object({
  title: z
    .string({ error: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(200, 'Le titre est trop long'),
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  h1Title: optionalText(200, 'Le titre H1'),
  metaTitle: optionalText(70, 'Le titre SEO'),
  metaDescription: optionalText(160, 'La description SEO'),
  themeCategory: z.enum(THEME_CATEGORIES, { error: 'Catégorie invalide' }),
  content: z.string().max(200_000, 'Le contenu est trop long').default(''),
  faq: z
    .array(
      z.object({
        question: z.string().trim().min(1, 'Question vide').max(300, 'Question trop longue'),
        answer: z.string().trim().min(1, 'Réponse vide').max(3000, 'Réponse trop longue'),
      }),
    )
    .max(20, '20 questions au plus')
    .default([]),
  testimonial: z
    .object({
      text: z.string().trim().max(1000, 'Témoignage trop long'),
      author: z.string().trim().max(100, 'Auteur trop long'),
      location: optionalText(100, 'Le lieu'),
      amount: z.number().int().min(0).max(2000, 'Montant : 2 000 € au plus').nullish(),
    })
    .nullish(),
  targetKeywords: z.array(z.string().trim().min(1).max(60)).max(20, '20 mots-clés au plus').default([]),
  relatedSlugs: z.array(z.string().trim().max(120)).max(20).default([]),
  status: z.enum(['draft', 'published', 'archived']),
});
export type ThematicInput = z.infer<typeof ThematicInput>;

const words = (text: string) =>
  (text.replace(/[#*_>`[\]()!-]/g, ' ').match(/[\p{L}\p{N}’']+/gu) ?? []).length;

/** A transparent score out of 100: each rule is worth its points (shown in the editor). */
export function seoScore(
  p: Pick<
    ThematicInput,
    'title' | 'metaTitle' | 'metaDescription' | 'content' | 'faq' | 'targetKeywords' | 'h1Title'
  >,
): number {
  const w = words(p.content);
  const text = p.content.toLowerCase();
  const rules = [
    [20, (p.metaTitle ?? p.title).length >= 30 && (p.metaTitle ?? p.title).length <= 65],
    [20, (p.metaDescription ?? '').length >= 70 && (p.metaDescription ?? '').length <= 160],
    [20, w >= 300],
    [10, w >= 800],
    [10, p.faq.length >= 3],
    [10, Boolean(p.h1Title)],
    [10, p.targetKeywords.length > 0 && p.targetKeywords.every((k) => text.includes(k.toLowerCase()))],
  ] as const;
  return rules.reduce((sum, [points, ok]) => sum + (ok ? points : 0), 0);
}

/** Internal links in Markdown: [text](/path). */
export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s#?]*)/g)].map((m) => (m[1] as string).replace(/\/$/, '') || '/');
}

const STATIC_PATHS = new Set([
  '/',
  '/guide',
  '/conseil',
  '/faq',
  '/contact',
  '/legal-notice',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-service',
  '/plan-du-site',
  '/v2/simulateur',
  '/v2/simulateur/email',
  '/apl-zone-1',
  '/apl-zone-2',
  '/apl-zone-3',
]);

function linkExists(db: Db, path: string, publishedGuides: Set<string>): boolean {
  if (STATIC_PATHS.has(path)) return true;
  const guide = /^\/guide\/([a-z0-9-]+)$/.exec(path);
  if (guide) return publishedGuides.has(guide[1] as string);
  if (/^\/v2\/simulateur\/[a-z-]+$/.test(path) || /^\/conseil\/[a-z0-9-]+$/.test(path)) return true;
  const city = /^\/(apl-[a-z0-9-]+)$/.exec(path);
  if (city)
    return Boolean(
      db
        .select({ id: cityPages.id })
        .from(cityPages)
        .where(and(eq(cityPages.slug, city[1] as string), eq(cityPages.status, 'published')))
        .get(),
    );
  // Legacy guide paths of the spec (/guide-apl-2025…) are resolved as guides too.
  return publishedGuides.has(path.slice(1));
}

export function thematiqueRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get(
    '/thematiques',
    validate(
      'query',
      z.object({
        status: z.enum(['draft', 'published', 'archived', 'all']).default('all'),
        q: z.string().trim().max(100).optional(),
      }),
    ),
    (c) => {
      const { status, q } = c.req.valid('query');
      const items = db
        .select({
          id: thematicPages.id,
          slug: thematicPages.slug,
          title: thematicPages.title,
          themeCategory: thematicPages.themeCategory,
          updatedAt: thematicPages.updatedAt,
          status: thematicPages.status,
          seoScore: thematicPages.seoScore,
          wordCount: thematicPages.wordCount,
          readingTime: thematicPages.readingTime,
        })
        .from(thematicPages)
        .where(
          and(
            status === 'all' ? undefined : eq(thematicPages.status, status),
            q ? like(thematicPages.title, `%${q}%`) : undefined,
          ),
        )
        .orderBy(desc(thematicPages.updatedAt))
        .all();
      return c.json({ items });
    },
  );

  app.get('/thematiques/categories', (c) => {
    const rows = db
      .select({
        category: thematicPages.themeCategory,
        status: thematicPages.status,
        n: count(),
      })
      .from(thematicPages)
      .groupBy(thematicPages.themeCategory, thematicPages.status)
      .all();
    const items = THEME_CATEGORIES.map((category) => {
      const mine = rows.filter((r) => r.category === category);
      const by = (s: string) => mine.find((r) => r.status === s)?.n ?? 0;
      return { category, published: by('published'), draft: by('draft'), archived: by('archived') };
    });
    return c.json({ items });
  });

  app.get(
    '/thematiques/analytics',
    validate('query', z.object({ days: z.coerce.number().int().min(1).max(365).default(30) })),
    (c) => {
      const { days } = c.req.valid('query');
      const since = new Date(Date.now() - days * 86_400_000).toISOString();
      const views = db
        .select({
          path: visitorEvents.pagePath,
          views: count(),
          visitors: sql<number>`count(DISTINCT ${visitorEvents.visitorId})`,
        })
        .from(visitorEvents)
        .where(
          and(
            eq(visitorEvents.eventType, 'pageview'),
            like(visitorEvents.pagePath, '/guide/%'),
            sql`${visitorEvents.createdAt} >= ${since}`,
          ),
        )
        .groupBy(visitorEvents.pagePath)
        .all();
      const bySlug = new Map(
        views.map((v) => [(v.path ?? '').replace(/^\/guide\//, '').replace(/\/$/, ''), v]),
      );
      const pages = db
        .select({
          id: thematicPages.id,
          slug: thematicPages.slug,
          title: thematicPages.title,
          status: thematicPages.status,
          seoScore: thematicPages.seoScore,
        })
        .from(thematicPages)
        .all();
      const items = pages
        .map((p) => ({
          ...p,
          views: bySlug.get(p.slug)?.views ?? 0,
          visitors: bySlug.get(p.slug)?.visitors ?? 0,
        }))
        .sort((a, b) => b.views - a.views);
      return c.json({ days, items });
    },
  );

  app.get('/thematiques/links', (c) => {
    const pages = db
      .select({
        id: thematicPages.id,
        slug: thematicPages.slug,
        title: thematicPages.title,
        status: thematicPages.status,
        content: thematicPages.content,
        relatedSlugs: thematicPages.relatedSlugs,
      })
      .from(thematicPages)
      .all();
    const published = new Set(pages.filter((p) => p.status === 'published').map((p) => p.slug));
    const inbound = new Map<string, number>();
    const items = pages.map((p) => {
      const links = [
        ...new Set([...internalLinks(p.content), ...(p.relatedSlugs ?? []).map((s) => `/guide/${s}`)]),
      ];
      for (const l of links) {
        const m = /^\/guide\/([a-z0-9-]+)$/.exec(l);
        if (m) inbound.set(m[1] as string, (inbound.get(m[1] as string) ?? 0) + 1);
      }
      return {
        id: p.id,
        slug: p.slug,
        title: p.title,
        status: p.status,
        outbound: links.length,
        broken: links.filter((l) => !linkExists(db, l, published)),
      };
    });
    return c.json({ items: items.map((i) => ({ ...i, inbound: inbound.get(i.slug) ?? 0 })) });
  });

  app.get('/thematiques/:id', validate('param', IdParam), (c) => {
    const row = db
      .select()
      .from(thematicPages)
      .where(eq(thematicPages.id, c.req.valid('param').id))
      .get();
    if (!row) throw notFound('Page thématique introuvable');
    return c.json(row);
  });

  const save = (input: ThematicInput, id?: number) => {
    const slug = input.slug ?? slugFrom(input.title);
    if (!slug) throw badRequest("L'adresse (slug) est requise", { slug: ["L'adresse (slug) est requise"] });
    const clash = db
      .select({ id: thematicPages.id })
      .from(thematicPages)
      .where(eq(thematicPages.slug, slug))
      .get();
    if (clash && clash.id !== id)
      throw badRequest('Cette adresse est déjà utilisée par une autre page', {
        slug: ['Cette adresse est déjà utilisée par une autre page'],
      });
    const wordCount = words(input.content);
    const values = {
      ...input,
      slug,
      testimonial: input.testimonial?.text
        ? {
            ...input.testimonial,
            location: input.testimonial.location ?? undefined,
            amount: input.testimonial.amount ?? undefined,
          }
        : null,
      faq: input.faq,
      wordCount,
      readingTime: Math.max(1, Math.round(wordCount / 220)),
      seoScore: seoScore(input),
      updatedAt: nowIso(),
    };
    if (id === undefined)
      return db.insert(thematicPages).values(values).returning({ id: thematicPages.id }).all()[0]
        ?.id as number;
    db.update(thematicPages).set(values).where(eq(thematicPages.id, id)).run();
    return id;
  };

  app.post('/thematiques', validate('json', ThematicInput), async (c) => {
    const id = save(c.req.valid('json'));
    await audit(c, db, 'create', 'thematic_page', id);
    return c.json(db.select().from(thematicPages).where(eq(thematicPages.id, id)).get(), 201);
  });

  app.put('/thematiques/:id', validate('param', IdParam), validate('json', ThematicInput), async (c) => {
    const { id } = c.req.valid('param');
    if (!db.select({ id: thematicPages.id }).from(thematicPages).where(eq(thematicPages.id, id)).get())
      throw notFound('Page thématique introuvable');
    save(c.req.valid('json'), id);
    await audit(c, db, 'update', 'thematic_page', id);
    return c.json(db.select().from(thematicPages).where(eq(thematicPages.id, id)).get());
  });

  app.delete('/thematiques/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    if (db.delete(thematicPages).where(eq(thematicPages.id, id)).run().changes === 0)
      throw notFound('Page thématique introuvable');
    await audit(c, db, 'delete', 'thematic_page', id);
    return c.json({ success: true });
  });

  return app;
}
