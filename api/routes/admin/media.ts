/**
 * Media library: upload (type checked on the file's own bytes, not on its name or declared type; size
 * capped; an image's header read once its type is known, within the pixel budget of its format, then the image
 * stored as a copy without metadata with its variants for srcset, made in a bounded process:
 * api/services/media-images.ts; 429 while too many images wait), list (searched, filtered, « sans texte alternatif »,
 * with everything that uses each file), alt text and focal point, delete (refused while a page, a setting or an e-mail template uses the file). Files live in MEDIA_DIR under random names and are served at /media/<file>
 * with safe headers: nosniff, a sandboxing CSP, attachment for anything not an image. SVG is refused (it can
 * carry scripts).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  altMissingCount,
  deleteUnusedMedia,
  insertMedia,
  MEDIA_SORTS,
  type MediaFilters,
  mediaById,
  mediaList,
  mediaTypes,
  type NewMedia,
  setMediaAlt,
  setMediaFocal,
} from '../../../db/queries/admin-media.ts';
import { namesOf } from '../../../db/queries/media-usage.ts';
import type { MediaVariant } from '../../../db/schema.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, badRequest, notFound, TooManyRequests } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { MEDIA_KEY, mediaKey } from '../../services/edge/cache-policy.ts';
import { edgePurger, purgeMedia } from '../../services/edge/purge.ts';
import {
  ImageRefused,
  ImagesBusy,
  inspectImage,
  removeFiles,
  type StoredImage,
  storeImage,
} from '../../services/media-images.ts';
import { rebuildPagesShowing } from './publishing.ts';
import { type AdminEnv, type Answer, adminApp, IdParam } from './shared.ts';

/** An image: a phone photo is often more than 5 MB; resized at upload (≤ 2,560 px) within its pixel budget. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** A PDF, stored as uploaded. */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
/** The largest file the upload accepts (an image). */
export const MEDIA_MAX_BYTES = IMAGE_MAX_BYTES;
/** The upload endpoint, which sets its own body limit instead of the API's 64 KB. */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';

