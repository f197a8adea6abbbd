/** The embedded simulator's `?ville=<slug>` (issue 16): the commune of a published city page, by its slug. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { tables as t } from '../tables.ts';

/** The INSEE code of the published city page having one of `slugs` (tried in order), or null. */
export async function publishedCityInsee(db: Db, slugs: readonly string[]): Promise<string | null> {
  if (slugs.length === 0) return null;
  const rows = await db
    .select({ slug: t.cityPages.slug, inseeCode: t.cityPages.inseeCode })
    .from(t.cityPages)
    .where(and(eq(t.cityPages.status, 'published'), inArray(t.cityPages.slug, [...slugs])));
  for (const slug of slugs) {
    const row = rows.find((r) => r.slug === slug);
    if (row) return row.inseeCode;
  }
  return null;
}
