/**
 * The paths of this server that a redirect's old address may be neither nor sit under (issue 26), handed to the
 * pure check (src/core/redirects.ts, `redirectSource`):
 * - the prefixes createApp (api/app.ts) mounts ahead of the site's pages — the API, the uploads, the back-office —
 *   and the folder of Astro's assets: the server answers them itself, a redirect there would never be served;
 * - the files every build writes, listed once per process at the first check (public/, the endpoints of src/pages such as
 *   robots.txt.ts, the sitemap, 404.html…: src/lib/build/redirects.ts `buildFiles`), and the files the live build
 *   holds now: a redirect under one of them needs a folder where the build has a file (`/robots.txt/x`: EISDIR,
 *   and every later build failed).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathAndParents, type ReservedPaths } from '../../src/core/redirects.ts';
import { type BuildFiles, buildFiles, fileOnTheWay } from '../../src/lib/build/redirects.ts';

/** What the server answers before the site's pages (api/app.ts, api/admin/serve.ts) and Astro's assets. */
export const SERVER_PREFIXES = ['/api', '/media', '/admin', '/_astro'] as const;

let everyBuild: BuildFiles | undefined;

/** Of a path and its parents, the first the live build holds as a file (its folder given), or null. */
export function liveFileOnTheWay(buildDir: string, path: string): string | null {
  for (const parent of pathAndParents(path)) {
    try {
      if (statSync(join(buildDir, parent)).isFile()) return parent;
    } catch {
      // Nothing there: a folder the build can write.
    }
  }
  return null;
}

/** The reserved paths for this server, the live build read at each check (it changes with every publication). */
export function reservedPaths(buildDir: string): ReservedPaths {
  everyBuild ??= buildFiles();
  const files = everyBuild;
  return {
    prefixes: SERVER_PREFIXES,
    fileOnTheWay: (path) => fileOnTheWay(path, files) ?? liveFileOnTheWay(buildDir, path),
  };
}
