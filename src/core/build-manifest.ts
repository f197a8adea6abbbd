/**
 * Builds without a shared filesystem (issue 28): a build's manifest lists every file of its folder with its sha256
 * and size. The builder writes it and records the manifest's own hash in the store; a server that holds its own
 * copy of the live build fetches the manifest, checks its hash against the store's, takes the files it already
 * has (same content, hard-linked) and downloads the others, each checked against the manifest. Pure: no I/O, the
 * hashes are computed by the caller (api/services/build-sync/).
 */
import { z } from 'zod';

/** The manifest's file in a build folder; it does not list itself. */
export const MANIFEST_FILE = 'build-manifest.json';

/** A build's id as site-builds names its folder: `build-<UTC instant, 17 digits>-<pid>`. */
export const BUILD_ID = /^build-\d{17}-\d{1,10}$/;

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * A path inside a build folder, as the manifest names it: relative, `/`-separated, no empty, `.` or `..` segment,
 * no backslash or control character. Anything else could write or read outside the folder.
 */
export function isSafeBuildPath(path: string): boolean {
  if (path.length === 0 || path.length > 1024) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  const segments = path.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..') && path !== MANIFEST_FILE;
}

export const manifestEntrySchema = z.object({
  sha256: z.string().regex(SHA256),
  size: z.number().int().min(0),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const buildManifestSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(BUILD_ID),
  files: z.record(z.string().refine(isSafeBuildPath, 'chemin de fichier refusé'), manifestEntrySchema),
});
export type BuildManifest = z.infer<typeof buildManifestSchema>;

/** What the store says is live (site setting `build-sync:live`): the build, its manifest's hash, where to get it. */
export const announcementSchema = z.object({
  id: z.string().regex(BUILD_ID),
  manifest: z.string().regex(SHA256),
  url: z.url({ protocol: /^https?$/ }),
  at: z.string(),
});
export type BuildAnnouncement = z.infer<typeof announcementSchema>;

/** The manifest as written: files sorted by path, so that one folder always gives the same bytes. */
export function manifestText(id: string, files: ReadonlyMap<string, ManifestEntry>): string {
  const sorted = [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const manifest: BuildManifest = {
    version: 1,
    id,
    files: Object.fromEntries(sorted.map(([path, e]) => [path, { sha256: e.sha256, size: e.size }])),
  };
  return `${JSON.stringify(manifest)}\n`;
}

/** A manifest read from the network or a disk, or the reason it is refused. */
export function parseManifest(text: string, expectedId?: string): BuildManifest | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'manifeste illisible (JSON)' };
  }
  const parsed = buildManifestSchema.safeParse(raw);
  if (!parsed.success) return { error: 'manifeste invalide' };
  if (expectedId !== undefined && parsed.data.id !== expectedId)
    return { error: `manifeste d’une autre build (${parsed.data.id})` };
  if (hasFileUnderFile(Object.keys(parsed.data.files))) return { error: 'manifeste incohérent' };
  return parsed.data;
}

/** Whether a path is both a file and a folder of another path (`a` and `a/b`): not a folder tree. */
function hasFileUnderFile(paths: string[]): boolean {
  const files = new Set(paths);
  return paths.some((p) => {
    const segments = p.split('/');
    for (let i = 1; i < segments.length; i++) if (files.has(segments.slice(0, i).join('/'))) return true;
    return false;
  });
}

export type FetchPlan = {
  /** Files this server already holds with the same content: hard-linked from `from` (an absolute path). */
  link: Array<{ path: string; from: string }>;
  /** Files to download, each checked against the manifest. */
  download: string[];
  /** Bytes to download. */
  bytes: number;
};

/**
 * Which files of `manifest` come from this server's own builds (content-addressed: `local` maps a sha256 to a file
 * holding it) and which are downloaded.
 */
export function planFetch(manifest: BuildManifest, local: ReadonlyMap<string, string>): FetchPlan {
  const plan: FetchPlan = { link: [], download: [], bytes: 0 };
  for (const [path, entry] of Object.entries(manifest.files)) {
    const from = local.get(entry.sha256);
    if (from !== undefined) plan.link.push({ path, from });
    else {
      plan.download.push(path);
      plan.bytes += entry.size;
    }
  }
  return plan;
}

/**
 * Checks a downloaded file against its manifest entry (its sha256 computed by the caller): null when it matches,
 * else the reason it is refused (nothing of the content: a hash and a size).
 */
export function verifyFile(entry: ManifestEntry, got: { sha256: string; size: number }): string | null {
  if (got.size !== entry.size) return `taille ${got.size} au lieu de ${entry.size}`;
  if (got.sha256 !== entry.sha256) return 'empreinte sha256 différente';
  return null;
}

/**
 * Whether this server is behind the store: it serves another build than the one announced (an older one, or one
 * rolled back: the store decides), or none while one is announced.
 */
export function isBehind(localId: string | null, announced: BuildAnnouncement | null): boolean {
  return announced !== null && localId !== announced.id;
}
