/** What the health check reads of the database: that it answers, with its communes and city pages. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** The communes and the city pages (drafts included); throws when the database does not answer. */
export async function storeCounts(db: Db): Promise<{ communes: number; cityPages: number }> {
  const row = db.get<{ communes: number; pages: number }>(
    sql`SELECT (SELECT count(*) FROM french_cities) AS communes, (SELECT count(*) FROM city_pages) AS pages`,
  );
  return { communes: row.communes, cityPages: row.pages };
}
