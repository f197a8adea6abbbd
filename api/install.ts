/**
 * What a start needs from its install, checked before anything else (issue 28): the admin SPA built for this code
 * (api/admin/build.ts), and the one folder of the code tree the site's build writes, `.astro/` (Astro generates
 * its types there, and its server bundle when BUILDS_DIR is outside the code). A production tree is otherwise
 * read-only: Astro's and Vite's caches then go to BUILDS_DIR/.cache (astro.config.mjs).
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureAdminBuilt } from './admin/build.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Stops the start with what to do when `.astro/` cannot be written. */
export function checkDotAstro(dir = join(ROOT, '.astro')): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new Error(
      `Le dossier ${dir} n'est pas accessible en écriture : Astro y écrit à chaque construction du site. ` +
        'Créez-le à l’installation et donnez-le à l’utilisateur du service (seul dossier du code à ouvrir en ' +
        'écriture ; voir docs/OPERATIONS.md).',
    );
  }
}

export function checkInstall(log: (line: string) => void = console.log): void {
  ensureAdminBuilt(log);
  checkDotAstro();
}
