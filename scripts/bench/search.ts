/**
 * The admin's search (issue 30) on both stores: GET /api/admin/search over ~50 queries (city names, words of the
 * guides and articles, prefixes, accents, slugs, a miss, operators), p50 and p95, on a store prepared as a first
 * start does (the 2,275 city pages and the launch content); PUT /api/admin/articles/:id with the index kept
 * current (p95); and the whole index built from nothing. Each store in a child process (scripts/bench/search-run.ts:
 * a process speaks one store), PostgreSQL on a throwaway cluster (tests/support/postgres.ts) when Debian's
 * `postgresql` is installed, else its rows say so.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startPostgres } from '../../tests/support/postgres.ts';
import type { Row } from './measure.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..');

type Figures = {
  entries: number;
  cities: number;
  articles: number;
  guides: number;
  queries: number;
  samples: number;
  hits: number;
  searchP50: number;
  searchP95: number;
  searchMax: number;
  saves: number;
  saveP50: number;
  saveP95: number;
  indexP50: number;
  indexP95: number;
  rebuildMs: number;
};

async function measure(env: Record<string, string>): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    ['--import', './db/preload/drizzle-resolve.ts', 'scripts/bench/search-run.ts'],
    { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(last) as Figures;
}

async function onSqlite(): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'apl-bench-search-'));
  try {
    return await measure({ DATABASE_PATH: join(dir, 'apl.db'), DATABASE_URL: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Figures | string> {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  try {
    postgres = await startPostgres();
  } catch (error) {
    return (error as Error).message.split(':')[0] ?? 'PostgreSQL indisponible';
  }
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE apl_bench_search');
    await admin.end();
    return await measure({ DATABASE_URL: postgres.url.replace(/\/postgres$/, '/apl_bench_search') });
  } finally {
    await postgres.stop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function rows(store: string, f: Figures | string): Row[] {
  if (typeof f === 'string') return [{ metric: `${store} : non mesuré`, value: f, target: '—' }];
  return [
    {
      metric: `${store} : index (${f.entries} entrées : ${f.cities} villes, ${f.guides} guides, ${f.articles} articles, FAQ, médias)`,
      value: `reconstruit en ${Math.round(f.rebuildMs)} ms`,
      target: '—',
    },
    {
      metric: `${store} : GET /api/admin/search, ${f.queries} requêtes × ${f.samples / f.queries} (p50 / max)`,
      value: `${ms(f.searchP50)} / ${ms(f.searchMax)}`,
      target: '—',
    },
    { metric: `${store} : GET /api/admin/search, p95`, value: ms(f.searchP95), target: '< 100 ms' },
    {
      metric: `${store} : PUT /api/admin/articles/:id avec l’index, ${f.saves} enregistrements (p50 / p95)`,
      value: `${ms(f.saveP50)} / ${ms(f.saveP95)}`,
      target: 'p95 < 150 ms',
    },
    {
      metric: `${store} : dont l’entrée de l’index réécrite seule, dans sa transaction (p50 / p95)`,
      value: `${ms(f.indexP50)} / ${ms(f.indexP95)}`,
      target: '—',
    },
  ];
}

export async function benchSearch(): Promise<Row[]> {
  const sqlite = await onSqlite();
  const postgres = await onPostgres();
  return [...rows('SQLite', sqlite), ...rows('PostgreSQL', postgres)];
}
