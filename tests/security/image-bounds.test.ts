/**
 * Image work that a few bytes cannot make costly, and originals that keep nothing of their author (issue 26).
 *
 * - The report's AVIF: 1 KB declaring 6,320 × 6,320 px (39.9 megapixels; it took 8 s and 600 MB per upload, 3.2 GB
 *   for four in parallel) is refused from its header with a French 400, at once, alone or four at a time, and the
 *   server's resident memory grows by less than 300 MB.
 * - An AVIF within its budget is decoded once in a process of its own, never more than one image at a time per
 *   server (the server's own memory barely moves); a process past its memory ceiling or its time is killed and
 *   the editor told why; images beyond the queue get a 429.
 * - A JPEG carrying its author, a GPS position, XMP and an orientation is stored and served upright without any
 *   metadata, its variants too; `npm run media:variants` does the same to an image stored before.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaUpload } from '../../api/routes/admin/media.ts';
import { IMAGE_MEMORY_CEILING_MB, ImageJobFailed, runImageJob } from '../../api/services/image-jobs.ts';
import { makeMissingVariants } from '../../api/services/media-images.ts';
import { media } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../support/admin-app.ts';

let t: TestApp;
let editor: string;
/** The report's AVIF: one colour, 6,320 × 6,320 px, about a kilobyte. */
let bomb: Uint8Array;
/** An AVIF at its budget (6 megapixels), one colour: cheap to send, as costly to decode as any 6 MP AVIF. */
let budgetAvif: Uint8Array;

const avif = async (side: number) =>
  new Uint8Array(
    await sharp({ create: { width: side, height: side, channels: 3, background: '#3366aa' } })
      .avif({ quality: 50, effort: 0 })
      .toBuffer(),
  );

beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  [bomb, budgetAvif] = await Promise.all([avif(6320), avif(2449)]);
}, 120_000);
afterAll(() => t?.close());

const upload = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  form.set('alt', 'Une image');
  return t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor });
};

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

/** The image processes this test process has running now (Linux), by reading /proc. */
function imageProcesses(): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmdline.includes('image-worker.ts') && new RegExp(`PPid:\\s+${process.pid}\\b`).test(status))
        count++;
    } catch {
      // A process that ended while it was read.
    }
  }
  return count;
}

describe('the report’s AVIF (39.9 megapixels in a kilobyte)', () => {
  it('is refused from its header, in French, fast, without the server growing', async () => {
    expect(bomb.length).toBeLessThan(2_000);
    const before = rssMb();
    const started = performance.now();
    const res = await upload(bomb, 'bombe.avif');
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'IMAGE_REFUSEE',
      error: 'Image trop grande : 6 mégapixels au plus en AVIF',
    });
    expect(rssMb() - before).toBeLessThan(300);
    expect(readdirSync(t.env.MEDIA_DIR)).toEqual([]);
  });

  it('four in parallel: the same bound', async () => {
    const before = rssMb();
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3, 4].map((k) => upload(bomb, `bombe-${k}.avif`)));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(rssMb() - before).toBeLessThan(300);
  });
});

