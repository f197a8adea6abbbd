/**
 * Real driver errors, not hand-made ones: a PostgreSQL address where nothing listens, a server that accepts the
 * connection and never answers (bounded by the pool's connection timeout), a closed SQLite file — all « the store
 * is unavailable »; a mistake in a query is not.
 */
import { createServer, type Server, type Socket } from 'node:net';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/cluster.ts';
import { CONNECT_TIMEOUT_MS, newPool } from './pg-pool.ts';
import { isStoreUnavailable, unavailableCode } from './store-unavailable.ts';

const failure = async (run: () => unknown): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('la requête devait échouer');
};

const sockets: Socket[] = [];
let silent: Server | undefined;
let silentPort = 0;
afterAll(() => {
  for (const s of sockets) s.destroy();
  silent?.close();
});

describe('isStoreUnavailable', () => {
  it('PostgreSQL: nobody listening, through drizzle', async () => {
    const pool = newPool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` });
    const error = await failure(() => drizzlePg(pool).execute(sql`select 1`));
    expect(isStoreUnavailable(error)).toBe(true);
    expect(unavailableCode(error)).toBe('ECONNREFUSED');
    await pool.end();
  });

  it('PostgreSQL: a server that never answers fails within the connection timeout', async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    silentPort = port;
    const pool = newPool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      connectionTimeoutMillis: 300,
    });
    const started = Date.now();
    const error = await failure(() => pool.query('select 1'));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(isStoreUnavailable(error)).toBe(true);
    await pool.end();
  });

  it('a pool waits for a connection at most CONNECT_TIMEOUT_MS by default', async () => {
    const pool = newPool({ connectionString: `postgres://postgres@127.0.0.1:${silentPort}/postgres` });
    const started = Date.now();
    const error = await failure(() => pool.query('select 1'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
    expect(isStoreUnavailable(error)).toBe(true);
    await pool.end();
  }, 15_000);

  it('SQLite: a closed file is unavailable, a wrong query is not', async () => {
    const client = new Database(':memory:');
    const db = drizzleSqlite(client);
    const wrong = await failure(() => db.run(sql`select * from table_absente`));
    expect(isStoreUnavailable(wrong)).toBe(false);
    client.close();
    const closed = await failure(() => db.run(sql`select 1`));
    expect(isStoreUnavailable(closed)).toBe(true);
  });

  it('a bug is not an outage', () => {
    expect(isStoreUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isStoreUnavailable(null)).toBe(false);
    expect(isStoreUnavailable('ECONNREFUSED')).toBe(false);
  });
});
