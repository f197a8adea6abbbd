/** Builds the admin SPA when api/admin/dist is missing (fresh clone): `npm start` and the site tests call it. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN_DIST } from './serve.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export function ensureAdminBuilt(log: (line: string) => void = console.log): void {
  if (existsSync(join(ADMIN_DIST, 'index.html'))) return;
  log("Module d'administration absent : construction (npm run build:admin)…");
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const res = spawnSync(vite, ['build', '--config', 'api/admin/vite.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` },
  });
  if (res.status !== 0)
    throw new Error(`La construction de l'administration a échoué :\n${res.stdout}\n${res.stderr}`);
}
