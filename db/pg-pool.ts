/**
 * Every PostgreSQL pool of the project, servers, scripts and tests alike. An idle client whose server goes away
 * (restart, failover, the end of a test's throwaway cluster) makes pg's Pool emit 'error'; with no listener that
 * is an uncaught exception that ends the process. pool.end() does not wait for its clients' sockets to close, so
 * even a pool ended before its server stops can receive the server's « terminating connection » afterwards. The
 * client is already dropped from the pool, and the next query opens a new one: nothing to do but not crash.
 */
import pg from 'pg';

export function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  return pool;
}
