/**
 * The admin's search on both stores (issue 30): accents, a word of the body, a slug, title before body, operators
 * typed by an editor, a deleted item gone, an edited body found by its new word only, and the index made at
 * migration for what was written without the write paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db, openDb } from '../client.ts';
import { rawRows } from '../dialect.ts';
import { applyMigrations } from '../migrate.ts';
import { articles, siteSettings } from '../tables.ts';
import { articleList, deleteArticle, saveArticle } from './admin-articles.ts';
import { insertMedia, setMediaAlt } from './admin-media.ts';
import { guideList, saveGuide } from './admin-thematiques.ts';
import { SETTING_KEYS } from './content.ts';
import { searchContent, syncSearchIndex } from './search.ts';

let dir: string;
let store: TestStore;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apl-search-'));
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
});
afterAll(async () => {
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

const article = (title: string, content: string, slug: string) =>
  saveArticle(db, { title, slug, content, featured: false }, []);
const ids = async (q: string, kinds?: Parameters<typeof searchContent>[2]) =>
  (await searchContent(db, q, kinds)).map((h) => `${h.kind}:${h.id}`);

describe('searchContent', () => {
  it('finds an article by a word of its body, accents and case ignored both ways', async () => {
    const id = await article(
      'Les aides au logement',
      'Le principe d’Égalité devant la CAF, en détail.',
      'aides-logement',
    );
    expect(await ids('egalite')).toContain(`article:${id}`);
    expect(await ids('ÉGALITÉ')).toContain(`article:${id}`);
    expect(await ids('detail caf')).toContain(`article:${id}`);
    const [hit] = await searchContent(db, 'egalit');
    expect(hit).toMatchObject({ kind: 'article', id, editPath: `/articles/${id}/edit` });
    // The snippet is the body's text, with the word matched marked where it is.
    const [start, end] = hit?.snippet.marks[0] ?? [0, 0];
    expect(hit?.snippet.text.slice(start, end)).toBe('Égalit');
    expect(await ids('egalite inexistantmot')).toEqual([]);
  });

  it('finds by a slug, and ranks a title match before a body match', async () => {
    const inBody = await article(
      'Un autre sujet',
      'Il y est question de colocation entre amis.',
      'autre-sujet',
    );
    const inTitle = await article('La colocation', 'Tout ce qu’il faut savoir.', 'guide-colocataires-zzq');
    expect(await ids('guide-colocataires-zzq')).toEqual([`article:${inTitle}`]);
    const found = await ids('colocation');
    expect(found.indexOf(`article:${inTitle}`)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(`article:${inTitle}`)).toBeLessThan(found.indexOf(`article:${inBody}`));
  });

  it('takes FTS and tsquery operators typed by an editor as plain words, never as syntax', async () => {
    const id = await article('Quotes', 'Le mot near est ici, avec foo et bar.', 'quotes-near');
    for (const q of [
      '"',
      '"foo',
      'foo" OR "bar',
      'NEAR(foo bar)',
      'foo & !bar',
      "foo:* | bar'",
      '*',
      '-',
      '(((',
      'AND',
    ])
      await expect(searchContent(db, q)).resolves.toBeInstanceOf(Array);
    expect(await ids('NEAR(foo bar)')).toContain(`article:${id}`);
    expect(await ids('"foo')).toContain(`article:${id}`);
    expect(await ids('   ')).toEqual([]);
  });

  it('forgets a deleted item, and finds an edited body by its new word and not its old one', async () => {
    const id = await article('Brouillon', 'Le mot ancien est pamplemousse.', 'brouillon-edit');
    expect(await ids('pamplemousse')).toEqual([`article:${id}`]);
    await saveArticle(
      db,
      { title: 'Brouillon', slug: 'brouillon-edit', content: 'Désormais clémentine.', featured: false },
      [],
      id,
    );
    expect(await ids('pamplemousse')).toEqual([]);
    expect(await ids('clementine')).toEqual([`article:${id}`]);
    await deleteArticle(db, id);
    expect(await ids('clementine')).toEqual([]);
  });

  it('lets the article and guide lists filter by a word of the body, on the server', async () => {
    const id = await article('Sans rapport', 'On y parle de mandragore.', 'sans-rapport');
    expect((await articleList(db, { status: 'all', q: 'mandragore' })).items.map((a) => a.id)).toEqual([id]);
    expect((await articleList(db, { status: 'all', q: 'sans-rap' })).items.map((a) => a.id)).toEqual([id]);
    expect((await guideList(db, { status: 'all', q: 'mandragore' })).items).toEqual([]);
  });

  it('searches guides and media, one kind at a time when asked', async () => {
    const guide = await saveGuide(db, {
      title: 'Guide du garant',
      slug: 'guide-garant',
      content: '## Visale\n\nLa **caution** gratuite.',
      themeCategory: 'guide',
      status: 'draft',
    });
    const file = await insertMedia(db, {
      fileName: 'abc123.webp',
      originalName: 'facade-immeuble.jpg',
      mimeType: 'image/webp',
      sizeBytes: 10,
      alt: 'Une façade d’immeuble',
    });
    expect(await ids('caution')).toContain(`guide:${guide}`);
    expect(await ids('facade')).toContain(`media:${file.id}`);
    expect(await ids('facade', { kinds: ['media'] })).toEqual([`media:${file.id}`]);
    expect(await ids('caution', { kinds: ['media'] })).toEqual([]);
    await setMediaAlt(db, file.id, 'Un balcon fleuri');
    expect(await ids('balcon', { kinds: ['media'] })).toEqual([`media:${file.id}`]);
  });

  it('indexes at migration what was written around the write paths (idempotent), FAQ entries included', async () => {
    await db
      .insert(articles)
      .values({ slug: 'ecrit-a-cote', title: 'Écrit à côté', content: 'Un mot: zéphyr.' });
    await db.insert(siteSettings).values({
      key: SETTING_KEYS.faq,
      value: {
        items: [{ question: 'Quand arrive le premier versement ?', answer: 'Après un mois complet.' }],
      },
    });
    expect(await ids('zephyr')).toEqual([]);
    await applyMigrations(db);
    const written = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, 'ecrit-a-cote'));
    expect(await ids('zephyr')).toEqual([`article:${written[0]?.id}`]);
    expect(await ids('versement')).toEqual(['faq:1']);
    expect(await syncSearchIndex(db)).toBe(0);
    // One entry per item: every article, the guide, the file and the FAQ's question.
    const [count] = await rawRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM search_entries`);
    expect(Number(count?.n)).toBe((await db.select().from(articles)).length + 3);
  });
});
