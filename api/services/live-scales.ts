/**
 * Every server computes with the scales of the live build (issue 27). A build records the active scale version it
 * was made with (BuildInfo.scaleVersion); when another build goes live — on this server or, sharing BUILDS_DIR,
 * by another — the next calculation here installs that version first. The pages, the island and the API then
 * give the same amounts from the moment the build goes live, whichever server answers.
 */
import type { Db } from '../../db/client.ts';
import { scaleVersion } from '../../db/queries/scale-versions.ts';
import { installerBaremes } from '../../src/core/apl/parameters/index.ts';
import { jeuAInstaller } from '../../src/lib/server/scales.ts';
import { liveBuild } from './site-builds.ts';

/** The live build whose scales this process has installed (its folder), per builds folder. */
const followed = new Map<string, string>();

/** Installs the scale version of the live build in `buildsDir` when it changed since the last call. */
export async function followLiveScales(db: Db, buildsDir: string): Promise<void> {
  const live = liveBuild(buildsDir);
  if (!live || followed.get(buildsDir) === live.folder) return;
  const id = live.info?.scaleVersion;
  // A build made before scale versions existed: the scales installed at start stand.
  const version = id == null ? undefined : await scaleVersion(db, id);
  if (version) installerBaremes(jeuAInstaller(version.data));
  followed.set(buildsDir, live.folder);
}
