/** A stand-in live build (one page) in a BUILDS_DIR, so that a server started on it serves at once. */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_APP_VERSION } from '../../api/services/site-builds.ts';

export const STAND_IN_PAGE =
  '<!doctype html><html lang="fr"><title>APL</title><p>page de la build</p></html>';

/**
 * Writes `<buildsDir>/<id>` with an index page and its build-info.json (`info` over the defaults: made by this
 * version of the code, so a server started on it rebuilds nothing), made live.
 */
export function standInBuild(
  buildsDir: string,
  info: Record<string, unknown> = {},
  id = 'build-stand-in',
): string {
  const folder = join(buildsDir, id);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), STAND_IN_PAGE);
  const now = new Date().toISOString();
  const base = {
    id,
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    pages: 1,
    reason: 'test',
    partial: null,
    appVersion: BUILD_APP_VERSION,
  };
  writeFileSync(join(folder, 'build-info.json'), JSON.stringify({ ...base, ...info }));
  symlinkSync(id, join(buildsDir, 'current'));
  return folder;
}
