/**
 * The dashboard's figures: top cities, messages, published content. Its visits and simulations are counted by
 * db/queries/audience.ts, as every statistics screen counts them (issue 30).
 */
import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first, rawRows } from '../dialect.ts';
import { cityPages, contactMessages, frenchCities, simulationSessions } from '../tables.ts';

/** The 10 communes most simulated since `since`, with the address of their page when they have one. */
export async function topSimulatedCities(db: Db, since: string) {
  return db
    .select({
      inseeCode: simulationSessions.inseeCode,
      // One commune and at most one page per INSEE code (joined on their keys): min() only names them for
      // PostgreSQL, which wants every selected column grouped or aggregated.
      name: sql<string>`min(${frenchCities.name})`,
      slug: sql<string | null>`min(${cityPages.slug})`,
      simulations: count(),
    })
    .from(simulationSessions)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, simulationSessions.inseeCode))
    .leftJoin(cityPages, eq(cityPages.inseeCode, simulationSessions.inseeCode))
    .where(gte(simulationSessions.createdAt, since))
    .groupBy(simulationSessions.inseeCode)
    .orderBy(desc(count()))
    .limit(10);
}

export async function unreadMessageCount(db: Db): Promise<number> {
  return (
    (await first(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'))))
      ?.n ?? 0
  );
}

/** The 5 latest contact messages: names of visitors, for admins only. */
export async function recentMessages(db: Db) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(5);
}

/** Articles (all, published), published guides and published city pages. */
export async function contentCounts(db: Db) {
  // PostgreSQL's count(*) is a bigint, read as text: every figure goes through Number. One row, always.
  type Counts = { articles: number; published: number; guides: number; cities: number };
  const [row] = await rawRows<Record<keyof Counts, number | string>>(
    db,
    sql`SELECT (SELECT count(*) FROM articles) AS articles,
        (SELECT count(*) FROM articles WHERE status = 'published') AS published,
        (SELECT count(*) FROM thematic_pages WHERE status = 'published') AS guides,
        (SELECT count(*) FROM city_pages WHERE status = 'published') AS cities`,
  );
  return {
    articles: Number(row?.articles ?? 0),
    published: Number(row?.published ?? 0),
    guides: Number(row?.guides ?? 0),
    cities: Number(row?.cities ?? 0),
  } satisfies Counts;
}
