/**
 * The script hashes of a static build. Astro writes each page's script hashes into a CSP <meta>; at the
 * end of a build we store their union in `csp.json`, and the server sends it in its CSP header, so the
 * header always allows what the meta of any page of the live build allows (both policies are enforced).
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** The union of the script hashes of every page of a build folder, sorted. */
export function buildScriptHashes(folder: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html'))
        for (const hash of metaScriptHashes(readFileSync(path, 'utf8'))) hashes.add(hash);
    }
  };
  walk(folder);
  return [...hashes].sort();
}

/**
 * Writes `csp.json` for a finished build. Written aside then renamed: in an incremental build the folder is a
 * hard-link copy of the live build, whose own file must not change.
 */
export function writeCspFile(folder: string): void {
  const tmp = join(folder, `.${CSP_FILE}.tmp`);
  writeFileSync(tmp, `${JSON.stringify({ scriptHashes: buildScriptHashes(folder) }, null, 2)}\n`);
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
