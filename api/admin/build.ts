/**
 * The admin SPA's build (api/admin/dist), made at install or image time: `npm run build:admin` runs this file.
 * At start the server only checks it (ensureAdminBuilt): a production tree, read-only, gets a French error saying
 * what to run; a writable checkout (a fresh clone's `npm install && npm start`, the tests) builds it when it is
 * missing or its sources changed. The build records the hash of its sources beside it (SOURCES_FILE), so that
 * « up to date » does not depend on file dates (a copy, an image layer, a checkout).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_DIST } from './serve.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ADMIN = join(ROOT, 'api', 'admin');
/** The hash of the sources a build was made from, inside the build. */
export const SOURCES_FILE = '.sources-sha256';

/** The SHA-256 of the SPA's sources (src/, index.html, the Vite config): paths and contents, in a stable order. */
export function adminSourcesHash(admin = ADMIN): string {
  const files: string[] = [];
  const walk = (path: string) => {
    const entries = readdirSync(path, { withFileTypes: true });
    for (const e of entries) {
      const full = join(path, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) files.push(full);
    }
  };
  walk(join(admin, 'src'));
  files.push(join(admin, 'index.html'), join(admin, 'vite.config.ts'));
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(admin, f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(admin, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dist` holds a build of the current sources. */
export function adminBuildState(dist = ADMIN_DIST): 'ok' | 'missing' | 'stale' {
  if (!existsSync(join(dist, 'index.html'))) return 'missing';
  const stamp = join(dist, SOURCES_FILE);
  if (!existsSync(stamp)) return 'stale';
  return readFileSync(stamp, 'utf8').trim() === adminSourcesHash() ? 'ok' : 'stale';
}

/**
 * Builds the SPA into a fresh folder beside dist, then puts it in place (two renames): a process serving the
 * former build, or a second build at the same time, never sees a half-written folder.
 */
export function buildAdmin(): void {
  const sources = adminSourcesHash();
  const tmp = join(ADMIN, `.dist-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const res = spawnSync(vite, ['build', '--config', 'api/admin/vite.config.ts', '--outDir', tmp], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      // What editors get, whatever runs this: under the tests' NODE_ENV=test, Vite bundled React's development
      // build (StrictMode's double effects included).
      NODE_ENV: 'production',
      PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    },
  });
  if (res.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`La construction de l'administration a échoué :\n${res.stdout}\n${res.stderr}`);
  }
  writeFileSync(join(tmp, SOURCES_FILE), `${sources}\n`);
  const old = join(ADMIN, `.dist-old-${process.pid}`);
  try {
    if (existsSync(ADMIN_DIST)) renameSync(ADMIN_DIST, old);
    renameSync(tmp, ADMIN_DIST);
  } catch (error) {
    // Another process swapped its own build in meanwhile (tests start several servers): theirs is as good.
    rmSync(tmp, { recursive: true, force: true });
    if (adminBuildState() !== 'ok') throw error;
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * At start: the SPA must be built. Missing or stale in a code tree this process may write (a checkout), it is
 * built now; in a read-only tree (production), the start stops with what to run.
 */
export function ensureAdminBuilt(
  log: (line: string) => void = console.log,
  where: { dist?: string; canWrite?: boolean } = {},
): void {
  const state = adminBuildState(where.dist);
  if (state === 'ok') return;
  if (!(where.canWrite ?? writable(ADMIN))) {
    const what = state === 'missing' ? 'n’est pas construit' : 'ne correspond pas au code installé';
    throw new Error(
      `Le module d'administration (${where.dist ?? ADMIN_DIST}) ${what}, et le dossier du code n'est pas modifiable : ` +
        'construisez-le à l’installation, avec `npm run build:admin` après `npm ci` (voir docs/OPERATIONS.md).',
    );
  }
  log("Module d'administration absent ou modifié : construction (npm run build:admin)…");
  buildAdmin();
}

// `npm run build:admin`: always builds.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildAdmin();
  console.log(`Administration construite en ${((Date.now() - started) / 1000).toFixed(1)} s → ${ADMIN_DIST}`);
}
