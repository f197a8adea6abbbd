/** What the health check reads of the database: that it answers, with its communes and city pages. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rawRows } from '../dialect.ts';

/** The communes and the city pages (drafts included); throws when the database does not answer. */
export async function storeCounts(db: Db): Promise<{ communes: number; cityPages: number }> {
  // One statement, so one round trip; PostgreSQL returns count(*) (bigint) as text, hence Number.
  const [row] = await rawRows<{ communes: number | string; pages: number | string }>(
    db,
    sql`SELECT (SELECT count(*) FROM french_cities) AS communes, (SELECT count(*) FROM city_pages) AS pages`,
  );
  return { communes: Number(row?.communes), cityPages: Number(row?.pages) };
}

/** The cheapest statement the store answers (readiness); throws when it does not. */
export async function storePing(db: Db): Promise<void> {
  await rawRows<{ one: number }>(db, sql`SELECT 1 AS one`);
}