describe('an AVIF within its budget', () => {
  it('is stored, decoded in its own process: four in parallel, one at a time, the server barely grows', async () => {
    const before = rssMb();
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, imageProcesses());
    }, 5);
    const answers = await Promise.all([1, 2, 3, 4].map((k) => upload(budgetAvif, `grande-${k}.avif`)));
    clearInterval(sampler);
    // A refusal says why (its French message) in the failure.
    const refusals = await Promise.all(answers.filter((r) => r.status !== 201).map((r) => r.clone().text()));
    expect(
      answers.map((r) => r.status),
      refusals.join(' | '),
    ).toEqual([201, 201, 201, 201]);
    const stored = (await answers[0]?.json()) as MediaUpload;
    expect(stored).toMatchObject({ mimeType: 'image/avif', width: 2449, height: 2449 });
    expect(stored.variants.map((v) => v.width)).toEqual([480, 800, 1200, 1600]);
    expect(most).toBe(1);
    expect(rssMb() - before).toBeLessThan(100);
  }, 60_000);

  it('stays under the memory ceiling of its process, and a process past its ceiling or its time is killed', async () => {
    const job = { bytes: budgetAvif, mime: 'image/avif', animated: false };
    const done = await runImageJob(job);
    expect(done.peakRssMb).toBeLessThan(IMAGE_MEMORY_CEILING_MB);
    await expect(runImageJob(job, { ceilingMb: 80 })).rejects.toThrow(
      new ImageJobFailed('Image trop coûteuse à traiter : elle demande trop de mémoire'),
    );
    await expect(runImageJob(job, { timeLimitMs: 50 })).rejects.toThrow('Image trop longue à traiter');
    // Sent past the server's header check, the report's AVIF is still refused by the process's own limit.
    await expect(runImageJob({ ...job, bytes: bomb })).rejects.toThrow('Image trop grande pour son format');
  }, 60_000);

  it('makes uploads beyond the queue wait, then answers 429 in French', async () => {
    // One image processed, six waiting: the eighth and ninth are turned away at once.
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#226644' } })
        .jpeg()
        .toBuffer(),
    );
    const answers = await Promise.all(Array.from({ length: 9 }, (_, k) => upload(jpeg, `file-${k}.jpg`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('5');
    expect(await refused?.json()).toMatchObject({
      code: 'IMAGES_OCCUPEES',
      error: expect.stringMatching(/^Trop d’images/),
    });
  }, 120_000);
});

/** A JPEG as a phone writes it: author, GPS position, XMP, and rotated by its EXIF orientation. */
async function phonePhoto(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jeanne Secret', Copyright: 'Jeanne Secret', Orientation: '6' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 8/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jeanne Secret"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  // The photo really carries what the attack needs.
  expect([Boolean(meta.exif), Boolean(meta.xmp), meta.orientation]).toEqual([true, true, 6]);
  expect(Buffer.from(jpeg).includes('Jeanne Secret')).toBe(true);
  return new Uint8Array(jpeg);
}

async function expectNoMetadata(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(Buffer.from(bytes).includes('Jeanne Secret')).toBe(false);
  return meta;
}

describe('uploaded originals', () => {
  it('are stored and served upright, without author, GPS or XMP, their variants too', async () => {
    const res = await upload(await phonePhoto(), 'photo.jpg');
    expect(res.status).toBe(201);
    const up = (await res.json()) as MediaUpload;
    // Turned upright by its orientation: 30 wide, 60 high.
    expect(up).toMatchObject({ width: 30, height: 60 });
    for (const url of [up.url, ...up.variants.map((v) => `/media/${v.fileName}`)]) {
      const served = await t.request(url);
      expect(served.status).toBe(200);
      const meta = await expectNoMetadata(new Uint8Array(await served.arrayBuffer()));
      expect([meta.width, meta.height]).toEqual([30, 60]);
    }
  });

  it('stored before are rewritten without metadata by npm run media:variants, under the same name', async () => {
    const fileName = '0c0ffee0-1111-2222-3333-444444444444.jpg';
    writeFileSync(join(t.env.MEDIA_DIR, fileName), await phonePhoto());
    const [row] = await t.db
      .insert(media)
      .values({
        fileName,
        originalName: 'ancienne.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: 1,
        width: 60,
        height: 30,
      })
      .returning();
    const report = await makeMissingVariants(t.db, t.env.MEDIA_DIR);
    expect(report.skipped).toEqual([]);
    const meta = await expectNoMetadata(new Uint8Array(readFileSync(join(t.env.MEDIA_DIR, fileName))));
    expect([meta.width, meta.height]).toEqual([30, 60]);
    const item = (await t.db.select().from(media)).find((m) => m.id === row?.id);
    expect(item).toMatchObject({ width: 30, height: 60 });
    expect(item?.variants?.map((v) => v.width)).toEqual([30]);
    expect((await makeMissingVariants(t.db, t.env.MEDIA_DIR)).done).toBe(0);
  }, 60_000);
});
