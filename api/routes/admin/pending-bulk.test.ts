/**
 * Pending work and bulk actions (issue 30), on both stores: GET /pending names a held change with its author and a
 * schedule to come; the lists filter « En attente » on the server; a bulk action on the article list does what it
 * can, refuses the rest one by one with its reason, audits each item done and asks the publisher ONE rebuild.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, articleTags, auditLog, cityPages, trash } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { publisherOf } from '../../services/publisher.ts';
import type { ArticleList } from './articles.ts';
import type { BulkAnswer } from './bulk.ts';
import type { PendingAnswer } from './pending.ts';

let t: TestApp;
let editor: string;
let editorName: string;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signIn('bulk-editrice@example.fr', ['editor']);
  editor = signed.cookie;
  editorName = 'bulk-editrice';
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

async function draft(title: string) {
  const res = await t.request('/api/admin/articles', { method: 'POST', cookie: editor, json: { title } });
  expect(res.status).toBe(201);
  return json<{ id: number; slug: string; version: number }>(res);
}

async function published(title: string) {
  const a = await draft(title);
  await t.request(`/api/admin/articles/${a.id}/publish`, { method: 'POST', cookie: editor });
  return json<{ id: number; slug: string; version: number; title: string }>(
    await t.request(`/api/admin/articles/${a.id}`, { cookie: editor }),
  );
}

/** `cookie` null: no session. */
const bulk = (path: string, body: unknown, cookie: string | null = editor) =>
  t.request(`/api/admin/${path}/bulk`, { method: 'POST', ...(cookie ? { cookie } : {}), json: body });

const pending = async (query = '') =>
  json<PendingAnswer>(await t.request(`/api/admin/pending${query}`, { cookie: editor }));

describe('pending work', () => {
  it('lists a held change with who saved it, and a schedule with its date, on the dashboard and the list', async () => {
    const live = await published('Attente : article en ligne modifié');
    const put = await t.request(`/api/admin/articles/${live.id}`, {
      method: 'PUT',
      cookie: editor,
      json: { title: 'Attente : nouveau titre retenu', slug: live.slug, version: live.version },
    });
    expect(put.status).toBe(200);
    const later = await draft('Attente : article programmé');
    const runAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await t.request(`/api/admin/articles/${later.id}/schedules`, {
      method: 'POST',
      cookie: editor,
      json: { action: 'publish', runAt },
    });
    expect(scheduled.status).toBe(201);
    const idle = await draft('Attente : brouillon sans rien en attente');

    const all = await pending();
    const held = all.held.find((h) => h.kind === 'article' && h.id === live.id);
    expect(held).toMatchObject({
      type: 'held',
      // The title of the page as it is live, the held one waits.
      title: 'Attente : article en ligne modifié',
      path: `/conseil/${live.slug}`,
      action: 'publish-changes',
      version: live.version + 1,
      status: 'published',
    });
    expect(held?.who?.name).toContain(editorName);
    const schedule = all.scheduled.find((s) => s.id === later.id);
    expect(schedule).toMatchObject({ type: 'scheduled', action: 'publish', kind: 'article' });
    expect(Date.parse(schedule?.at ?? '')).toBe(Date.parse(runAt));
    expect(schedule?.scheduleId).toBeGreaterThan(0);
    expect(schedule?.who?.name).toContain(editorName);
    expect(all.counts.held).toBeGreaterThanOrEqual(1);
    expect((await pending('?kind=city')).held.some((h) => h.kind !== 'city')).toBe(false);
    expect((await t.request('/api/admin/pending?kind=page', { cookie: editor })).status).toBe(400);

    // « En attente » on the article list: the server keeps those two and leaves the idle draft out.
    const filtered = await json<ArticleList>(
      await t.request('/api/admin/articles?pending=1', { cookie: editor }),
    );
    const ids = filtered.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([live.id, later.id]));
    expect(ids).not.toContain(idle.id);
    const everything = await json<ArticleList>(await t.request('/api/admin/articles', { cookie: editor }));
    expect(everything.items.map((i) => i.id)).toContain(idle.id);
    // The guide and city lists take the filter too.
    expect((await t.request('/api/admin/thematiques?pending=1', { cookie: editor })).status).toBe(200);
    const cities = await t.request('/api/admin/cities?pending=1', { cookie: editor });
    expect(cities.status).toBe(200);
    expect((await json<{ total: number }>(cities)).total).toBe(0);
  });
});

