/** Builds the admin SPA when api/admin/dist is missing (fresh clone) or stale: `npm start` and the site tests call it. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN_DIST } from './serve.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Latest modification time of the SPA's sources (src/, index.html, vite config). */
function sourcesMtime(): number {
  let latest = 0;
  const walk = (path: string) => {
    const s = statSync(path);
    if (s.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else latest = Math.max(latest, s.mtimeMs);
  };
  for (const p of ['src', 'index.html', 'vite.config.ts']) walk(join(ROOT, 'api', 'admin', p));
  return latest;
}

/** Builds the SPA when it was never built or its sources changed since the last build. */
export function ensureAdminBuilt(log: (line: string) => void = console.log): void {
  const index = join(ADMIN_DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= sourcesMtime()) return;
  log("Module d'administration absent ou modifié : construction (npm run build:admin)…");
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const res = spawnSync(vite, ['build', '--config', 'api/admin/vite.config.ts'], {
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
  if (res.status !== 0)
    throw new Error(`La construction de l'administration a échoué :\n${res.stdout}\n${res.stderr}`);
}
