/**
 * City pages from HTML to Markdown (issue 30): the data step run with the migrations converts each page once,
 * gives it a new version and a revision (its HTML stays in the history), and a second run does nothing. On both
 * stores (projects unit and store-pg).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '../../src/lib/build/html.ts';
import { normalisedHtml } from '../../src/lib/server/html-to-markdown.ts';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import { applyMigrations } from '../migrate.ts';
import { cityPages, contentRevisions, pendingChanges, siteSettings } from '../tables.ts';
import { CITY_MARKDOWN_KEY, convertCityPagesToMarkdown } from './city-markdown.ts';
import { addBaselineRevisions } from './revision-baseline.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const PAGES = [
  {
    slug: 'apl-lyon',
    content:
      '<h2>Se loger à Lyon</h2><p>Lyon compte <strong>beaucoup</strong> d’étudiants.</p><ul><li>Croix-Rousse</li><li>Guillotière</li></ul><p>Lire <a href="/guide/apl-etudiant">le guide</a>.</p>',
    expected: '## Se loger à Lyon',
  },
  {
    slug: 'apl-villeurbanne',
    content: '<p>Villeurbanne &amp; <em>La Doua</em><br>campus<script>alert(1)</script></p>',
    expected: 'Villeurbanne & *La Doua*',
  },
  {
    slug: 'apl-grenoble',
    content: '<table><tr><th scope="col">Quartier</th></tr><tr><td>Centre</td></tr></table>',
    expected: '<table>',
  },
];

describe('the city Markdown data step', () => {
  it('converts 3 HTML pages once: Markdown stored, one revision each, a second run does nothing', async () => {
    // The seeded pages of Lyon, Villeurbanne and Grenoble, given editor HTML and no history yet.
    for (const page of PAGES)
      await t.db.update(cityPages).set({ content: page.content }).where(eq(cityPages.slug, page.slug));
    const rows = await t.db
      .select({ id: cityPages.id, version: cityPages.version })
      .from(cityPages)
      .where(
        inArray(
          cityPages.slug,
          PAGES.map((p) => p.slug),
        ),
      );
    expect(rows).toHaveLength(3);
    const ids = rows.map((r) => r.id);
    await t.db.delete(contentRevisions);
    // Already migrated at the app's start (an empty store): the step is marked done, the HTML stays.
    expect(await convertCityPagesToMarkdown(t.db)).toBeNull();
    await t.db.delete(siteSettings).where(eq(siteSettings.key, CITY_MARKDOWN_KEY));
    // As with the migrations: the baseline first (the HTML, version 1), then the conversion.
    expect(await addBaselineRevisions(t.db)).toBe(3);

    // A change saved on live Lyon, not published yet: its text is converted too.
    await t.db.insert(pendingChanges).values({
      kind: 'city',
      itemId: ids[0] as number,
      data: { slug: 'apl-lyon', content: '<p>En <strong>attente</strong> de publication.</p>' },
    });

    const counts = await convertCityPagesToMarkdown(t.db);
    expect(counts).toMatchObject({ converted: 3, kept: 0, pending: 1, keptSlugs: [] });
    const [pending] = await t.db
      .select()
      .from(pendingChanges)
      .where(eq(pendingChanges.itemId, ids[0] as number));
    expect(pending?.data).toEqual({ slug: 'apl-lyon', content: 'En **attente** de publication.' });
    const after = await t.db.select().from(cityPages).where(inArray(cityPages.id, ids));
    for (const page of PAGES) {
      const row = after.find((r) => r.slug === page.slug);
      expect(row?.content).toContain(page.expected);
      expect(row?.version).toBe((rows.find((r) => r.id === row?.id)?.version ?? 0) + 1);
    }
    const lyon = after.find((r) => r.slug === 'apl-lyon');
    expect(lyon?.content).not.toContain('<h2>');
    expect(after.find((r) => r.slug === 'apl-villeurbanne')?.content).not.toContain('alert');
    expect(normalisedHtml(markdownToSafeHtml(lyon?.content ?? ''))).toContain('<h2>Se loger à Lyon</h2>');

    const revisions = await t.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'city'), inArray(contentRevisions.itemId, ids)));
    // One new revision each (version 2, the Markdown), over the baseline that keeps the HTML to go back to.
    expect(revisions).toHaveLength(6);
    const contentOf = (version: number, id: number) =>
      (
        revisions.find((r) => r.version === version && r.itemId === id)?.data as
          | { content?: string }
          | undefined
      )?.content;
    for (const row of after) {
      expect(contentOf(row.version, row.id)).toBe(row.content);
      expect(contentOf(row.version - 1, row.id)).toBe(PAGES.find((p) => p.slug === row.slug)?.content);
    }

    // Once: neither the step nor the migrations change anything again.
    expect(await convertCityPagesToMarkdown(t.db)).toBeNull();
    await applyMigrations(t.db);
    const again = await t.db.select().from(cityPages).where(inArray(cityPages.id, ids));
    expect(again.map((r) => [r.content, r.version])).toEqual(after.map((r) => [r.content, r.version]));
    expect(
      await t.db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, 'city'), inArray(contentRevisions.itemId, ids))),
    ).toHaveLength(6);
  });
});
