/**
 * What the check of internal links (issue 30, src/core/editorial/links.ts) reads from the store: which of some paths
 * lead somewhere — the address of a published article, guide or city page, or the old address of a redirect (the
 * server answers it with a 301) — and the texts of every published item, for the site-wide report.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { guidePath, type Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import type { FaqItem } from '../schema.ts';
import { articles, cityPages, redirects, thematicPages } from '../tables.ts';
import { livePaths } from './redirects.ts';

const CHUNK = 500;

/** Which of these (canonical) paths are a published page's address or a redirect's old address. */
export async function existingPaths(db: Db, paths: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return new Set();
  const found = await livePaths(db, unique);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .select({ fromPath: redirects.fromPath })
      .from(redirects)
      .where(inArray(redirects.fromPath, unique.slice(i, i + CHUNK)));
    for (const r of rows) found.add(r.fromPath);
  }
  return found;
}

/** A published item and the texts that may hold links (its body, and its FAQ answers). */
export type LinkedItem = {
  kind: 'article' | 'guide' | 'city';
  id: number;
  title: string;
  path: string;
  texts: string[];
};

const faqAnswers = (faq: FaqItem[] | null | undefined) => (faq ?? []).map((f) => f.answer);

/** Every published article, guide and city page with its texts (the city pages' HTML body included). */
export async function publishedTexts(db: Db): Promise<LinkedItem[]> {
  const arts = await db
    .select({ id: articles.id, title: articles.title, slug: articles.slug, content: articles.content })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(asc(articles.id));
  const guides = await db
    .select({
      id: thematicPages.id,
      title: thematicPages.title,
      slug: thematicPages.slug,
      lang: thematicPages.lang,
      content: thematicPages.content,
      faq: thematicPages.faq,
    })
    .from(thematicPages)
    .where(eq(thematicPages.status, 'published'))
    .orderBy(asc(thematicPages.id));
  const cities = await db
    .select({
      id: cityPages.id,
      title: cityPages.cityName,
      slug: cityPages.slug,
      content: cityPages.content,
      faq: cityPages.faq,
    })
    .from(cityPages)
    .where(eq(cityPages.status, 'published'))
    .orderBy(asc(cityPages.id));
  return [
    ...arts.map((a) => ({
      kind: 'article' as const,
      id: a.id,
      title: a.title,
      path: `/conseil/${a.slug}`,
      texts: [a.content],
    })),
    ...guides.map((g) => ({
      kind: 'guide' as const,
      id: g.id,
      title: g.title,
      path: guidePath(g.slug, g.lang as Locale),
      texts: [g.content, ...faqAnswers(g.faq)],
    })),
    ...cities.map((c) => ({
      kind: 'city' as const,
      id: c.id,
      title: c.title,
      path: `/${c.slug}`,
      texts: [c.content ?? '', ...faqAnswers(c.faq)],
    })),
  ];
}
