/**
 * Scale-out, side by side in one run: step-save throughput and latency on SQLite with one server, on PostgreSQL
 * with one server, and on PostgreSQL with two servers behind haproxy (deploy/haproxy.cfg), the same load
 * (autocannon, 50 connections, 10 s after a 3 s warm-up) — and, for each, whether every acknowledged save is
 * stored. On one small machine the servers, the database, the balancer and the load generator share the same
 * cores: the figures say what each layout costs, not what a fleet of machines would do.
 */
import Database from 'better-sqlite3';
import { closeDb } from '../../db/client.ts';
import { newPool } from '../../db/pg-pool.ts';
import { startCluster } from '../../tests/support/cluster.ts';
import { createSandbox, startServerProcess } from '../../tests/support/sandbox.ts';
import type { Row } from './measure.ts';
import { stepSaveLoad } from './step-save-load.ts';

const SQLITE_PORT = 4791;

const load = stepSaveLoad;

type Measure = {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  acked: number;
  stored: number;
};

async function measure(label: string, base: string, count: () => Promise<number>): Promise<Measure> {
  await load(base, { duration: 3 });
  const timed = await load(base, { duration: 10 });
  await new Promise((ok) => setTimeout(ok, 2000));
  const before = await count();
  const fixed = await load(base, { amount: 5_000 });
  await new Promise((ok) => setTimeout(ok, 500));
  return {
    label,
    perSecond: Math.round(timed.requests.average),
    p50: timed.latency.p50,
    p99: timed.latency.p99,
    non2xx: timed.non2xx + timed.errors + timed.timeouts,
    acked: fixed['2xx'],
    stored: (await count()) - before,
  };
}

const RAISED = {
  STEP_SAVE_RATE_LIMIT: '1000000000',
  STORE_BUDGET_CLIENT_BYTES: '1000000000',
  STORE_BUDGET_GLOBAL_KB: '1000000000',
};

async function sqliteOneServer(): Promise<Measure> {
  const sandbox = await createSandbox('bench/scale-sqlite', { build: true });
  // The server process opens the store itself; this process only counts.
  await closeDb(sandbox.db);
  const { env } = sandbox;
  const server = await startServerProcess(SQLITE_PORT, {
    DATABASE_PATH: env.DATABASE_PATH,
    BUILDS_DIR: env.BUILDS_DIR,
    DATABASE_URL: '',
    ...RAISED,
  });
  const db = new Database(env.DATABASE_PATH, { readonly: true });
  try {
    return await measure('SQLite, 1 serveur', `http://127.0.0.1:${SQLITE_PORT}`, async () => {
      return (db.prepare('SELECT count(*) AS n FROM simulation_steps').get() as { n: number }).n;
    });
  } finally {
    db.close();
    server.kill('SIGTERM');
  }
}

async function postgres(count: 1 | 2): Promise<Measure> {
  const cluster = await startCluster({ count, balancer: count === 2, env: RAISED });
  const pool = newPool({ connectionString: cluster.postgres.url, max: 1 });
  try {
    return await measure(
      count === 1 ? 'PostgreSQL, 1 serveur' : 'PostgreSQL, 2 serveurs derrière haproxy',
      cluster.base,
      async () => Number((await pool.query('SELECT count(*) AS n FROM simulation_steps')).rows[0].n),
    );
  } finally {
    await pool.end();
    await cluster.stop();
  }
}

export async function benchScale(): Promise<Row[]> {
  const results = [await sqliteOneServer(), await postgres(1), await postgres(2)];
  const sqlite = results[0] as Measure;
  return results.flatMap((r) => [
    {
      metric: `${r.label} : POST /api/v2-save-step, 10 s, 50 connexions, requêtes/s (ratio / SQLite)`,
      value: `${r.perSecond} (${(r.perSecond / sqlite.perSecond).toFixed(2)})`,
      target: '—',
    },
    { metric: `${r.label} : latence p50 / p99`, value: `${r.p50} ms / ${r.p99} ms`, target: 'p99 < 50 ms' },
    {
      metric: `${r.label} : réponses non 2xx ; acquittées = stockées (5 000 requêtes)`,
      value: `${r.non2xx} ; ${r.acked} = ${r.stored}`,
      target: '0 ; égalité',
    },
  ]);
}
