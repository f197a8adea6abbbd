/** The editorial trail on both stores: atomic versions, autosave coalescing, schedules claimed once, deletion. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db, openDb } from '../client.ts';
import { inTransaction } from '../dialect.ts';
import { applyMigrations } from '../migrate.ts';
import { articles, contentRevisions, publicationSchedules, thematicPages } from '../tables.ts';
import { deleteArticle } from './admin-articles.ts';
import {
  AUTOSAVE_WINDOW_MS,
  addRevision,
  addSchedule,
  bumpVersion,
  cancelSchedule,
  claimSchedule,
  dueSchedules,
  editorialState,
  nextScheduleAt,
  pendingOf,
  revisionList,
  schedulesOf,
  setLive,
  setPending,
} from './editorial.ts';

let dir: string;
let store: TestStore;
let db: Db;
let second: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apl-editorial-'));
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
  // A second connection to the same store, as a second server would have.
  second = openDb(store.target);
});
afterAll(async () => {
  await closeDb(second);
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function newArticle(status: 'draft' | 'published' = 'draft') {
  n++;
  const row = await db
    .insert(articles)
    .values({ title: `Article ${n}`, slug: `article-${n}`, status })
    .returning({ id: articles.id });
  return row[0]?.id as number;
}

const revisionAt = (itemId: number, at: string, savedBy: string | null, action: 'save' | 'autosave') =>
  addRevision(db, {
    kind: 'article',
    itemId,
    version: 2,
    action,
    data: { title: at },
    pending: false,
    savedBy,
    savedAt: at,
  });

describe('versions', () => {
  it('of two bumps from one version, from two connections at once, exactly one wins', async () => {
    const id = await newArticle();
    const results = await Promise.all(
      [db, second].map((conn) => inTransaction(conn, (tx) => bumpVersion(tx, 'article', id, 1))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await editorialState(db, 'article', id))?.version).toBe(2);
    expect(await bumpVersion(db, 'article', id, 1)).toBe(false);
    expect(await bumpVersion(db, 'article', id, null)).toBe(true);
    expect((await editorialState(db, 'article', id))?.version).toBe(3);
  });

  it('publishing keeps the first publication date of an article', async () => {
    const id = await newArticle();
    await setLive(db, 'article', id, true, '2026-01-01T00:00:00.000Z');
    await setLive(db, 'article', id, false, '2026-02-01T00:00:00.000Z');
    await setLive(db, 'article', id, true, '2026-03-01T00:00:00.000Z');
    const [row] = await db.select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ status: 'published', publishedAt: '2026-01-01T00:00:00.000Z' });
    const [guide] = await db
      .insert(thematicPages)
      .values({ title: 'Guide', slug: `guide-${id}`, themeCategory: 'guide' })
      .returning({ id: thematicPages.id });
    await setLive(db, 'guide', guide?.id as number, true, '2026-03-01T00:00:00.000Z');
    expect((await editorialState(db, 'guide', guide?.id as number))?.status).toBe('published');
  });
});

describe('revisions', () => {
  it('autosaves of one editor within 10 minutes make one revision; a save, another editor or a pause a new one', async () => {
    const id = await newArticle();
    const t0 = Date.parse('2026-05-01T10:00:00.000Z');
    const at = (ms: number) => new Date(t0 + ms).toISOString();
    const first = await revisionAt(id, at(0), null, 'autosave');
    expect(await revisionAt(id, at(0), null, 'autosave')).not.toBe(first); // nobody known: never merged
    const a = await revisionAt(id, at(1000), 'u1', 'autosave');
    expect(await revisionAt(id, at(60_000), 'u1', 'autosave')).toBe(a);
    expect(await revisionAt(id, at(60_000 + AUTOSAVE_WINDOW_MS - 1), 'u1', 'autosave')).toBe(a);
    const afterPause = await revisionAt(id, at(60_000 + 2 * AUTOSAVE_WINDOW_MS), 'u1', 'autosave');
    expect(afterPause).not.toBe(a);
    expect(await revisionAt(id, at(3 * AUTOSAVE_WINDOW_MS), 'u2', 'autosave')).not.toBe(afterPause);
    const saved = await revisionAt(id, at(3 * AUTOSAVE_WINDOW_MS + 1), 'u2', 'save');
    expect(await revisionAt(id, at(3 * AUTOSAVE_WINDOW_MS + 2), 'u2', 'autosave')).not.toBe(saved);
    const list = await revisionList(db, 'article', id);
    expect(list.map((r) => r.action)).toEqual([
      'autosave',
      'save',
      'autosave',
      'autosave',
      'autosave',
      'autosave',
      'autosave',
    ]);
    // The merged revision carries the last autosave's time and data.
    const merged = await db.select().from(contentRevisions).where(eq(contentRevisions.id, a));
    expect(merged[0]).toMatchObject({ savedAt: at(60_000 + AUTOSAVE_WINDOW_MS - 1) });
  });
});

describe('schedules', () => {
  it('a due schedule is claimed once even by two connections at once', async () => {
    const id = await newArticle();
    const s = await addSchedule(db, {
      kind: 'article',
      itemId: id,
      action: 'publish',
      runAt: '2026-06-01T08:00:00.000Z',
      createdBy: null,
      createdAt: '2026-05-01T08:00:00.000Z',
    });
    expect(await dueSchedules(db, '2026-06-01T07:59:59.999Z')).toEqual([]);
    expect(await nextScheduleAt(db)).toBe('2026-06-01T08:00:00.000Z');
    const due = await dueSchedules(db, '2026-06-01T08:00:00.000Z');
    expect(due.map((d) => d.id)).toEqual([s.id]);
    const claims = await Promise.all(
      [db, second].map((conn) =>
        inTransaction(conn, (tx) => claimSchedule(tx, s.id, '2026-06-01T08:00:01.000Z')),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await dueSchedules(db, '2026-07-01T00:00:00.000Z')).toEqual([]);
    expect(await cancelSchedule(db, 'article', id, s.id)).toBe(false);
  });

  it('lists an item’s schedules to come soonest first; a cancelled one is gone', async () => {
    const id = await newArticle('published');
    const make = (runAt: string, action: 'publish' | 'unpublish') =>
      addSchedule(db, { kind: 'article', itemId: id, action, runAt, createdBy: null, createdAt: runAt });
    const late = await make('2027-02-01T00:00:00.000Z', 'unpublish');
    const soon = await make('2027-01-01T00:00:00.000Z', 'publish');
    expect((await schedulesOf(db, 'article', id)).map((s) => s.id)).toEqual([soon.id, late.id]);
    expect(await cancelSchedule(db, 'guide', id, soon.id)).toBe(false); // another kind's item
    expect(await cancelSchedule(db, 'article', id, soon.id)).toBe(true);
    expect(await schedulesOf(db, 'article', id)).toEqual([late]);
  });
});

describe('deleting an item', () => {
  it('deletes its revisions, pending changes and schedules, and nothing of another item', async () => {
    const gone = await newArticle('published');
    const kept = await newArticle('published');
    for (const itemId of [gone, kept]) {
      await revisionAt(itemId, '2026-05-01T00:00:00.000Z', null, 'save');
      await setPending(db, {
        kind: 'article',
        itemId,
        data: { title: 'x' },
        savedBy: null,
        savedAt: '2026-05-01T00:00:00.000Z',
      });
      await addSchedule(db, {
        kind: 'article',
        itemId,
        action: 'unpublish',
        runAt: '2030-01-01T00:00:00.000Z',
        createdBy: null,
        createdAt: '2026-05-01T00:00:00.000Z',
      });
    }
    expect(await deleteArticle(db, gone)).toBe(true);
    expect(await revisionList(db, 'article', gone)).toEqual([]);
    expect(await pendingOf(db, 'article', gone)).toBeNull();
    expect(
      await db
        .select()
        .from(publicationSchedules)
        .where(and(eq(publicationSchedules.kind, 'article'), eq(publicationSchedules.itemId, gone))),
    ).toEqual([]);
    expect(await revisionList(db, 'article', kept)).toHaveLength(1);
    expect(await pendingOf(db, 'article', kept)).not.toBeNull();
    expect(await schedulesOf(db, 'article', kept)).toHaveLength(1);
  });
});
