/**
 * A live build and a store that does not answer, for the tests of what outlives the store (api/routes/health.ts,
 * api/middleware/store-down.ts).
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { STORE_KIND } from '../../db/store-kind.ts';
import { freePort } from './cluster.ts';

/** A live build in BUILDS_DIR as the builder leaves one: a folder with its info, `current` pointing to it. */
export function writeLiveBuild(buildsDir: string, id: string): void {
  const folder = join(buildsDir, id);
  mkdirSync(join(folder, '_astro'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>Accueil</title><h1>Accueil ${id}</h1>`);
  writeFileSync(
    join(folder, '404.html'),
    '<!doctype html><title>Page non trouvée</title><h1>Introuvable</h1>',
  );
  writeFileSync(join(folder, '_astro', 'site.abc123.css'), 'body{color:#111}');
  const info = {
    id,
    startedAt: '',
    finishedAt: '2026-01-01T00:00:00Z',
    durationMs: 1,
    pages: 1,
    reason: 'test',
  };
  writeFileSync(join(folder, 'build-info.json'), JSON.stringify(info));
  rmSync(join(buildsDir, 'current'), { force: true });
  symlinkSync(id, join(buildsDir, 'current'));
}

/**
 * A store that stops answering once `down()` is called: a SQLite file closed under the app, or on PostgreSQL an
 * address where nobody listens (down() then does nothing: it never answered).
 */
export async function storeGoingDown(dir: string): Promise<{ db: Db; down(): Promise<void> }> {
  if (STORE_KIND === 'postgres') {
    const db = openDb(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
    return { db, down: async () => {} };
  }
  const db = openDb(join(dir, 'fermee.db'));
  return { db, down: () => closeDb(db) };
}

/** `db` whose raw statements wait forever (a server that accepted the connection and went silent). */
export function silentDb(db: Db): Db {
  const never = () => new Promise(() => {});
  return Object.create(db, { all: { value: never }, execute: { value: never } }) as Db;
}
