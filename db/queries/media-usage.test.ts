/**
 * Where a file is used: featured image, inside any body (Markdown or HTML), FAQ answers, pending changes, the
 * site's settings and the e-mail templates.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import {
  articles,
  cityPages,
  emailTemplates,
  type media,
  pendingChanges,
  siteSettings,
  thematicPages,
} from '../tables.ts';
import { deleteUnusedMedia, insertMedia, mediaList } from './admin-media.ts';
import { mediaUsage, referencedNames } from './media-usage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const name = (n: number, ext = 'jpg') => `${String(n).padStart(8, '0')}-1111-2222-3333-444444444444.${ext}`;

async function file(n: number, originalName: string, extra: Partial<typeof media.$inferInsert> = {}) {
  return insertMedia(t.db, {
    fileName: name(n),
    originalName,
    mimeType: 'image/jpeg',
    sizeBytes: 1000 * n,
    width: 1600,
    height: 900,
    alt: '',
    ...extra,
  });
}

describe('media usage', () => {
  it('reads /media/<file> references, and only whole names', () => {
    expect([...referencedNames(`![x](/media/${name(1)}) <img src="/media/${name(2, 'png')}">`)]).toEqual([
      name(1),
      name(2, 'png'),
    ]);
    expect(referencedNames(`/media/${name(1)}x`).has(name(1))).toBe(false);
    expect(referencedNames(null).size).toBe(0);
  });

  it('finds featured images, bodies of articles, guides and city pages, variants, and pending changes', async () => {
    const featured = await file(1, 'une.jpg');
    const inGuide = await file(2, 'guide.jpg', { alt: 'Un étudiant devant sa résidence' });
    const variantOnly = await file(3, 'variante.jpg', {
      variants: [{ width: 480, height: 270, fileName: name(30), sizeBytes: 10 }],
    });
    const inCity = await file(4, 'ville.jpg');
    const pendingOnly = await file(5, 'attente.jpg');
    const pendingFeatured = await file(6, 'attente-une.jpg');
    const unused = await file(7, 'libre.pdf', { mimeType: 'application/pdf', width: null, height: null });

    const [article] = await t.db
      .insert(articles)
      .values({
        slug: 'illustre',
        title: 'Article illustré',
        status: 'published',
        featuredImageId: featured.id,
        content: `Texte ![petit](/media/${name(30)}) fin`,
      })
      .returning();
    const [guide] = await t.db
      .insert(thematicPages)
      .values({
        slug: 'guide-photo',
        title: 'Guide avec photo',
        status: 'published',
        content: `## Titre\n\n![Un étudiant](/media/${name(2)})`,
      })
      .returning();
    await t.db
      .update(cityPages)
      .set({ content: `<p>Lyon</p><img src="/media/${name(4)}" alt="Lyon">` })
      .where(eq(cityPages.slug, 'apl-lyon'));
    await t.db.insert(pendingChanges).values([
      { kind: 'guide', itemId: guide?.id as number, data: { content: `![a](/media/${name(5)})` } },
      { kind: 'article', itemId: article?.id as number, data: { featuredImageId: pendingFeatured.id } },
    ]);

    const usage = await mediaUsage(
      t.db,
      [featured, inGuide, variantOnly, inCity, pendingOnly, pendingFeatured, unused],
      'all',
    );
    expect(usage.get(featured.id)).toEqual([
      {
        kind: 'article',
        id: article?.id,
        title: 'Article illustré',
        path: '/conseil/illustre',
        status: 'published',
        where: 'image à la une',
      },
    ]);
    expect(usage.get(inGuide.id)).toEqual([
      expect.objectContaining({ kind: 'guide', path: '/guide/guide-photo', where: 'contenu' }),
    ]);
    expect(usage.get(variantOnly.id)).toEqual([
      expect.objectContaining({ kind: 'article', where: 'contenu' }),
    ]);
    expect(usage.get(inCity.id)).toEqual([
      expect.objectContaining({ kind: 'city', title: 'Lyon', path: '/apl-lyon', where: 'contenu' }),
    ]);
    expect(usage.get(pendingOnly.id)).toEqual([
      expect.objectContaining({ kind: 'guide', where: 'modifications en attente' }),
    ]);
    expect(usage.get(pendingFeatured.id)).toEqual([
      expect.objectContaining({ kind: 'article', where: 'modifications en attente' }),
    ]);
    expect(usage.get(unused.id)).toEqual([]);

    // Asked about a few files (their own names in the store's LIKE), the answer is the same.
    const few = await mediaUsage(t.db, [inGuide, variantOnly, unused]);
    expect(few.get(inGuide.id)).toEqual(usage.get(inGuide.id));
    expect(few.get(variantOnly.id)).toEqual(usage.get(variantOnly.id));
    expect(few.get(unused.id)).toEqual([]);
  });

  it('searches names and alt text, filters by type and usage, sorts', async () => {
    const names = (rows: Array<{ originalName: string }>) => rows.map((r) => r.originalName);
    expect(names(await mediaList(t.db, { q: 'ETUDIANT ' }))).toEqual(['guide.jpg']);
    expect(names(await mediaList(t.db, { q: 'VILLE' }))).toEqual(['ville.jpg']);
    expect(names(await mediaList(t.db, { type: 'pdf' }))).toEqual(['libre.pdf']);
    expect(names(await mediaList(t.db, { usage: 'unused' }))).toEqual(['libre.pdf']);
    expect(await mediaList(t.db, { usage: 'used', type: 'image' })).toHaveLength(6);
    expect(names(await mediaList(t.db, { sort: 'name' }))[0]).toBe('attente-une.jpg');
    expect(names(await mediaList(t.db, { sort: 'size' }))[0]).toBe('libre.pdf');
    expect(names(await mediaList(t.db, { sort: 'oldest' }))[0]).toBe('une.jpg');
  });

  it('deletes only a file nobody uses', async () => {
    const [used] = await mediaList(t.db, { q: 'guide.jpg' });
    const refused = await deleteUnusedMedia(t.db, used?.id as number);
    expect(refused).toEqual({ usedBy: [expect.objectContaining({ kind: 'guide' })] });
    const [free] = await mediaList(t.db, { usage: 'unused' });
    expect(await deleteUnusedMedia(t.db, free?.id as number)).toEqual({
      deleted: expect.objectContaining({ originalName: 'libre.pdf' }),
    });
    expect(await deleteUnusedMedia(t.db, free?.id as number)).toBeNull();
  });

  it('finds an image used only in a FAQ answer, a setting or an e-mail, and refuses to delete it (issue 26)', async () => {
    // The attack: an image shown only inside a FAQ answer was « Inutilisé », and deleting it broke the live page.
    const inCityFaq = await file(11, 'faq-ville.jpg');
    const inGuideFaq = await file(12, 'faq-guide.jpg', {
      variants: [{ width: 480, height: 270, fileName: name(120), sizeBytes: 10 }],
    });
    const inSetting = await file(13, 'faq-site.jpg');
    const inEmail = await file(14, 'courriel.jpg');
    const faq = (n: number) => [{ question: 'Et la photo ?', answer: `Voici : ![plan](/media/${name(n)})` }];
    await t.db
      .update(cityPages)
      .set({ faq: faq(11) })
      .where(eq(cityPages.slug, 'apl-lyon'));
    await t.db.insert(thematicPages).values({
      slug: 'guide-faq',
      title: 'Guide à FAQ',
      status: 'published',
      content: 'Sans image.',
      faq: faq(120),
    });
    await t.db.insert(siteSettings).values({ key: 'content.faq', value: { items: faq(13) } });
    await t.db.insert(emailTemplates).values({
      key: 'essai-media',
      name: 'Essai',
      subject: 'Essai',
      html: `<p><img src="/media/${name(14)}" alt=""></p>`,
      text: 'Essai',
    });
    const files = [inCityFaq, inGuideFaq, inSetting, inEmail];
    for (const usage of [await mediaUsage(t.db, files, 'all'), await mediaUsage(t.db, files)]) {
      expect(usage.get(inCityFaq.id)).toEqual([
        expect.objectContaining({ kind: 'city', title: 'Lyon', path: '/apl-lyon', where: 'FAQ' }),
      ]);
      expect(usage.get(inGuideFaq.id)).toEqual([
        expect.objectContaining({ kind: 'guide', path: '/guide/guide-faq', where: 'FAQ' }),
      ]);
      expect(usage.get(inSetting.id)).toEqual([
        expect.objectContaining({ kind: 'setting', id: 'content.faq', path: '/faq', where: 'contenu' }),
      ]);
      expect(usage.get(inEmail.id)).toEqual([
        expect.objectContaining({ kind: 'email', id: 'essai-media', title: 'Essai', where: 'e-mail' }),
      ]);
    }
    for (const f of files)
      expect(await deleteUnusedMedia(t.db, f.id)).toMatchObject({ usedBy: [expect.anything()] });
    expect((await mediaList(t.db, { usage: 'unused' })).map((m) => m.originalName)).not.toContain(
      'faq-ville.jpg',
    );
    await t.db.update(cityPages).set({ faq: null }).where(eq(cityPages.slug, 'apl-lyon'));
    expect(await deleteUnusedMedia(t.db, inCityFaq.id)).toMatchObject({ deleted: { id: inCityFaq.id } });
  });
});
