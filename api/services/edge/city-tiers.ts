/**
 * The build's own record of its city pages' tiers (issue 28: serving a page needs no database). Each build writes
 * `city-tiers.json` (slug → spec §9 tier) beside build-info.json; the origin reads it once per live build to give
 * a city page its edge lifetime (cache-policy.ts). A build without the file (made before) gives every city page
 * the shorter lifetime.
 */
import { readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { closeDb, type Db, openDb } from '../../../db/client.ts';
import { cityPageTiers } from '../../../db/queries/city-tiers.ts';
import type { PriorityTier } from '../../../src/core/cities/tiers.ts';

export const CITY_TIERS_FILE = 'city-tiers.json';

const TierFile = z.record(z.string(), z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]));

/**
 * Writes the tiers of `store`'s city pages into the build `folder` (aside, then renamed). A failure only goes to the
 * build's log: without the file, city pages get the shorter lifetime.
 */
export async function writeCityTiers(
  folder: string,
  store: string,
  onLog?: (line: string) => void,
): Promise<void> {
  let db: Db | undefined;
  try {
    db = openDb(store, { readonly: true, max: 1 });
    const tmp = join(folder, `${CITY_TIERS_FILE}.tmp`);
    writeFileSync(tmp, JSON.stringify(await cityPageTiers(db)));
    renameSync(tmp, join(folder, CITY_TIERS_FILE));
  } catch (error) {
    onLog?.(`tiers des villes non écrits : ${error instanceof Error ? error.message : error}`);
  } finally {
    if (db) await closeDb(db);
  }
}

/**
 * The tiers of the live build under `root` (the `current` link), read again when the link points elsewhere or
 * the file changes. An absent or unreadable file: no tier known.
 */
export function cityTiersReader(root: string): (slug: string) => PriorityTier | undefined {
  let cached: { version: string; tiers: Record<string, PriorityTier> } | undefined;
  return (slug) => {
    let version: string;
    const file = join(root, CITY_TIERS_FILE);
    try {
      const stats = statSync(file);
      version = `${realpathSync(file)}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      return undefined;
    }
    if (cached?.version !== version) {
      let tiers: Record<string, PriorityTier> = {};
      try {
        const parsed = TierFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
        if (parsed.success) tiers = parsed.data;
      } catch {
        // unreadable: no tier known, as without the file
      }
      cached = { version, tiers };
    }
    return Object.hasOwn(cached.tiers, slug) ? cached.tiers[slug] : undefined;
  };
}
