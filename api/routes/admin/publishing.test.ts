/** Publishing on save: which back-office writes ask for which rebuild (issue 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { publisherOf } from '../../services/publisher.ts';
import { changeFor } from './publishing.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('publication@example.fr', ['editor'])).cookie;
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
/** The scopes asked since `from`, once the queue is idle. */
async function builtSince(from: number) {
  await publisherOf(t.ctx).idle();
  return t.built.slice(from);
}

describe('rebuilds asked by the back-office', () => {
  it('a draft rebuilds nothing; publishing rebuilds the site; editing the published article rebuilds its page only', async () => {
    let mark = t.built.length;
    const { id, slug } = await json<{ id: number; slug: string }>(
      await t.request('/api/admin/articles', {
        method: 'POST',
        cookie: editor,
        json: { title: 'Brouillon publiable' },
      }),
    );
    expect(await builtSince(mark)).toEqual([]);

    mark = t.built.length;
    await t.request(`/api/admin/articles/${id}/publish`, { method: 'POST', cookie: editor });
    expect(await builtSince(mark)).toEqual([null]);

    mark = t.built.length;
    await t.request(`/api/admin/articles/${id}`, {
      method: 'PUT',
      cookie: editor,
      json: { title: 'Brouillon publiable', slug, content: 'Nouveau texte' },
    });
    expect(await builtSince(mark)).toEqual([{ articles: [slug] }]);
  });

  it('two quick edits of a city page make one build of that page and of the pages listing it', async () => {
    const mark = t.built.length;
    for (const content of [
      '<p>Première version du texte de la ville.</p>',
      '<p>Seconde version du texte de la ville.</p>',
    ]) {
      const res = await t.request('/api/admin/cities/1', {
        method: 'PUT',
        cookie: editor,
        json: { slug: 'apl-lyon', status: 'published', content },
      });
      expect(res.status).toBe(200);
    }
    const builds = await builtSince(mark);
    expect(builds).toHaveLength(1);
    expect(builds[0]?.cities?.[0]).toBe('apl-lyon');
  });

  it('a refused write asks for nothing', async () => {
    const mark = t.built.length;
    const res = await t.request('/api/admin/cities/1', {
      method: 'PUT',
      cookie: editor,
      json: { slug: 'lyon', status: 'published' },
    });
    expect(res.status).toBe(400);
    expect(await builtSince(mark)).toEqual([]);
  });
});

describe('changeFor', () => {
  const w = { kind: 'guide' as const, label: 'guide' };
  it('renaming or unpublishing changes the lists and the sitemap: the whole site', () => {
    expect(changeFor(w, { slug: 'a', published: true }, { slug: 'b', published: true })?.kind).toBe('full');
    expect(changeFor(w, { slug: 'a', published: true }, { slug: 'a', published: false })?.kind).toBe('full');
    expect(changeFor(w, { slug: 'a', published: true }, null)?.kind).toBe('full');
    expect(changeFor(w, { slug: 'a', published: false }, { slug: 'a', published: false })).toBeNull();
  });
});
