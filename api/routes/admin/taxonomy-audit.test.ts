/**
 * What deleting a category or a tag would touch (the list counts its articles, published or not), what the
 * deletion does to them, and the audit log in words: who (name and e-mail), which item, whether it still exists.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../../db/dialect.ts';
import { articles, articleTags } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { TaxonomyList } from './taxonomy.ts';
import type { AuditTrail } from './users.ts';

let t: TestApp;
let admin: string;
let editor: string;
let editorId: string;
let noRole: string;
const json = <T>(res: Response) => res.json() as Promise<T>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin.taxo@example.fr', ['admin'])).cookie;
  const ed = await t.signIn('camille.taxo@example.fr', ['editor']);
  editor = ed.cookie;
  editorId = ed.id;
  noRole = (await t.signIn('visiteur.taxo@example.fr', [])).cookie;
});
afterAll(async () => {
  await t?.close();
});

async function create(path: string, body: unknown): Promise<number> {
  const res = await t.request(path, { method: 'POST', cookie: editor, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: number }>(res)).id;
}

describe('deleting a category or a tag that holds articles', () => {
  it('lists each with its articles and how many are published, then leaves them published without it', async () => {
    const category = await create('/api/admin/categories', { name: 'Budget étudiant' });
    const tag = await create('/api/admin/tags', { name: 'Colocation' });
    const ids: number[] = [];
    for (const i of [0, 1, 2]) {
      const id = await create('/api/admin/articles', {
        title: `Article budget ${i}`,
        content: 'Du texte.',
        categoryId: category,
        tagIds: [tag],
      });
      ids.push(id);
    }
    for (const id of ids.slice(0, 2))
      expect(
        (await t.request(`/api/admin/articles/${id}/publish`, { method: 'POST', cookie: editor })).status,
      ).toBe(200);
    const categories = await json<TaxonomyList>(await t.request('/api/admin/categories', { cookie: editor }));
    expect(categories.items.find((c) => c.id === category)).toMatchObject({
      articleCount: 3,
      publishedCount: 2,
    });
    const tags = await json<TaxonomyList>(await t.request('/api/admin/tags', { cookie: editor }));
    expect(tags.items.find((c) => c.id === tag)).toMatchObject({ articleCount: 3, publishedCount: 2 });

    expect(
      (await t.request(`/api/admin/categories/${category}`, { method: 'DELETE', cookie: editor })).status,
    ).toBe(200);
    expect((await t.request(`/api/admin/tags/${tag}`, { method: 'DELETE', cookie: editor })).status).toBe(
      200,
    );
    for (const [i, id] of ids.entries()) {
      const row = await first(
        t.db
          .select({ status: articles.status, categoryId: articles.categoryId })
          .from(articles)
          .where(eq(articles.id, id)),
      );
      expect(row).toEqual({ status: i < 2 ? 'published' : 'draft', categoryId: null });
      const tagged = await t.db.select().from(articleTags).where(eq(articleTags.articleId, id));
      expect(tagged).toEqual([]);
    }
  });

  it('refuses the list without a session (401), without a role (403) and a deletion from another site (403)', async () => {
    expect((await t.request('/api/admin/categories')).status).toBe(401);
    expect((await t.request('/api/admin/categories', { cookie: noRole })).status).toBe(403);
    const id = await create('/api/admin/categories', { name: 'Visée par un autre site' });
    const res = await t.request(`/api/admin/categories/${id}`, {
      method: 'DELETE',
      cookie: editor,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const bad = await t.request('/api/admin/categories/abc', { method: 'DELETE', cookie: editor });
    expect(bad.status).toBe(400);
    expect((await json<{ error: string }>(bad)).error).toMatch(/[éè]|Identifiant/);
  });
});

describe('the audit log in words', () => {
  it('names who wrote each entry and the item it points at, and says when the item is gone', async () => {
    const kept = await create('/api/admin/articles', { title: 'Le loyer plafond expliqué' });
    const gone = await create('/api/admin/articles', { title: 'Article supprimé ensuite' });
    expect(
      (await t.request(`/api/admin/articles/${gone}`, { method: 'DELETE', cookie: editor })).status,
    ).toBe(200);

    const trail = await json<AuditTrail>(await t.request('/api/admin/audit', { cookie: admin }));
    const entry = (action: string, id: number) =>
      trail.items.find((e) => e.action === action && e.entity === 'article' && e.entityId === String(id));
    expect(entry('create', kept)).toMatchObject({
      userId: editorId,
      userName: 'camille.taxo',
      userEmail: 'camille.taxo@example.fr',
      target: { exists: true, label: 'Le loyer plafond expliqué' },
    });
    expect(entry('delete', gone)?.target).toEqual({ exists: false, label: null });
    // An entry with no item of its own (a whole-site action) has no target.
    expect(trail.items.every((e) => e.entityId != null || e.target === null)).toBe(true);
  });

  it('stays admin-only: 401 without a session, 403 for an editor and for an account without a role', async () => {
    expect((await t.request('/api/admin/audit')).status).toBe(401);
    expect((await t.request('/api/admin/audit', { cookie: editor })).status).toBe(403);
    expect((await t.request('/api/admin/audit', { cookie: noRole })).status).toBe(403);
  });
});
