/**
 * Global setup of the `store-pg` tests (the store and API suites again, on PostgreSQL 15): a throwaway cluster
 * (tests/support/postgres.ts), and two template databases that each test copies (tests/support/test-store.ts):
 * `apl_migrated` (the migrations only) and `apl_prepared` (as prepareDatabase leaves a fresh store: communes,
 * e-mail templates, launch content). They are prepared by a child process, the way a server prepares its store,
 * because this process already speaks SQLite for the other projects.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateUrl: string;
  }
}

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE apl_migrated');
  await admin.query('CREATE DATABASE apl_prepared');
  const urlOf = (name: string) => postgres.url.replace(/\/postgres$/, `/${name}`);
  const prepare = (name: string, mode: string) =>
    run(process.execPath, [join(ROOT, 'tests', 'support', 'prepare-store.ts'), mode], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: urlOf(name), BETTER_AUTH_SECRET: 'x'.repeat(32) },
      maxBuffer: 16 * 1024 * 1024,
    });
  await Promise.all([prepare('apl_migrated', 'migrate'), prepare('apl_prepared', 'prepare')]);
  // A template must have no connection while it is copied.
  await admin.query('ALTER DATABASE apl_migrated WITH ALLOW_CONNECTIONS false');
  await admin.query('ALTER DATABASE apl_prepared WITH ALLOW_CONNECTIONS false');
  await admin.end();

  project.provide('pgAdminUrl', postgres.url);
  project.provide('pgTemplateUrl', urlOf('apl_prepared'));
  return () => postgres.stop();
}
