import { existsSync, type Stats, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { isZoneSlug } from '../../../src/core/cities/slug.ts';
import {
  cityCacheControl,
  fileKey,
  IMMUTABLE,
  pageCacheControl,
  surrogateKeys,
} from '../../services/edge/cache-policy.ts';
import { cityTiersReader } from '../../services/edge/city-tiers.ts';
import { fileETag, notModified } from '../../services/edge/validators.ts';

/**
 * The live build's files (serveStatic), each with its cache headers: a strong ETag and its Last-Modified, a
 * Cache-Control for the browser and the edge, its Surrogate-Key. A conditional GET whose validators match answers
 * 304. Needs no database: a city page's tier comes from the build's own tier file.
 */
export function liveBuildFiles(root: string): MiddlewareHandler {
  // Spec §9: a city page's edge lifetime follows its tier, read from the live build (no database).
  const cityTier = cityTiersReader(root);

  /** Cache headers of a file of the live build (200 and 304 alike). */
  const fileHeaders = (headers: Headers, file: string, stats: Stats) => {
    const rel = relative(root, file);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('ETag', fileETag(file, stats));
    headers.set('Last-Modified', stats.mtime.toUTCString());
    if (rel.startsWith('_astro/')) {
      // Hashed: never purged, not even with the whole site (a new version has a new name).
      headers.set('Cache-Control', IMMUTABLE);
      headers.set('Surrogate-Key', fileKey(rel) ?? 'asset');
      return;
    }
    const city = /^(apl-[a-z0-9-]+)\/index\.html$/.exec(rel)?.[1];
    headers.set(
      'Cache-Control',
      city && !isZoneSlug(city) ? cityCacheControl(cityTier(city)) : pageCacheControl(),
    );
    headers.set('Surrogate-Key', surrogateKeys(fileKey(rel)));
  };

  /** The file of the live build a request path names, as serveStatic finds it; null when it serves none. */
  const buildFile = (path: string): { file: string; stats: Stats } | null => {
    if (path.includes('%') || /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/.test(path)) return null;
    try {
      let file = join(root, path);
      let stats = statSync(file);
      if (stats.isDirectory()) {
        file = join(file, 'index.html');
        stats = statSync(file);
      }
      return stats.isFile() ? { file, stats } : null;
    } catch {
      return null;
    }
  };

  /** 304 when the request's validators match the file it names; null otherwise (served in full). */
  const conditional = (c: Context): Response | null => {
    const ifNoneMatch = c.req.header('if-none-match');
    const ifModifiedSince = c.req.header('if-modified-since');
    if (ifNoneMatch === undefined && ifModifiedSince === undefined) return null;
    const found = buildFile(c.req.path);
    if (!found) return null;
    const { file, stats } = found;
    const tag = notModified({ ifNoneMatch, ifModifiedSince }, fileETag(file, stats), stats.mtime);
    if (tag === null) return null;
    const res = c.body(null, 304);
    fileHeaders(res.headers, file, stats);
    res.headers.set('ETag', tag);
    return res;
  };

  // Created once the build exists (a test app may start before any build), so serveStatic never warns about a
  // missing root. The file it serves is noted, and its headers set on its answer.
  let statics: MiddlewareHandler | undefined;
  const served = new WeakMap<Context, string>();
  return async (c, next) => {
    if (!statics && !existsSync(root)) return next();
    statics ??= serveStatic({ root, onFound: (path, c) => void served.set(c, path) });
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const unchanged = conditional(c);
      if (unchanged) return unchanged;
    }
    const res = await statics(c, next);
    const path = served.get(c);
    if (res && path) {
      try {
        fileHeaders(res.headers, path, statSync(path));
      } catch {
        // replaced by a new build in between: served without validators
      }
    }
    return res;
  };
}
