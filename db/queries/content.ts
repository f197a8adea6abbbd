/**
 * Editorial content for the static build and the seed: guides (thematic_pages), Conseil articles with their
 * category and tags, and the pages kept in site_settings (FAQ, legal pages, partners). Setting values are
 * JSON written by editors: each is parsed with its zod schema, and a malformed one is ignored, not trusted.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { safeWebUrl, webUrlSchema } from '../../src/core/validation/url.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { tables as t } from '../tables.ts';

export type GuideRow = typeof t.thematicPages.$inferSelect;
export type ArticleRow = typeof t.articles.$inferSelect;
export type CategoryRow = typeof t.articleCategories.$inferSelect;
export type TagRow = typeof t.tags.$inferSelect;

export type ArticleData = ArticleRow & {
  category: CategoryRow | null;
  tags: TagRow[];
  image: { fileName: string; alt: string; width: number | null; height: number | null } | null;
};

/** Published guides of one language, for /guide and /guide/<slug> (French), /en/guide… (English). */
export async function publishedGuides(db: Db, lang: Locale = 'fr'): Promise<GuideRow[]> {
  return db
    .select()
    .from(t.thematicPages)
    .where(and(eq(t.thematicPages.status, 'published'), eq(t.thematicPages.lang, lang)))
    .orderBy(asc(t.thematicPages.id));
}

/** A published English guide and the published French guide it translates, by slug. */
export type GuidePair = { fr: string; en: string };

/** The published translations whose French guide is published too (each page links the other, hreflang). */
export async function publishedGuidePairs(db: Db): Promise<GuidePair[]> {
  const rows = await db
    .select({ slug: t.thematicPages.slug, lang: t.thematicPages.lang, of: t.thematicPages.translationOf })
    .from(t.thematicPages)
    .where(eq(t.thematicPages.status, 'published'))
    .orderBy(asc(t.thematicPages.id));
  const french = new Set(rows.filter((r) => r.lang === 'fr').map((r) => r.slug));
  const pairs: GuidePair[] = [];
  const paired = new Set<string>();
  for (const r of rows) {
    // One English page per French guide: the first published one (by id) keeps the pair.
    if (r.lang !== 'en' || !r.of || !french.has(r.of) || paired.has(r.of)) continue;
    paired.add(r.of);
    pairs.push({ fr: r.of, en: r.slug });
  }
  return pairs;
}

/** Published articles, newest first, with category, tags and featured image. */
export async function publishedArticles(db: Db): Promise<ArticleData[]> {
  const rows = await db
    .select({ article: t.articles, category: t.articleCategories, image: t.media })
    .from(t.articles)
    .leftJoin(t.articleCategories, eq(t.articleCategories.id, t.articles.categoryId))
    .leftJoin(t.media, eq(t.media.id, t.articles.featuredImageId))
    .where(eq(t.articles.status, 'published'))
    // SQLite puts NULLs last in a descending order, PostgreSQL first: said explicitly.
    .orderBy(sql`${t.articles.publishedAt} DESC NULLS LAST`, desc(t.articles.id));
  const ids = rows.map((r) => r.article.id);
  const tagRows =
    ids.length === 0
      ? []
      : await db
          .select({ articleId: t.articleTags.articleId, tag: t.tags })
          .from(t.articleTags)
          .innerJoin(t.tags, eq(t.tags.id, t.articleTags.tagId))
          .where(inArray(t.articleTags.articleId, ids))
          .orderBy(asc(t.tags.name));
  const tagsOf = new Map<number, TagRow[]>();
  for (const r of tagRows) tagsOf.set(r.articleId, [...(tagsOf.get(r.articleId) ?? []), r.tag]);
  return rows.map(({ article, category, image }) => ({
    ...article,
    category,
    tags: tagsOf.get(article.id) ?? [],
    image: image
      ? { fileName: image.fileName, alt: image.alt, width: image.width, height: image.height }
      : null,
  }));
}

export async function articleCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(t.articleCategories).orderBy(asc(t.articleCategories.name));
}

// ───────────────────────── Pages kept in site_settings ─────────────────────────

export const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  category: z.string().optional(),
});
export const faqSettingSchema = z.object({ items: z.array(faqItemSchema) });
export type FaqSetting = z.infer<typeof faqSettingSchema>;

export const LEGAL_PAGES = ['legal-notice', 'privacy-policy', 'cookie-policy', 'terms-of-service'] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

export const legalPageSchema = z.object({
  title: z.string().min(1),
  metaDescription: z.string().min(1),
  /** Markdown, rendered with marked and sanitized at build. */
  content: z.string(),
  /** Date of the text's last revision (AAAA-MM-JJ), shown on the page. */
  updatedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const partnerSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string(),
  /** Where « Continuer » leads (http(s) only); null while no partnership is signed (the page then says so). */
  url: z.nullable(webUrlSchema('Site du partenaire')),
  /** Reseller identifier appended as `?ref=` by the partner's convention, when any. */
  trackingParam: z.string().nullable().optional(),
});
export const partnersSettingSchema = z.object({ partners: z.array(partnerSchema) });
export type Partner = z.infer<typeof partnerSchema>;

export const SETTING_KEYS = {
  faq: 'content.faq',
  legal: (key: LegalPageKey) => `content.page.${key}`,
  partners: 'content.partners',
} as const;

async function setting<T>(db: Db, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const row = await first(db.select().from(t.siteSettings).where(eq(t.siteSettings.key, key)));
  if (!row) return null;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

export async function faqSetting(db: Db): Promise<FaqSetting | null> {
  return setting(db, SETTING_KEYS.faq, faqSettingSchema);
}

export async function legalPage(db: Db, key: LegalPageKey): Promise<LegalPage | null> {
  return setting(db, SETTING_KEYS.legal(key), legalPageSchema);
}

/** As stored: a partner whose address is no longer accepted keeps its page, without the link. */
const storedPartnersSchema = z.object({
  partners: z.array(partnerSchema.extend({ url: z.string().nullable() })),
});

export async function partners(db: Db): Promise<Partner[]> {
  return ((await setting(db, SETTING_KEYS.partners, storedPartnersSchema))?.partners ?? []).map((p) => ({
    ...p,
    url: safeWebUrl(p.url),
  }));
}

/** Rent level and zone of every published city page (comparison tool), in one query. */
export async function publishedCityRents(db: Db) {
  return db
    .select({
      slug: t.cityPages.slug,
      cityName: t.cityPages.cityName,
      zoneApl: t.cityPages.zoneApl,
      averageRent: t.cityPages.averageRent,
      averageRentYear: t.cityPages.averageRentYear,
      averageRentSource: t.cityPages.averageRentSource,
      rentM2Apartment: t.frenchCities.rentM2Apartment,
      population: t.frenchCities.population,
    })
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .where(eq(t.cityPages.status, 'published'));
}
