/** The redirects table on both stores: slug changes, chains, loops, a slug renamed back, live pages. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db, openDb } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { articles, redirects, thematicPages } from '../tables.ts';
import {
  activeRedirects,
  createRedirect,
  deleteRedirect,
  listRedirects,
  livePaths,
  recordSlugChange,
  redirectFrom,
  releasePath,
  updateRedirect,
} from './redirects.ts';

let dir: string;
let store: TestStore;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apl-redirects-'));
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
});
afterAll(async () => {
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(redirects);
});

/** The table as `from → to` pairs, sorted. */
async function table(): Promise<string[]> {
  const rows = await db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects);
  return rows.map((r) => `${r.fromPath} → ${r.toPath}`).sort();
}

describe('recordSlugChange', () => {
  it('records the old address of a renamed page', async () => {
    await recordSlugChange(db, { from: '/conseil/ancien', to: '/conseil/nouveau', userId: null });
    expect(await table()).toEqual(['/conseil/ancien → /conseil/nouveau']);
    const { items } = await listRedirects(db);
    expect(items[0]).toMatchObject({ source: 'slug', createdByName: null });
  });

  it('renaming again keeps no chain: every old address goes to the newest one', async () => {
    await recordSlugChange(db, { from: '/conseil/a', to: '/conseil/b', userId: null });
    await recordSlugChange(db, { from: '/conseil/b', to: '/conseil/c', userId: null });
    await recordSlugChange(db, { from: '/conseil/c', to: '/conseil/d', userId: null });
    expect(await table()).toEqual([
      '/conseil/a → /conseil/d',
      '/conseil/b → /conseil/d',
      '/conseil/c → /conseil/d',
    ]);
  });

  it('a slug renamed back removes the redirect from the live address and adds the reverse one', async () => {
    await recordSlugChange(db, { from: '/conseil/a', to: '/conseil/b', userId: null });
    await recordSlugChange(db, { from: '/conseil/b', to: '/conseil/a', userId: null });
    expect(await table()).toEqual(['/conseil/b → /conseil/a']);
    await recordSlugChange(db, { from: '/conseil/a', to: '/conseil/b', userId: null });
    expect(await table()).toEqual(['/conseil/a → /conseil/b']);
  });

  it('records nothing for the same path or a path that is not of this site', async () => {
    await recordSlugChange(db, { from: '/conseil/a', to: '/conseil/a/', userId: null });
    await recordSlugChange(db, { from: '//evil.example', to: '/conseil/a', userId: null });
    await recordSlugChange(db, { from: '/conseil/a', to: 'https://evil.example', userId: null });
    expect(await table()).toEqual([]);
  });

  it('takes over a manual redirect from the same old address', async () => {
    expect(await createRedirect(db, { fromPath: '/conseil/a', toPath: '/faq', userId: null })).toMatchObject({
      ok: true,
    });
    await recordSlugChange(db, { from: '/conseil/a', to: '/conseil/b', userId: null });
    expect(await table()).toEqual(['/conseil/a → /conseil/b']);
    expect((await listRedirects(db)).items[0]?.source).toBe('slug');
  });
});

