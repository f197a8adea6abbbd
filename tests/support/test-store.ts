/**
 * A fresh store for one test: by default a SQLite file in the test's folder; in the PostgreSQL pass (the
 * `store-pg` vitest project, tests/support/pg-setup.ts) a new database of the throwaway cluster, copied from a
 * template that is already migrated (and, for `prepared`, holds the communes and the launch content), so that
 * each test starts from the same state as on SQLite in a fraction of a second.
 */
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { STORE_KIND } from '../../db/store-kind.ts';

export type TestStore = {
  /** What openDb / prepareDatabase take: the SQLite path or the postgres:// address. */
  target: string;
  /** The variables that select it, for readEnv. */
  env: Record<string, string>;
  /** Drops the PostgreSQL database (the SQLite file goes with the test's folder). */
  drop(): Promise<void>;
};

let counter = 0;

/** `prepared`: migrated, with the communes and the content (as prepareDatabase leaves it); else only migrated. */
export async function testStore(dir: string, options: { prepared?: boolean } = {}): Promise<TestStore> {
  if (STORE_KIND === 'sqlite') {
    const target = join(dir, 'apl.db');
    return { target, env: { DATABASE_PATH: target, DATABASE_URL: '' }, drop: async () => {} };
  }
  const admin = inject('pgAdminUrl');
  const template = options.prepared === false ? 'apl_migrated' : 'apl_prepared';
  const name = `t_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const target = url.toString();
  return {
    target,
    env: { DATABASE_URL: target, DATABASE_PATH: join(dir, 'apl.db') },
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
