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
  it('a draft rebuilds nothing; publishing rebuilds its page and the pages listing it; editing it rebuilds its page only', async () => {
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
    const published = await builtSince(mark);
    expect(published).toHaveLength(1);
    expect(published[0]?.articles?.[0]).toBe(slug);

    // Saving the live article only prepares pending changes (issue 15): nothing to rebuild until they are published.
    mark = t.built.length;
    await t.request(`/api/admin/articles/${id}`, {
      method: 'PUT',
      cookie: editor,
      json: { title: 'Brouillon publiable', slug, content: 'Nouveau texte', version: 2 },
    });
    expect(await builtSince(mark)).toEqual([]);
    await t.request(`/api/admin/articles/${id}/publish-changes`, {
      method: 'POST',
      cookie: editor,
      json: { version: 3 },
    });
    expect(await builtSince(mark)).toEqual([{ articles: [slug] }]);
  });

  it('two quick edits of a city page text make one build of that page (its name, zone and rents are unchanged)', async () => {
    let { version } = (await (await t.request('/api/admin/cities/1', { cookie: editor })).json()) as {
      version: number;
    };
    const mark = t.built.length;
    // The page is live: the edits are pending changes (issue 15), which build nothing until published.
    for (const content of [
      '<p>Première version du texte de la ville.</p>',
      '<p>Seconde version du texte de la ville.</p>',
    ]) {
      const res = await t.request('/api/admin/cities/1', {
        method: 'PUT',
        cookie: editor,
        json: { slug: 'apl-lyon', status: 'published', content, version },
      });
      expect(res.status).toBe(200);
      version += 1;
    }
    expect(await builtSince(mark)).toEqual([]);
    const published = await t.request('/api/admin/cities/1/publish-changes', {
      method: 'POST',
      cookie: editor,
      json: { version },
    });
    expect(published.status).toBe(200);
    const builds = await builtSince(mark);
    expect(builds).toEqual([{ cities: ['apl-lyon'] }]);
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
  it('a rename, an unpublication or a deletion is a change of the item, with its states (scoped: change-scope.ts)', () => {
    const a = { slug: 'a', published: true };
    expect(changeFor(w, a, { slug: 'b', published: true })).toMatchObject({
      kind: 'guide',
      slug: 'b',
      reason: 'guide « b » renommé(e)',
      before: a,
    });
    expect(changeFor(w, a, { slug: 'a', published: false })).toMatchObject({
      kind: 'guide',
      slug: 'a',
      reason: 'guide « a » dépublié(e)',
    });
    expect(changeFor(w, a, null)).toMatchObject({
      kind: 'guide',
      slug: 'a',
      reason: 'guide « a » supprimé(e)',
    });
    expect(changeFor(w, null, a)).toMatchObject({
      kind: 'guide',
      slug: 'a',
      reason: 'guide « a » publié(e)',
    });
    expect(changeFor(w, a, a)).toMatchObject({ kind: 'guide', slug: 'a', reason: 'guide « a » modifié(e)' });
    expect(changeFor(w, { slug: 'a', published: false }, { slug: 'a', published: false })).toBeNull();
  });
});
