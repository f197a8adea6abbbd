/** Publishing on save: which back-office writes ask for which rebuild (issue 7). */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../../db/tables.ts';
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

/** An image uploaded to the library: its id and its address. */
async function image(color: string): Promise<{ id: number; url: string }> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  form.set('alt', 'Une photo');
  const res = await t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor });
  expect(res.status).toBe(201);
  return json<{ id: number; url: string }>(res);
}

/** A published article whose text shows `url`: its slug. */
async function articleShowing(title: string, url: string): Promise<string> {
  const { id, slug } = await json<{ id: number; slug: string }>(
    await t.request('/api/admin/articles', {
      method: 'POST',
      cookie: editor,
      json: { title, content: `Une photo :\n\n![Une photo](${url})` },
    }),
  );
  const res = await t.request(`/api/admin/articles/${id}/publish`, { method: 'POST', cookie: editor });
  expect(res.status).toBe(200);
  return slug;
}

const patchMedia = (id: number, body: unknown) =>
  t.request(`/api/admin/media/${id}`, { method: 'PATCH', cookie: editor, json: body });

describe('a new focal point or alt text rebuilds the pages that show the image', () => {
  it('an image in one article: that article only; in two: both in one build; unused: nothing', async () => {
    const used = await image('#aa3300');
    const slug = await articleShowing('Photo de la rue', used.url);
    await publisherOf(t.ctx).idle();
    let mark = t.built.length;
    expect((await patchMedia(used.id, { focal: { x: 0.2, y: 0.7 } })).status).toBe(200);
    expect(await builtSince(mark)).toEqual([{ articles: [slug] }]);
    mark = t.built.length;
    expect((await patchMedia(used.id, { alt: 'La rue au matin' })).status).toBe(200);
    expect(await builtSince(mark)).toEqual([{ articles: [slug] }]);

    const other = await articleShowing('La même photo', used.url);
    await publisherOf(t.ctx).idle();
    mark = t.built.length;
    expect((await patchMedia(used.id, { focal: null })).status).toBe(200);
    const both = await builtSince(mark);
    expect(both).toHaveLength(1);
    expect(both[0]?.articles?.toSorted()).toEqual([slug, other].toSorted());

    const unused = await image('#0033aa');
    mark = t.built.length;
    expect((await patchMedia(unused.id, { focal: { x: 0.5, y: 0.1 } })).status).toBe(200);
    expect(await builtSince(mark)).toEqual([]);
    // Refused (not an image's focal point out of 0–1): nothing either.
    expect((await patchMedia(used.id, { focal: { x: 2, y: 0 } })).status).toBe(400);
    expect(await builtSince(mark)).toEqual([]);
  });

  it('an image a setting of the site shows (the FAQ page): the whole site', async () => {
    const shown = await image('#33aa00');
    await t.db
      .insert(siteSettings)
      .values({
        key: 'content.faq',
        value: { title: 'Questions fréquentes', items: [{ answer: `![Plan](${shown.url})` }] },
      })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { title: 'Questions fréquentes', items: [{ answer: `![Plan](${shown.url})` }] } },
      });
    const mark = t.built.length;
    expect((await patchMedia(shown.id, { alt: 'Le plan du campus' })).status).toBe(200);
    expect(await builtSince(mark)).toEqual([null]);
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
