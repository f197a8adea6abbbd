/**
 * The published texts that may hold dated blocks (`{{depuis:2027-01}}…{{/depuis}}`, `{{avant:…}}…{{/avant}}`,
 * src/lib/build/dated-content.ts): every text a page builds from, of the published guides, articles and city
 * pages, the FAQ and the legal pages, each field on its own (a block never spans two fields). Only the texts
 * holding `{{` are read out of the city pages (2,300 rows). The publisher finds the blocks' dates in them and
 * rebuilds the site on each (api/services/publisher.ts).
 */
import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { tables as t } from '../tables.ts';
import { faqSetting, LEGAL_PAGES, legalPage } from './content.ts';

const MARK = '%{{%';

type Text = string | null | undefined;
const texts = (values: Text[]): string[] => values.filter((v): v is string => !!v && v.includes('{{'));

/** A published page and its texts holding `{{` (each field on its own). */
export type PageTexts = { page: string; texts: string[] };
const withTexts = (pages: PageTexts[]) => pages.filter((p) => p.texts.length > 0);

async function guideTexts(db: Db): Promise<PageTexts[]> {
  const rows = await db.select().from(t.thematicPages).where(eq(t.thematicPages.status, 'published'));
  return withTexts(
    rows.map((g) => ({
      page: g.lang === 'en' ? `/en/guide/${g.slug}` : `/guide/${g.slug}`,
      texts: texts([
        g.title,
        g.h1Title,
        g.metaTitle,
        g.metaDescription,
        g.content,
        g.testimonial?.text,
        ...(g.faq ?? []).flatMap((f) => [f.question, f.answer]),
      ]),
    })),
  );
}

async function articleTexts(db: Db): Promise<PageTexts[]> {
  const rows = await db
    .select({
      slug: t.articles.slug,
      title: t.articles.title,
      excerpt: t.articles.excerpt,
      content: t.articles.content,
      metaTitle: t.articles.metaTitle,
      metaDescription: t.articles.metaDescription,
    })
    .from(t.articles)
    .where(eq(t.articles.status, 'published'));
  return withTexts(
    rows.map((a) => ({
      page: `/conseil/${a.slug}`,
      texts: texts([a.title, a.excerpt, a.content, a.metaTitle, a.metaDescription]),
    })),
  );
}

async function cityTexts(db: Db): Promise<PageTexts[]> {
  const c = t.cityPages;
  const rows = await db
    .select({ slug: c.slug, content: c.content, metaTitle: c.metaTitle, metaDescription: c.metaDescription })
    .from(c)
    .where(
      and(
        eq(c.status, 'published'),
        or(like(c.content, MARK), like(c.metaTitle, MARK), like(c.metaDescription, MARK)),
      ),
    );
  return withTexts(
    rows.map((p) => ({ page: `/${p.slug}`, texts: texts([p.content, p.metaTitle, p.metaDescription]) })),
  );
}

async function settingTexts(db: Db): Promise<PageTexts[]> {
  const faq = (await faqSetting(db))?.items ?? [];
  const legal = await Promise.all(LEGAL_PAGES.map(async (key) => ({ key, p: await legalPage(db, key) })));
  return withTexts([
    { page: '/faq', texts: texts(faq.flatMap((f) => [f.question, f.answer])) },
    ...legal.map(({ key, p }) => ({
      page: `/${key}`,
      texts: texts([p?.title, p?.metaDescription, p?.content]),
    })),
  ]);
}

/** Every published page with its texts holding `{{` (the figures and the dated blocks it shows). */
export async function publishedPagesWithMarkers(db: Db): Promise<PageTexts[]> {
  const parts = await Promise.all([guideTexts(db), articleTexts(db), cityTexts(db), settingTexts(db)]);
  return parts.flat();
}

/** Every published text holding `{{`: where the dated blocks of the site are. */
export async function publishedTextsWithMarkers(db: Db): Promise<string[]> {
  return (await publishedPagesWithMarkers(db)).flatMap((p) => p.texts);
}
