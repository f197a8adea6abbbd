/** What publishing on save reads of an article, a guide or a city page: its address and whether it is public. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { articles, cityPages, thematicPages } from '../tables.ts';

const TABLES = { article: articles, guide: thematicPages, city: cityPages };

export type PublishedKind = keyof typeof TABLES;
export type PublicationState = { slug: string; published: boolean };

/** The address of this article, guide or city page and whether it is published; null when there is none. */
export async function publicationState(
  db: Db,
  kind: PublishedKind,
  id: number,
): Promise<PublicationState | null> {
  const table = TABLES[kind];
  const row = await first(
    db.select({ slug: table.slug, status: table.status }).from(table).where(eq(table.id, id)),
  );
  return row ? { slug: row.slug, published: row.status === 'published' } : null;
}
