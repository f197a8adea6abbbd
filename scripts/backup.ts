/**
 * `npm run backup -- <dossier>`: a backup an operator can restore with `npm run restore -- <dossier>` (issue 28).
 * The SQLite store by SQLite's online backup (the server may keep running), its integrity checked; the media folder
 * (uploads and their variants); the server secret that signs the sessions; a manifest with the SHA-256 of every
 * file (scripts/backup-files.ts). On PostgreSQL the store is pg_dump's to copy: the command to run is printed, and
 * the media and the secret are still copied. The folder must be new or empty; it holds personal data and the
 * secret: it is created readable by its owner only.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readEnv } from '../api/env.ts';
import { BUILD_APP_VERSION } from '../api/services/site-builds.ts';
import { closeDb, openDb } from '../db/client.ts';
import { backupDatabase } from '../db/queries/admin-system.ts';
import { isPostgresUrl } from '../db/store-kind.ts';
import {
  filesUnder,
  listFiles,
  MANIFEST,
  type Manifest,
  MEDIA,
  PG_DUMP_FILE,
  SECRET_FILE,
  STORE_FILE,
} from './backup-files.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The target folder, created (mode 700) if needed; it must be empty. */
function targetFolder(arg: string | undefined): string {
  if (!arg || arg.startsWith('--')) fail('Usage : npm run backup -- <dossier de sauvegarde>');
  const dir = resolve(arg);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    fail(`${dir} n'est pas vide : choisissez un dossier nouveau pour chaque sauvegarde.`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** The SQLite store by online backup, then checked by SQLite itself on the copy. */
async function backupSqlite(databasePath: string, dir: string): Promise<void> {
  if (!existsSync(databasePath)) fail(`Base SQLite introuvable : ${databasePath} (DATABASE_PATH).`);
  const db = openDb(databasePath, { readonly: true });
  try {
    await backupDatabase(db, join(dir, STORE_FILE));
  } finally {
    await closeDb(db);
  }
  // The copy stands alone: one file, no WAL beside it (the server sets WAL again when it opens it).
  const copy = openDb(join(dir, STORE_FILE));
  try {
    copy.$client.pragma('journal_mode = DELETE');
    const check = copy.$client.pragma('integrity_check', { simple: true });
    if (check !== 'ok') fail(`La copie de la base est abîmée (integrity_check : ${String(check)}).`);
  } finally {
    await closeDb(copy);
  }
}

/** The secret: the variable when set, else the file beside the database (api/auth/secret.ts). */
function backupSecret(env: ReturnType<typeof readEnv>, dir: string): Manifest['secret'] {
  const target = join(dir, SECRET_FILE);
  if (env.BETTER_AUTH_SECRET) {
    writeFileSync(target, env.BETTER_AUTH_SECRET, { mode: 0o600 });
    return 'env';
  }
  const file = join(dirname(env.DATABASE_PATH), 'auth-secret');
  if (!existsSync(file)) return 'none';
  writeFileSync(target, readFileSync(file), { mode: 0o600 });
  return 'file';
}

function backupMedia(mediaDir: string, dir: string): number {
  const files = filesUnder(mediaDir);
  for (const path of files) {
    const to = join(dir, MEDIA, path);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(mediaDir, path), to);
  }
  return files.length;
}

const env = readEnv();
const dir = targetFolder(process.argv[2]);
const postgres = isPostgresUrl(env.STORE);
const started = Date.now();
if (!postgres) await backupSqlite(env.DATABASE_PATH, dir);
const media = backupMedia(env.MEDIA_DIR, dir);
const secret = backupSecret(env, dir);
const manifest: Manifest = {
  format: 1,
  createdAt: new Date().toISOString(),
  appVersion: BUILD_APP_VERSION,
  store: postgres ? 'postgres' : 'sqlite',
  secret,
  files: await listFiles(dir),
};
writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
console.log(
  `Sauvegarde faite en ${((Date.now() - started) / 1000).toFixed(1)} s → ${dir}\n` +
    `  ${manifest.files.length} fichiers, ${(bytes / 1e6).toFixed(1)} Mo (empreintes SHA-256 dans ${MANIFEST})\n` +
    `  base : ${postgres ? 'PostgreSQL (voir ci-dessous)' : STORE_FILE} · médias : ${media} fichier(s) · secret : ${
      secret === 'env'
        ? 'BETTER_AUTH_SECRET'
        : secret === 'file'
          ? 'fichier auth-secret'
          : 'aucun (il sera créé au démarrage)'
    }`,
);
if (postgres)
  console.log(
    '\nPostgreSQL : la base se sauvegarde avec pg_dump, dans ce même dossier (le manifeste le laisse de côté) :\n' +
      `  pg_dump --format=custom --no-owner --file "${join(dir, PG_DUMP_FILE)}" "$DATABASE_URL"\n` +
      'ou avec les instantanés et la restauration à un instant donné (PITR) de votre hébergeur.',
  );
console.log(
  'Ce dossier contient des données personnelles et le secret du serveur : gardez-le chiffré, hors du serveur.',
);
