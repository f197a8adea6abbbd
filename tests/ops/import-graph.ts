/**
 * The packages a production install must hold: every module the start path can load (the server, its child
 * processes, the site's build, the admin SPA's build, the operator's commands), followed import by import from
 * their entry files, and the bare package each one names. `npm ci --omit=dev` installs `dependencies` and
 * `optionalDependencies` only: a package found here in neither breaks the production start (issue 28).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/** Module specifiers a file imports at run time (type-only imports and exports left out). */
export function specifiersOf(text: string): string[] {
  const found: string[] = [];
  // Comments may quote imports (`import('…/Base.astro')` in a doc comment): not code.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
  // `import … from 'x'` and `export … from 'x'`, over several lines; not `import type` / `export type`.
  const fromClause = /(?:^|[\n;])\s*(import|export)\s+(?!type[\s{])([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(fromClause)) found.push(m[3] as string);
  for (const m of source.matchAll(/(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g)) found.push(m[1] as string);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1] as string);
  return found.map((s) => s.replace(/\?.*$/, ''));
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a file or a built-in. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#')) return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
  // Modules Astro and Vite provide themselves.
  if (/^(astro|virtual):/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.astro', '/index.ts', '/index.tsx'];

function resolveFile(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier === '#core') base = join(root, 'src', 'core', 'index.ts');
  else if (specifier.startsWith('#core/')) base = join(root, 'src', 'core', specifier.slice('#core/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Every source file under `dir` (tests left out). */
export function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourcesUnder(full));
    else if (/\.(ts|tsx|mjs|js|astro)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(full);
  }
  return out;
}

export type Use = { pkg: string; file: string };

/** The packages reached from `entries`, each with the first file (relative to root) that imports it. */
export function packagesReached(root: string, entries: string[]): { uses: Use[]; unresolved: string[] } {
  const seen = new Set<string>();
  const uses = new Map<string, string>();
  const unresolved: string[] = [];
  const queue = entries.map((e) => resolve(root, e));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const pkg = packageOf(specifier);
      if (pkg) {
        if (!uses.has(pkg)) uses.set(pkg, relative(root, file));
        continue;
      }
      if (specifier.startsWith('node:') || !/^[.#]/.test(specifier)) continue;
      const target = resolveFile(root, file, specifier);
      if (target) queue.push(target);
      else unresolved.push(`${relative(root, file)} → ${specifier}`);
    }
  }
  return { uses: [...uses].map(([pkg, file]) => ({ pkg, file })), unresolved };
}

type Lock = { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };

/**
 * The packages `npm ci --omit=dev` installs at the top level of node_modules, as the lock file says: the
 * `dependencies` and `optionalDependencies` and what they depend on (e.g. better-auth's drizzle adapter), never
 * a package the lock marks `dev` (or `devOptional`: reached through a dev dependency).
 */
export function productionPackages(lock: Lock): Set<string> {
  const out = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const top = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1];
    if (top && !entry.dev && !entry.devOptional) out.add(top);
  }
  return out;
}
