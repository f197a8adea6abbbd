/** The dashboard's figures: simulations started and completed, top cities, messages, published content. */
import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cityPages, contactMessages, frenchCities, simulationSessions } from '../schema.ts';

/** Simulations started and completed since `since`. */
export async function simulationCounts(db: Db, since: string) {
  const row = db
    .select({ started: count(), completed: sql<number>`coalesce(sum(${simulationSessions.isComplete}), 0)` })
    .from(simulationSessions)
    .where(gte(simulationSessions.createdAt, since))
    .get();
  return { started: row?.started ?? 0, completed: row?.completed ?? 0 };
}

/** The 10 communes most simulated since `since`, with the address of their page when they have one. */
export async function topSimulatedCities(db: Db, since: string) {
  return db
    .select({
      inseeCode: simulationSessions.inseeCode,
      name: frenchCities.name,
      slug: cityPages.slug,
      simulations: count(),
    })
    .from(simulationSessions)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, simulationSessions.inseeCode))
    .leftJoin(cityPages, eq(cityPages.inseeCode, simulationSessions.inseeCode))
    .where(gte(simulationSessions.createdAt, since))
    .groupBy(simulationSessions.inseeCode)
    .orderBy(desc(count()))
    .limit(10)
    .all();
}

export async function unreadMessageCount(db: Db): Promise<number> {
  return (
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')).get()?.n ?? 0
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
    .limit(5)
    .all();
}

/** Articles (all, published), published guides and published city pages. */
export async function contentCounts(db: Db) {
  return db.get<{ articles: number; published: number; guides: number; cities: number }>(
    sql`SELECT (SELECT count(*) FROM articles) AS articles,
        (SELECT count(*) FROM articles WHERE status = 'published') AS published,
        (SELECT count(*) FROM thematic_pages WHERE status = 'published') AS guides,
        (SELECT count(*) FROM city_pages WHERE status = 'published') AS cities`,
  );
}
