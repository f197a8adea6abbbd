/** Uploads: type recognised from the bytes, size capped, SVG refused; files served with safe headers. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { MEDIA_MAX_BYTES, PDF_MAX_BYTES } from './media.ts';

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
});
afterAll(() => t.close());

/** A real 2×3 PNG, made by sharp (the server reads every image it accepts). */
let PNG: Uint8Array;
beforeAll(async () => {
  PNG = new Uint8Array(
    await sharp({ create: { width: 2, height: 3, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
});
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

const upload = (bytes: Uint8Array, name: string, type: string, cookie = editor, alt = 'Une image') => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  form.set('alt', alt);
  return t.request('/api/admin/media', { method: 'POST', body: form, cookie });
};

describe('media upload', () => {
  it('stores an image under a random name and serves it inline with nosniff', async () => {
    const res = await upload(PNG, 'mon image.png', 'image/png');
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      url: string;
      mimeType: string;
      width: number;
      height: number;
      originalName: string;
    };
    expect(body).toMatchObject({ mimeType: 'image/png', width: 2, height: 3, originalName: 'mon image.png' });
    expect(body.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    const file = await t.request(body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('inline');
    // What is served is the library's copy (same pixels, no metadata), not the upload's own bytes.
    const served = await sharp(new Uint8Array(await file.arrayBuffer()))
      .raw()
      .toBuffer();
    expect(served).toEqual(await sharp(PNG).raw().toBuffer());
  });

  it('serves a PDF as a download, never inline', async () => {
    const res = await upload(PDF, 'guide.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const file = await t.request(url);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses SVG, and HTML disguised as an image, in French', async () => {
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    expect(await svg.json()).toMatchObject({
      code: 'TYPE_NON_AUTORISE',
      fieldErrors: { file: ['Type de fichier non autorisé (JPEG, PNG, GIF, WebP, AVIF ou PDF)'] },
    });
    const disguised = await upload(
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'photo.png',
      'image/png',
    );
    expect(disguised.status).toBe(400);
  });

  it('answers 413 above 20 MB (a PDF above 5 MB), and 400 without a file', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1);
    big.set(PNG);
    const res = await upload(big, 'grande.png', 'image/png');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'Fichier trop volumineux (20 Mo au plus pour une image, 5 Mo pour un PDF)',
    });
    const pdf = new Uint8Array(PDF_MAX_BYTES + 1);
    pdf.set(PDF);
    const bigPdf = await upload(pdf, 'gros.pdf', 'application/pdf');
    expect(bigPdf.status).toBe(413);
    expect(await bigPdf.json()).toMatchObject({ error: 'PDF trop volumineux (5 Mo au plus)' });
    const empty = await t.request('/api/admin/media', {
      method: 'POST',
      body: new FormData(),
      cookie: editor,
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fieldErrors: { file: ['Choisissez un fichier'] } });
    const json = await t.request('/api/admin/media', { method: 'POST', json: { file: 'x' }, cookie: editor });
    expect(json.status).toBe(400);
  });

  it('keeps the 64 KB limit on every other API route', async () => {
    const res = await t.request('/api/admin/articles', {
      method: 'POST',
      json: { title: 'x', content: 'a'.repeat(70_000) },
      cookie: admin,
    });
    expect(res.status).toBe(413);
  });

  it('lists with the articles using a file, updates the alt text, refuses to delete while used, then 404', async () => {
    const up = (await (await upload(PNG, 'x.png', 'image/png')).json()) as { id: number; url: string };
    const article = await t.request('/api/admin/articles', {
      method: 'POST',
      json: { title: 'Illustré', featuredImageId: up.id },
      cookie: editor,
    });
    const { id: articleId } = (await article.json()) as { id: number };
    const list = (await (await t.request('/api/admin/media', { cookie: editor })).json()) as {
      items: Array<{ id: number; usedBy: Array<{ id: number; where: string }> }>;
    };
    expect(list.items.find((m) => m.id === up.id)?.usedBy).toEqual([
      expect.objectContaining({ id: articleId, where: 'image à la une' }),
    ]);
    expect(
      (
        await t.request(`/api/admin/media/${up.id}`, {
          method: 'PATCH',
          json: { alt: 'Nouveau texte' },
          cookie: editor,
        })
      ).status,
    ).toBe(200);
    expect((await t.request(`/api/admin/media/${up.id}`, { method: 'DELETE', cookie: editor })).status).toBe(
      409,
    );
    expect((await t.request(up.url)).status).toBe(200);
    await t.db.update(articles).set({ featuredImageId: null }).where(eq(articles.id, articleId));
    expect((await t.request(`/api/admin/media/${up.id}`, { method: 'DELETE', cookie: editor })).status).toBe(
      200,
    );
    expect((await t.request(up.url)).status).toBe(404);
    expect((await t.request(`/api/admin/media/${up.id}`, { method: 'DELETE', cookie: editor })).status).toBe(
      404,
    );
  });

  it('never serves a path outside the media folder', async () => {
    for (const path of [
      '/media/..%2F..%2Fapl.db',
      '/media/../apl.db',
      '/media/auth-secret',
      '/media/%2e%2e/auth-secret',
    ]) {
      const res = await t.request(path);
      // 404, or 503 from the maintenance page of a server that has no build yet: never the file.
      expect([404, 503], path).toContain(res.status);
      expect(await res.text()).not.toContain('SQLite format');
    }
  });
});
