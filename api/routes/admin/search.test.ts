/** GET /api/admin/search: who may, what it finds (a word of a body, a city page), and bad input in French. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSearchIndex } from '../../../db/queries/search.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { Article } from './articles.ts';
import type { SearchAnswer } from './search.ts';

let t: TestApp;
let editor: string;
let nobody: string;
let articleId: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  nobody = (await t.signIn('sans-role@example.fr', [])).cookie;
  const res = await t.request('/api/admin/articles', {
    method: 'POST',
    cookie: editor,
    json: {
      title: 'Le dépôt de garantie',
      content: 'Le bailleur rend la caution sous un mois : c’est la règle.',
    },
  });
  expect(res.status).toBe(201);
  articleId = ((await res.json()) as Article).id;
  // The test cities are written straight into the store: the sync indexes them, as at migration.
  await syncSearchIndex(t.db);
});
afterAll(async () => {
  await t?.close();
});

const search = (query: string, cookie = editor) => t.request(`/api/admin/search?${query}`, { cookie });
const errorOf = async (res: Response) => (await res.json()) as { error: string };

describe('GET /api/admin/search', () => {
  it('refuses without a session (401) and without a back-office role (403)', async () => {
    expect((await t.request('/api/admin/search?q=caution')).status).toBe(401);
    expect((await search('q=caution', nobody)).status).toBe(403);
  });

  it('finds an article saved through the API by a word of its body, accents ignored, with its edit path', async () => {
    const res = await search('q=regle');
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchAnswer;
    expect(body.hits[0]).toMatchObject({
      kind: 'article',
      id: articleId,
      editPath: `/articles/${articleId}/edit`,
    });
    expect(body.hits[0]?.snippet.text).toContain('règle');
  });

  it('finds a city page by its name, and filters by kind', async () => {
    const cities = (await (await search('q=lyon&kind=city')).json()) as SearchAnswer;
    expect(cities.hits.length).toBeGreaterThan(0);
    expect(cities.hits.every((h) => h.kind === 'city' && h.editPath === `/cities/${h.id}/edit`)).toBe(true);
    const media = (await (await search('q=regle&kind=media')).json()) as SearchAnswer;
    expect(media.hits).toEqual([]);
  });

  it('answers 400 in French for an empty, too long or unknown-kind query, and never 500 on operators', async () => {
    for (const [query, message] of [
      ['q=', 'Saisissez un mot à chercher'],
      [`q=${'a'.repeat(101)}`, 'Recherche trop longue'],
      ['q=caution&kind=user', 'Type inconnu'],
      ['q=caution&limit=500', '50 résultats au plus'],
    ] as const) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).error).toContain(message);
    }
    for (const q of ['"', 'NEAR(a b', "caution' OR 1=1 --", 'a:* & !b', '***']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    const quoted = (await (await search(`q=${encodeURIComponent('"caution"')}`)).json()) as SearchAnswer;
    expect(quoted.hits.map((h) => h.id)).toContain(articleId);
  });
});
