/**
 * A build folder's manifest on disk (src/core/build-manifest.ts): computed once the build is live, from the files'
 * bytes, or read back. A file hard-linked from an earlier build (an incremental build, a fetched one) keeps the hash
 * computed for it then: only the files a build changed are read again.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  type BuildManifest,
  MANIFEST_FILE,
  type ManifestEntry,
  manifestText,
  parseManifest,
} from '../../../src/core/build-manifest.ts';

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Hashes already computed, by file identity (device, inode, size, mtime): an unchanged hard link is not read. */
const known = new Map<string, string>();
const MAX_KNOWN = 500_000;

function identity(s: { dev: number; ino: number; size: number; mtimeMs: number }): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`;
}

/** Every file under `folder` (relative, `/`-separated), the manifest itself left out. */
async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(folder, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => path !== MANIFEST_FILE && !path.endsWith('.tmp'));
}

/** The manifest of `folder` (build `id`), computed from its files. */
export async function computeManifest(folder: string): Promise<Map<string, ManifestEntry>> {
  const files = new Map<string, ManifestEntry>();
  for (const path of await listFiles(folder)) {
    const file = join(folder, path);
    const s = await stat(file);
    const key = identity(s);
    let hash = known.get(key);
    if (hash === undefined) {
      hash = sha256(await readFile(file));
      if (known.size >= MAX_KNOWN) known.clear();
      known.set(key, hash);
    }
    files.set(path, { sha256: hash, size: s.size });
  }
  return files;
}

/** Remembers a file's hash (a file just downloaded and checked): not read again for the next manifest. */
export async function rememberHash(file: string, hash: string): Promise<void> {
  known.set(identity(await stat(file)), hash);
}

/** Writes the manifest of `folder` (aside, then renamed); its text and the hash the store records. */
export async function writeManifest(folder: string, id: string): Promise<{ text: string; hash: string }> {
  const text = manifestText(id, await computeManifest(folder));
  const tmp = join(folder, `${MANIFEST_FILE}.${process.pid}.tmp`);
  await writeFile(tmp, text);
  await rename(tmp, join(folder, MANIFEST_FILE));
  return { text, hash: sha256(text) };
}

/** The manifest written in `folder`, with its hash; null when absent or unreadable. */
export async function readManifest(
  folder: string,
): Promise<{ manifest: BuildManifest; text: string; hash: string } | null> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    return null;
  }
  const manifest = parseManifest(text);
  return 'error' in manifest ? null : { manifest, text, hash: sha256(text) };
}

/** The manifest of `folder` as written, or written now when it has none. */
export async function ensureManifest(folder: string, id: string): Promise<{ text: string; hash: string }> {
  const found = await readManifest(folder);
  if (found && found.manifest.id === id) return { text: found.text, hash: found.hash };
  return writeManifest(folder, id);
}
