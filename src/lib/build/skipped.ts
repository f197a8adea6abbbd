/**
 * Items a build leaves out rather than fail (issue 26). One item of the store that cannot be rendered (an address
 * the file system refuses, Markdown nested deeper than the renderer's stack) must not stop the whole site: the
 * page loaders check each item before Astro writes it, leave it out and record it here, with its cause in French.
 *
 * The server names a file in BUILD_SKIPPED_FILE (api/services/site-builds.ts); each build process adds one JSON line
 * per item left out, the server reads them back once the build is done and the admin shows them (builds.skipped).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BuildSkippedItem } from '../../../db/schema.ts';

/** What a file system accepts as one name (a folder of the build): 255 bytes on ext4, XFS, APFS and tmpfs. */
export const MAX_SEGMENT_BYTES = 255;

/** One folder name of the build: not empty, not `.` or `..`, no separator, query, fragment or control character. */
export function segmentFits(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..') return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[/\\?#%\u0000-\u001f\u007f]/.test(segment)) return false;
  return Buffer.byteLength(segment, 'utf8') <= MAX_SEGMENT_BYTES;
}

/** An absolute path of the site whose every folder the build can write (`/conseil/visale`). */
export function pathFits(path: string): boolean {
  return path.startsWith('/') && path.slice(1).split('/').every(segmentFits);
}

/** Why an item could not be rendered, in words for the admin. */
export function causeOf(error: unknown): string {
  if (error instanceof RangeError && /call stack/i.test(error.message))
    return 'texte trop imbriqué (citations ou listes) : le rendu du Markdown dépasse la pile';
  const message = error instanceof Error ? error.message : String(error);
  return `rendu impossible : ${message.split('\n')[0]?.slice(0, 200)}`;
}

/** Records an item this build leaves out, in its log and for the server. */
export function skipItem(item: BuildSkippedItem): void {
  console.warn(`Élément non publié (${item.kind} ${item.path ?? item.id ?? ''}) : ${item.cause}`);
  const file = process.env.BUILD_SKIPPED_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(item)}\n`);
}

type Item = Omit<BuildSkippedItem, 'cause'>;

/** `render()`, or null when it throws: the item is then left out and recorded with the cause. */
export function renderedOrSkipped<T>(item: Item, render: () => T): T | null {
  try {
    return render();
  } catch (error) {
    skipItem({ ...item, cause: causeOf(error) });
    return null;
  }
}

/** Whether the page of `item` at `path` can be written; if not, it is recorded as left out. */
export function addressFits(item: Item & { path: string }): boolean {
  if (pathFits(item.path)) return true;
  skipItem({
    ...item,
    cause: 'adresse impossible à écrire (segment vide, caractère interdit ou plus de 255 octets)',
  });
  return false;
}

const Line = z.object({
  kind: z.string(),
  id: z.number().nullish(),
  path: z.string().nullish(),
  cause: z.string(),
}) satisfies z.ZodType<BuildSkippedItem>;

/** The items recorded in `file` (server side), once each, in the order they came. */
export function readSkipped(file: string): BuildSkippedItem[] {
  if (!existsSync(file)) return [];
  const seen = new Map<string, BuildSkippedItem>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue; // a line cut by a process killed while writing: the others stand
    }
    const item = Line.safeParse(parsed).data;
    if (item) seen.set(`${item.kind}\u0000${item.id ?? ''}\u0000${item.path ?? ''}`, item);
  }
  return [...seen.values()];
}
