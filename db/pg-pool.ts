/**
 * Every PostgreSQL pool of the project, servers, scripts and tests alike. An idle client whose server goes away
 * (restart, failover, the end of a test's throwaway cluster) makes pg's Pool emit 'error'; with no listener that
 * is an uncaught exception that ends the process. pool.end() does not wait for its clients' sockets to close, so
 * even a pool ended before its server stops can receive the server's « terminating connection » afterwards. The
 * client is already dropped from the pool, and the next query opens a new one: nothing to do but not crash.
 */
import pg from 'pg';

/**
 * How long opening a connection may take. pg waits forever by default: a server that is up but does not answer (a
 * network partition, a stopped VM) would hold every request that needs the store. Past this, the query fails as
 * « store unavailable » (db/store-unavailable.ts) and the API answers 503 (api/middleware/store-down.ts).
 *
 * Set on each connection (the Client), not on the pool: pg-pool's own `connectionTimeoutMillis` would also bound
 * the wait for a free pooled connection, and fail a build's queries queued behind each other on a busy machine.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

class BoundedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(
      typeof config === 'string'
        ? { connectionString: config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }
        : { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config },
    );
  }
}

export function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ Client: BoundedClient, ...config });
  pool.on('error', () => {});
  return pool;
}
