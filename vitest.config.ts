import { defineConfig } from 'vitest/config';
import { DRIZZLE_PRELOAD } from './db/preload/node-options.ts';

/** The store-level and API suites: they run on SQLite (project `unit`) and on PostgreSQL (`store-pg`). */
const STORE_SUITES = ['db/**/*.test.ts', 'api/**/*.test.ts', 'tests/security/**/*.test.ts'];

/**
 * Tests that already speak both stores from a SQLite process, each starting its own PostgreSQL: the schema
 * parity test, the SQLite → PostgreSQL copy and the pool's behaviour when its server goes away.
 */
const SQLITE_ONLY = ['db/schema-parity.test.ts', 'db/copy-to-postgres.test.ts', 'db/pg-pool.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    // Two files at once (vitest's default is one less than the cores: 1 on CI's 2): most tests wait on a store,
    // a server, a browser or a child process. The projects that start several servers behind a balancer or an
    // edge keep one file at a time (maxWorkers 1 below) and run after the others.
    maxWorkers: 2,
    // Every test process loads drizzle-orm in a quarter of the time (db/preload/drizzle-resolve.ts).
    execArgv: ['--import', DRIZZLE_PRELOAD],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'api/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/engine/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/ops/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The store and API suites again, on a real PostgreSQL 15 (DATABASE_URL): the same tests, each on a
          // database of its own copied from a prepared template (tests/support/pg-setup.ts, test-store.ts).
          name: 'store-pg',
          include: STORE_SUITES,
          exclude: SQLITE_ONLY,
          globalSetup: ['tests/support/pg-setup.ts'],
          setupFiles: ['tests/support/pg-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Two servers on PostgreSQL behind haproxy (npm run test:scale).
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          maxWorkers: 1,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          // One server behind Debian's Varnish with deploy/varnish/default.vcl: publication, exact purge, origin down.
          name: 'edge',
          include: ['tests/edge/**/*.test.ts'],
          maxWorkers: 1,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'site',
          // Build output and browser tests: one build for all of them, and a server on its own copy of the
          // database for each of the two files that run at once (tests/support/site-setup.ts, site.ts).
          include: ['tests/site/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/site-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