/** Accepted types, recognised by their first bytes. */
const SIGNATURES: Array<{ mime: string; ext: string; image: boolean; test: (b: Uint8Array) => boolean }> = [
  {
    mime: 'image/jpeg',
    ext: 'jpg',
    image: true,
    test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/png',
    ext: 'png',
    image: true,
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { mime: 'image/gif', ext: 'gif', image: true, test: (b) => ascii(b, 0, 4) === 'GIF8' },
  {
    mime: 'image/webp',
    ext: 'webp',
    image: true,
    test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  {
    mime: 'image/avif',
    ext: 'avif',
    image: true,
    test: (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)),
  },
  { mime: 'application/pdf', ext: 'pdf', image: false, test: (b) => ascii(b, 0, 5) === '%PDF-' },
];
const BY_EXT = new Map(SIGNATURES.map((s) => [s.ext, s]));

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

export function sniff(bytes: Uint8Array) {
  return SIGNATURES.find((s) => s.test(bytes)) ?? null;
}

const AltText = z.string().trim().max(300, 'Le texte alternatif est trop long (300 caractères au plus)');
const AltInput = z.object({ alt: AltText });

/** A coordinate of a focal point: 0 (left, top) to 1 (right, bottom). */
const focalCoordinate = z
  .number({ error: 'Le point d’intérêt doit être un nombre entre 0 et 1' })
  .min(0, 'Le point d’intérêt doit être entre 0 et 1')
  .max(1, 'Le point d’intérêt doit être entre 0 et 1');

/** PATCH /media/:id: the alt text, the focal point (null: back to the centre), or both. */
const MediaPatch = z
  .object({
    alt: AltText.optional(),
    focal: z.object({ x: focalCoordinate, y: focalCoordinate }).nullable().optional(),
  })
  .refine((b) => b.alt !== undefined || b.focal !== undefined, {
    message: 'Rien à modifier : envoyez alt ou focal',
  });

const tooLargeSentence = 'Fichier trop volumineux (20 Mo au plus pour une image, 5 Mo pour un PDF)';
const tooLarge = (sentence = tooLargeSentence) =>
  new ApiFailure(413, 'FICHIER_TROP_VOLUMINEUX', sentence, { file: [sentence] });

const MIME_TYPES = SIGNATURES.map((s) => s.mime) as [string, ...string[]];

/** GET /media?q=&type=&usage=&sort=&alt= */
/** An empty parameter (a cleared select) counts as absent. */
const optionalChoice = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ListQuery = z.object({
  q: z.string().trim().max(100, 'Recherche trop longue (100 caractères au plus)').optional(),
  type: optionalChoice(z.enum(['image', 'pdf', ...MIME_TYPES], { error: 'Type inconnu' })),
  usage: optionalChoice(z.enum(['used', 'unused'], { error: 'Usage inconnu (used ou unused)' })),
  sort: optionalChoice(z.enum(MEDIA_SORTS, { error: 'Tri inconnu' })),
  alt: optionalChoice(z.enum(['missing'], { error: 'Filtre de texte alternatif inconnu (missing)' })),
});

/** The address a file is served at, and its variants'. */
const withUrl = <T extends { fileName: string; variants: MediaVariant[] | null }>(row: T) => ({
  ...row,
  url: `/media/${row.fileName}`,
  variants: (row.variants ?? []).map((v) => ({ ...v, url: `/media/${v.fileName}` })),
});

/**
 * GET /media: the files matching the filters, each with its address and the pages that use it; the types held and
 * how many images lack an alternative text (whatever the filters).
 */
async function mediaLibrary(db: Db, filters: MediaFilters) {
  const [items, types, altMissing] = await Promise.all([
    mediaList(db, filters),
    mediaTypes(db),
    altMissingCount(db),
  ]);
  return { items: items.map(withUrl), types, altMissing };
}

/** POST /media: records the uploaded file; its record with its address. */
async function uploaded(db: Db, file: NewMedia) {
  return withUrl(await insertMedia(db, file));
}

export type MediaList = Answer<typeof mediaLibrary>;
export type MediaItem = MediaList['items'][number];
export type MediaUsedBy = MediaItem['usedBy'];
/** GET /media's query string, as understood (an empty choice counts as absent). */
export type MediaListQuery = z.output<typeof ListQuery>;
/** The 409 body of DELETE /media/:id on a file in use. */
export type MediaInUse = { success: false; error: string; code: 'MEDIA_UTILISE'; usedBy: MediaUsedBy };
export type MediaUpload = Answer<typeof uploaded>;
/** The body of PATCH /media/:id: alt text and/or focal point (the upload itself is a multipart form: `file`, `alt`). */
export type MediaPatchBody = z.input<typeof MediaPatch>;
export type MediaAltBody = MediaPatchBody;

/** An image checked, then stored without its metadata; a refusal as a 400, a full queue as a 429. */
async function storedImage(bytes: Uint8Array, mime: string, dir: string): Promise<StoredImage> {
  try {
    return await storeImage(bytes, mime, await inspectImage(bytes, mime), dir);
  } catch (error) {
    if (error instanceof ImagesBusy)
      throw new TooManyRequests(
        5,
        'Trop d’images sont en cours de traitement. Réessayez dans quelques secondes.',
        'IMAGES_OCCUPEES',
      );
    if (!(error instanceof ImageRefused)) throw error;
    throw new ApiFailure(400, 'IMAGE_REFUSEE', error.message, { file: [error.message] });
  }
}

/** A file that is no image (PDF), stored as uploaded under a random name. */
function storedFile(bytes: Uint8Array, ext: string, dir: string) {
  const fileName = `${randomUUID()}.${ext}`;
  writeFileSync(join(dir, fileName), bytes, { mode: 0o644 });
  return { fileName, width: null, height: null, sizeBytes: bytes.length, variants: null };
}

/** The upload's file, checked: present, within the limits, of an allowed type (by its bytes), and its alt text. */
async function readUpload(c: Context) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('Envoyez le fichier dans un formulaire (multipart/form-data)', {
      file: ['Aucun fichier reçu'],
    });
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0)
    throw badRequest('Choisissez un fichier', { file: ['Choisissez un fichier'] });
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
  const altRaw = typeof form.alt === 'string' ? form.alt : '';
  const alt = AltInput.safeParse({ alt: altRaw });
  if (!alt.success)
    throw badRequest('Texte alternatif invalide', { alt: [alt.error.issues[0]?.message ?? ''] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(bytes);
  if (!kind)
    throw new ApiFailure(
      400,
      'TYPE_NON_AUTORISE',
      'Type de fichier non autorisé (JPEG, PNG, GIF, WebP, AVIF ou PDF)',
      {
        file: ['Type de fichier non autorisé (JPEG, PNG, GIF, WebP, AVIF ou PDF)'],
      },
    );
  if (!kind.image && bytes.length > PDF_MAX_BYTES) throw tooLarge('PDF trop volumineux (5 Mo au plus)');
  return { file, alt: alt.data.alt, bytes, kind };
}

/** POST /media: the upload read and checked, stored (an image with its variants), recorded; its files removed if not. */
async function storeUpload(c: Context<AdminEnv>, ctx: AppContext) {
  const { db } = ctx;
  const { file, alt, bytes, kind } = await readUpload(c);
  const dir = ctx.env.MEDIA_DIR;
  mkdirSync(dir, { recursive: true });
  const stored = kind.image ? await storedImage(bytes, kind.mime, dir) : storedFile(bytes, kind.ext, dir);
  const { fileName, variants } = stored;
  const originalName = file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || fileName;
  const row = await uploaded(db, {
    ...stored,
    originalName,
    mimeType: kind.mime,
    alt,
    uploadedBy: c.get('user').id,
  }).catch((error: unknown) => {
    removeFiles(dir, [fileName, ...(variants ?? []).map((v) => v.fileName)]);
    throw error;
  });
  await audit(c, db, 'upload', 'media', row.id, {
    mimeType: kind.mime,
    sizeBytes: stored.sizeBytes,
    variants: variants?.length ?? 0,
  });
  return c.json(row, 201);
}

export function mediaRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/media', validate('query', ListQuery), async (c) =>
    c.json(await mediaLibrary(db, c.req.valid('query'))),
  );

  app.post(
    '/media',
    bodyLimit({
      maxSize: MEDIA_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    (c) => storeUpload(c, ctx),
  );

  // The alt text and the focal point are written into every page that shows the image: those pages are rebuilt
  // (api/routes/admin/publishing.ts, rebuildPagesShowing), the whole site only when a setting shows it.
  app.patch('/media/:id', validate('param', IdParam), validate('json', MediaPatch), async (c) => {
    const { id } = c.req.valid('param');
    const { alt, focal } = c.req.valid('json');
    const row = await mediaById(db, id);
    if (!row) throw notFound('Média introuvable');
    if (focal !== undefined && !row.mimeType.startsWith('image/'))
      throw badRequest('Seule une image a un point d’intérêt', { focal: ['Ce fichier n’est pas une image'] });
    if (alt !== undefined && !(await setMediaAlt(db, id, alt))) throw notFound('Média introuvable');
    if (focal !== undefined && !(await setMediaFocal(db, id, focal))) throw notFound('Média introuvable');
    await audit(c, db, 'update', 'media', id, {
      ...(alt !== undefined ? { alt: true } : {}),
      ...(focal !== undefined ? { focal } : {}),
    });
    await rebuildPagesShowing(ctx, row);
    return c.json({ success: true });
  });

  app.delete('/media/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const result = await deleteUnusedMedia(db, id);
    if (!result) throw notFound('Média introuvable');
    if ('usedBy' in result) {
      const pages = [...new Map(result.usedBy.map((u) => [`${u.kind}:${u.id}`, u.title])).values()];
      const body: MediaInUse = {
        success: false,
        error: `Ce fichier est utilisé par ${pages.length} page(s) : ${pages.join(', ')}. Retirez-le de ces pages avant de le supprimer.`,
        code: 'MEDIA_UTILISE',
        usedBy: result.usedBy,
      };
      return c.json(body, 409);
    }
    removeFiles(ctx.env.MEDIA_DIR, namesOf(result.deleted));
    // The edge keeps a medium a year (immutable): a deleted one must go from there too (api/services/edge).
    await purgeMedia(edgePurger(ctx.env), namesOf(result.deleted));
    await audit(c, db, 'delete', 'media', id, { fileName: result.deleted.fileName });
    return c.json({ success: true });
  });

  return app;
}

/** GET /media/<file>: public files, served with headers that stop them from running anything. */
export function mediaFileRoutes(ctx: AppContext) {
  return new Hono().get('/:file{[0-9a-f-]{36}\\.[a-z]{3,4}}', (c) => {
    const name = c.req.param('file');
    const kind = BY_EXT.get(name.split('.').pop() ?? '');
    const path = join(ctx.env.MEDIA_DIR, name);
    if (!kind || !existsSync(path)) throw notFound('Fichier introuvable');
    const headers: Record<string, string> = {
      'Content-Type': kind.mime,
      'Content-Length': String(statSync(path).size),
      'X-Content-Type-Options': 'nosniff',
      // Kept over the site-wide policy (api/security/headers.ts): a file opened on its own runs nothing.
      'Content-Security-Policy':
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Its keys at the CDN edge, purged when the file is deleted (api/services/edge/purge.ts: purgeMedia).
      'Surrogate-Key': `${MEDIA_KEY} ${mediaKey(name)}`,
      'Content-Disposition': kind.image ? 'inline' : `attachment; filename="${name}"`,
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { headers });
  });
}
