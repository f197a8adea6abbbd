/** The trash on both stores: a deleted article comes back with its id, address and revisions, and its page. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../../db/queries/retention.ts';
import { articles, contentRevisions, trash } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { publisherOf } from '../../services/publisher.ts';
import type { TrashAnswer } from './trash.ts';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('corbeille@example.fr', ['editor'])).cookie;
  admin = (await t.signIn('admin-corbeille@example.fr', ['admin'])).cookie;
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

/** A published article with a second save, as an editor makes it; its id and address. */
async function publishedArticle(title: string) {
  const { id, slug } = await json<{ id: number; slug: string }>(
    await t.request('/api/admin/articles', { method: 'POST', cookie: editor, json: { title } }),
  );
  await t.request(`/api/admin/articles/${id}`, {
    method: 'PUT',
    cookie: editor,
    json: { title, slug, content: 'Le texte de l’article.', version: 1 },
  });
  await t.request(`/api/admin/articles/${id}/publish`, { method: 'POST', cookie: editor });
  return { id, slug };
}

const revisionsOf = async (id: number) =>
  (await t.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id))).filter(
    (r) => r.kind === 'article',
  ).length;
const trashed = async () =>
  (await json<TrashAnswer>(await t.request('/api/admin/trash', { cookie: editor }))).items;

describe('the trash', () => {
  it('keeps a deleted article with its revisions, and restores it under its id and address, rebuilt', async () => {
    const { id, slug } = await publishedArticle('Corbeille : article à retrouver');
    const revisions = await revisionsOf(id);
    expect(revisions).toBeGreaterThanOrEqual(2);
    expect((await t.request(`/api/admin/articles/${id}`, { method: 'DELETE', cookie: editor })).status).toBe(
      200,
    );
    expect((await t.request(`/api/admin/articles/${id}`, { cookie: editor })).status).toBe(404);

    const [item] = (await trashed()).filter((i) => i.itemId === id);
    expect(item).toMatchObject({
      kind: 'article',
      slug,
      path: `/conseil/${slug}`,
      status: 'published',
      revisions,
    });
    expect(item?.deletedBy).toBeTruthy();
    expect(Date.parse(item?.expiresAt ?? '') - Date.parse(item?.deletedAt ?? '')).toBe(30 * 86_400_000);

    await publisherOf(t.ctx).idle();
    const mark = t.built.length;
    const restored = await t.request(`/api/admin/trash/${item?.id}/restore`, {
      method: 'POST',
      cookie: editor,
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ kind: 'article', itemId: id, slug });
    const back = await json<{ id: number; slug: string; status: string; content: string }>(
      await t.request(`/api/admin/articles/${id}`, { cookie: editor }),
    );
    expect(back).toMatchObject({ id, slug, status: 'published', content: 'Le texte de l’article.' });
    expect(await revisionsOf(id)).toBe(revisions);
    expect((await trashed()).some((i) => i.itemId === id)).toBe(false);
    // Live before its deletion: its page is built again at its address.
    await publisherOf(t.ctx).idle();
    expect(t.built.slice(mark).some((scope) => scope?.articles?.includes(slug))).toBe(true);
  });

  it('refuses a restore whose address another article took since, and keeps the item in the trash', async () => {
    const { id, slug } = await publishedArticle('Corbeille : adresse reprise');
    await t.request(`/api/admin/articles/${id}`, { method: 'DELETE', cookie: editor });
    const taker = await t.request('/api/admin/articles', {
      method: 'POST',
      cookie: editor,
      json: { title: 'Un autre', slug },
    });
    expect(taker.status).toBe(201);
    const [item] = (await trashed()).filter((i) => i.itemId === id);
    const res = await t.request(`/api/admin/trash/${item?.id}/restore`, { method: 'POST', cookie: editor });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'ADRESSE_PRISE' });
    expect((await trashed()).some((i) => i.itemId === id)).toBe(true);
  });

  it('deletes for good only for an admin', async () => {
    const a = await publishedArticle('Corbeille : suppression définitive');
    await t.request(`/api/admin/articles/${a.id}`, { method: 'DELETE', cookie: editor });
    const [item] = (await trashed()).filter((i) => i.itemId === a.id);
    expect(
      (await t.request(`/api/admin/trash/${item?.id}`, { method: 'DELETE', cookie: editor })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/admin/trash/${item?.id}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(200);
    expect(
      (await t.request(`/api/admin/trash/${item?.id}/restore`, { method: 'POST', cookie: editor })).status,
    ).toBe(404);
  });

  it('answers 404 in French for an unknown item, 400 for a bad id, 401 without a session', async () => {
    const missing = await t.request('/api/admin/trash/999999/restore', { method: 'POST', cookie: editor });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining('corbeille') });
    expect((await t.request('/api/admin/trash/abc/restore', { method: 'POST', cookie: editor })).status).toBe(
      400,
    );
    expect((await t.request('/api/admin/trash')).status).toBe(401);
  });

  // Last: the purge of 31 days ahead also ends the test's sessions.
  it('forgets what is past its 30 days', async () => {
    const b = await publishedArticle('Corbeille : expirée');
    await t.request(`/api/admin/articles/${b.id}`, { method: 'DELETE', cookie: editor });
    const in29Days = new Date(Date.now() + 29 * 86_400_000);
    expect((await purgeExpired(t.db, in29Days)).trash).toBe(0);
    expect((await purgeExpired(t.db, new Date(Date.now() + 31 * 86_400_000))).trash).toBeGreaterThanOrEqual(
      1,
    );
    expect(await t.db.select().from(trash).where(eq(trash.itemId, b.id))).toEqual([]);
    expect(await t.db.select().from(articles).where(eq(articles.id, b.id))).toEqual([]);
  });
});
