/**
 * Revisions for everything (issue 26): content imported or seeded before revisions existed had no version 1,
 * so the first edit of a seeded page, even an autosave, could not be undone once published. The data step run
 * with the migrations gives every item lacking revisions a baseline, exactly once; the seed makes one. On both
 * stores.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import { first, rawRows } from '../dialect.ts';
import { seedContent } from '../import/seed-content.ts';
import { applyMigrations } from '../migrate.ts';
import type { EditorialKind } from '../schema.ts';
import { articles, cityPages, contentRevisions, thematicPages } from '../tables.ts';
import { createCityPages } from './admin-city-generator.ts';
import { addBaselineRevisions } from './revision-baseline.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('camille@example.fr', ['editor'])).cookie;
  await seedContent(t.db);
}, 60_000);
afterAll(() => t?.close());

const itemCount = async () => {
  let n = 0;
  for (const table of [articles, thematicPages, cityPages])
    n += (await first(t.db.select({ n: count() }).from(table)))?.n ?? 0;
  return n;
};
const revisionCount = async () => (await first(t.db.select({ n: count() }).from(contentRevisions)))?.n ?? 0;

describe('the baseline data step', () => {
  it('a store without revisions: exactly one per item, and a second run adds none', async () => {
    await t.db.delete(contentRevisions);
    const items = await itemCount();
    expect(items).toBeGreaterThan(20);
    expect(await addBaselineRevisions(t.db)).toBe(items);
    expect(await revisionCount()).toBe(items);
    const perItem = await rawRows<{ n: number | string }>(
      t.db,
      sql`SELECT count(*) AS n FROM content_revisions GROUP BY kind, item_id HAVING count(*) <> 1`,
    );
    expect(perItem).toEqual([]);
    expect(await addBaselineRevisions(t.db)).toBe(0);
    // Run with the migrations: applying them again adds nothing either.
    await applyMigrations(t.db);
    expect(await revisionCount()).toBe(items);
  });

  it('the seed gives what it creates a baseline revision', async () => {
    await t.db.delete(contentRevisions);
    await t.db.delete(articles).where(eq(articles.slug, 'apl-et-job-etudiant'));
    await seedContent(t.db);
    const article = await first(
      t.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'apl-et-job-etudiant')),
    );
    const revisions = await t.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'article'), eq(contentRevisions.itemId, article?.id ?? 0)));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ version: 1, action: 'save', pending: false });
    expect(await revisionCount()).toBe(await itemCount());
  });
});

describe('pages made later', () => {
  it('a city page the generator creates has its first revision', async () => {
    const [page] = await createCityPages(t.db, [
      { inseeCode: '69029', cityName: 'Bron', slug: 'apl-bron', zoneApl: 2 },
    ]);
    const revisions = await t.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'city'), eq(contentRevisions.itemId, page?.id ?? 0)));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.data).toMatchObject({ slug: 'apl-bron', status: 'published' });
  });
});

type Revisions = { items: Array<{ id: number; version: number; action: string }> };
type Detail = { version: number; content: string | null; status: string; pending: unknown };

const send = (method: string, path: string, json?: unknown) =>
  t.request(`/api/admin${path}`, { method, cookie: editor, ...(json === undefined ? {} : { json }) });
const body = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

/** A seeded live item of each kind, under its admin prefix. */
const ITEMS: Array<[EditorialKind, string, () => Promise<number>]> = [
  ['article', '/articles', async () => (await first(t.db.select().from(articles)))?.id ?? 0],
  ['guide', '/thematiques', async () => (await first(t.db.select().from(thematicPages)))?.id ?? 0],
  ['city', '/cities', async () => (await first(t.db.select().from(cityPages)))?.id ?? 0],
];

describe('the first edit of a seeded page can be undone', () => {
  it.each(ITEMS)(
    '%s: edit (autosave), publish, then restore the baseline and publish',
    async (_k, p, idOf) => {
      const id = await idOf();
      const original = await body<Detail>(await send('GET', `${p}/${id}`));
      const { items } = await body<Revisions>(await send('GET', `${p}/${id}/revisions`));
      expect(items).toHaveLength(1);
      const baseline = items[0] as Revisions['items'][number];
      expect(baseline).toMatchObject({ version: original.version, action: 'save' });
      // The form the editor opens is the baseline's: saved with one change, as an autosave.
      const { data } = await body<{ data: Record<string, unknown> }>(
        await send('GET', `${p}/${id}/revisions/${baseline.id}`),
      );
      let v = original.version;
      const edited = await body<Detail>(
        await send('PUT', `${p}/${id}`, {
          ...data,
          content: 'Texte effacé par erreur',
          version: v,
          autosave: true,
        }),
      );
      v = edited.version;
      if (edited.pending)
        v = (await body<Detail>(await send('POST', `${p}/${id}/publish-changes`, { version: v }))).version;
      expect((await body<Detail>(await send('GET', `${p}/${id}`))).content).toBe('Texte effacé par erreur');
      // Undo: the baseline comes back, and goes live with « Publier les modifications ».
      const restored = await body<Detail>(
        await send('POST', `${p}/${id}/revisions/${baseline.id}/restore`, { version: v }),
      );
      v = restored.version;
      if (restored.pending)
        await body<Detail>(await send('POST', `${p}/${id}/publish-changes`, { version: v }));
      const back = await body<Detail>(await send('GET', `${p}/${id}`));
      expect(back.content).toBe(original.content);
      expect(back.status).toBe(original.status);
    },
  );
});
