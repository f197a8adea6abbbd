/**
 * The media tools of issue 30: photos up to 20 MB (resized and stripped as every image), the focal point an editor
 * sets on an image (validated, cleared with null), and the « sans texte alternatif » filter with its count.
 */
import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { IMAGE_MEMORY_CEILING_MB, ImagesBusy, runImageJob } from '../../services/image-jobs.ts';
import type { MediaList } from './media.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array, name: string, type: string, alt = '') => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  form.set('alt', alt);
  return t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor });
};

const png = async (color: string) =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );

/** A phone photo's weight: 4,500 × 3,000 px of noise (13.5 MP), at JPEG quality 100 ≈ 18 MB, with EXIF. */
async function heavyJpeg(): Promise<Uint8Array> {
  const width = 4500;
  const height = 3000;
  const raw = randomFillSync(Buffer.alloc(width * height * 3));
  const out = await sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Téléphone de Camille', Copyright: 'GPS 48.85 2.35' } })
    .jpeg({ quality: 100 })
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

const list = async (query = '') =>
  (await (await t.request(`/api/admin/media${query}`, { cookie: editor })).json()) as MediaList;

const patch = (id: number, json: unknown) =>
  t.request(`/api/admin/media/${id}`, { method: 'PATCH', json, cookie: editor });

describe('20 MB photos', () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await heavyJpeg();
  });

  it('accepts an 18 MB JPEG, stored at most 2,560 px wide without its metadata', async () => {
    expect(bytes.length).toBeGreaterThan(17 * 1024 * 1024);
    expect(Buffer.from(bytes).includes('Camille')).toBe(true);
    const res = await upload(bytes, 'photo-telephone.jpg', 'image/jpeg', 'Une façade');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; width: number; height: number; sizeBytes: number };
    expect(body).toMatchObject({ width: 2560, height: 1707 });
    expect(body.sizeBytes).toBeLessThan(bytes.length);
    const served = new Uint8Array(await (await t.request(body.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.width).toBe(2560);
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(served).includes('Camille')).toBe(false);
  }, 30_000);

  it('decodes it within the image process’s memory ceiling', async () => {
    const { peakRssMb } = await runImageJob({ bytes, mime: 'image/jpeg', animated: false });
    expect(peakRssMb).toBeGreaterThan(50);
    expect(peakRssMb).toBeLessThan(IMAGE_MEMORY_CEILING_MB);
  }, 30_000);

  it('keeps at most 80 MB of uploads in the image queue: a heavier one is turned away at once', async () => {
    // Not images: each process fails to read them, which is enough to hold their place in the queue meanwhile.
    const job = (mb: number) => ({
      bytes: new Uint8Array(mb * 1024 * 1024),
      mime: 'image/jpeg',
      animated: false,
    });
    const first = runImageJob(job(50)).catch((e: unknown) => e);
    const small = runImageJob(job(1)).catch((e: unknown) => e);
    await expect(runImageJob(job(40))).rejects.toBeInstanceOf(ImagesBusy);
    expect(await first).not.toBeInstanceOf(ImagesBusy);
    expect(await small).not.toBeInstanceOf(ImagesBusy);
    // Once they are done, the same upload gets in line again.
    expect(await runImageJob(job(40)).catch((e: unknown) => e)).not.toBeInstanceOf(ImagesBusy);
  }, 30_000);

  it('refuses 21 MB with the French sentence, before reading it', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(big, 'enorme.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'FICHIER_TROP_VOLUMINEUX',
      error: 'Fichier trop volumineux (20 Mo au plus pour une image, 5 Mo pour un PDF)',
    });
  });
});

describe('focal point', () => {
  it('is saved, listed, cleared with null, and refused out of 0–1 or on a PDF', async () => {
    const up = (await (await upload(await png('#aa3300'), 'rue.png', 'image/png', 'Une rue')).json()) as {
      id: number;
    };
    expect((await patch(up.id, { focal: { x: 0.25, y: 0.8 } })).status).toBe(200);
    let item = (await list()).items.find((m) => m.id === up.id);
    expect(item).toMatchObject({ focalX: 0.25, focalY: 0.8, alt: 'Une rue' });

    for (const focal of [{ x: 1.2, y: 0.5 }, { x: -0.1, y: 0.5 }, { x: 0.5 }, { x: '0.5', y: 0.5 }]) {
      const res = await patch(up.id, { focal });
      expect(res.status, JSON.stringify(focal)).toBe(400);
    }
    const refused = (await (await patch(up.id, { focal: { x: 2, y: 0 } })).json()) as { error: string };
    expect(refused.error).toMatch(/entre 0 et 1/);
    expect((await patch(up.id, {})).status).toBe(400);
    item = (await list()).items.find((m) => m.id === up.id);
    expect(item).toMatchObject({ focalX: 0.25, focalY: 0.8 });

    expect((await patch(up.id, { focal: null })).status).toBe(200);
    item = (await list()).items.find((m) => m.id === up.id);
    expect(item).toMatchObject({ focalX: null, focalY: null });

    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const doc = (await (await upload(pdf, 'guide.pdf', 'application/pdf')).json()) as { id: number };
    expect((await patch(doc.id, { focal: { x: 0.5, y: 0.5 } })).status).toBe(400);
    expect((await patch(999_999, { focal: { x: 0.5, y: 0.5 } })).status).toBe(404);
  });
});

describe('« sans texte alternatif » filter', () => {
  it('returns only the images without alt text, with their count, and empties as they are filled', async () => {
    const before = await list();
    const described = (await (
      await upload(await png('#113355'), 'a.png', 'image/png', 'Un toit')
    ).json()) as {
      id: number;
    };
    const blank = (await (await upload(await png('#335511'), 'b.png', 'image/png', '   ')).json()) as {
      id: number;
    };
    const bare = (await (await upload(await png('#551133'), 'c.png', 'image/png')).json()) as { id: number };
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    await upload(pdf, 'notice.pdf', 'application/pdf');

    const missing = await list('?alt=missing');
    const ids = missing.items.map((m) => m.id);
    expect(ids).toContain(blank.id);
    expect(ids).toContain(bare.id);
    expect(ids).not.toContain(described.id);
    expect(missing.items.every((m) => m.mimeType.startsWith('image/') && m.alt.trim() === '')).toBe(true);
    expect(missing.altMissing).toBe(before.altMissing + 2);
    expect(missing.altMissing).toBe(missing.items.length);

    expect((await patch(bare.id, { alt: 'Une cour' })).status).toBe(200);
    const after = await list('?alt=missing');
    expect(after.items.map((m) => m.id)).not.toContain(bare.id);
    expect(after.altMissing).toBe(missing.altMissing - 1);

    const bad = await t.request('/api/admin/media?alt=all', { cookie: editor });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { alt: [expect.stringMatching(/inconnu/)] } });
  });
});
