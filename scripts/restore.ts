/**
 * `npm run restore -- <dossier> [--force]`: puts a backup of `npm run backup` back in place of DATABASE_PATH,
 * MEDIA_DIR and the secret file beside the database (issue 28). The server must be stopped. Every file is first
 * checked against the manifest (size and SHA-256): a backup that is not whole restores nothing. A target that
 * already holds a store, media or a secret is refused unless --force, which replaces them (the media folder is
 * emptied first, so that it holds exactly the backup's files). The pages are not in a backup: the first start
 * builds them from the restored store.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readEnv } from '../api/env.ts';
import { isPostgresUrl } from '../db/store-kind.ts';
import {
  type Manifest,
  MEDIA,
  PG_DUMP_FILE,
  readManifest,
  SECRET_FILE,
  STORE_FILE,
  verifyBackup,
} from './backup-files.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const source = args.find((a) => !a.startsWith('--'));
if (!source) fail('Usage : npm run restore -- <dossier de sauvegarde> [--force]');
const dir = resolve(source);
const env = readEnv();
const postgres = isPostgresUrl(env.STORE);
const secretFile = join(dirname(env.DATABASE_PATH), 'auth-secret');

let manifest: Manifest;
try {
  manifest = readManifest(dir);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if ((manifest.store === 'postgres') !== postgres)
  fail(
    `Cette sauvegarde est celle d'une base ${manifest.store === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ` +
      `la configuration désigne une base ${postgres ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (DATABASE_PATH)'}.`,
  );
const problems = await verifyBackup(dir, manifest);
if (problems.length > 0)
  fail(`Sauvegarde incomplète ou modifiée, rien n'est restauré :\n  ${problems.join('\n  ')}`);

/** What the target already holds. */
function occupied(): string[] {
  const found: string[] = [];
  if (!postgres && existsSync(env.DATABASE_PATH)) found.push(`base ${env.DATABASE_PATH}`);
  if (existsSync(env.MEDIA_DIR) && readdirSync(env.MEDIA_DIR).length > 0)
    found.push(`médias ${env.MEDIA_DIR}`);
  if (manifest.secret === 'file' && existsSync(secretFile)) found.push(`secret ${secretFile}`);
  return found;
}

const present = occupied();
if (present.length > 0 && !force)
  fail(
    `La cible n'est pas vide (${present.join(', ')}) : arrêtez le serveur, puis relancez avec --force pour la ` +
      'remplacer par la sauvegarde, ou choisissez d’autres DATABASE_PATH et MEDIA_DIR.',
  );

/** The store: copied beside its place, then renamed over it; a former database's WAL files go with it. */
function restoreStore(): void {
  mkdirSync(dirname(env.DATABASE_PATH), { recursive: true });
  const tmp = `${env.DATABASE_PATH}.restore-${process.pid}`;
  copyFileSync(join(dir, STORE_FILE), tmp);
  for (const suffix of ['-wal', '-shm', '.builder-lock'])
    rmSync(`${env.DATABASE_PATH}${suffix}`, { force: true });
  renameSync(tmp, env.DATABASE_PATH);
}

function restoreMedia(): number {
  rmSync(env.MEDIA_DIR, { recursive: true, force: true });
  mkdirSync(env.MEDIA_DIR, { recursive: true });
  const prefix = `${MEDIA}/`;
  const files = manifest.files.filter((f) => f.path.startsWith(prefix));
  for (const f of files) {
    const to = join(env.MEDIA_DIR, f.path.slice(prefix.length));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(dir, f.path), to);
  }
  return files.length;
}

if (!postgres) restoreStore();
const media = restoreMedia();
const secret = join(dir, SECRET_FILE);
if (manifest.secret === 'file') {
  mkdirSync(dirname(secretFile), { recursive: true });
  writeFileSync(secretFile, readFileSync(secret), { mode: 0o600 });
  chmodSync(secretFile, 0o600);
}

console.log(
  `Sauvegarde du ${manifest.createdAt} (version ${manifest.appVersion}) restaurée, empreintes vérifiées :\n` +
    `  base : ${postgres ? 'PostgreSQL (voir ci-dessous)' : env.DATABASE_PATH} · médias : ${media} fichier(s) → ${env.MEDIA_DIR}`,
);
if (manifest.secret === 'file') console.log(`  secret → ${secretFile}`);
if (manifest.secret === 'env')
  console.log(
    `  secret : il venait de BETTER_AUTH_SECRET ; donnez à cette variable la valeur du fichier ${secret}, ` +
      'sinon les sessions ouvertes et les liens de suppression envoyés ne seront plus reconnus.',
  );
if (postgres)
  console.log(
    '\nPostgreSQL : restaurez la base avec pg_restore, serveurs arrêtés, dans une base vide ou en remplaçant ses objets :\n' +
      `  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" "${join(dir, PG_DUMP_FILE)}"`,
  );
console.log('Au démarrage, le serveur reconstruit les pages depuis la base restaurée (npm start).');
