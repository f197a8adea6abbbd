/**
 * `npm run db:to-postgres -- <postgres://…> [fichier.db]`: copies an existing SQLite site (DATABASE_PATH, or the
 * file given) into an empty PostgreSQL database, then the servers can start with DATABASE_URL
 * (db/copy-to-postgres.ts). Stop the SQLite server first: what it writes during the copy would not follow.
 */
import { resolve } from 'node:path';
import { databasePath } from '../db/client.ts';
import { copySqliteToPostgres } from '../db/copy-to-postgres.ts';
import { isPostgresUrl } from '../db/store-kind.ts';

const [to, from = databasePath()] = process.argv.slice(2);
if (!isPostgresUrl(to)) {
  console.error('Usage : npm run db:to-postgres -- postgres://utilisateur@hôte/base [data/apl.db]');
  process.exit(1);
}
try {
  console.log(`Copie de ${resolve(from)} vers PostgreSQL…`);
  const report = await copySqliteToPostgres(resolve(from), to, console.log);
  console.log(`Copie terminée : ${report.rows} lignes, ${report.tables.length} tables, ${report.ms} ms.`);
} catch (error) {
  console.error(
    `Copie annulée, base PostgreSQL inchangée : ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
