/** The city pages a build reads: all of them, or only a scope's (a shard of a full build, a publication). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import { cityPages } from '../tables.ts';
import { cityPagesForBuild, publishedCityNames } from './site.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('city pages for a build', () => {
  it('reads only the listed published pages, in queries that stay under the stores’ parameter limits', async () => {
    const all = await cityPagesForBuild(t.db);
    expect(all.length).toBeGreaterThan(2);
    const [kept, drafted] = all.map((d) => d.page.slug) as [string, string];
    await t.db.update(cityPages).set({ status: 'draft' }).where(eq(cityPages.slug, drafted));
    try {
      // More slugs than one query takes (5,000): a shard of a build of every commune lists about 17,500.
      const listed = [kept, drafted, ...Array.from({ length: 12_000 }, (_, i) => `apl-inconnue-${i}`), kept];
      const read = await cityPagesForBuild(t.db, { slugs: listed });
      expect(read.map((d) => d.page.slug)).toEqual([kept]);
      expect(read[0]).toEqual(all.find((d) => d.page.slug === kept));
      expect(await cityPagesForBuild(t.db, { slugs: [] })).toEqual([]);
    } finally {
      await t.db.update(cityPages).set({ status: 'published' }).where(eq(cityPages.slug, drafted));
    }
  });

  it('lists every published page’s address, name and department for the plan du site', async () => {
    const all = await cityPagesForBuild(t.db);
    const names = await publishedCityNames(t.db);
    const key = (c: { slug: string }) => c.slug;
    expect([...names].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      all
        .map((d) => ({ slug: d.page.slug, name: d.page.cityName, department: d.city.department }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    );
  });
});
