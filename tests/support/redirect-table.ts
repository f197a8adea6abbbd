/**
 * What a build does with the store's redirects, without astro (issue 26): the server answers the live build's
 * table only, so a test that writes redirects publishes them as a build would before asking for a 301.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentBuildDir } from '../../api/services/site-builds.ts';
import type { Db } from '../../db/client.ts';
import { activeRedirects } from '../../db/queries/redirects.ts';
import { REDIRECTS_FILE, redirectsOfTheBuild } from '../../src/lib/build/redirects.ts';

/** Writes the store's redirects, as a build makes its table, into the live build of `buildsDir` (which must exist). */
export async function publishRedirectTable(db: Db, buildsDir: string): Promise<Record<string, string>> {
  const folder = currentBuildDir(buildsDir);
  if (!existsSync(join(folder, 'index.html'))) throw new Error(`aucune build en ligne dans ${buildsDir}`);
  const { table } = redirectsOfTheBuild(await activeRedirects(db));
  writeFileSync(join(folder, REDIRECTS_FILE), JSON.stringify(table));
  return table;
}
