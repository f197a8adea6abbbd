/**
 * The script hashes of a static build. Astro writes each page's script hashes into a CSP <meta>; at the
 * end of a build we store their union in `csp.json`, and the server sends it in its CSP header, so the
 * header always allows what the meta of any page of the live build allows (both policies are enforced).
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CSP_FILE = 'csp.json';

const META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;
const HASH = /'(sha(?:256|384|512)-[A-Za-z0-9+/_-]+={0,2})'/g;

/** The hashes of the script-src directive of a page's CSP meta (none when it has no meta). */
export function metaScriptHashes(html: string): string[] {
  const policy = META.exec(html)?.[1] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '));
  return scriptSrc ? [...scriptSrc.matchAll(HASH)].map((m) => m[1] as string) : [];
}

/** How much of a page is read first: Astro writes the CSP <meta> near the top of <head> (within 3 KB). */
const HEAD_BYTES = 16 * 1024;

/**
 * A page's script hashes, reading only its first bytes when the whole <meta> is there (a page is 40–60 KB, mostly
 * inlined styles and body: the full build's 2,400 pages are read in a tenth of the time); the whole page otherwise.
 */
function pageScriptHashes(path: string, buffer: Buffer): string[] {
  const fd = openSync(path, 'r');
  let read: number;
  try {
    read = readSync(fd, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(fd);
  }
  const head = buffer.toString('utf8', 0, read);
  // A cut <meta> (no closing quote of its content yet) or a meta further down: the whole page.
  if (read < buffer.length || META.test(head)) return metaScriptHashes(head);
  return metaScriptHashes(readFileSync(path, 'utf8'));
}

/** The union of the script hashes of every page of a build folder, sorted. */
export function buildScriptHashes(folder: string): string[] {
  const hashes = new Set<string>();
  const buffer = Buffer.allocUnsafe(HEAD_BYTES);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html'))
        for (const hash of pageScriptHashes(path, buffer)) hashes.add(hash);
    }
  };
  walk(folder);
  return [...hashes].sort();
}

/**
 * Writes `csp.json` for a finished build: the hashes given, or those of every page of the folder. Written aside
 * then renamed: in an incremental build the folder is a hard-link copy of the live build, whose own file must not
 * change.
 */
export function writeCspFile(folder: string, scriptHashes: string[] = buildScriptHashes(folder)): void {
  const tmp = join(folder, `.${CSP_FILE}.tmp`);
  writeFileSync(tmp, `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
  renameSync(tmp, join(folder, CSP_FILE));
}

/** The script hashes of a build: its `csp.json`, or the meta of its home page for a build made before it. */
export function readScriptHashes(folder: string): string[] {
  try {
    const { scriptHashes } = JSON.parse(readFileSync(join(folder, CSP_FILE), 'utf8')) as {
      scriptHashes: string[];
    };
    return scriptHashes.filter((h) => /^sha(256|384|512)-[A-Za-z0-9+/_-]+={0,2}$/.test(h));
  } catch {
    try {
      return metaScriptHashes(readFileSync(join(folder, 'index.html'), 'utf8'));
    } catch {
      return [];
    }
  }
}
