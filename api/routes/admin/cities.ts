/**
 * City pages: list and edit (content, CAF contact, student count, universities, FAQ, SEO), batch SEO
 * titles and descriptions, route health (which published pages exist in the live build and answer 200),
 * and the city generator (pages for more communes of the commune store). Editors and admins.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cityPages, frenchCities } from '../../../db/schema.ts';
import { rebuildProximityLinks } from '../../../scripts/import-communes.ts';
import { assignCitySlugs } from '../../../src/core/cities/slug.ts';
import { webUrlSchema } from '../../../src/core/validation/index.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { currentBuildDir, liveBuild } from '../../services/site-builds.ts';
import { siteRoutes } from '../site.ts';
import { adminApp, IdParam, nowIso, optionalText } from './shared.ts';

const ListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  zone: z.enum(['1', '2', '3', 'all']).default('all'),
  status: z.enum(['draft', 'published', 'all']).default('all'),
  missingSeo: z.enum(['1', '0']).default('0'),
  sort: z.enum(['population', 'name', 'updated']).default('population'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const nonNegativeInt = (label: string) =>
  z
    .number({ error: `${label} : nombre entier attendu` })
    .int(`${label} : nombre entier attendu`)
    .min(0, `${label} : pas de valeur négative`)
    .max(10_000_000, `${label} : valeur trop grande`)
    .nullish();

export const CityInput = z.object({
  slug: z
    .string()
    .trim()
    .regex(
      /^apl-[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "L'adresse doit commencer par « apl- » puis minuscules, chiffres et tirets",
    )
    .refine((s) => !/^apl-zone-[1-3]$/.test(s), 'Cette adresse est réservée aux pages de zone'),
  metaTitle: optionalText(70, 'Le titre SEO'),
  metaDescription: optionalText(160, 'La description SEO'),
  content: z.string().max(100_000, 'Le contenu est trop long (100 000 caractères au plus)').nullish(),
  populationEtudiante: nonNegativeInt('Nombre d’étudiants'),
  averageRent: z
    .number({ error: 'Loyer moyen : nombre attendu' })
    .positive('Loyer moyen : valeur positive attendue')
    .max(10_000, 'Loyer moyen : 10 000 € au plus')
    .nullish(),
  averageRentYear: z.number().int().min(2000, 'Année invalide').max(2100, 'Année invalide').nullish(),
  averageRentSource: optionalText(200, 'La source du loyer'),
  featuredUniversities: z
    .array(z.string().trim().min(1).max(150, 'Nom d’université trop long'))
    .max(20)
    .default([]),
  cafContact: z
    .object({
      address: optionalText(300, 'Adresse CAF'),
      phone: z
        .string()
        .trim()
        .regex(/^$|^[0-9 +().-]{4,20}$/, 'Téléphone CAF : format invalide')
        .nullish()
        .transform((v) => v || null),
      hours: optionalText(200, 'Horaires CAF'),
      // An empty field means no site; anything else must be a full http(s) address (never javascript:…).
      url: z.preprocess((v) => v || null, z.nullable(webUrlSchema('Site CAF'))),
    })
    .default({ address: null, phone: null, hours: null, url: null }),
  faq: z
    .array(
      z.object({
        question: z.string().trim().min(1, 'Question vide').max(300, 'Question trop longue'),
        answer: z.string().trim().min(1, 'Réponse vide').max(3000, 'Réponse trop longue'),
      }),
    )
    .max(10, '10 questions au plus')
    .default([]),
  status: z.enum(['draft', 'published']),
});

const BatchSeo = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        metaTitle: optionalText(70, 'Le titre SEO'),
        metaDescription: optionalText(160, 'La description SEO'),
      }),
    )
    .min(1, 'Aucune ville choisie')
    .max(500, '500 villes au plus à la fois'),
});

const GeneratorQuery = z.object({
  department: z
    .string()
    .trim()
    .regex(/^$|^(\d{2,3}|2[AB])$/, 'Département invalide (ex. 69, 2A, 974)')
    .optional(),
  minPopulation: z.coerce
    .number({ error: 'Population minimale : nombre entier attendu' })
    .int('Population minimale : nombre entier attendu')
    .min(0, 'Population minimale : pas de valeur négative')
    .max(10_000_000, 'Population minimale : valeur trop grande')
    .default(2000),
  q: z.string().trim().max(100).optional(),
});

const GeneratorInput = z.object({
  inseeCodes: z
    .array(z.string().regex(/^[0-9AB]{5}$/, 'Code INSEE invalide'))
    .min(1, 'Choisissez au moins une commune')
    .max(500, '500 communes au plus à la fois'),
});

export function cityRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/cities', validate('query', ListQuery), (c) => {
    const q = c.req.valid('query');
    const where = and(
      q.q
        ? or(
            like(cityPages.cityName, `%${q.q}%`),
            like(cityPages.slug, `%${q.q}%`),
            eq(cityPages.inseeCode, q.q),
          )
        : undefined,
      q.zone === 'all' ? undefined : eq(cityPages.zoneApl, Number(q.zone)),
      q.status === 'all' ? undefined : eq(cityPages.status, q.status),
      q.missingSeo === '1' ? or(isNull(cityPages.metaTitle), isNull(cityPages.metaDescription)) : undefined,
    );
    const total = db.select({ n: count() }).from(cityPages).where(where).get()?.n ?? 0;
    const order =
      q.sort === 'name'
        ? asc(cityPages.cityName)
        : q.sort === 'updated'
          ? desc(cityPages.updatedAt)
          : desc(frenchCities.population);
    const items = db
      .select({
        id: cityPages.id,
        cityName: cityPages.cityName,
        slug: cityPages.slug,
        inseeCode: cityPages.inseeCode,
        zoneApl: cityPages.zoneApl,
        status: cityPages.status,
        population: frenchCities.population,
        department: frenchCities.department,
        priorityTier: frenchCities.priorityTier,
        populationEtudiante: cityPages.populationEtudiante,
        metaTitle: cityPages.metaTitle,
        metaDescription: cityPages.metaDescription,
        hasContent: sql<number>`length(coalesce(${cityPages.content}, '')) >= 50`,
        updatedAt: cityPages.updatedAt,
      })
      .from(cityPages)
      .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
      .where(where)
      .orderBy(order, asc(cityPages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .all();
    return c.json({ total, page: q.page, pageSize: q.pageSize, items });
  });

  app.get(
    '/cities/route-health',
    validate('query', z.object({ page: z.coerce.number().int().min(1).default(1) })),
    async (c) => {
      const { page } = c.req.valid('query');
      const pageSize = 50;
      const live = liveBuild(ctx.env.BUILDS_DIR);
      const root = currentBuildDir(ctx.env.BUILDS_DIR);
      const pages = db
        .select({
          id: cityPages.id,
          slug: cityPages.slug,
          cityName: cityPages.cityName,
          status: cityPages.status,
        })
        .from(cityPages)
        .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
        .orderBy(desc(frenchCities.population), asc(cityPages.id))
        .all();
      const withFile = pages.map((p) => ({
        ...p,
        inBuild: live ? existsSync(join(root, p.slug, 'index.html')) : false,
      }));
      const published = withFile.filter((p) => p.status === 'published');
      const missing = published.filter((p) => !p.inBuild);
      const stale = withFile.filter((p) => p.status === 'draft' && p.inBuild);
      // Real requests through the site's own routes for this page of results.
      const site = siteRoutes(ctx);
      const slice = published.slice((page - 1) * pageSize, page * pageSize);
      const checked = await Promise.all(
        slice.map(async (p) => {
          const res = await site.request(`/${p.slug}`, { method: 'HEAD' });
          return { ...p, status: res.status };
        }),
      );
      return c.json({
        build: live?.info
          ? { id: live.info.id, finishedAt: live.info.finishedAt, pages: live.info.pages }
          : null,
        published: published.length,
        inBuild: published.length - missing.length,
        missing: missing.slice(0, 500),
        missingCount: missing.length,
        unpublishedStillLive: stale.slice(0, 200),
        page,
        pageSize,
        checked,
      });
    },
  );

  app.post('/cities/batch-seo', validate('json', BatchSeo), (c) => {
    const { items } = c.req.valid('json');
    const ids = items.map((i) => i.id);
    const found = new Set(
      db
        .select({ id: cityPages.id })
        .from(cityPages)
        .where(inArray(cityPages.id, ids))
        .all()
        .map((r) => r.id),
    );
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) throw badRequest(`Villes introuvables : ${unknown.join(', ')}`);
    db.transaction((tx) => {
      for (const item of items)
        tx.update(cityPages)
          .set({ metaTitle: item.metaTitle, metaDescription: item.metaDescription, updatedAt: nowIso() })
          .where(eq(cityPages.id, item.id))
          .run();
    });
    audit(c, db, 'batch-seo', 'city_page', null, { count: items.length, ids: ids.slice(0, 50) });
    return c.json({ success: true, updated: items.length });
  });

  app.get('/city-generator/candidates', validate('query', GeneratorQuery), (c) => {
    const q = c.req.valid('query');
    const items = db
      .select({
        inseeCode: frenchCities.inseeCode,
        name: frenchCities.name,
        department: frenchCities.department,
        population: frenchCities.population,
        zoneApl: frenchCities.zoneApl,
        postalCodes: frenchCities.postalCodes,
      })
      .from(frenchCities)
      .leftJoin(cityPages, eq(cityPages.inseeCode, frenchCities.inseeCode))
      .where(
        and(
          isNull(cityPages.id),
          eq(frenchCities.type, 'COM'),
          gte(frenchCities.population, q.minPopulation),
          q.department ? eq(frenchCities.department, q.department) : undefined,
          q.q ? like(frenchCities.name, `%${q.q}%`) : undefined,
        ),
      )
      .orderBy(desc(frenchCities.population))
      .limit(200)
      .all();
    return c.json({ items });
  });

  app.post('/city-generator', validate('json', GeneratorInput), (c) => {
    const codes = [...new Set(c.req.valid('json').inseeCodes)];
    const communes = db.select().from(frenchCities).where(inArray(frenchCities.inseeCode, codes)).all();
    if (communes.length !== codes.length) throw badRequest('Une des communes choisies est introuvable');
    const existing = new Map(
      db
        .select({ insee: cityPages.inseeCode, slug: cityPages.slug })
        .from(cityPages)
        .all()
        .map((p) => [p.insee, p.slug]),
    );
    const already = communes.filter((k) => existing.has(k.inseeCode));
    if (already.length > 0)
      throw badRequest(`Ces communes ont déjà une page : ${already.map((k) => k.name).join(', ')}`);
    const slugs = assignCitySlugs(
      communes.map((k) => ({
        inseeCode: k.inseeCode,
        name: k.name,
        department: k.department,
        population: k.population,
      })),
      existing,
    );
    const created = db.transaction((tx) => {
      const rows = tx
        .insert(cityPages)
        .values(
          communes.map((k) => ({
            inseeCode: k.inseeCode,
            cityName: k.name,
            slug: slugs.get(k.inseeCode) as string,
            zoneApl: k.zoneApl,
            status: 'published' as const,
          })),
        )
        .returning({ id: cityPages.id, slug: cityPages.slug, cityName: cityPages.cityName })
        .all();
      return rows;
    });
    rebuildProximityLinks(db);
    audit(c, db, 'generate', 'city_page', null, { count: created.length, inseeCodes: codes.slice(0, 50) });
    return c.json({ created }, 201);
  });

  app.get('/cities/:id', validate('param', IdParam), (c) => {
    const { id } = c.req.valid('param');
    const row = db
      .select({ page: cityPages, commune: frenchCities })
      .from(cityPages)
      .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
      .where(eq(cityPages.id, id))
      .get();
    if (!row) throw notFound('Page ville introuvable');
    return c.json({ ...row.page, commune: row.commune });
  });

  app.put('/cities/:id', validate('param', IdParam), validate('json', CityInput), (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const current = db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.id, id)).get();
    if (!current) throw notFound('Page ville introuvable');
    const clash = db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.slug, input.slug)).get();
    if (clash && clash.id !== id)
      throw badRequest('Cette adresse est déjà utilisée par une autre ville', {
        slug: ['Cette adresse est déjà utilisée par une autre ville'],
      });
    const cafContact = Object.fromEntries(Object.entries(input.cafContact).filter(([, v]) => v)) as Record<
      string,
      string
    >;
    db.update(cityPages)
      .set({
        slug: input.slug,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        content: input.content ?? null,
        populationEtudiante: input.populationEtudiante ?? null,
        averageRent: input.averageRent ?? null,
        averageRentYear: input.averageRentYear ?? null,
        averageRentSource: input.averageRentSource,
        featuredUniversities: input.featuredUniversities.length > 0 ? input.featuredUniversities : null,
        cafContact: Object.keys(cafContact).length > 0 ? cafContact : null,
        faq: input.faq.length > 0 ? input.faq : null,
        status: input.status,
        updatedAt: nowIso(),
      })
      .where(eq(cityPages.id, id))
      .run();
    audit(c, db, 'update', 'city_page', id);
    const row = db.select().from(cityPages).where(eq(cityPages.id, id)).get();
    return c.json(row);
  });

  return app;
}