describe('bulk actions', () => {
  it('publishes two drafts, refuses an unknown id with its reason, audits both and asks one rebuild', async () => {
    const a = await draft('Lot : premier brouillon');
    const b = await draft('Lot : second brouillon');
    await publisherOf(t.ctx).idle();
    const request = vi.spyOn(publisherOf(t.ctx), 'request');
    const mark = t.built.length;
    const res = await bulk('articles', { ids: [a.id, 999_999, b.id], action: 'publish' });
    expect(res.status).toBe(200);
    const answer = await json<BulkAnswer>(res);
    expect(answer.done).toEqual([a.id, b.id]);
    expect(answer.refused).toEqual([{ id: 999_999, reason: 'Article introuvable' }]);
    expect(request).toHaveBeenCalledTimes(1);
    request.mockRestore();
    for (const id of [a.id, b.id]) {
      const row = await t.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id));
      expect(row[0]?.status).toBe('published');
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'publish')));
      expect(audited).toHaveLength(1);
    }
    // One build, whose scope holds both articles' pages.
    await publisherOf(t.ctx).idle();
    const scopes = t.built.slice(mark);
    expect(scopes).toHaveLength(1);
    expect(scopes[0]?.articles).toEqual(expect.arrayContaining([a.slug, b.slug]));

    // Published already, nothing held: refused, said so.
    const again = await json<BulkAnswer>(await bulk('articles', { ids: [a.id], action: 'publish' }));
    expect(again).toEqual({ done: [], refused: [{ id: a.id, reason: 'Déjà publié' }] });
  });

  it('refuses to publish a held change whose address another article took since, and says so', async () => {
    const a = await published('Lot : adresse convoitée');
    const held = await t.request(`/api/admin/articles/${a.id}`, {
      method: 'PUT',
      cookie: editor,
      json: { title: a.title, slug: 'lot-adresse-prise', version: a.version },
    });
    expect(held.status).toBe(200);
    const b = await json<{ id: number }>(
      await t.request('/api/admin/articles', {
        method: 'POST',
        cookie: editor,
        json: { title: 'Lot : arrivé le premier', slug: 'lot-adresse-prise' },
      }),
    );
    const answer = await json<BulkAnswer>(await bulk('articles', { ids: [a.id, b.id], action: 'publish' }));
    expect(answer.done).toEqual([b.id]);
    expect(answer.refused).toEqual([
      { id: a.id, reason: 'Cette adresse est déjà utilisée par un autre article' },
    ]);
    // Still live at its address, its change still held.
    const detail = await json<{ slug: string; pending: unknown }>(
      await t.request(`/api/admin/articles/${a.id}`, { cookie: editor }),
    );
    expect(detail.slug).toBe(a.slug);
    expect(detail.pending).not.toBeNull();
  });

  it('moves articles to the trash, sets a category, adds and removes a tag', async () => {
    const a = await draft('Lot : à jeter un');
    const b = await published('Lot : à jeter deux');
    const trashed = await json<BulkAnswer>(await bulk('articles', { ids: [a.id, b.id], action: 'trash' }));
    expect(trashed.done).toEqual([a.id, b.id]);
    const kept = await t.db.select().from(trash).where(eq(trash.kind, 'article'));
    expect(kept.map((r) => r.itemId)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await t.request(`/api/admin/articles/${b.id}`, { cookie: editor })).status).toBe(404);

    const { id: categoryId } = await json<{ id: number }>(
      await t.request('/api/admin/categories', {
        method: 'POST',
        cookie: editor,
        json: { name: 'Lot catégorie' },
      }),
    );
    const { id: tagId } = await json<{ id: number }>(
      await t.request('/api/admin/tags', { method: 'POST', cookie: editor, json: { name: 'Lot étiquette' } }),
    );
    const c = await draft('Lot : à classer un');
    const d = await published('Lot : à classer deux');
    const classed = await json<BulkAnswer>(
      await bulk('articles', { ids: [c.id, d.id], action: 'category', categoryId }),
    );
    expect(classed.done).toEqual([c.id, d.id]);
    for (const id of [c.id, d.id]) {
      const detail = await json<{ categoryId: number; version: number; pending: unknown }>(
        await t.request(`/api/admin/articles/${id}`, { cookie: editor }),
      );
      expect(detail.categoryId).toBe(categoryId);
      // Written to the article itself (live or not), not held.
      expect(detail.pending).toBeNull();
    }
    const tagged = await json<BulkAnswer>(await bulk('articles', { ids: [c.id], action: 'add-tag', tagId }));
    expect(tagged.done).toEqual([c.id]);
    const tagsOf = async (id: number) =>
      (await t.db.select().from(articleTags).where(eq(articleTags.articleId, id))).map((r) => r.tagId);
    expect(await tagsOf(c.id)).toEqual([tagId]);
    expect(
      await json<BulkAnswer>(await bulk('articles', { ids: [c.id, d.id], action: 'remove-tag', tagId })),
    ).toEqual({ done: [c.id], refused: [{ id: d.id, reason: 'N’a pas cette étiquette' }] });
    expect(await tagsOf(c.id)).toEqual([]);
    const unknownCategory = await bulk('articles', { ids: [c.id], action: 'category', categoryId: 987_654 });
    expect(unknownCategory.status).toBe(400);
  });

  it('unpublishes and publishes city pages, trashes guides, each in one rebuild', async () => {
    const [one, two] = await t.db
      .select({ id: cityPages.id, slug: cityPages.slug })
      .from(cityPages)
      .where(eq(cityPages.status, 'published'))
      .orderBy(asc(cityPages.id))
      .limit(2);
    if (!one || !two) throw new Error('two published city pages expected in the test store');
    for (const action of ['unpublish', 'publish'] as const) {
      await publisherOf(t.ctx).idle();
      const request = vi.spyOn(publisherOf(t.ctx), 'request');
      const answer = await json<BulkAnswer>(await bulk('cities', { ids: [one.id, two.id], action }));
      expect(answer).toEqual({ done: [one.id, two.id], refused: [] });
      expect(request).toHaveBeenCalledTimes(1);
      request.mockRestore();
    }
    const guide = await json<{ id: number }>(
      await t.request('/api/admin/thematiques', {
        method: 'POST',
        cookie: editor,
        json: { title: 'Lot : guide à jeter', themeCategory: 'guide', content: 'Un guide.', status: 'draft' },
      }),
    );
    expect(guide.id).toBeGreaterThan(0);
    const trashed = await json<BulkAnswer>(
      await bulk('thematiques', { ids: [guide.id, 888_888], action: 'trash' }),
    );
    expect(trashed.done).toEqual([guide.id]);
    expect(trashed.refused).toEqual([{ id: 888_888, reason: 'Page thématique introuvable' }]);
    const kept = await t.db.select().from(trash).where(eq(trash.kind, 'guide'));
    expect(kept.map((r) => r.itemId)).toContain(guide.id);
  });

  it('refuses an anonymous request (401) and a bad body (400), in French', async () => {
    expect((await bulk('articles', { ids: [1], action: 'publish' }, null)).status).toBe(401);
    expect((await t.request('/api/admin/pending')).status).toBe(401);
    for (const body of [
      { ids: [], action: 'publish' },
      { ids: [1], action: 'explode' },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'publish' },
      { ids: [1], action: 'category' },
      { ids: ['un'], action: 'publish' },
    ]) {
      const res = await bulk('articles', body);
      expect(res.status).toBe(400);
      expect((await json<{ error: string }>(res)).error).toMatch(/[a-zé]/);
    }
    // A city page is neither trashed nor tagged in bulk.
    const cities = await bulk('cities', { ids: [1], action: 'trash' });
    expect(cities.status).toBe(400);
    expect((await json<{ error: string }>(cities)).error).toContain('pages ville');
  });
});