describe('manual redirects', () => {
  it('adding A → B rewrites X → A to X → B, and B → C makes A → C', async () => {
    await createRedirect(db, { fromPath: '/x', toPath: '/a', userId: null });
    await createRedirect(db, { fromPath: '/a', toPath: '/b', userId: null });
    expect(await table()).toEqual(['/a → /b', '/x → /b']);
    await createRedirect(db, { fromPath: '/b', toPath: '/c', userId: null });
    expect(await table()).toEqual(['/a → /c', '/b → /c', '/x → /c']);
    await createRedirect(db, { fromPath: '/y', toPath: '/a', userId: null });
    expect(await redirectFrom(db, '/y')).toMatchObject({ toPath: '/c' });
  });

  it('refuses loops and duplicates, leaving the table as it was', async () => {
    await createRedirect(db, { fromPath: '/a', toPath: '/b', userId: null });
    expect(await createRedirect(db, { fromPath: '/b', toPath: '/a', userId: null })).toEqual({
      ok: false,
      problem: 'boucle',
    });
    expect(await createRedirect(db, { fromPath: '/c', toPath: '/c', userId: null })).toEqual({
      ok: false,
      problem: 'boucle',
    });
    expect(await createRedirect(db, { fromPath: '/a', toPath: '/d', userId: null })).toEqual({
      ok: false,
      problem: 'doublon',
    });
    expect(await table()).toEqual(['/a → /b']);
  });

  it('updates, refuses an update that would loop, deletes', async () => {
    const a = await createRedirect(db, { fromPath: '/a', toPath: '/b', userId: null });
    const c = await createRedirect(db, { fromPath: '/c', toPath: '/d', userId: null });
    if (!a.ok || !c.ok) throw new Error('création refusée');
    expect(await updateRedirect(db, c.id, { fromPath: '/b', toPath: '/a' })).toEqual({
      ok: false,
      problem: 'boucle',
    });
    expect(await updateRedirect(db, c.id, { fromPath: '/b', toPath: '/e' })).toEqual({ ok: true, id: c.id });
    expect(await table()).toEqual(['/a → /e', '/b → /e']);
    // Editing a row's own target is not a duplicate of itself.
    expect(await updateRedirect(db, a.id, { fromPath: '/a', toPath: '/f' })).toEqual({ ok: true, id: a.id });
    expect(await updateRedirect(db, 999_999, { fromPath: '/z', toPath: '/y' })).toBeNull();
    expect(await deleteRedirect(db, a.id)).toBe(true);
    expect(await deleteRedirect(db, a.id)).toBe(false);
    expect(await table()).toEqual(['/b → /e']);
  });

  it('searches old and new addresses, ignoring case', async () => {
    await createRedirect(db, { fromPath: '/Ancien-Guide', toPath: '/guide/nouveau', userId: null });
    await createRedirect(db, { fromPath: '/autre', toPath: '/faq', userId: null });
    expect((await listRedirects(db, { q: 'ancien' })).items.map((r) => r.fromPath)).toEqual([
      '/Ancien-Guide',
    ]);
    expect((await listRedirects(db, { q: 'NOUVEAU' })).items).toHaveLength(1);
    expect((await listRedirects(db)).items).toHaveLength(2);
  });
});

describe('live pages', () => {
  beforeAll(async () => {
    await db.insert(articles).values([
      { slug: 'en-ligne', title: 'En ligne', status: 'published' },
      { slug: 'brouillon', title: 'Brouillon', status: 'draft' },
    ]);
    await db.insert(thematicPages).values([
      { slug: 'guide-en-ligne', title: 'Guide', status: 'published' },
      {
        slug: 'english-guide',
        title: 'Guide',
        status: 'published',
        lang: 'en',
        translationOf: 'guide-en-ligne',
      },
    ]);
  });

  it('knows an English guide at its English address only', async () => {
    const live = await livePaths(db, [
      '/en/guide/english-guide',
      '/guide/english-guide',
      '/en/guide/guide-en-ligne',
    ]);
    expect([...live]).toEqual(['/en/guide/english-guide']);
  });

  it('knows which paths are published pages', async () => {
    const live = await livePaths(db, [
      '/conseil/en-ligne',
      '/conseil/brouillon',
      '/guide/guide-en-ligne',
      '/guide/en-ligne',
      '/apl-nulle-part',
      '/conseil/en-ligne/x',
    ]);
    expect([...live].sort()).toEqual(['/conseil/en-ligne', '/guide/guide-en-ligne']);
  });

  it('a page published at an old address wins over its redirect, which releasePath removes', async () => {
    await recordSlugChange(db, { from: '/conseil/en-ligne', to: '/conseil/ailleurs', userId: null });
    await recordSlugChange(db, { from: '/conseil/brouillon', to: '/conseil/autre', userId: null });
    expect(await activeRedirects(db)).toEqual([{ fromPath: '/conseil/brouillon', toPath: '/conseil/autre' }]);
    expect(await releasePath(db, '/conseil/en-ligne')).toBe(true);
    expect(await table()).toEqual(['/conseil/brouillon → /conseil/autre']);
  });
});
