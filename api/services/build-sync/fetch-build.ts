/**
 * A server's own copy of the live build (BUILD_SYNC=fetch): the build the store announces is fetched from the server
 * that made it, by id, and checked by hash before it goes live here. The manifest's hash must be the store's; each
 * file this server already holds with the same content is hard-linked from its own builds (no download, no disk);
 * each other file is downloaded and must have the manifest's size and sha256. Anything that does not match is
 * refused: the folder is dropped, the live build stays, the next look tries again.
 */
import { existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type BuildAnnouncement,
  type BuildManifest,
  MANIFEST_FILE,
  parseManifest,
  planFetch,
  verifyFile,
} from '../../../src/core/build-manifest.ts';
import { liveBuild, previousBuild, switchLive } from '../site-builds.ts';
import { readManifest, rememberHash, sha256 } from './manifest.ts';

/** The internal route of the builds (api/routes/build-sync.ts), under /api: never cached by the edge. */
export const BUILD_SYNC_PATH = '/api/internal/builds';

/** Downloads at a time. */
const PARALLEL = 6;
const REQUEST_TIMEOUT_MS = 30_000;

export type FetchOptions = {
  buildsDir: string;
  announced: BuildAnnouncement;
  secret: string;
  fetch?: typeof fetch;
};

export type FetchOutcome =
  | { ok: true; id: string; downloaded: number; linked: number; bytes: number }
  | { ok: false; error: string; tampered: boolean };

/** A refusal of what was received (a hash, a size, a manifest): nothing of the content is said. */
class Refused extends Error {}

/** The address of a build's manifest or file on the server that holds it. */
export function buildUrl(base: string, id: string, path?: string): string {
  const root = `${base.replace(/\/+$/, '')}${BUILD_SYNC_PATH}/${id}`;
  if (path === undefined) return `${root}/manifest`;
  return `${root}/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

async function download(url: string, options: FetchOptions): Promise<Uint8Array> {
  const res = await (options.fetch ?? fetch)(url, {
    headers: { authorization: `Bearer ${options.secret}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (res.status !== 200) {
    await res.arrayBuffer().catch(() => undefined);
    throw new Error(`réponse ${res.status} du serveur de la build`);
  }
  return new Uint8Array(await res.arrayBuffer());
}

/** sha256 → a file of this server's live or previous build holding that content (checked by its manifest). */
async function localFiles(buildsDir: string): Promise<Map<string, string>> {
  const byHash = new Map<string, string>();
  for (const build of [liveBuild(buildsDir), previousBuild(buildsDir)]) {
    if (!build) continue;
    const found = await readManifest(build.folder);
    if (!found) continue;
    for (const [path, entry] of Object.entries(found.manifest.files))
      if (!byHash.has(entry.sha256)) byHash.set(entry.sha256, join(build.folder, path));
  }
  return byHash;
}

/** Fetches the announced build into `BUILDS_DIR/<id>` and makes it live here; what was done, or why not. */
export async function fetchBuild(options: FetchOptions): Promise<FetchOutcome> {
  const { buildsDir, announced } = options;
  const target = join(buildsDir, announced.id);
  // Already here (this server made it, or a rollback to the previous build): it goes live again as it is.
  const here = existsSync(target) ? await readManifest(target) : null;
  if (here && here.hash === announced.manifest) {
    switchLive(buildsDir, target, { announce: false });
    return { ok: true, id: announced.id, downloaded: 0, linked: 0, bytes: 0 };
  }
  mkdirSync(buildsDir, { recursive: true });
  const temp = join(buildsDir, `.fetch-${announced.id}-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  try {
    const text = await download(buildUrl(announced.url, announced.id), options);
    if (sha256(text) !== announced.manifest)
      throw new Refused('manifeste refusé : son empreinte n’est pas celle que la base annonce');
    const manifest = parseManifest(new TextDecoder().decode(text), announced.id);
    if ('error' in manifest) throw new Refused(`manifeste refusé : ${manifest.error}`);
    const counts = await assemble(temp, manifest, options);
    await writeFile(join(temp, MANIFEST_FILE), text);
    rmSync(target, { recursive: true, force: true });
    renameSync(temp, target);
    switchLive(buildsDir, target, { announce: false });
    return { ok: true, id: announced.id, ...counts };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    const tampered = error instanceof Refused;
    return { ok: false, tampered, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The build's files in `temp`: linked from this server's builds when it has them, downloaded and checked else. */
async function assemble(
  temp: string,
  manifest: BuildManifest,
  options: FetchOptions,
): Promise<{ downloaded: number; linked: number; bytes: number }> {
  const plan = planFetch(manifest, await localFiles(options.buildsDir));
  for (const { path, from } of plan.link) {
    const dest = join(temp, path);
    mkdirSync(dirname(dest), { recursive: true });
    linkSync(from, dest);
  }
  const queue = [...plan.download];
  // The first failure stops every download: nothing is written into the folder once it is being dropped.
  let failure: unknown = null;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined && failure === null; path = queue.shift()) {
      try {
        await place(temp, manifest, path, options);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failure !== null) throw failure;
  return { downloaded: plan.download.length, linked: plan.link.length, bytes: plan.bytes };
}

/** Downloads one file of the build, checks it against the manifest, writes it into `temp`. */
async function place(
  temp: string,
  manifest: BuildManifest,
  path: string,
  options: FetchOptions,
): Promise<void> {
  const bytes = await download(buildUrl(options.announced.url, manifest.id, path), options);
  const hash = sha256(bytes);
  const entry = manifest.files[path];
  const problem = entry ? verifyFile(entry, { sha256: hash, size: bytes.length }) : 'absent du manifeste';
  if (problem) throw new Refused(`fichier refusé (${path}) : ${problem}`);
  const dest = join(temp, path);
  await mkdir(dirname(dest), { recursive: true });
  await writeFile(dest, bytes);
  await rememberHash(dest, hash);
}
