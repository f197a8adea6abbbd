/**
 * The shape of a backup folder (`npm run backup`, `npm run restore`): what it holds, and its manifest, which lists
 * every file with its size and SHA-256 so that a restore proves the copy whole before it writes anything.
 *
 *   <dossier>/manifest.json   this list, the store kind, the version of the code, where the secret came from
 *   <dossier>/store.db        the SQLite store (online backup); on PostgreSQL, store.pgdump made by pg_dump
 *   <dossier>/media/…         the uploaded files and their variants (MEDIA_DIR)
 *   <dossier>/auth-secret     the server secret (sessions, keyed hashes): BETTER_AUTH_SECRET or its file
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';

export const MANIFEST = 'manifest.json';
export const STORE_FILE = 'store.db';
export const PG_DUMP_FILE = 'store.pgdump';
export const MEDIA = 'media';
export const SECRET_FILE = 'auth-secret';

export const Manifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  store: z.enum(['sqlite', 'postgres']),
  /** Where the secret was read: the variable (to set again) or the file beside the database; none: not found. */
  secret: z.enum(['env', 'file', 'none']),
  files: z.array(
    z.object({
      path: z.string().regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, 'chemin relatif simple'),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof Manifest>;

/** The SHA-256 of a file, read as a stream (a store may be large). */
export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, base));
    else if (entry.isFile()) out.push(relative(base, full).split(sep).join('/'));
  }
  return out.sort();
}

/** The manifest's file list for the files of `dir` (the manifest itself left out). */
export async function listFiles(dir: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  for (const path of filesUnder(dir).filter((p) => p !== MANIFEST)) {
    const full = join(dir, path);
    files.push({ path, size: statSync(full).size, sha256: await sha256Of(full) });
  }
  return files;
}

/** Reads and validates a backup's manifest; a French error saying what is wrong. */
export function readManifest(dir: string): Manifest {
  const file = join(dir, MANIFEST);
  if (!existsSync(file))
    throw new Error(`${file} introuvable : ce dossier n'est pas une sauvegarde (npm run backup).`);
  const parsed = Manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} illisible : ${parsed.error.issues[0]?.message ?? 'forme inattendue'}`);
  return parsed.data;
}

/**
 * The differences between the manifest and the folder: a file missing, changed (size or hash) or not listed. Empty
 * when the backup is whole. A PostgreSQL dump added after the backup (pg_dump) is not listed, and not counted.
 */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const f of manifest.files) {
    const full = join(dir, f.path);
    if (!existsSync(full)) problems.push(`${f.path} : absent`);
    else if (statSync(full).size !== f.size || (await sha256Of(full)) !== f.sha256)
      problems.push(`${f.path} : contenu modifié (empreinte SHA-256 différente)`);
  }
  for (const path of filesUnder(dir)) {
    if (path !== MANIFEST && path !== PG_DUMP_FILE && !listed.has(path))
      problems.push(`${path} : absent du manifeste`);
  }
  return problems;
}
