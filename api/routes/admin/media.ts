/**
 * Media library: upload (type checked on the file's own bytes, not on its name or declared type; size
 * capped), list, alt text, delete. Files live in MEDIA_DIR under random names and are served at
 * /media/<file> with safe headers: nosniff, a sandboxing CSP, attachment for anything not an image.
 * SVG is refused (it can carry scripts).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  deleteMedia,
  insertMedia,
  mediaById,
  mediaList,
  type NewMedia,
  setMediaAlt,
} from '../../../db/queries/admin-media.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp, IdParam } from './shared.ts';

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
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

/** PNG, GIF, JPEG and WebP dimensions read from the header (no image library needed for that). */
export function imageSize(b: Uint8Array, mime: string): { width: number; height: number } | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    if (mime === 'image/png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (mime === 'image/gif') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
    if (mime === 'image/webp' && ascii(b, 12, 16) === 'VP8X')
      return {
        width: 1 + (view.getUint32(24, true) & 0xffffff),
        height: 1 + (view.getUint32(27, true) & 0xffffff),
      };
    if (mime === 'image/jpeg') {
      let i = 2;
      while (i + 9 < b.length) {
        if (b[i] !== 0xff) return null;
        const marker = b[i + 1] as number;
        const len = view.getUint16(i + 2);
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
          return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
        i += 2 + len;
      }
    }
  } catch {
    return null;
  }
  return null;
}

const AltInput = z.object({
  alt: z.string().trim().max(300, 'Le texte alternatif est trop long (300 caractères au plus)'),
});

const tooLarge = () =>
  new ApiFailure(413, 'FICHIER_TROP_VOLUMINEUX', 'Fichier trop volumineux (5 Mo au plus)', {
    file: ['Fichier trop volumineux (5 Mo au plus)'],
  });

/** The address a file is served at. */
const withUrl = <T extends { fileName: string }>(row: T) => ({ ...row, url: `/media/${row.fileName}` });

/** GET /media: every file with its address and how many articles use it. */
async function mediaLibrary(db: Db) {
  return { items: (await mediaList(db)).map(withUrl) };
}

/** POST /media: records the uploaded file; its record with its address. */
async function uploaded(db: Db, file: NewMedia) {
  return withUrl(await insertMedia(db, file));
}

export type MediaList = Answer<typeof mediaLibrary>;
export type MediaItem = MediaList['items'][number];
export type MediaUpload = Answer<typeof uploaded>;
/** The body of PATCH /media/:id (the upload itself is a multipart form: `file`, `alt`). */
export type MediaAltBody = z.input<typeof AltInput>;

export function mediaRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/media', async (c) => c.json(await mediaLibrary(db)));

  app.post(
    '/media',
    bodyLimit({
      maxSize: MEDIA_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
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
      if (file.size > MEDIA_MAX_BYTES) throw tooLarge();
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
      mkdirSync(ctx.env.MEDIA_DIR, { recursive: true });
      const fileName = `${randomUUID()}.${kind.ext}`;
      writeFileSync(join(ctx.env.MEDIA_DIR, fileName), bytes, { mode: 0o644 });
      const size = kind.image ? imageSize(bytes, kind.mime) : null;
      const originalName = file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || fileName;
      const row = await uploaded(db, {
        fileName,
        originalName,
        mimeType: kind.mime,
        sizeBytes: bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        alt: alt.data.alt,
        uploadedBy: c.get('user').id,
      });
      await audit(c, db, 'upload', 'media', row.id, { mimeType: kind.mime, sizeBytes: bytes.length });
      return c.json(row, 201);
    },
  );

  app.patch('/media/:id', validate('param', IdParam), validate('json', AltInput), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await setMediaAlt(db, id, c.req.valid('json').alt))) throw notFound('Média introuvable');
    await audit(c, db, 'update', 'media', id);
    return c.json({ success: true });
  });

  app.delete('/media/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const row = await mediaById(db, id);
    if (!row) throw notFound('Média introuvable');
    await deleteMedia(db, id);
    rmSync(join(ctx.env.MEDIA_DIR, row.fileName), { force: true });
    await audit(c, db, 'delete', 'media', id);
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
      'Content-Disposition': kind.image ? 'inline' : `attachment; filename="${name}"`,
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { headers });
  });
}
