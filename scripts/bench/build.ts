/**
 * Full static build of the site: wall time and peak memory, for the default city set and, with
 * `--all`, for a page per commune (~34,900). Each measured run starts from a prepared database.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeDb, openDb } from '../../db/client.ts';
import { importCommunes } from '../../db/import/communes.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { measureCommand, type Row } from './measure.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');

async function measureBuild(
  label: string,
  allCommunes: boolean,
  runs: number,
  budget: { s: number; mb: number },
) {
  const dir = join(ROOT, 'data', 'bench', allCommunes ? 'all' : 'default');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbPath = join(dir, 'apl.db');
  const db = openDb(dbPath);
  await applyMigrations(db);
  const imported = await importCommunes(db, { allCommunes });
  await closeDb(db);

  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = join(dir, `out-${i}`);
    const m = await measureCommand(join(BIN, 'astro'), ['build', '--silent'], {
      ...process.env,
      PATH: `${BIN}:${process.env.PATH}`,
      DATABASE_PATH: dbPath,
      ASTRO_OUT_DIR: out,
      ASTRO_TELEMETRY_DISABLED: '1',
    });
    if (m.code !== 0) throw new Error(`astro build a échoué :\n${m.output.slice(-2000)}`);
    results.push(m);
    rmSync(out, { recursive: true, force: true });
  }
  const walls = results.map((r) => r.wallMs / 1000).sort((a, b) => a - b);
  const median = walls[Math.floor(walls.length / 2)] as number;
  const peak = Math.max(...results.map((r) => r.peakRssMb));
  const perPageMs = (median * 1000) / imported.cityPages;
  return [
    {
      metric: `${label} : build complète (${imported.cityPages} pages villes), médiane de ${runs}`,
      value: `${median.toFixed(1)} s (${walls.map((w) => w.toFixed(1)).join(' / ')})`,
      target: `< ${budget.s} s`,
    },
    { metric: `${label} : mémoire de pointe`, value: `${peak} Mo`, target: `< ${budget.mb} Mo` },
    { metric: `${label} : coût par page ville`, value: `${perPageMs.toFixed(2)} ms`, target: '—' },
  ] satisfies Row[];
}

export async function benchBuild(options: { all: boolean }): Promise<Row[]> {
  const rows = await measureBuild('Site par défaut', false, 3, { s: 60, mb: 1536 });
  if (options.all) rows.push(...(await measureBuild('Toutes les communes', true, 1, { s: 240, mb: 2048 })));
  return rows;
}
