/**
 * The media library beyond uploads: resized variants made with sharp (and decompression bombs refused), every
 * use of a file found (featured image, bodies, pending changes), deletion refused while in use, search and
 * filters, the roles and origin checks, the audit log, and the srcset the public pages render.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImageIndex } from '../../../db/queries/media-images.ts';
import { articles, auditLog, thematicPages } from '../../../db/tables.ts';
import { renderEditorial } from '../../../src/lib/build/editorial.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { makeMissingVariants } from '../../services/media-images.ts';
import type { MediaInUse, MediaItem, MediaList, MediaUpload } from './media.ts';

let t: TestApp;
let editor: string;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  visitor = (await t.signIn('visiteur@example.fr', [])).cookie;
}, 60_000);
afterAll(() => t?.close());

/** A real image made by sharp itself: a gradient, so that it compresses like a photo would. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer(),
  );
}

const upload = (bytes: Uint8Array, name: string, alt = 'Une photo', cookie = editor, origin?: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  form.set('alt', alt);
  return t.request('/api/admin/media', {
    method: 'POST',
    body: form,
    cookie,
    ...(origin ? { headers: { origin } } : {}),
  });
};

const list = async (query = '') =>
  (await (await t.request(`/api/admin/media${query}`, { cookie: editor })).json()) as MediaList;
const files = () => readdirSync(t.env.MEDIA_DIR);

describe('responsive variants', () => {
  it('makes 480, 800, 1200 and 1600 px copies of a wide JPEG, same format, served from /media/', async () => {
    const res = await upload(await picture(1600, 1000, 'jpeg'), 'large.jpg');
    expect(res.status).toBe(201);
    const body = (await res.json()) as MediaUpload;
    expect(body).toMatchObject({ width: 1600, height: 1000, mimeType: 'image/jpeg' });
    expect(body.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 300],
      [800, 500],
      [1200, 750],
      [1600, 1000],
    ]);
    for (const v of body.variants) {
      expect(v.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      expect(existsSync(join(t.env.MEDIA_DIR, v.fileName))).toBe(true);
      const served = await t.request(v.url);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', v.width]);
      expect(v.sizeBytes).toBe(Number(served.headers.get('content-length')));
    }
  });

  it('makes the widths narrower than the image and its own width, never wider', async () => {
    const png = (await (await upload(await picture(600, 400, 'png'), 'moyen.png')).json()) as MediaUpload;
    expect(png.variants.map((v) => v.width)).toEqual([480, 600]);
    expect(png.variants[0]?.fileName).toMatch(/\.png$/);
    const small = (await (await upload(await picture(300, 200, 'webp'), 'petit.webp')).json()) as MediaUpload;
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect(small.variants.map((v) => v.width)).toEqual([300]);
  });

  it('stores a copy at most 2,560 px wide: the upload itself is never kept', async () => {
    const wide = (await (await upload(await picture(3000, 1500, 'jpeg'), 'large.jpg')).json()) as MediaUpload;
    expect(wide).toMatchObject({ width: 2560, height: 1280 });
    const served = await sharp(new Uint8Array(await (await t.request(wide.url)).arrayBuffer())).metadata();
    expect([served.width, served.height]).toEqual([2560, 1280]);
    expect(wide.variants.map((v) => v.width)).toEqual([480, 800, 1200, 1600]);
  });

  it('stores an animated GIF whole, re-encoded, its frames kept, without variants', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame));
    const gif = new Uint8Array(
      await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer(),
    );
    const up = (await (await upload(gif, 'anime.gif')).json()) as MediaUpload;
    expect(up).toMatchObject({ mimeType: 'image/gif', width: 40, height: 30, variants: [] });
    const served = await sharp(new Uint8Array(await (await t.request(up.url)).arrayBuffer()), {
      animated: true,
    }).metadata();
    expect([served.format, served.pages, served.pageHeight]).toEqual(['gif', 3, 30]);
  });

  it('refuses a decompression bomb (a header declaring 100,000 × 100,000 px) with a French 400', async () => {
    const bomb = Buffer.from(await picture(64, 64, 'png'));
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const before = files().length;
    const res = await upload(new Uint8Array(bomb), 'bombe.png');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'IMAGE_REFUSEE',
      error: 'Image trop grande : 40 mégapixels au plus en PNG',
      fieldErrors: { file: ['Image trop grande : 40 mégapixels au plus en PNG'] },
    });
    expect(files().length).toBe(before);
  });

  it('refuses a truncated image with a French 400', async () => {
    const jpeg = await picture(800, 600, 'jpeg');
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'coupee.jpg');
    expect(truncated.status).toBe(400);
    expect(((await truncated.json()) as { error: string }).error).toMatch(/^Image illisible/);
  });

  it('gives the images uploaded before variants existed their copies (npm run media:variants)', async () => {
    const up = (await (await upload(await picture(900, 600, 'jpeg'), 'ancienne.jpg')).json()) as MediaUpload;
    const { media } = await import('../../../db/tables.ts');
    await t.db.update(media).set({ variants: null }).where(eq(media.id, up.id));
    const report = await makeMissingVariants(t.db, t.env.MEDIA_DIR);
    expect(report.done).toBe(1);
    const item = (await list()).items.find((m) => m.id === up.id) as MediaItem;
    expect(item.variants.map((v) => v.width)).toEqual([480, 800, 900]);
    expect((await makeMissingVariants(t.db, t.env.MEDIA_DIR)).done).toBe(0);
  });
});

describe('files in use', () => {
  let inGuide: MediaUpload;
  let guideId: number;
  beforeAll(async () => {
    inGuide = (await (
      await upload(await picture(1000, 500, 'jpeg'), 'residence.jpg', 'Résidence universitaire')
    ).json()) as MediaUpload;
    const [guide] = await t.db
      .insert(thematicPages)
      .values({
        slug: 'logement-etudiant',
        title: 'Se loger quand on est étudiant',
        status: 'published',
        content: `## La résidence\n\n![Résidence universitaire](/media/${inGuide.fileName})\n\nSuite.`,
      })
      .returning();
    guideId = guide?.id as number;
  });

  it('lists the guide that shows the picture inside its body', async () => {
    const item = (await list()).items.find((m) => m.id === inGuide.id) as MediaItem;
    expect(item.usedBy).toEqual([
      {
        kind: 'guide',
        id: guideId,
        title: 'Se loger quand on est étudiant',
        path: '/guide/logement-etudiant',
        status: 'published',
        where: 'contenu',
      },
    ]);
  });

  it('refuses to delete it (409 MEDIA_UTILISE with the pages), keeps its files, and audits nothing', async () => {
    const res = await t.request(`/api/admin/media/${inGuide.id}`, { method: 'DELETE', cookie: editor });
    expect(res.status).toBe(409);
    const body = (await res.json()) as MediaInUse;
    expect(body).toMatchObject({
      success: false,
      code: 'MEDIA_UTILISE',
      error:
        'Ce fichier est utilisé par 1 page(s) : Se loger quand on est étudiant. Retirez-le de ces pages avant de le supprimer.',
      usedBy: [{ kind: 'guide', id: guideId, path: '/guide/logement-etudiant', where: 'contenu' }],
    });
    for (const name of [inGuide.fileName, ...inGuide.variants.map((v) => v.fileName)])
      expect(existsSync(join(t.env.MEDIA_DIR, name))).toBe(true);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.action, 'delete')));
    expect(audited.filter((a) => a.entityId === String(inGuide.id))).toEqual([]);
  });

  it('refuses a featured image too, then deletes the file and its variants once unused, audited', async () => {
    const up = (await (await upload(await picture(700, 400, 'jpeg'), 'une.jpg')).json()) as MediaUpload;
    const [article] = await t.db
      .insert(articles)
      .values({ slug: 'avec-image', title: 'Avec image', featuredImageId: up.id })
      .returning();
    const refused = await t.request(`/api/admin/media/${up.id}`, { method: 'DELETE', cookie: editor });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as MediaInUse).usedBy).toEqual([
      expect.objectContaining({ kind: 'article', id: article?.id, where: 'image à la une' }),
    ]);
    await t.db
      .update(articles)
      .set({ featuredImageId: null })
      .where(eq(articles.id, article?.id as number));
    const names = [up.fileName, ...up.variants.map((v) => v.fileName)];
    expect(names).toHaveLength(3);
    const res = await t.request(`/api/admin/media/${up.id}`, { method: 'DELETE', cookie: editor });
    expect(res.status).toBe(200);
    for (const name of names) expect(existsSync(join(t.env.MEDIA_DIR, name))).toBe(false);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'media'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.entityId, String(up.id)),
        ),
      );
    expect(row).toBeDefined();
  });

  it('refuses to delete an image shown only in a guide’s FAQ answer (issue 26)', async () => {
    const up = (await (await upload(await picture(500, 300, 'jpeg'), 'faq.jpg')).json()) as MediaUpload;
    await t.db.insert(thematicPages).values({
      slug: 'guide-faq-image',
      title: 'Guide à FAQ illustrée',
      status: 'published',
      faq: [{ question: 'À quoi ressemble le formulaire ?', answer: `![Formulaire](/media/${up.fileName})` }],
    });
    const item = (await list('?usage=used')).items.find((m) => m.id === up.id) as MediaItem;
    expect(item.usedBy).toEqual([expect.objectContaining({ kind: 'guide', where: 'FAQ' })]);
    const res = await t.request(`/api/admin/media/${up.id}`, { method: 'DELETE', cookie: editor });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'MEDIA_UTILISE',
      error: expect.stringContaining('Guide à FAQ'),
    });
    expect((await t.request(up.url)).status).toBe(200);
  });

  it('renders the guide body with srcset over existing variant files, width and height', async () => {
    const html = renderEditorial(
      `![Résidence universitaire](/media/${inGuide.fileName})`,
      await mediaImageIndex(t.db),
    );
    expect(html).toContain('width="1000" height="500"');
    expect(html).toContain('loading="lazy" decoding="async"');
    const srcset = /srcset="([^"]+)"/.exec(html)?.[1] ?? '';
    const candidates = srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(['480w', '800w', '1000w']);
    expect(srcset).not.toContain(inGuide.fileName);
    for (const [url] of candidates) {
      expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
      expect((await t.request(url as string)).status).toBe(200);
    }
    expect(html).toMatch(/sizes="[^"]+"/);
  });
});

describe('search and filters', () => {
  it('searches the name and the alt text (case and accents ignored), filters by type and usage', async () => {
    expect((await list('?q=RESIDENCE')).items.map((m) => m.originalName)).toEqual(['residence.jpg']);
    expect((await list('?q=universitaire')).items.map((m) => m.originalName)).toEqual(['residence.jpg']);
    const used = await list('?usage=used');
    expect(used.items.map((m) => m.originalName)).toEqual(['faq.jpg', 'residence.jpg']);
    expect((await list('?usage=unused')).items.every((m) => m.usedBy.length === 0)).toBe(true);
    expect((await list('?type=image/png')).items.map((m) => m.originalName)).toEqual(['moyen.png']);
    const all = await list('?type=image&sort=name');
    expect(all.items.map((m) => m.originalName)).toEqual(
      [...all.items.map((m) => m.originalName)].sort((a, b) => a.localeCompare(b)),
    );
    expect(all.types).toEqual(
      expect.arrayContaining([
        { mimeType: 'image/jpeg', count: expect.any(Number) },
        { mimeType: 'image/png', count: 1 },
      ]),
    );
  });

  it('refuses unknown filters with a French 400', async () => {
    const res = await t.request('/api/admin/media?usage=parfois&sort=hasard', { cookie: editor });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'REQUETE_INVALIDE',
      fieldErrors: { usage: ['Usage inconnu (used ou unused)'], sort: ['Tri inconnu'] },
    });
    const long = await t.request(`/api/admin/media?q=${'x'.repeat(101)}`, { cookie: editor });
    expect(await long.json()).toMatchObject({
      fieldErrors: { q: ['Recherche trop longue (100 caractères au plus)'] },
    });
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 without a back-office role', async () => {
    expect((await t.request('/api/admin/media')).status).toBe(401);
    expect((await t.request('/api/admin/media/1', { method: 'DELETE' })).status).toBe(401);
    expect((await t.request('/api/admin/media', { cookie: visitor })).status).toBe(403);
    expect((await t.request('/api/admin/media/1', { method: 'DELETE', cookie: visitor })).status).toBe(403);
    expect((await upload(await picture(10, 10, 'png'), 'a.png', 'x', visitor)).status).toBe(403);
  });

  it('refuses a write from another origin with 403', async () => {
    const before = files().length;
    const res = await upload(await picture(10, 10, 'png'), 'a.png', 'x', editor, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(files().length).toBe(before);
    const del = await t.request('/api/admin/media/1', {
      method: 'DELETE',
      cookie: editor,
      headers: { origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
  });
});
