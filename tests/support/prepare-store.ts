/**
 * Child process of tests/support/pg-setup.ts: prepares the store at DATABASE_URL — `migrate` (the migrations
 * only) or `prepare` (prepareDatabase: migrations, communes, e-mail templates, launch content).
 */
import { prepareDatabase } from '../../api/bootstrap.ts';
import { closeDb, openDb, storeTarget } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';

const db = process.argv[2] === 'migrate' ? openDb() : await prepareDatabase(storeTarget(), () => {});
if (process.argv[2] === 'migrate') await applyMigrations(db);
await closeDb(db);
