/**
 * GET /api/internal/builds/<id>/manifest and /api/internal/builds/<id>/files/<path>: a build of this server, for
 * the other servers that each hold their own copy of the live build (BUILD_SYNC=fetch, api/services/build-sync/).
 * Internal: answered only with BUILD_SYNC=fetch and `Authorization: Bearer <BUILD_SYNC_SECRET>` (compared in constant
 * time), never cached (under /api/, which the edge passes; `no-store`). Only the files the build's manifest lists
 * are served: no path reaches outside its folder.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import {
  BUILD_ID,
  type BuildManifest,
  isSafeBuildPath,
  MANIFEST_FILE,
} from '../../src/core/build-manifest.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { log } from '../observability/log.ts';
import { readManifest } from '../services/build-sync/manifest.ts';

const NO_STORE = { 'Cache-Control': 'no-store, private' };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `header` carries the secret: both hashed first, so the comparison takes the same time whatever the length. */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
}

export function buildSyncRoutes(ctx: AppContext) {
  const { BUILDS_DIR, BUILD_SYNC, BUILD_SYNC_SECRET } = ctx.env;
  // The manifests of the builds asked for (a build folder never changes once live), the last few.
  const manifests = new Map<string, BuildManifest>();
  const manifestOf = async (id: string): Promise<BuildManifest> => {
    const cached = manifests.get(id);
    if (cached) return cached;
    const found = BUILD_ID.test(id) ? await readManifest(join(BUILDS_DIR, id)) : null;
    if (!found || found.manifest.id !== id) throw notFound('Build introuvable sur ce serveur');
    if (manifests.size >= 4) manifests.clear();
    manifests.set(id, found.manifest);
    return found.manifest;
  };

  const app = new Hono();
  app.use('*', async (c, next) => {
    if (BUILD_SYNC !== 'fetch' || !BUILD_SYNC_SECRET) throw notFound();
    if (!bearerMatches(c.req.header('authorization'), BUILD_SYNC_SECRET)) {
      log().warn({ path: c.req.path }, 'Route interne des builds : accès refusé (secret absent ou faux)');
      throw new ApiFailure(401, 'ACCES_REFUSE', 'Accès refusé : route réservée aux serveurs du site');
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      throw new ApiFailure(405, 'METHODE_REFUSEE', 'Méthode non permise');
    await next();
    c.res.headers.set('Cache-Control', NO_STORE['Cache-Control']);
  });
  app.get('/:id/manifest', async (c) => {
    const id = c.req.param('id');
    await manifestOf(id);
    return sendFile(c, join(BUILDS_DIR, id, MANIFEST_FILE), 'application/json');
  });
  app.get('/:id/files/*', async (c) => {
    const id = c.req.param('id');
    const manifest = await manifestOf(id);
    const path = filePath(new URL(c.req.url).pathname, id);
    if (path === null || !manifest.files[path]) throw notFound('Fichier absent de cette build');
    return sendFile(c, join(BUILDS_DIR, id, path), 'application/octet-stream');
  });
  return app;
}

/** The file path a request names after `/<id>/files/`, decoded segment by segment; null when not a safe path. */
function filePath(pathname: string, id: string): string | null {
  const marker = `/${id}/files/`;
  const at = pathname.indexOf(marker);
  if (at === -1) return null;
  try {
    const path = pathname
      .slice(at + marker.length)
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
    return isSafeBuildPath(path) ? path : null;
  } catch {
    return null;
  }
}

function sendFile(c: Context, file: string, type: string): Response {
  if (!existsSync(file)) throw notFound('Fichier absent de cette build');
  const size = statSync(file).size;
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return c.body(body, 200, { 'Content-Type': type, 'Content-Length': String(size), ...NO_STORE });
}
