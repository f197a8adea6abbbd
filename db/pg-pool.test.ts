/**
 * The server of an idle pooled client goes away (here: its throwaway cluster stops, as a restart or failover
 * would). pg's Pool then emits 'error'; a pool with no listener turns it into an uncaught exception that ends
 * the process (in vitest: « Unhandled error », a failed run). newPool's pools survive it and drop the client.
 */
import { afterAll, expect, it } from 'vitest';
import { type Postgres, startPostgres } from '../tests/support/postgres.ts';
import { newPool } from './pg-pool.ts';

let server: Postgres | undefined;
afterAll(() => server?.stop(), 30_000);

it('survives the server ending its idle connections, and drops them', async () => {
  server = await startPostgres();
  const pool = newPool({ connectionString: server.url, max: 2 });
  await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select pg_sleep(0.05)')]);
  expect(pool.idleCount).toBe(2);

  const removed = new Promise<void>((resolve) => {
    let count = 0;
    pool.on('remove', () => {
      count += 1;
      if (count === 2) resolve();
    });
  });
  await server.stop();
  await removed;
  expect(pool.totalCount).toBe(0);
  await pool.end();
}, 60_000);
